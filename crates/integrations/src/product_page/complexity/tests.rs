//! The pre-scan against html5ever itself (the elements scraper really
//! creates), against the attacks it exists for, and against the fixture
//! pages.

use scraper::{Html, Node};

use super::{check_fragment, check_page, Limit, PageShape, MAX_DEPTH, MAX_ELEMENTS};

fn shape(html: &str) -> PageShape {
    check_page(html).unwrap_or_else(|refused| panic!("{refused}: {html:.200}"))
}

fn refused(html: &str) -> Limit {
    match check_page(html) {
        Ok(shape) => panic!("accepted with {shape:?}: {html:.200}"),
        Err(refused) => refused.limit,
    }
}

/// The elements html5ever creates for `html`, detached ones included.
fn elements_built(document: &Html) -> usize {
    document
        .tree
        .nodes()
        .filter(|node| matches!(node.value(), Node::Element(_)))
        .count()
}

/// The deepest element in the document built, `<html>` counting 1.
fn deepest_element(document: &Html) -> usize {
    document
        .tree
        .nodes()
        .filter(|node| node.value().is_element())
        .map(|node| {
            node.ancestors()
                .filter(|ancestor| ancestor.value().is_element())
                .count()
                + 1
        })
        .max()
        .unwrap_or(0)
}

/// The pre-scan counts exactly the elements html5ever creates, and about
/// the depth of the document it builds: a void or self-closed element sits
/// one below the deepest stack without being pushed on it, and foster
/// parenting and the adoption agency move a few elements lower (at most 3
/// in 20,000 random pages).
fn agrees_with_html5ever(html: &str) {
    let counted = shape(html);
    let document = Html::parse_document(html);
    assert_eq!(
        counted.elements,
        elements_built(&document),
        "elements of {html:?}"
    );
    assert!(
        counted.depth + 4 >= deepest_element(&document),
        "depth {} < {} built for {html:?}",
        counted.depth,
        deepest_element(&document)
    );
}

