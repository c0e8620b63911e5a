//! A linear pre-scan that bounds what html5ever will do with a page before
//! it is parsed.
//!
//! html5ever (0.35, under scraper 0.24) has quadratic paths an attacker can
//! reach with a page under the 2 MiB body limit: most start tags search the
//! stack of open elements (`<div>` nested 160,000 deep never finishes), each
//! character or end tag under a deep stack searches it again, closed
//! formatting elements are re-created after every block (`<p><b id=1>x<p><b
//! id=2>x...` builds a quadratic number of elements), the adoption agency,
//! foster parenting and the Noah's Ark clause loop over the stack and the
//! list of active formatting elements, one tag's attributes are checked
//! against each other for duplicates, and `<html a b c...>` repeated grows
//! the root's sorted attribute list by insertion.
//!
//! [`check_page`] runs html5ever's own rules over the bytes without
//! building anything ([`lexer`] for the tokenizer, [`tree`] for tree
//! construction) and counts what html5ever would: the elements it creates
//! (re-created formatting elements and adoption-agency clones included), the
//! deepest stack of open elements, the longest list of active formatting
//! elements, and the work (html5ever's loops and the product readers'
//! selectors, estimated in nanoseconds). Its own loops are html5ever's,
//! counted in that work: past any cap it stops and refuses, so it is one
//! pass over the bytes plus at most the capped work, and allocates only its
//! stack and list.
//!
//! The tests hold it to html5ever: on every fixture and on thousands of
//! random tag soups it counts exactly the elements scraper's document holds.

mod lexer;
mod tree;

#[cfg(test)]
mod tests;

/// The deepest stack of open elements a page may make (`<html>` counts).
/// Shop pages nest well under 100 (an Amazon product page under 60); Chrome
/// stops nesting at 512. Deep nesting is paid for in [`MAX_WORK`] as well.
pub const MAX_DEPTH: usize = 512;
/// The elements html5ever may create for one page, clones included. An
/// Amazon product page has 5,000 to 15,000; 50,000 `<br>`s take 30 ms.
pub const MAX_ELEMENTS: usize = 50_000;
/// The longest list of active formatting elements (`<b>`, `<i>`, `<font>`
/// ... left open). Real pages keep a handful; each entry is re-created after
/// every block that closes it.
pub const MAX_FORMATTING: usize = 64;
/// The work reading a page may take, html5ever's and then the product
/// readers', estimated in nanoseconds of the machine the caps were measured
/// on (`make bench-paths`: the worst pages within the caps read in 40 to
/// 60 ms). Real pages are estimated at about 1.4 times what they take: a
/// 0.9 MB page of 16,000 elements at 31 ms (it reads in 23 ms), the fixture
/// pages under 0.1 ms.
pub const MAX_WORK: u64 = 60_000_000;

// What each thing costs, in nanoseconds: html5ever's tokenizer and tree
// builder, this pre-scan, and the readers whose selectors visit every node
// of the document afterwards.
/// A step of a loop over the stack of open elements or the list of active
/// formatting elements (html5ever's and this pre-scan's).
const STEP_COST: u64 = 4;
/// A tag, comment or DOCTYPE through the tokenizer and the tree builder.
const TOKEN_COST: u64 = 140;
/// A character token (a run of text, or one newline, `&` or NUL).
const TEXT_TOKEN_COST: u64 = 70;
/// Creating and inserting an element, and visiting it (and a text node
/// beside it) in every selector of the readers.
const ELEMENT_COST: u64 = 560;
/// A comment: created, inserted, then visited by every selector.
const COMMENT_COST: u64 = 120;
/// Splitting a run of text on whitespace (in the head and after the body).
const SPLIT_COST: u64 = 50;
/// Reading one attribute (interning its name).
const ATTRIBUTE_TOKEN_COST: u64 = 50;
/// Comparing a new attribute's name with one kept before it in its tag.
const DUPLICATE_CHECK_COST: u64 = 2;
/// Storing one attribute on a new element, and matching it in selectors.
const ATTRIBUTE_COST: u64 = 160;
/// Each class in a `class` attribute: interned, sorted, then scanned by
/// each class selector.
const CLASS_COST: u64 = 90;
/// Cloning one attribute of a formatting element that is re-created.
const CLONE_COST: u64 = 25;
/// Each attribute the Noah's Ark clause clones and sorts to compare tags.
const NOAHS_ARK_COST: u64 = 100;
/// Each level an element sits below the root: reading the product, a
/// descendant selector (`.a-price .a-offscreen`) walks every candidate's
/// ancestors, and an element's text is collected for it and again for each
/// matching ancestor, so the readers' work grows with the sum of depths.
const DEPTH_COST: u64 = 36;
/// Each byte: read by the tokenizer, and attribute values scanned by the
/// readers' `*=` and `~=` selectors.
const BYTE_COST: u64 = 3;

/// What html5ever would build from a page, as counted by [`check_page`]
/// (so far, when it stopped at a cap).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct PageShape {
    /// Elements created, re-created formatting elements included.
    pub elements: usize,
    /// The deepest stack of open elements, `<html>` included.
    pub depth: usize,
    /// The longest list of active formatting elements.
    pub formatting: usize,
    /// Estimated nanoseconds of work, see [`MAX_WORK`].
    pub work: u64,
}

/// The cap a page passed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Limit {
    Depth,
    Elements,
    Formatting,
    Work,
}

/// A page past one of the caps: not parsed at all.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("the page is too complex to read ({limit:?} past its cap: {shape:?})")]
pub struct TooComplex {
    pub limit: Limit,
    /// What was counted up to the point of refusal.
    pub shape: PageShape,
}

/// Counts what html5ever would build from `html` as a document, refusing
/// it as soon as it passes a cap. One pass over the bytes; its work is
/// bounded by the caps.
pub fn check_page(html: &str) -> Result<PageShape, TooComplex> {
    check(html, tree::Tree::new())
}

/// [`check_page`] for a fragment parsed in a `<body>` (scraper's
/// `Html::parse_fragment`).
pub fn check_fragment(html: &str) -> Result<PageShape, TooComplex> {
    check(html, tree::Tree::fragment())
}

fn check(html: &str, mut tree: tree::Tree) -> Result<PageShape, TooComplex> {
    let bytes = html.as_bytes();
    tree.shape.work = bytes.len() as u64 * BYTE_COST;
    lexer::scan(bytes, &mut tree);
    match tree.exceeded {
        Some(limit) => Err(TooComplex {
            limit,
            shape: tree.shape,
        }),
        None => Ok(tree.shape),
    }
}