fn fixture(name: &str) -> String {
    let path = format!(
        "{}/tests/fixtures/product_pages/{name}",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::read_to_string(&path).unwrap_or_else(|err| panic!("{path}: {err}"))
}

#[test]
fn deep_div_nesting_past_the_cap_is_refused() {
    assert_eq!(refused(&"<div>".repeat(MAX_DEPTH)), Limit::Depth);
    assert_eq!(refused(&"<div>".repeat(160_000)), Limit::Depth);
    // Within the cap (html and body are on the stack too), it is counted.
    let page = "<div>".repeat(MAX_DEPTH - 2);
    assert_eq!(shape(&page).depth, MAX_DEPTH);
}

#[test]
fn self_closing_div_nests_in_html() {
    // `/>` means nothing on an HTML element: each <div/> stays open.
    assert_eq!(shape(&"<div/>".repeat(100)).depth, 102);
    assert_eq!(refused(&"<div/>".repeat(1_000)), Limit::Depth);
    agrees_with_html5ever(&"<div/>x".repeat(50));
}

#[test]
fn svg_self_closing_elements_do_not_nest() {
    let icon = format!(
        "<svg viewBox='0 0 9 9'>{}</svg>",
        "<path d='M0 0'/>".repeat(2_000)
    );
    let counted = shape(&icon);
    assert_eq!(counted.depth, 3, "html, body, svg: a path is never pushed");
    agrees_with_html5ever(&icon);
    // ... but an HTML tag leaves foreign content, and nests again.
    let breakout = format!("<svg>{}", "<div/>".repeat(1_000));
    assert_eq!(refused(&breakout), Limit::Depth);
    agrees_with_html5ever(&format!("<svg>{}", "<div/>".repeat(200)));
    // An integration point reads HTML: its <div/> nests too.
    let foreign_object = format!("<svg><foreignObject>{}", "<div/>".repeat(1_000));
    assert_eq!(refused(&foreign_object), Limit::Depth);
    agrees_with_html5ever(&format!("<svg><foreignObject>{}", "<div/>".repeat(200)));
    // <math><mi> is an integration point for start tags, <math> is not.
    agrees_with_html5ever(&format!(
        "<math>{}<mi>{}",
        "<mo/>".repeat(50),
        "<mo/>".repeat(50)
    ));
}

#[test]
fn reconstructing_formatting_elements_is_refused() {
    // Each <p> closes the <b>s before it; each "x" re-creates all of them.
    let attack: String = (0..5_000).map(|i| format!("<p><b id={i}>x")).collect();
    assert_eq!(refused(&attack), Limit::Formatting);
    // The same shape, short enough to pass: every clone counted.
    let small: String = (0..40).map(|i| format!("<p><b id={i}>x")).collect();
    let counted = shape(&small);
    assert_eq!(counted.formatting, 40);
    agrees_with_html5ever(&small);
    // Identical <b>s are kept three times at most (Noah's Ark).
    let same = "<p><b class=x>x".repeat(5_000);
    assert_eq!(shape(&same[..same.len() / 10]).formatting, 3);
    agrees_with_html5ever(&"<p><b class=x>x".repeat(200));
}

#[test]
fn misnested_formatting_and_tables_agree_with_html5ever() {
    for html in [
        "<a href=1>x<div>y<a href=2>z</a></div>",
        "<b>1<p>2</b>3</p>",
        "<b><i><u><s><p>x</b>y</i>z</p>",
        "<table><tr><td>a<b>b</td><td>c</b></table>d",
        "<table>x<div>y</div><b>z<tr><td>w</table>",
        "<table><caption><b>x</caption><col><tbody><tr><th>y</table>",
        "<nobr>a<nobr>b<nobr>c",
        "<p><table><p>x</table>",
        "<!DOCTYPE html><p><table><p>x</table>",
        "<select><option>a<option>b<optgroup><option>c</select>",
        "<table><select><td>x</select></table>",
        "<template><tr><td>x</template><template><col></template>",
        "<template shadowrootmode=open><div>x</div></template>",
        "<ul><li>a<li>b<ul><li>c</ul></ul>",
        "<dl><dt>a<dd>b<dt>c</dl>",
        "<ruby>a<rb>b<rt>c<rp>d</ruby>",
        "<form><form><input><button><button></form>",
        "<frameset><frame><frameset></frameset></frameset>",
        "x<frameset><div>",
        "<html a=1><body b=2><html c=3><body d=4>",
        "</p></br></p>",
        "<h1><h2>x</h1></h2>",
        "<object><b>x</object>y",
        "<image src=x><isindex>",
        "<svg><desc><div>x</div></desc><title><p>y</title></svg>",
        "<math><annotation-xml><svg><div>x</div></svg></annotation-xml></math>",
        "<svg><font color=red>x</font><font>y</font></svg>",
        "<p><svg><p>x</svg>",
    ] {
        agrees_with_html5ever(html);
    }
}

#[test]
fn unclosed_paragraphs_items_and_cells_are_not_over_counted() {
    // Each <p> closes the last, each <li> and <td> its sibling.
    assert_eq!(shape(&"<p>text".repeat(5_000)).depth, 3);
    assert_eq!(
        shape(&format!("<ul>{}</ul>", "<li>item".repeat(5_000))).depth,
        4
    );
    let table = format!("<table>{}</table>", "<tr><td>a<td>b<td>c".repeat(2_000));
    assert_eq!(shape(&table).depth, 6, "html body table tbody tr td");
    let options = format!("<select>{}</select>", "<option>o".repeat(2_000));
    assert_eq!(shape(&options).depth, 4);
    for html in [&table, &options, &"<p>text".repeat(100)] {
        agrees_with_html5ever(html);
    }
}

#[test]
fn markup_in_comments_scripts_and_raw_text_is_not_counted() {
    let divs = "<div>".repeat(10_000);
    for html in [
        format!("<!--{divs}-->"),
        format!("<script>var html = '{divs}';</script>"),
        format!("<style>/* {divs} */</style>"),
        format!("<title>{divs}</title>"),
        format!("<textarea>{divs}</textarea>"),
        format!("<noscript>{divs}</noscript>"),
        format!("<iframe>{divs}</iframe>"),
        format!("<xmp>{divs}</xmp>"),
        format!("<noembed>{divs}</noembed>"),
        format!("<noframes>{divs}</noframes>"),
        format!("<div title='{divs}'></div>"),
    ] {
        let counted = shape(&html);
        assert!(counted.elements < 10, "{counted:?} for {html:.40}");
        assert!(counted.depth < 6, "{counted:?} for {html:.40}");
    }
    assert!(shape(&format!("<plaintext>{divs}")).depth < 6);
}

#[test]
fn what_ends_a_comment_or_raw_text_is_what_ends_it_for_html5ever() {
    let divs = "<div>".repeat(1_000);
    // Each of these ends before the divs, so the divs nest.
    for html in [
        format!("<!-->{divs}"),
        format!("<!--->{divs}"),
        format!("<!-- x --!>{divs}"),
        format!("<!-- <!-- -->{divs}"),
        format!("<? x >{divs}"),
        format!("</ x >{divs}"),
        format!("<![CDATA[ x >{divs}"),
        format!("<script>x</script >{divs}"),
        format!("<script>x</SCRIPT>{divs}"),
        format!("<script><!-- x --></script>{divs}"),
        format!("<style>x</style/>{divs}"),
        format!("<title>x</title a='</title>'>{divs}"),
        format!("<a title=\">\" b='>'>{divs}"),
        format!("<a title=x\"y>{divs}"),
    ] {
        assert_eq!(refused(&html), Limit::Depth, "{html:.60}");
    }
    // ... and each of these does not, so they are text.
    for html in [
        format!("<script><!--<script></script>{divs}"),
        format!("<script>x</scripty>{divs}"),
        format!("<a title='{divs}"),
        format!("<!-- -- >{divs}"),
        format!("<svg><![CDATA[ > {divs} ]]>"),
        format!("<![CDATA[ {}", divs.replace('>', " ")),
    ] {
        assert!(shape(&html).depth < 8, "{html:.60}");
    }
}

#[test]
fn raw_text_depends_on_the_insertion_mode_and_namespace() {
    let divs = "<div>".repeat(1_000);
    // In SVG a <style> or <title> is an element like any other.
    assert_eq!(refused(&format!("<svg><style>{divs}")), Limit::Depth);
    assert_eq!(refused(&format!("<svg><title>{divs}")), Limit::Depth);
    // In a select, html5ever ignores <style>: what follows is markup.
    assert_eq!(
        refused(&format!("<select><style></select>{divs}")),
        Limit::Depth
    );
    // In a fragment there is no body to replace, so <frameset> is ignored.
    assert_eq!(
        check_fragment(&format!("<frameset>{divs}")).map_err(|e| e.limit),
        Err(Limit::Depth)
    );
    assert!(check_page(&format!("<frameset>{divs}")).is_ok());
}

#[test]
fn a_stack_search_under_a_deep_stack_counts_as_work() {
    // No element is added, but each end tag searches 500 open elements.
    let mut page = "<div>".repeat(500);
    page.push_str(&"</li>".repeat(400_000));
    assert_eq!(refused(&page), Limit::Work);
    // One tag with many attributes is checked pair by pair.
    let attributes: Vec<String> = (0..20_000).map(|i| format!("a{i}")).collect();
    assert_eq!(
        refused(&format!("<a {}>", attributes.join(" "))),
        Limit::Work
    );
    // The root's attributes grow by insertion.
    let roots: String = (0..20_000)
        .map(|i| format!("<html a{i} b{i} c{i}>"))
        .collect();
    assert_eq!(refused(&roots), Limit::Work);
    assert!(shape(&"<div>x</div>".repeat(2_000)).work < super::MAX_WORK / 10);
}

#[test]
fn element_count_is_capped() {
    assert_eq!(refused(&"<br>".repeat(MAX_ELEMENTS)), Limit::Elements);
    assert!(shape(&"<br>".repeat(MAX_ELEMENTS - 10)).elements < MAX_ELEMENTS);
}

#[test]
fn the_fixture_pages_pass_and_agree_with_html5ever() {
    let dir = format!(
        "{}/tests/fixtures/product_pages",
        env!("CARGO_MANIFEST_DIR")
    );
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap_or_else(|err| panic!("{dir}: {err}"))
        .filter_map(|entry| entry.ok())
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert!(names.len() >= 14, "{names:?}");
    for name in names {
        let html = fixture(&name);
        let counted = shape(&html);
        agrees_with_html5ever(&html);
        assert!(counted.depth <= 20, "{name}: {counted:?}");
        assert!(counted.elements <= 200, "{name}: {counted:?}");
        assert!(counted.work <= 100_000, "{name}: {counted:?}");
    }
}

/// A small deterministic generator of tag soup (xorshift).
struct Soup(u64);

impl Soup {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn pick<'a>(&mut self, from: &[&'a str]) -> &'a str {
        let at = (self.next() % from.len() as u64) as usize;
        from[at]
    }
}

const SOUP: &[&str] = &[
    "<div>",
    "</div>",
    "<p>",
    "</p>",
    "<b>",
    "<b id=1>",
    "<b id=2>",
    "</b>",
    "<i>",
    "</i>",
    "<a href=x>",
    "</a>",
    "<u>",
    "</u>",
    "<nobr>",
    "</nobr>",
    "<font color=red>",
    "</font>",
    "<table>",
    "</table>",
    "<tr>",
    "</tr>",
    "<td>",
    "</td>",
    "<th>",
    "<caption>",
    "</caption>",
    "<col>",
    "<colgroup>",
    "<tbody>",
    "</tbody>",
    "<ul>",
    "</ul>",
    "<li>",
    "</li>",
    "<dd>",
    "<dt>",
    "<svg>",
    "</svg>",
    "<path/>",
    "<g>",
    "</g>",
    "<foreignObject>",
    "</foreignObject>",
    "<desc>",
    "<math>",
    "</math>",
    "<mi>",
    "</mi>",
    "<mo/>",
    "<annotation-xml>",
    "<select>",
    "</select>",
    "<option>",
    "<optgroup>",
    "<template>",
    "</template>",
    "<script>x</script>",
    "<style>p{}</style>",
    "<title>t</title>",
    "<textarea>t</textarea>",
    "<!--c-->",
    "<!-->",
    "x",
    " ",
    "\n",
    "&amp;",
    "<br>",
    "</br>",
    "<span>",
    "</span>",
    "<h1>",
    "</h1>",
    "<h2>",
    "<form>",
    "</form>",
    "<button>",
    "</button>",
    "<frameset>",
    "</body>",
    "</html>",
    "<html lang=en>",
    "<body class=b>",
    "<head>",
    "</head>",
    "<img src=x>",
    "<input type=hidden>",
    "<input>",
    "<object>",
    "</object>",
    "<ruby>",
    "<rt>",
    "<rp>",
    "<rb>",
    "<image>",
    "<x-y>",
    "</x-y>",
    "<!DOCTYPE html>",
    "<hr>",
    "<pre>",
    "</pre>",
    "<em/>",
    "<div/>",
    "<meta charset=utf-8>",
    "<noscript>n</noscript>",
    "<iframe>f</iframe>",
    "<marquee>",
    "</marquee>",
    "<applet>",
    "<area>",
    "<param>",
    "<keygen>",
    "<menu>",
    "<listing>",
    "<xmp>x</xmp>",
    "<frame>",
    "<rtc>",
    "<big>",
    "<tt>",
    "<strike>",
    "<s>",
    "<small>",
    "<code>",
    "<em>",
    "</em>",
];

#[test]
fn random_tag_soup_agrees_with_html5ever() {
    let mut soup = Soup(0x9e37_79b9_7f4a_7c15);
    for _ in 0..3_000 {
        let len = 1 + soup.next() % 120;
        let html: String = (0..len).map(|_| soup.pick(SOUP)).collect();
        agrees_with_html5ever(&html);
    }
}

/// Where tags, comments and raw text begin and end.
const LEXICAL_SOUP: &[&str] = &[
    "<!--",
    "-->",
    "--!>",
    "<!-",
    "<!-->",
    "<!--->",
    "--",
    "-",
    "!",
    "<!",
    "<!x",
    "<?",
    "</",
    "</>",
    "<",
    ">",
    "/>",
    "/",
    "=",
    "\"",
    "'",
    "<a title=\"",
    "<a title='",
    "<a b=c",
    " d ",
    "<script>",
    "</script>",
    "</script ",
    "</SCRIPT>",
    "<!--<script>",
    "<script",
    "</scripty>",
    "<style>",
    "</style>",
    "<title>",
    "</title>",
    "<textarea>",
    "</textarea>",
    "<xmp>",
    "</xmp>",
    "<noscript>",
    "</noscript>",
    "<iframe>",
    "</iframe>",
    "<svg>",
    "</svg>",
    "<Svg>",
    "<foreignobject>",
    "</foreignObject>",
    "<math>",
    "<mi>",
    "<![CDATA[",
    "]]>",
    "]]",
    "&",
    "&#",
    "&amp;",
    "\0",
    "\r",
    "\r\n",
    "\n",
    "\t",
    "<!DOCTYPE",
    "<!DOCTYPE html>",
    "<select>",
    "</select>",
    "<template>",
    "</template>",
    "<table>",
    "<td>",
    "<div>",
    "<DIV>",
    "</div>",
    "<b>",
    "</b>",
    "<p>",
    "<p/>",
    "<br/>",
    "x",
    "y z",
    "<li>",
    "<a>",
    "</a>",
];

#[test]
fn random_markup_edges_agree_with_html5ever() {
    let mut soup = Soup(0x2545_f491_4f6c_dd1d);
    for _ in 0..5_000 {
        let len = 1 + soup.next() % 80;
        let html: String = (0..len).map(|_| soup.pick(LEXICAL_SOUP)).collect();
        agrees_with_html5ever(&html);
    }
}

#[test]
fn random_fragments_agree_with_html5ever() {
    // JSON-LD text is parsed as a fragment in a <body>.
    let mut soup = Soup(0x4242_1111_2222_4444);
    for _ in 0..2_000 {
        let len = 1 + soup.next() % 100;
        let html: String = (0..len)
            .map(|_| {
                if soup.next().is_multiple_of(2) {
                    soup.pick(SOUP)
                } else {
                    soup.pick(LEXICAL_SOUP)
                }
            })
            .collect();
        let counted = check_fragment(&html).unwrap_or_else(|refused| panic!("{refused}"));
        let document = Html::parse_fragment(&html);
        assert_eq!(counted.elements, elements_built(&document), "{html:?}");
    }
}
