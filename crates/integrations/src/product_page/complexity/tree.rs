//! html5ever's tree construction (`tree_builder/rules.rs` of html5ever
//! 0.35, the version scraper 0.24 uses) replayed on a stack of element names
//! and a list of active formatting elements, without a document. Everything
//! that moves the stack, the list, the insertion mode or the tokenizer is
//! kept, in html5ever's order and with its quirks (its `table_outer`, its
//! default scope without `annotation-xml`, scraper's answer of "no" for
//! `annotation-xml` integration points); where the text goes (foster
//! parenting, template contents) is left out. Each loop over the stack or
//! the list costs what html5ever's own loop costs, so `PageShape::work`
//! counts the steps html5ever will take, with what the elements it creates
//! cost html5ever and the readers after it.

use super::{
    Limit, PageShape as Shape, ATTRIBUTE_COST, CLONE_COST, COMMENT_COST, DEPTH_COST, ELEMENT_COST,
    MAX_DEPTH, MAX_ELEMENTS, MAX_FORMATTING, NOAHS_ARK_COST, SPLIT_COST, STEP_COST,
};

macro_rules! tags {
    ($($tag:ident = $name:literal,)*) => {
        /// The tag names html5ever's rules mention.
        #[derive(Clone, Copy, PartialEq, Eq, Debug)]
        pub(super) enum Tag { $($tag,)* }

        impl Tag {
            /// The tag for a lowercase name, if the rules mention it.
            pub(super) fn of(lowercase: &[u8]) -> Option<Tag> {
                match lowercase {
                    $($name => Some(Tag::$tag),)*
                    _ => None,
                }
            }
        }
    };
}

tags! {
    A = b"a", Address = b"address", AnnotationXml = b"annotation-xml", Applet = b"applet",
    Area = b"area", Article = b"article", Aside = b"aside", B = b"b", Base = b"base",
    Basefont = b"basefont", Bgsound = b"bgsound", Big = b"big", Blockquote = b"blockquote",
    Body = b"body", Br = b"br", Button = b"button", Caption = b"caption", Center = b"center",
    Code = b"code", Col = b"col", Colgroup = b"colgroup", Dd = b"dd", Desc = b"desc",
    Details = b"details", Dialog = b"dialog", Dir = b"dir", Div = b"div", Dl = b"dl",
    Dt = b"dt", Em = b"em", Embed = b"embed", Fieldset = b"fieldset",
    Figcaption = b"figcaption", Figure = b"figure", Font = b"font", Footer = b"footer",
    ForeignObject = b"foreignobject", Form = b"form", Frame = b"frame",
    Frameset = b"frameset", H1 = b"h1", H2 = b"h2", H3 = b"h3", H4 = b"h4", H5 = b"h5",
    H6 = b"h6", Head = b"head", Header = b"header", Hgroup = b"hgroup", Hr = b"hr",
    Html = b"html", I = b"i", Iframe = b"iframe", Image = b"image", Img = b"img",
    Input = b"input", Isindex = b"isindex", Keygen = b"keygen", Li = b"li", Link = b"link",
    Listing = b"listing", Main = b"main", Malignmark = b"malignmark", Marquee = b"marquee",
    Math = b"math", Menu = b"menu", Meta = b"meta", Mglyph = b"mglyph", Mi = b"mi",
    Mn = b"mn", Mo = b"mo", Ms = b"ms", Mtext = b"mtext", Nav = b"nav", Nobr = b"nobr",
    Noembed = b"noembed", Noframes = b"noframes", Noscript = b"noscript",
    Object = b"object", Ol = b"ol", Optgroup = b"optgroup", OptionElement = b"option",
    Output = b"output", P = b"p", Param = b"param", Plaintext = b"plaintext", Pre = b"pre",
    Rb = b"rb", Rp = b"rp", Rt = b"rt", Rtc = b"rtc", Ruby = b"ruby", S = b"s",
    Script = b"script", Search = b"search", Section = b"section", Select = b"select",
    Small = b"small", Source = b"source", Span = b"span", Strike = b"strike",
    Strong = b"strong", Style = b"style", Sub = b"sub", Summary = b"summary", Sup = b"sup",
    Svg = b"svg", Table = b"table", Tbody = b"tbody", Td = b"td", Template = b"template",
    Textarea = b"textarea", Tfoot = b"tfoot", Th = b"th", Thead = b"thead", Title = b"title",
    Tr = b"tr", Track = b"track", Tt = b"tt", U = b"u", Ul = b"ul", Var = b"var",
    Wbr = b"wbr", Xmp = b"xmp",
}

use Tag::*;

/// A tag name: one the rules mention, or any other by a keyed hash of its
/// lowercase spelling (compared in one step, as html5ever compares atoms).
#[derive(Clone, Copy, Debug)]
pub(super) enum Name {
    Known(Tag),
    Other(u64),
}

impl Name {
    fn tag(self) -> Option<Tag> {
        match self {
            Name::Known(tag) => Some(tag),
            Name::Other(_) => None,
        }
    }

    /// A formatting element's name: its attributes matter to Noah's Ark.
    pub(super) fn formatting(self) -> bool {
        self.tag().is_some_and(|tag| FORMATTING.contains(&tag))
    }

    fn same(self, other: Name) -> bool {
        match (self, other) {
            (Name::Known(a), Name::Known(b)) => a == b,
            (Name::Other(a), Name::Other(b)) => a == b,
            _ => false,
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Ns {
    Html,
    Svg,
    MathMl,
}

#[derive(Clone, Copy, Debug)]
struct Elem {
    id: u32,
    ns: Ns,
    name: Name,
    /// The sets the stack searches test, as bits, so a step is one test.
    sets: u32,
}

const SPECIAL_SET: u32 = 1;
/// Ends the default scope (and the list item and button scopes).
const SCOPE_SET: u32 = 1 << 1;
const LIST_SCOPE_SET: u32 = 1 << 2;
const BUTTON_SCOPE_SET: u32 = 1 << 3;
const TABLE_SCOPE_SET: u32 = 1 << 4;

impl Elem {
    fn new(id: u32, ns: Ns, name: Name) -> Elem {
        let mut elem = Elem {
            id,
            ns,
            name,
            sets: 0,
        };
        let scope = elem.html_in(&[
            Applet, Caption, Html, Table, Td, Th, Marquee, Object, Template,
        ]) || elem.mathml_text_integration_point()
            || elem.svg_html_integration_point();
        for (set, member) in [
            (SPECIAL_SET, elem.html_in(SPECIAL)),
            (SCOPE_SET, scope),
            (LIST_SCOPE_SET, elem.html_in(&[Ol, Ul])),
            (BUTTON_SCOPE_SET, elem.is(Button)),
            (TABLE_SCOPE_SET, elem.html_in(&[Html, Table, Template])),
        ] {
            if member {
                elem.sets |= set;
            }
        }
        elem
    }

    fn tag(&self) -> Option<Tag> {
        self.name.tag()
    }

    /// An HTML element named `tag`.
    fn is(&self, tag: Tag) -> bool {
        self.ns == Ns::Html && self.tag() == Some(tag)
    }

    fn html_in(&self, set: &[Tag]) -> bool {
        self.ns == Ns::Html && self.tag().is_some_and(|tag| set.contains(&tag))
    }

    fn mathml_text_integration_point(&self) -> bool {
        self.ns == Ns::MathMl && matches!(self.tag(), Some(Mi | Mo | Mn | Ms | Mtext))
    }

    fn svg_html_integration_point(&self) -> bool {
        self.ns == Ns::Svg && matches!(self.tag(), Some(ForeignObject | Desc | Title))
    }

    fn special(&self) -> bool {
        self.sets & SPECIAL_SET != 0
    }
}

const SPECIAL: &[Tag] = &[
    Address, Applet, Area, Article, Aside, Base, Basefont, Bgsound, Blockquote, Body, Br, Button,
    Caption, Center, Col, Colgroup, Dd, Details, Dir, Div, Dl, Dt, Embed, Fieldset, Figcaption,
    Figure, Footer, Form, Frame, Frameset, H1, H2, H3, H4, H5, H6, Head, Header, Hgroup, Hr, Html,
    Iframe, Img, Input, Isindex, Li, Link, Listing, Main, Marquee, Menu, Meta, Nav, Noembed,
    Noframes, Noscript, Object, Ol, P, Param, Plaintext, Pre, Script, Section, Select, Source,
    Style, Summary, Table, Tbody, Td, Template, Textarea, Tfoot, Th, Thead, Title, Tr, Track, Ul,
    Wbr, Xmp,
];
const CURSORY_IMPLIED_END: &[Tag] = &[Dd, Dt, Li, OptionElement, Optgroup, P, Rb, Rp, Rt, Rtc];
const THOROUGH_IMPLIED_END: &[Tag] = &[
    Dd,
    Dt,
    Li,
    OptionElement,
    Optgroup,
    P,
    Rb,
    Rp,
    Rt,
    Rtc,
    Caption,
    Colgroup,
    Tbody,
    Td,
    Tfoot,
    Th,
    Thead,
    Tr,
];
const HEADINGS: &[Tag] = &[H1, H2, H3, H4, H5, H6];
const FORMATTING: &[Tag] = &[
    A, B, Big, Code, Em, Font, I, Nobr, S, Small, Strike, Strong, Tt, U,
];
const FORM_ASSOCIATABLE: &[Tag] = &[
    Button, Fieldset, Input, Object, Output, Select, Textarea, Img,
];
const FOSTER_TARGET: &[Tag] = &[Table, Tbody, Tfoot, Thead, Tr];
const TABLE_BODY_CONTEXT: &[Tag] = &[Tbody, Tfoot, Thead, Template, Html];
const TABLE_ROW_CONTEXT: &[Tag] = &[Tr, Template, Html];
/// Start tags that leave foreign content (with `</br>` and `</p>`).
const BREAKOUT: &[Tag] = &[
    B, Big, Blockquote, Body, Br, Center, Code, Dd, Div, Dl, Dt, Em, Embed, H1, H2, H3, H4, H5, H6,
    Head, Hr, I, Img, Li, Listing, Menu, Meta, Nobr, Ol, P, Pre, Ruby, S, Small, Span, Strong,
    Strike, Sub, Sup, Table, Tt, U, Ul, Var,
];
const BODY_END_OK: &[Tag] = &[
    Dd,
    Dt,
    Li,
    Optgroup,
    OptionElement,
    P,
    Rp,
    Rt,
    Tbody,
    Td,
    Tfoot,
    Th,
    Thead,
    Tr,
    Body,
    Html,
];

#[derive(Clone, Copy)]
enum Scope {
    Default,
    ListItem,
    Button,
    Table,
    Select,
}

impl Scope {
    /// Whether `elem` ends a search in this scope.
    fn bounds(self, elem: &Elem) -> bool {
        let sets = match self {
            Scope::Default => SCOPE_SET,
            Scope::ListItem => SCOPE_SET | LIST_SCOPE_SET,
            Scope::Button => SCOPE_SET | BUTTON_SCOPE_SET,
            Scope::Table => TABLE_SCOPE_SET,
            Scope::Select => return !elem.html_in(&[Optgroup, OptionElement]),
        };
        elem.sets & sets != 0
    }
}

/// One start or end tag as the tokenizer emits it.
#[derive(Clone, Copy, Debug)]
pub(super) struct TagToken {
    pub(super) name: Name,
    pub(super) self_closing: bool,
    /// Attributes, duplicates included (html5ever drops them; an upper bound).
    pub(super) attrs: u32,
    /// An order-free keyed hash of the attributes, for the Noah's Ark clause.
    pub(super) key: u64,
    /// `<input type=hidden>` (the first `type`, as html5ever keeps it).
    pub(super) hidden_input: bool,
    /// `<font>` with `color`, `face` or `size`, which leaves foreign content.
    pub(super) font_breakout: bool,
    /// `<template shadowrootmode=open|closed>`: html5ever makes two elements.
    pub(super) shadow_root: bool,
}

impl TagToken {
    pub(super) fn named(name: Name) -> TagToken {
        TagToken {
            name,
            self_closing: false,
            attrs: 0,
            key: 0,
            hidden_input: false,
            font_breakout: false,
            shadow_root: false,
        }
    }

    fn tag(&self) -> Option<Tag> {
        self.name.tag()
    }

    fn is(&self, tag: Tag) -> bool {
        self.tag() == Some(tag)
    }

    fn is_in(&self, set: &[Tag]) -> bool {
        self.tag().is_some_and(|tag| set.contains(&tag))
    }
}

/// How a run of characters splits on whitespace (html5ever's `SplitStatus`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum SplitStatus {
    NotSplit,
    Whitespace,
    NotWhitespace,
}

/// A character token: `runs` alternating runs of whitespace and other
/// characters, the first of them whitespace when `first_ws`.
#[derive(Clone, Copy, Debug)]
pub(super) struct Chars {
    split: SplitStatus,
    first_ws: bool,
    runs: u32,
    /// A lone '\n', which html5ever drops right after `<pre>`, `<listing>`
    /// and `<textarea>`.
    newline: bool,
}

impl Chars {
    pub(super) fn new(first_ws: bool, runs: u32) -> Chars {
        Chars {
            split: SplitStatus::NotSplit,
            first_ws,
            runs: runs.max(1),
            newline: false,
        }
    }

    pub(super) fn newline() -> Chars {
        Chars {
            newline: true,
            ..Chars::new(true, 1)
        }
    }

    fn any_not_whitespace(&self) -> bool {
        match self.split {
            SplitStatus::Whitespace => false,
            SplitStatus::NotWhitespace => true,
            SplitStatus::NotSplit => !(self.first_ws && self.runs == 1),
        }
    }
}

#[derive(Clone, Copy, Debug)]
pub(super) enum Token {
    Start(TagToken),
    End(TagToken),
    Chars(Chars),
    Null,
    Comment,
    Eof,
}

/// What the tokenizer switches to after a start tag.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Switch {
    Rcdata,
    Rawtext,
    ScriptData,
    Plaintext,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Mode {
    Initial,
    BeforeHtml,
    BeforeHead,
    InHead,
    AfterHead,
    InBody,
    Text,
    InTable,
    InTableText,
    InCaption,
    InColumnGroup,
    InTableBody,
    InRow,
    InCell,
    InSelect,
    InSelectInTable,
    InTemplate,
    AfterBody,
    InFrameset,
    AfterFrameset,
    AfterAfterBody,
    AfterAfterFrameset,
}

enum Step {
    Done,
    Reprocess(Mode, Token),
    SplitWhitespace(Chars),
    Switch(Switch),
}

#[derive(Clone, Copy)]
enum Entry {
    Marker,
    Element(u32, TagToken),
}

enum Bookmark {
    Replace(u32),
    InsertAfter(u32),
}

pub(super) struct Tree {
    mode: Mode,
    orig_mode: Mode,
    template_modes: Vec<Mode>,
    stack: Vec<Elem>,
    formatting: Vec<Entry>,
    formatting_elements: usize,
    head: Option<u32>,
    form: Option<u32>,
    frameset_ok: bool,
    quirks: bool,
    foster_parenting: bool,
    /// After `<pre>`, `<listing>` and `<textarea>`: drop a newline next.
    ignore_lf: bool,
    pending_table_chars: u64,
    pending_table_nonspace: bool,
    html_attrs: u64,
    body_attrs: u64,
    next_id: u32,
    /// Parsing a fragment in a `<body>` context (scraper's `parse_fragment`).
    fragment: bool,
    pub(super) shape: Shape,
    pub(super) exceeded: Option<Limit>,
}

impl Tree {
    /// A fragment parser: the root alone on the stack, in body.
    pub(super) fn fragment() -> Tree {
        let mut tree = Tree::new();
        tree.fragment = true;
        // The context element, <body>, is created too.
        tree.create_element(Ns::Html, Name::Known(Body), 0);
        tree.create_root(0);
        tree.mode = Mode::InBody;
        tree
    }

    pub(super) fn new() -> Tree {
        Tree {
            mode: Mode::Initial,
            orig_mode: Mode::Initial,
            template_modes: Vec::new(),
            stack: Vec::with_capacity(64),
            formatting: Vec::new(),
            formatting_elements: 0,
            head: None,
            form: None,
            frameset_ok: true,
            quirks: false,
            foster_parenting: false,
            ignore_lf: false,
            pending_table_chars: 0,
            pending_table_nonspace: false,
            html_attrs: 0,
            body_attrs: 0,
            next_id: 0,
            fragment: false,
            shape: Shape::default(),
            exceeded: None,
        }
    }

    /// Steps of a loop over the stack or the list.
    fn steps(&mut self, steps: u64) {
        self.shape.work += STEP_COST * steps;
    }

    fn exceed(&mut self, limit: Limit) {
        self.exceeded.get_or_insert(limit);
    }

    /// Whether `<![CDATA[` opens a CDATA section (the tokenizer asks).
    pub(super) fn in_foreign_content(&self) -> bool {
        self.stack.last().is_some_and(|elem| elem.ns != Ns::Html)
    }

    /// A DOCTYPE token: sets the document's quirks mode if it comes first.
    pub(super) fn doctype(&mut self, quirks: bool) {
        self.ignore_lf = false;
        if self.mode == Mode::Initial {
            self.quirks = quirks;
            self.mode = Mode::BeforeHtml;
        }
    }

    /// Runs one token through the rules, as `process_to_completion` does.
    pub(super) fn process(&mut self, token: Token) -> Option<Switch> {
        if std::mem::take(&mut self.ignore_lf)
            && matches!(token, Token::Chars(chars) if chars.newline)
        {
            return None;
        }
        let mut token = token;
        let mut queued: Option<Token> = None;
        loop {
            let step = if self.is_foreign(&token) {
                self.step_foreign(token)
            } else {
                self.step(self.mode, token)
            };
            match step {
                Step::Done => match queued.take() {
                    Some(next) => token = next,
                    None => return None,
                },
                Step::Reprocess(mode, next) => {
                    self.mode = mode;
                    token = next;
                }
                Step::SplitWhitespace(chars) => {
                    // The first run goes now, the rest after it.
                    self.shape.work += SPLIT_COST;
                    let split = if chars.first_ws {
                        SplitStatus::Whitespace
                    } else {
                        SplitStatus::NotWhitespace
                    };
                    token = Token::Chars(Chars {
                        split,
                        runs: 1,
                        ..chars
                    });
                    if chars.runs > 1 {
                        queued = Some(Token::Chars(Chars {
                            split: SplitStatus::NotSplit,
                            first_ws: !chars.first_ws,
                            runs: chars.runs - 1,
                            newline: false,
                        }));
                    }
                }
                Step::Switch(switch) => {
                    if switch != Switch::Plaintext {
                        self.orig_mode = self.mode;
                        self.mode = Mode::Text;
                    }
                    return Some(switch);
                }
            }
        }
    }

    // ------------------------------------------------------------ the stack

    fn current(&self) -> Option<&Elem> {
        self.stack.last()
    }

    fn current_is(&self, tag: Tag) -> bool {
        self.current().is_some_and(|elem| elem.is(tag))
    }

    fn current_in(&self, set: &[Tag]) -> bool {
        self.current().is_some_and(|elem| elem.html_in(set))
    }

    fn create_element(&mut self, ns: Ns, name: Name, attrs: u32) -> Elem {
        self.shape.elements += 1;
        // About as deep in the document as the stack is now: the readers'
        // selectors walk its ancestors, and their text is collected again
        // for each of them.
        let depth = self.stack.len() as u64;
        self.shape.work += ELEMENT_COST + ATTRIBUTE_COST * u64::from(attrs) + DEPTH_COST * depth;
        if self.shape.elements > MAX_ELEMENTS {
            self.exceed(Limit::Elements);
        }
        self.next_id = self.next_id.wrapping_add(1);
        Elem::new(self.next_id, ns, name)
    }

    fn push(&mut self, elem: Elem) {
        self.stack.push(elem);
        let depth = self.stack.len();
        if depth > self.shape.depth {
            self.shape.depth = depth;
            if depth > MAX_DEPTH {
                self.exceed(Limit::Depth);
            }
        }
    }

    fn pop(&mut self) -> Option<Elem> {
        self.steps(1);
        self.stack.pop()
    }

    /// The walk of `appropriate_place_for_insertion` when foster parenting.
    fn place_for_insertion(&mut self, target: Option<Elem>) {
        let target = target.or_else(|| self.current().copied());
        if self.foster_parenting && target.is_some_and(|elem| elem.html_in(FOSTER_TARGET)) {
            let steps = self
                .stack
                .iter()
                .rev()
                .position(|elem| elem.html_in(&[Template, Table]))
                .map_or(self.stack.len(), |at| at + 1);
            self.steps(steps as u64);
        }
    }

    fn insert_element(&mut self, push: bool, ns: Ns, name: Name, attrs: u32) -> u32 {
        let elem = self.create_element(ns, name, attrs);
        let associatable = ns == Ns::Html
            && name
                .tag()
                .is_some_and(|tag| FORM_ASSOCIATABLE.contains(&tag));
        if associatable && self.form.is_some() {
            self.in_html_elem_named(Template);
        }
        self.place_for_insertion(None);
        if push {
            self.push(elem);
        }
        elem.id
    }

    fn insert_element_for(&mut self, tag: TagToken) -> u32 {
        self.insert_element(true, Ns::Html, tag.name, tag.attrs)
    }

    fn insert_and_pop_element_for(&mut self, tag: TagToken) -> u32 {
        self.insert_element(false, Ns::Html, tag.name, tag.attrs)
    }

    fn insert_phantom(&mut self, tag: Tag) -> u32 {
        self.insert_element(true, Ns::Html, Name::Known(tag), 0)
    }

    fn append_text(&mut self) {
        self.steps(1);
        self.place_for_insertion(None);
    }

    fn append_comment(&mut self) {
        self.shape.work += COMMENT_COST;
        self.place_for_insertion(None);
    }

    fn remove_from_stack(&mut self, id: u32) {
        let at = self.stack.iter().rposition(|elem| elem.id == id);
        self.steps(self.stack.len() as u64);
        if let Some(at) = at {
            self.stack.remove(at);
        }
    }

    fn in_scope(&mut self, scope: Scope, pred: impl Fn(&Elem) -> bool) -> bool {
        let mut steps = 0u64;
        let mut found = false;
        for elem in self.stack.iter().rev() {
            steps += 1;
            if pred(elem) {
                found = true;
                break;
            }
            if scope.bounds(elem) {
                break;
            }
        }
        self.steps(steps);
        found
    }

    fn in_scope_named(&mut self, scope: Scope, tag: Tag) -> bool {
        self.in_scope(scope, |elem| elem.is(tag))
    }

    /// `in_html_elem_named`: anywhere on the stack, searched from the root.
    fn in_html_elem_named(&mut self, tag: Tag) -> bool {
        let at = self.stack.iter().position(|elem| elem.is(tag));
        self.steps(at.map_or(self.stack.len(), |at| at + 1) as u64);
        at.is_some()
    }

    fn generate_implied_end(&mut self, set: &[Tag], except: Option<Name>) {
        while let Some(current) = self.current() {
            let keep = except.is_some_and(|name| current.ns == Ns::Html && current.name.same(name));
            if keep || !current.html_in(set) {
                return;
            }
            self.pop();
        }
    }

    /// Pops up to and including the first element `pred` accepts.
    fn pop_until(&mut self, pred: impl Fn(&Elem) -> bool) -> usize {
        let mut popped = 0;
        while let Some(elem) = self.pop() {
            popped += 1;
            if pred(&elem) {
                break;
            }
        }
        popped
    }

    fn pop_until_named(&mut self, tag: Tag) -> usize {
        self.pop_until(|elem| elem.is(tag))
    }

    fn pop_until_current(&mut self, set: &[Tag]) {
        while self.current().is_some_and(|elem| !elem.html_in(set)) {
            self.pop();
        }
    }

    fn close_p_element(&mut self) {
        self.generate_implied_end(CURSORY_IMPLIED_END, Some(Name::Known(P)));
        self.pop_until_named(P);
    }

    fn close_p_element_in_button_scope(&mut self) {
        if self.in_scope_named(Scope::Button, P) {
            self.close_p_element();
        }
    }

    fn body_elem(&self) -> Option<u32> {
        self.stack
            .get(1)
            .filter(|elem| elem.is(Body))
            .map(|elem| elem.id)
    }

    fn check_body_end(&mut self) {
        let steps = self
            .stack
            .iter()
            .position(|elem| !elem.html_in(BODY_END_OK))
            .map_or(self.stack.len(), |at| at + 1);
        self.steps(steps as u64);
    }

    /// `add_attrs_if_missing` on `<html>` or `<body>`: scraper keeps them in
    /// a sorted `Vec` that grows by insertion, so each new attribute moves
    /// the ones after it (about a nanosecond each).
    fn add_attrs(&mut self, body: bool, attrs: u32) {
        let held = if body {
            &mut self.body_attrs
        } else {
            &mut self.html_attrs
        };
        let attrs = u64::from(attrs);
        let cost = attrs * (*held + attrs);
        *held += attrs;
        self.shape.work += cost;
    }

    fn reset_insertion_mode(&mut self) -> Mode {
        let mut steps = 0u64;
        let mut mode = Mode::InBody;
        // A fragment's context element, <body>, stands in for the root.
        let body = Elem::new(0, Ns::Html, Name::Known(Body));
        for (i, elem) in self.stack.iter().enumerate().rev() {
            steps += 1;
            let last = i == 0;
            let elem = if last && self.fragment { &body } else { elem };
            if elem.ns != Ns::Html {
                continue;
            }
            let found = match elem.tag() {
                Some(Select) => {
                    let ancestor = self.stack[..i]
                        .iter()
                        .rev()
                        .find(|elem| elem.is(Template) || elem.is(Table));
                    steps += i as u64;
                    Some(match ancestor {
                        Some(elem) if elem.is(Table) => Mode::InSelectInTable,
                        _ => Mode::InSelect,
                    })
                }
                Some(Td | Th) if !last => Some(Mode::InCell),
                Some(Tr) => Some(Mode::InRow),
                Some(Tbody | Thead | Tfoot) => Some(Mode::InTableBody),
                Some(Caption) => Some(Mode::InCaption),
                Some(Colgroup) => Some(Mode::InColumnGroup),
                Some(Table) => Some(Mode::InTable),
                Some(Template) => Some(self.template_modes.last().copied().unwrap_or(Mode::InBody)),
                Some(Head) if !last => Some(Mode::InHead),
                Some(Body) => Some(Mode::InBody),
                Some(Frameset) => Some(Mode::InFrameset),
                Some(Html) => Some(if self.head.is_none() {
                    Mode::BeforeHead
                } else {
                    Mode::AfterHead
                }),
                _ => None,
            };
            if let Some(found) = found {
                mode = found;
                break;
            }
        }
        self.steps(steps);
        mode
    }

    // ------------------------------------- the list of active formatting elements

    fn formatting_push(&mut self, entry: Entry) {
        if matches!(entry, Entry::Element(..)) {
            self.formatting_elements += 1;
            if self.formatting_elements > self.shape.formatting {
                self.shape.formatting = self.formatting_elements;
                if self.formatting_elements > MAX_FORMATTING {
                    self.exceed(Limit::Formatting);
                }
            }
        }
        self.formatting.push(entry);
    }

    fn formatting_remove(&mut self, at: usize) {
        if at < self.formatting.len() {
            if matches!(self.formatting.remove(at), Entry::Element(..)) {
                self.formatting_elements -= 1;
            }
            self.steps((self.formatting.len() - at) as u64);
        }
    }

    fn position_in_formatting(&mut self, id: u32) -> Option<usize> {
        let at = self
            .formatting
            .iter()
            .position(|entry| matches!(entry, Entry::Element(elem, _) if *elem == id));
        self.steps(at.map_or(self.formatting.len(), |at| at + 1) as u64);
        at
    }

    fn clear_formatting_to_marker(&mut self) {
        while let Some(entry) = self.formatting.pop() {
            self.steps(1);
            match entry {
                Entry::Marker => break,
                Entry::Element(..) => self.formatting_elements -= 1,
            }
        }
    }

    fn is_marker_or_open(&mut self, at: usize) -> bool {
        match self.formatting.get(at) {
            None | Some(Entry::Marker) => true,
            Some(Entry::Element(id, _)) => {
                let id = *id;
                let from_top = self.stack.iter().rev().position(|elem| elem.id == id);
                self.steps(from_top.map_or(self.stack.len(), |at| at + 1) as u64);
                from_top.is_some()
            }
        }
    }

    /// Re-creates each formatting element whose element was closed: the
    /// clones are elements (and attributes) too.
    fn reconstruct_formatting(&mut self) {
        let Some(last) = self.formatting.len().checked_sub(1) else {
            return;
        };
        if self.is_marker_or_open(last) {
            return;
        }
        let mut at = last;
        while at > 0 {
            at -= 1;
            if self.is_marker_or_open(at) {
                at += 1;
                break;
            }
        }
        loop {
            let Some(Entry::Element(_, tag)) = self.formatting.get(at).copied() else {
                return;
            };
            self.shape.work += CLONE_COST * u64::from(tag.attrs);
            let id = self.insert_element(true, Ns::Html, tag.name, tag.attrs);
            self.formatting[at] = Entry::Element(id, tag);
            if at + 1 >= self.formatting.len() {
                break;
            }
            at += 1;
        }
    }

    fn create_formatting_element_for(&mut self, tag: TagToken) {
        // Noah's Ark: html5ever clones and sorts both attribute lists for
        // each entry of the same name.
        let mut first_match = None;
        let mut matches = 0;
        let mut cost = 0u64;
        for (at, entry) in self.formatting.iter().enumerate().rev() {
            let Entry::Element(_, old) = entry else {
                break;
            };
            cost += STEP_COST;
            if old.name.same(tag.name) {
                cost += NOAHS_ARK_COST * u64::from(old.attrs + tag.attrs);
                if old.attrs == tag.attrs && old.key == tag.key {
                    first_match = Some(at);
                    matches += 1;
                }
            }
        }
        self.shape.work += cost;
        if matches >= 3 {
            if let Some(at) = first_match {
                self.formatting_remove(at);
            }
        }
        let id = self.insert_element_for(tag);
        self.formatting_push(Entry::Element(id, tag));
    }

    /// The adoption agency algorithm, step for step as html5ever runs it.
    fn adoption_agency(&mut self, subject: Tag) {
        if let Some(current) = self.current().copied() {
            if current.is(subject) && self.position_in_formatting(current.id).is_none() {
                self.pop();
                return;
            }
        }
        for _ in 0..8 {
            let mut found = None;
            let mut searched = 0;
            for (at, entry) in self.formatting.iter().enumerate().rev() {
                searched += 1;
                match entry {
                    Entry::Marker => break,
                    Entry::Element(id, tag) if tag.is(subject) => {
                        found = Some((at, *id, *tag));
                        break;
                    }
                    Entry::Element(..) => {}
                }
            }
            self.steps(searched);
            let Some((fmt_at, fmt_id, fmt_tag)) = found else {
                self.process_end_tag_in_body(Name::Known(subject));
                return;
            };
            self.steps(self.stack.len() as u64);
            let Some(fmt_stack_at) = self.stack.iter().rposition(|elem| elem.id == fmt_id) else {
                self.formatting_remove(fmt_at);
                return;
            };
            if !self.in_scope(Scope::Default, |elem| elem.id == fmt_id) {
                return;
            }
            let furthest = self.stack[fmt_stack_at..]
                .iter()
                .position(|elem| elem.special())
                .map(|offset| fmt_stack_at + offset);
            self.steps((self.stack.len() - fmt_stack_at) as u64);
            let Some(furthest_at) = furthest else {
                self.stack.truncate(fmt_stack_at);
                self.formatting_remove(fmt_at);
                return;
            };
            let furthest_id = self.stack[furthest_at].id;
            let Some(common_ancestor) = fmt_stack_at.checked_sub(1).map(|at| self.stack[at]) else {
                return;
            };
            let mut bookmark = Bookmark::Replace(fmt_id);
            let mut node_at = furthest_at;
            let mut last_node = furthest_id;
            let mut inner = 0;
            loop {
                inner += 1;
                let Some(at) = node_at.checked_sub(1) else {
                    return;
                };
                node_at = at;
                let node = self.stack[node_at];
                if node.id == fmt_id {
                    break;
                }
                if inner > 3 {
                    if let Some(at) = self.position_in_formatting(node.id) {
                        self.formatting_remove(at);
                    }
                    self.stack.remove(node_at);
                    self.steps(self.stack.len() as u64);
                    continue;
                }
                let Some(node_fmt_at) = self.position_in_formatting(node.id) else {
                    self.stack.remove(node_at);
                    self.steps(self.stack.len() as u64);
                    continue;
                };
                let Entry::Element(_, tag) = self.formatting[node_fmt_at] else {
                    return;
                };
                self.shape.work += CLONE_COST * u64::from(tag.attrs);
                let new = self.create_element(Ns::Html, tag.name, tag.attrs);
                self.stack[node_at] = new;
                self.formatting[node_fmt_at] = Entry::Element(new.id, tag);
                if last_node == furthest_id {
                    bookmark = Bookmark::InsertAfter(new.id);
                }
                last_node = new.id;
            }
            self.place_for_insertion(Some(common_ancestor));
            self.shape.work += CLONE_COST * u64::from(fmt_tag.attrs);
            let new = self.create_element(Ns::Html, fmt_tag.name, fmt_tag.attrs);
            let new_entry = Entry::Element(new.id, fmt_tag);
            match bookmark {
                Bookmark::Replace(old) => {
                    let Some(at) = self.position_in_formatting(old) else {
                        return;
                    };
                    self.formatting[at] = new_entry;
                }
                Bookmark::InsertAfter(previous) => {
                    let Some(at) = self.position_in_formatting(previous) else {
                        return;
                    };
                    self.formatting.insert(at + 1, new_entry);
                    self.formatting_elements += 1;
                    if let Some(old) = self.position_in_formatting(fmt_id) {
                        self.formatting_remove(old);
                    }
                }
            }
            self.remove_from_stack(fmt_id);
            self.steps(self.stack.len() as u64);
            let Some(furthest_now) = self.stack.iter().position(|elem| elem.id == furthest_id)
            else {
                return;
            };
            self.stack.insert(furthest_now + 1, new);
            let depth = self.stack.len();
            self.shape.depth = self.shape.depth.max(depth);
            if depth > MAX_DEPTH {
                self.exceed(Limit::Depth);
            }
        }
    }

    fn handle_misnested_a(&mut self) {
        let mut found = None;
        let mut searched = 0;
        for entry in self.formatting.iter().rev() {
            searched += 1;
            match entry {
                Entry::Marker => break,
                Entry::Element(id, tag) if tag.is(A) => {
                    found = Some(*id);
                    break;
                }
                Entry::Element(..) => {}
            }
        }
        self.steps(searched);
        let Some(node) = found else {
            return;
        };
        self.adoption_agency(A);
        if let Some(at) = self.position_in_formatting(node) {
            self.formatting_remove(at);
        }
        self.remove_from_stack(node);
    }

    fn process_end_tag_in_body(&mut self, name: Name) {
        let mut steps = 0u64;
        let mut match_at = None;
        for (at, elem) in self.stack.iter().enumerate().rev() {
            steps += 1;
            if elem.ns == Ns::Html && elem.name.same(name) {
                match_at = Some(at);
                break;
            }
            if elem.special() {
                break;
            }
        }
        self.steps(steps);
        let Some(match_at) = match_at else {
            return;
        };
        self.generate_implied_end(CURSORY_IMPLIED_END, Some(name));
        let popped = self.stack.len().saturating_sub(match_at);
        self.steps(popped as u64);
        self.stack.truncate(match_at);
    }

    fn close_the_cell(&mut self) {
        self.generate_implied_end(CURSORY_IMPLIED_END, None);
        self.pop_until(|elem| elem.html_in(&[Td, Th]));
        self.clear_formatting_to_marker();
    }

    // --------------------------------------------------------------- dispatch

    fn is_foreign(&self, token: &Token) -> bool {
        if matches!(token, Token::Eof) {
            return false;
        }
        let Some(current) = self.current() else {
            return false;
        };
        if current.ns == Ns::Html {
            return false;
        }
        let chars = matches!(token, Token::Chars(_) | Token::Null);
        if current.mathml_text_integration_point() {
            if chars {
                return false;
            }
            if let Token::Start(tag) = token {
                if !tag.is_in(&[Mglyph, Malignmark]) {
                    return false;
                }
            }
        }
        if current.svg_html_integration_point() && (chars || matches!(token, Token::Start(_))) {
            return false;
        }
        if current.ns == Ns::MathMl && current.tag() == Some(AnnotationXml) {
            if let Token::Start(tag) = token {
                if tag.is(Svg) {
                    return false;
                }
            }
            // scraper never calls annotation-xml an integration point.
        }
        true
    }

    fn step_foreign(&mut self, token: Token) -> Step {
        match token {
            Token::Null => self.append_text(),
            Token::Chars(chars) => {
                if chars.any_not_whitespace() {
                    self.frameset_ok = false;
                }
                self.append_text();
            }
            Token::Comment => self.append_comment(),
            Token::Start(tag) if tag.is_in(BREAKOUT) || (tag.is(Font) && tag.font_breakout) => {
                return self.breakout(token);
            }
            Token::End(tag) if tag.is_in(&[Br, P]) => return self.breakout(token),
            Token::Start(tag) => {
                let ns = self.current().map_or(Ns::Html, |elem| elem.ns);
                self.insert_element(!tag.self_closing, ns, tag.name, tag.attrs);
            }
            Token::End(tag) => {
                let mut first = true;
                let mut at = self.stack.len().saturating_sub(1);
                loop {
                    self.steps(1);
                    if at == 0 {
                        return Step::Done;
                    }
                    let elem = self.stack[at];
                    if !first && elem.ns == Ns::Html {
                        return self.step(self.mode, token);
                    }
                    if elem.name.same(tag.name) {
                        self.steps((self.stack.len() - at) as u64);
                        self.stack.truncate(at);
                        return Step::Done;
                    }
                    first = false;
                    at -= 1;
                }
            }
            Token::Eof => {}
        }
        Step::Done
    }

    fn breakout(&mut self, token: Token) -> Step {
        while let Some(current) = self.current() {
            if current.ns == Ns::Html
                || current.mathml_text_integration_point()
                || current.svg_html_integration_point()
            {
                break;
            }
            self.pop();
        }
        self.step(self.mode, token)
    }

    fn step(&mut self, mode: Mode, token: Token) -> Step {
        match mode {
            Mode::Initial => match token {
                Token::Chars(chars) if chars.split == SplitStatus::NotSplit => {
                    Step::SplitWhitespace(chars)
                }
                Token::Chars(chars) if chars.split == SplitStatus::Whitespace => Step::Done,
                Token::Comment => {
                    self.shape.work += COMMENT_COST;
                    Step::Done
                }
                _ => {
                    self.quirks = true;
                    Step::Reprocess(Mode::BeforeHtml, token)
                }
            },
            Mode::BeforeHtml => match token {
                Token::Chars(chars) if chars.split == SplitStatus::NotSplit => {
                    Step::SplitWhitespace(chars)
                }
                Token::Chars(chars) if chars.split == SplitStatus::Whitespace => Step::Done,
                Token::Comment => {
                    self.shape.work += COMMENT_COST;
                    Step::Done
                }
                Token::Start(tag) if tag.is(Html) => {
                    self.create_root(tag.attrs);
                    self.mode = Mode::BeforeHead;
                    Step::Done
                }
                Token::End(tag) if !tag.is_in(&[Head, Body, Html, Br]) => Step::Done,
                _ => {
                    self.create_root(0);
                    Step::Reprocess(Mode::BeforeHead, token)
                }
            },
            Mode::BeforeHead => match token {
                Token::Chars(chars) if chars.split == SplitStatus::NotSplit => {
                    Step::SplitWhitespace(chars)
                }
                Token::Chars(chars) if chars.split == SplitStatus::Whitespace => Step::Done,
                Token::Comment => {
                    self.append_comment();
                    Step::Done
                }
                Token::Start(tag) if tag.is(Html) => self.step(Mode::InBody, token),
                Token::Start(tag) if tag.is(Head) => {
                    self.head = Some(self.insert_element_for(tag));
                    self.mode = Mode::InHead;
                    Step::Done
                }
                Token::End(tag) if !tag.is_in(&[Head, Body, Html, Br]) => Step::Done,
                _ => {
                    self.head = Some(self.insert_phantom(Head));
                    Step::Reprocess(Mode::InHead, token)
                }
            },
            Mode::InHead => self.in_head(token),
            Mode::AfterHead => self.after_head(token),
            Mode::InBody => self.in_body(token),
            Mode::Text => match token {
                Token::Chars(_) | Token::Null => {
                    self.append_text();
                    Step::Done
                }
                Token::Eof => {
                    self.pop();
                    Step::Reprocess(self.orig_mode, token)
                }
                Token::End(_) => {
                    self.pop();
                    self.mode = self.orig_mode;
                    Step::Done
                }
                Token::Start(_) | Token::Comment => Step::Done,
            },
            Mode::InTable => self.in_table(token),
            Mode::InTableText => match token {
                Token::Null => Step::Done,
                Token::Chars(chars) => {
                    self.pending_table_chars += 1;
                    self.pending_table_nonspace |= chars.any_not_whitespace();
                    Step::Done
                }
                _ => {
                    let pending = std::mem::take(&mut self.pending_table_chars);
                    if std::mem::take(&mut self.pending_table_nonspace) {
                        let chars = Token::Chars(Chars {
                            split: SplitStatus::NotWhitespace,
                            ..Chars::new(false, 1)
                        });
                        for _ in 0..pending {
                            self.foster_parent_in_body(chars);
                        }
                    } else {
                        self.steps(pending);
                    }
                    Step::Reprocess(self.orig_mode, token)
                }
            },
            Mode::InCaption => match token {
                Token::Start(tag)
                    if tag.is_in(&[Caption, Col, Colgroup, Tbody, Td, Tfoot, Th, Thead, Tr]) =>
                {
                    self.close_caption(token, false)
                }
                Token::End(tag) if tag.is_in(&[Table, Caption]) => {
                    self.close_caption(token, tag.is(Caption))
                }
                Token::End(tag)
                    if tag.is_in(&[Body, Col, Colgroup, Html, Tbody, Td, Tfoot, Th, Thead, Tr]) =>
                {
                    Step::Done
                }
                _ => self.step(Mode::InBody, token),
            },
            Mode::InColumnGroup => match token {
                Token::Chars(chars) if chars.split == SplitStatus::NotSplit => {
                    Step::SplitWhitespace(chars)
                }
                Token::Chars(chars) if chars.split == SplitStatus::Whitespace => {
                    self.append_text();
                    Step::Done
                }
                Token::Comment => {
                    self.append_comment();
                    Step::Done
                }
                Token::Start(tag) if tag.is(Html) => self.step(Mode::InBody, token),
                Token::Start(tag) if tag.is(Col) => {
                    self.insert_and_pop_element_for(tag);
                    Step::Done
                }
                Token::End(tag) if tag.is(Colgroup) => {
                    if self.current_is(Colgroup) {
                        self.pop();
                        self.mode = Mode::InTable;
                    }
                    Step::Done
                }
                Token::End(tag) if tag.is(Col) => Step::Done,
                Token::Start(tag) | Token::End(tag) if tag.is(Template) => self.in_head(token),
                Token::Eof => self.step(Mode::InBody, token),
                _ => {
                    if self.current_is(Colgroup) {
                        self.pop();
                        Step::Reprocess(Mode::InTable, token)
                    } else {
                        Step::Done
                    }
                }
            },
            Mode::InTableBody => self.in_table_body(token),
            Mode::InRow => self.in_row(token),
            Mode::InCell => self.in_cell(token),
            Mode::InSelect => self.in_select(token),
            Mode::InSelectInTable => match token {
                Token::Start(tag)
                    if tag.is_in(&[Caption, Table, Tbody, Tfoot, Thead, Tr, Td, Th]) =>
                {
                    self.pop_until_named(Select);
                    let mode = self.reset_insertion_mode();
                    Step::Reprocess(mode, token)
                }
                Token::End(tag)
                    if tag.is_in(&[Caption, Table, Tbody, Tfoot, Thead, Tr, Td, Th]) =>
                {
                    let Some(name) = tag.tag() else {
                        return Step::Done;
                    };
                    if self.in_scope_named(Scope::Table, name) {
                        self.pop_until_named(Select);
                        let mode = self.reset_insertion_mode();
                        Step::Reprocess(mode, token)
                    } else {
                        Step::Done
                    }
                }
                _ => self.step(Mode::InSelect, token),
            },
            Mode::InTemplate => self.in_template(token),
            Mode::AfterBody => match token {
                Token::Chars(chars) if chars.split == SplitStatus::NotSplit => {
                    Step::SplitWhitespace(chars)
                }
                Token::Chars(chars) if chars.split == SplitStatus::Whitespace => {
                    self.step(Mode::InBody, token)
                }
                Token::Comment => {
                    self.shape.work += COMMENT_COST;
                    Step::Done
                }
                Token::Start(tag) if tag.is(Html) => self.step(Mode::InBody, token),
                Token::End(tag) if tag.is(Html) => {
                    if !self.fragment {
                        self.mode = Mode::AfterAfterBody;
                    }
                    Step::Done
                }
                Token::Eof => Step::Done,
                _ => Step::Reprocess(Mode::InBody, token),
            },
            Mode::InFrameset => match token {
                Token::Chars(chars) if chars.split == SplitStatus::NotSplit => {
                    Step::SplitWhitespace(chars)
                }
                Token::Chars(chars) if chars.split == SplitStatus::Whitespace => {
                    self.append_text();
                    Step::Done
                }
                Token::Comment => {
                    self.append_comment();
                    Step::Done
                }
                Token::Start(tag) if tag.is(Html) => self.step(Mode::InBody, token),
                Token::Start(tag) if tag.is(Frameset) => {
                    self.insert_element_for(tag);
                    Step::Done
                }
                Token::End(tag) if tag.is(Frameset) => {
                    if self.stack.len() > 1 {
                        self.pop();
                        if !self.fragment && !self.current_is(Frameset) {
                            self.mode = Mode::AfterFrameset;
                        }
                    }
                    Step::Done
                }
                Token::Start(tag) if tag.is(Frame) => {
                    self.insert_and_pop_element_for(tag);
                    Step::Done
                }
                Token::Start(tag) if tag.is(Noframes) => self.in_head(token),
                _ => Step::Done,
            },
            Mode::AfterFrameset => match token {
                Token::Chars(chars) if chars.split == SplitStatus::NotSplit => {
                    Step::SplitWhitespace(chars)
                }
                Token::Chars(chars) if chars.split == SplitStatus::Whitespace => {
                    self.append_text();
                    Step::Done
                }
                Token::Comment => {
                    self.append_comment();
                    Step::Done
                }
                Token::Start(tag) if tag.is(Html) => self.step(Mode::InBody, token),
                Token::End(tag) if tag.is(Html) => {
                    self.mode = Mode::AfterAfterFrameset;
                    Step::Done
                }
                Token::Start(tag) if tag.is(Noframes) => self.in_head(token),
                _ => Step::Done,
            },
            Mode::AfterAfterBody => match token {
                Token::Chars(chars) if chars.split == SplitStatus::NotSplit => {
                    Step::SplitWhitespace(chars)
                }
                Token::Chars(chars) if chars.split == SplitStatus::Whitespace => {
                    self.step(Mode::InBody, token)
                }
                Token::Comment => {
                    self.shape.work += COMMENT_COST;
                    Step::Done
                }
                Token::Start(tag) if tag.is(Html) => self.step(Mode::InBody, token),
                Token::Eof => Step::Done,
                _ => Step::Reprocess(Mode::InBody, token),
            },
            Mode::AfterAfterFrameset => match token {
                Token::Chars(chars) if chars.split == SplitStatus::NotSplit => {
                    Step::SplitWhitespace(chars)
                }
                Token::Chars(chars) if chars.split == SplitStatus::Whitespace => {
                    self.step(Mode::InBody, token)
                }
                Token::Comment => {
                    self.shape.work += COMMENT_COST;
                    Step::Done
                }
                Token::Start(tag) if tag.is(Html) => self.step(Mode::InBody, token),
                Token::Start(tag) if tag.is(Noframes) => self.in_head(token),
                _ => Step::Done,
            },
        }
    }

    fn create_root(&mut self, attrs: u32) {
        let root = self.create_element(Ns::Html, Name::Known(Html), attrs);
        self.html_attrs = u64::from(attrs);
        self.push(root);
    }

    fn parse_raw_data(&mut self, tag: TagToken, switch: Switch) -> Step {
        self.insert_element_for(tag);
        Step::Switch(switch)
    }

    fn in_head(&mut self, token: Token) -> Step {
        match token {
            Token::Chars(chars) if chars.split == SplitStatus::NotSplit => {
                Step::SplitWhitespace(chars)
            }
            Token::Chars(chars) if chars.split == SplitStatus::Whitespace => {
                self.append_text();
                Step::Done
            }
            Token::Comment => {
                self.append_comment();
                Step::Done
            }
            Token::Start(tag) if tag.is(Html) => self.step(Mode::InBody, token),
            Token::Start(tag) if tag.is_in(&[Base, Basefont, Bgsound, Link, Meta]) => {
                self.insert_and_pop_element_for(tag);
                Step::Done
            }
            Token::Start(tag) if tag.is(Title) => self.parse_raw_data(tag, Switch::Rcdata),
            // Scripting is on in scraper, so <noscript> is raw text too.
            Token::Start(tag) if tag.is_in(&[Noframes, Style, Noscript]) => {
                self.parse_raw_data(tag, Switch::Rawtext)
            }
            Token::Start(tag) if tag.is(Script) => self.parse_raw_data(tag, Switch::ScriptData),
            Token::End(tag) if tag.is(Head) => {
                self.pop();
                self.mode = Mode::AfterHead;
                Step::Done
            }
            Token::Start(tag) if tag.is(Template) => {
                self.formatting_push(Entry::Marker);
                self.frameset_ok = false;
                self.mode = Mode::InTemplate;
                self.template_modes.push(Mode::InTemplate);
                if tag.shadow_root && self.stack.len() > 1 {
                    // Attaching the shadow root fails in scraper: html5ever
                    // pops the first template and inserts a second.
                    self.place_for_insertion(None);
                    let first = self.create_element(Ns::Html, tag.name, tag.attrs);
                    self.push(first);
                    self.pop();
                }
                self.insert_element_for(tag);
                Step::Done
            }
            Token::End(tag) if tag.is(Template) => {
                if self.in_html_elem_named(Template) {
                    self.generate_implied_end(THOROUGH_IMPLIED_END, None);
                    self.pop_until_named(Template);
                    self.clear_formatting_to_marker();
                    self.template_modes.pop();
                    self.mode = self.reset_insertion_mode();
                }
                Step::Done
            }
            Token::Start(tag) if tag.is(Head) => Step::Done,
            Token::End(tag) if !tag.is_in(&[Body, Html, Br]) => Step::Done,
            _ => {
                self.pop();
                Step::Reprocess(Mode::AfterHead, token)
            }
        }
    }

    fn after_head(&mut self, token: Token) -> Step {
        match token {
            Token::Chars(chars) if chars.split == SplitStatus::NotSplit => {
                Step::SplitWhitespace(chars)
            }
            Token::Chars(chars) if chars.split == SplitStatus::Whitespace => {
                self.append_text();
                Step::Done
            }
            Token::Comment => {
                self.append_comment();
                Step::Done
            }
            Token::Start(tag) if tag.is(Html) => self.step(Mode::InBody, token),
            Token::Start(tag) if tag.is(Body) => {
                self.insert_element_for(tag);
                self.body_attrs = u64::from(tag.attrs);
                self.frameset_ok = false;
                self.mode = Mode::InBody;
                Step::Done
            }
            Token::Start(tag) if tag.is(Frameset) => {
                self.insert_element_for(tag);
                self.mode = Mode::InFrameset;
                Step::Done
            }
            Token::Start(tag)
                if tag.is_in(&[
                    Base, Basefont, Bgsound, Link, Meta, Noframes, Script, Style, Template, Title,
                ]) =>
            {
                // The head goes back on the stack for the token, then away.
                let Some(head) = self.head else {
                    return Step::Done;
                };
                self.push(Elem::new(head, Ns::Html, Name::Known(Head)));
                let step = self.in_head(token);
                self.remove_from_stack(head);
                step
            }
            Token::End(tag) if tag.is(Template) => self.in_head(token),
            Token::Start(tag) if tag.is(Head) => Step::Done,
            Token::End(tag) if !tag.is_in(&[Body, Html, Br]) => Step::Done,
            _ => {
                self.insert_phantom(Body);
                Step::Reprocess(Mode::InBody, token)
            }
        }
    }

    fn in_body(&mut self, token: Token) -> Step {
        match token {
            Token::Null => Step::Done,
            Token::Chars(chars) => {
                self.reconstruct_formatting();
                if chars.any_not_whitespace() {
                    self.frameset_ok = false;
                }
                self.append_text();
                Step::Done
            }
            Token::Comment => {
                self.append_comment();
                Step::Done
            }
            Token::Eof => {
                if !self.template_modes.is_empty() {
                    return self.in_template(token);
                }
                self.check_body_end();
                Step::Done
            }
            Token::Start(tag) => self.in_body_start(tag),
            Token::End(tag) => self.in_body_end(tag),
        }
    }

    fn in_body_start(&mut self, tag: TagToken) -> Step {
        let token = Token::Start(tag);
        let Some(name) = tag.tag() else {
            self.reconstruct_formatting();
            self.insert_element_for(tag);
            return Step::Done;
        };
        match name {
            Html => {
                if !self.in_html_elem_named(Template) {
                    self.add_attrs(false, tag.attrs);
                }
            }
            Base | Basefont | Bgsound | Link | Meta | Noframes | Script | Style | Template
            | Title => return self.in_head(token),
            Body => {
                if self.body_elem().is_some()
                    && self.stack.len() != 1
                    && !self.in_html_elem_named(Template)
                {
                    self.frameset_ok = false;
                    self.add_attrs(true, tag.attrs);
                }
            }
            Frameset => {
                if self.frameset_ok && self.body_elem().is_some() {
                    self.steps(self.stack.len() as u64);
                    self.stack.truncate(1);
                    self.insert_element_for(tag);
                    self.mode = Mode::InFrameset;
                }
            }
            Address | Article | Aside | Blockquote | Center | Details | Dialog | Dir | Div | Dl
            | Fieldset | Figcaption | Figure | Footer | Header | Hgroup | Main | Nav | Ol | P
            | Search | Section | Summary | Ul | Menu => {
                self.close_p_element_in_button_scope();
                self.insert_element_for(tag);
            }
            H1 | H2 | H3 | H4 | H5 | H6 => {
                self.close_p_element_in_button_scope();
                if self.current_in(HEADINGS) {
                    self.pop();
                }
                self.insert_element_for(tag);
            }
            Pre | Listing => {
                self.close_p_element_in_button_scope();
                self.insert_element_for(tag);
                self.ignore_lf = true;
                self.frameset_ok = false;
            }
            Form => {
                let ignored = self.form.is_some() && !self.in_html_elem_named(Template);
                if !ignored {
                    self.close_p_element_in_button_scope();
                    let form = self.insert_element_for(tag);
                    if !self.in_html_elem_named(Template) {
                        self.form = Some(form);
                    }
                }
            }
            Li | Dd | Dt => {
                self.frameset_ok = false;
                let closes: &[Tag] = if name == Li { &[Li] } else { &[Dd, Dt] };
                let mut steps = 0u64;
                let mut to_close = None;
                for elem in self.stack.iter().rev() {
                    steps += 1;
                    if elem.html_in(closes) {
                        to_close = elem.tag();
                        break;
                    }
                    if elem.special() && !elem.html_in(&[Address, Div, P]) {
                        break;
                    }
                }
                self.steps(steps);
                if let Some(close) = to_close {
                    self.generate_implied_end(CURSORY_IMPLIED_END, Some(Name::Known(close)));
                    self.pop_until_named(close);
                }
                self.close_p_element_in_button_scope();
                self.insert_element_for(tag);
            }
            Plaintext => {
                self.close_p_element_in_button_scope();
                self.insert_element_for(tag);
                return Step::Switch(Switch::Plaintext);
            }
            Button => {
                if self.in_scope_named(Scope::Default, Button) {
                    self.generate_implied_end(CURSORY_IMPLIED_END, None);
                    self.pop_until_named(Button);
                }
                self.reconstruct_formatting();
                self.insert_element_for(tag);
                self.frameset_ok = false;
            }
            A => {
                self.handle_misnested_a();
                self.reconstruct_formatting();
                self.create_formatting_element_for(tag);
            }
            B | Big | Code | Em | Font | I | S | Small | Strike | Strong | Tt | U => {
                self.reconstruct_formatting();
                self.create_formatting_element_for(tag);
            }
            Nobr => {
                self.reconstruct_formatting();
                if self.in_scope_named(Scope::Default, Nobr) {
                    self.adoption_agency(Nobr);
                    self.reconstruct_formatting();
                }
                self.create_formatting_element_for(tag);
            }
            Applet | Marquee | Object => {
                self.reconstruct_formatting();
                self.insert_element_for(tag);
                self.formatting_push(Entry::Marker);
                self.frameset_ok = false;
            }
            Table => {
                if !self.quirks {
                    self.close_p_element_in_button_scope();
                }
                self.insert_element_for(tag);
                self.frameset_ok = false;
                self.mode = Mode::InTable;
            }
            Area | Br | Embed | Img | Keygen | Wbr | Input => {
                self.reconstruct_formatting();
                self.insert_and_pop_element_for(tag);
                if !(name == Input && tag.hidden_input) {
                    self.frameset_ok = false;
                }
            }
            Param | Source | Track => {
                self.insert_and_pop_element_for(tag);
            }
            Hr => {
                self.close_p_element_in_button_scope();
                self.insert_and_pop_element_for(tag);
                self.frameset_ok = false;
            }
            Image => {
                let img = TagToken {
                    name: Name::Known(Img),
                    ..tag
                };
                return self.in_body_start(img);
            }
            Textarea => {
                self.ignore_lf = true;
                self.frameset_ok = false;
                return self.parse_raw_data(tag, Switch::Rcdata);
            }
            Xmp => {
                self.close_p_element_in_button_scope();
                self.reconstruct_formatting();
                self.frameset_ok = false;
                return self.parse_raw_data(tag, Switch::Rawtext);
            }
            Iframe => {
                self.frameset_ok = false;
                return self.parse_raw_data(tag, Switch::Rawtext);
            }
            Noembed | Noscript => return self.parse_raw_data(tag, Switch::Rawtext),
            Select => {
                self.reconstruct_formatting();
                self.insert_element_for(tag);
                self.frameset_ok = false;
                self.mode = match self.mode {
                    Mode::InTable
                    | Mode::InCaption
                    | Mode::InTableBody
                    | Mode::InRow
                    | Mode::InCell => Mode::InSelectInTable,
                    _ => Mode::InSelect,
                };
            }
            Optgroup | OptionElement => {
                if self.current_is(OptionElement) {
                    self.pop();
                }
                self.reconstruct_formatting();
                self.insert_element_for(tag);
            }
            Rb | Rtc => {
                if self.in_scope_named(Scope::Default, Ruby) {
                    self.generate_implied_end(CURSORY_IMPLIED_END, None);
                }
                self.insert_element_for(tag);
            }
            Rp | Rt => {
                if self.in_scope_named(Scope::Default, Ruby) {
                    self.generate_implied_end(CURSORY_IMPLIED_END, Some(Name::Known(Rtc)));
                }
                self.insert_element_for(tag);
            }
            Math | Svg => {
                let ns = if name == Math { Ns::MathMl } else { Ns::Svg };
                self.insert_element(!tag.self_closing, ns, tag.name, tag.attrs);
            }
            Caption | Col | Colgroup | Frame | Head | Tbody | Td | Tfoot | Th | Thead | Tr => {}
            _ => {
                self.reconstruct_formatting();
                self.insert_element_for(tag);
            }
        }
        Step::Done
    }

    fn in_body_end(&mut self, tag: TagToken) -> Step {
        let token = Token::End(tag);
        let Some(name) = tag.tag() else {
            self.process_end_tag_in_body(tag.name);
            return Step::Done;
        };
        match name {
            Template => return self.in_head(token),
            Body => {
                if self.in_scope_named(Scope::Default, Body) {
                    self.check_body_end();
                    self.mode = Mode::AfterBody;
                }
            }
            Html => {
                if self.in_scope_named(Scope::Default, Body) {
                    self.check_body_end();
                    return Step::Reprocess(Mode::AfterBody, token);
                }
            }
            Address | Article | Aside | Blockquote | Button | Center | Details | Dialog | Dir
            | Div | Dl | Fieldset | Figcaption | Figure | Footer | Header | Hgroup | Listing
            | Main | Menu | Nav | Ol | Pre | Search | Section | Summary | Ul => {
                if self.in_scope_named(Scope::Default, name) {
                    self.generate_implied_end(CURSORY_IMPLIED_END, None);
                    self.pop_until_named(name);
                }
            }
            Form => {
                if !self.in_html_elem_named(Template) {
                    let Some(form) = self.form.take() else {
                        return Step::Done;
                    };
                    if !self.in_scope(Scope::Default, |elem| elem.id == form) {
                        return Step::Done;
                    }
                    self.generate_implied_end(CURSORY_IMPLIED_END, None);
                    self.remove_from_stack(form);
                } else if self.in_scope_named(Scope::Default, Form) {
                    self.generate_implied_end(CURSORY_IMPLIED_END, None);
                    self.pop_until_named(Form);
                }
            }
            P => {
                if !self.in_scope_named(Scope::Button, P) {
                    self.insert_phantom(P);
                }
                self.close_p_element();
            }
            Li | Dd | Dt => {
                let scope = if name == Li {
                    Scope::ListItem
                } else {
                    Scope::Default
                };
                if self.in_scope_named(scope, name) {
                    self.generate_implied_end(CURSORY_IMPLIED_END, Some(tag.name));
                    self.pop_until_named(name);
                }
            }
            H1 | H2 | H3 | H4 | H5 | H6 => {
                if self.in_scope(Scope::Default, |elem| elem.html_in(HEADINGS)) {
                    self.generate_implied_end(CURSORY_IMPLIED_END, None);
                    self.pop_until(|elem| elem.html_in(HEADINGS));
                }
            }
            A | B | Big | Code | Em | Font | I | Nobr | S | Small | Strike | Strong | Tt | U => {
                self.adoption_agency(name);
            }
            Applet | Marquee | Object => {
                if self.in_scope_named(Scope::Default, name) {
                    self.generate_implied_end(CURSORY_IMPLIED_END, None);
                    self.pop_until_named(name);
                    self.clear_formatting_to_marker();
                }
            }
            Br => {
                let br = TagToken { attrs: 0, ..tag };
                return self.in_body_start(br);
            }
            _ => self.process_end_tag_in_body(tag.name),
        }
        Step::Done
    }

    fn foster_parent_in_body(&mut self, token: Token) -> Step {
        self.foster_parenting = true;
        let step = self.in_body(token);
        self.foster_parenting = false;
        step
    }

    fn in_table(&mut self, token: Token) -> Step {
        match token {
            Token::Null | Token::Chars(_) => {
                if self.current_in(&[Table, Tbody, Tfoot, Thead, Tr]) {
                    self.orig_mode = self.mode;
                    Step::Reprocess(Mode::InTableText, token)
                } else {
                    self.foster_parent_in_body(token)
                }
            }
            Token::Comment => {
                self.append_comment();
                Step::Done
            }
            Token::Start(tag) if tag.is(Caption) => {
                self.pop_until_current(&[Html, Table, Template]);
                self.formatting_push(Entry::Marker);
                self.insert_element_for(tag);
                self.mode = Mode::InCaption;
                Step::Done
            }
            Token::Start(tag) if tag.is(Colgroup) => {
                self.pop_until_current(&[Html, Table, Template]);
                self.insert_element_for(tag);
                self.mode = Mode::InColumnGroup;
                Step::Done
            }
            Token::Start(tag) if tag.is(Col) => {
                self.pop_until_current(&[Html, Table, Template]);
                self.insert_phantom(Colgroup);
                Step::Reprocess(Mode::InColumnGroup, token)
            }
            Token::Start(tag) if tag.is_in(&[Tbody, Tfoot, Thead]) => {
                self.pop_until_current(&[Html, Table, Template]);
                self.insert_element_for(tag);
                self.mode = Mode::InTableBody;
                Step::Done
            }
            Token::Start(tag) if tag.is_in(&[Td, Th, Tr]) => {
                self.pop_until_current(&[Html, Table, Template]);
                self.insert_phantom(Tbody);
                Step::Reprocess(Mode::InTableBody, token)
            }
            Token::Start(tag) if tag.is(Table) => {
                if self.in_scope_named(Scope::Table, Table) {
                    self.pop_until_named(Table);
                    let mode = self.reset_insertion_mode();
                    Step::Reprocess(mode, token)
                } else {
                    Step::Done
                }
            }
            Token::End(tag) if tag.is(Table) => {
                if self.in_scope_named(Scope::Table, Table) {
                    self.pop_until_named(Table);
                    self.mode = self.reset_insertion_mode();
                }
                Step::Done
            }
            Token::End(tag)
                if tag.is_in(&[
                    Body, Caption, Col, Colgroup, Html, Tbody, Td, Tfoot, Th, Thead, Tr,
                ]) =>
            {
                Step::Done
            }
            Token::Start(tag) if tag.is_in(&[Style, Script, Template]) => self.in_head(token),
            Token::End(tag) if tag.is(Template) => self.in_head(token),
            Token::Start(tag) if tag.is(Input) => {
                if tag.hidden_input {
                    self.insert_and_pop_element_for(tag);
                    Step::Done
                } else {
                    self.foster_parent_in_body(token)
                }
            }
            Token::Start(tag) if tag.is(Form) => {
                if !self.in_html_elem_named(Template) && self.form.is_none() {
                    self.form = Some(self.insert_and_pop_element_for(tag));
                }
                Step::Done
            }
            Token::Eof => self.in_body(token),
            _ => self.foster_parent_in_body(token),
        }
    }

    fn close_caption(&mut self, token: Token, end_caption: bool) -> Step {
        if !self.in_scope_named(Scope::Table, Caption) {
            return Step::Done;
        }
        self.generate_implied_end(CURSORY_IMPLIED_END, None);
        self.pop_until_named(Caption);
        self.clear_formatting_to_marker();
        if end_caption {
            self.mode = Mode::InTable;
            Step::Done
        } else {
            Step::Reprocess(Mode::InTable, token)
        }
    }

    fn in_table_body(&mut self, token: Token) -> Step {
        match token {
            Token::Start(tag) if tag.is(Tr) => {
                self.pop_until_current(TABLE_BODY_CONTEXT);
                self.insert_element_for(tag);
                self.mode = Mode::InRow;
                Step::Done
            }
            Token::Start(tag) if tag.is_in(&[Th, Td]) => {
                self.pop_until_current(TABLE_BODY_CONTEXT);
                self.insert_phantom(Tr);
                Step::Reprocess(Mode::InRow, token)
            }
            Token::End(tag) if tag.is_in(&[Tbody, Tfoot, Thead]) => {
                let Some(name) = tag.tag() else {
                    return Step::Done;
                };
                if self.in_scope_named(Scope::Table, name) {
                    self.pop_until_current(TABLE_BODY_CONTEXT);
                    self.pop();
                    self.mode = Mode::InTable;
                }
                Step::Done
            }
            Token::Start(tag) if tag.is_in(&[Caption, Col, Colgroup, Tbody, Tfoot, Thead]) => {
                self.leave_table_body(token)
            }
            Token::End(tag) if tag.is(Table) => self.leave_table_body(token),
            Token::End(tag) if tag.is_in(&[Body, Caption, Col, Colgroup, Html, Td, Th, Tr]) => {
                Step::Done
            }
            _ => self.in_table(token),
        }
    }

    fn leave_table_body(&mut self, token: Token) -> Step {
        // html5ever's set here is table, tbody and tfoot.
        if self.in_scope(Scope::Table, |elem| elem.html_in(&[Table, Tbody, Tfoot])) {
            self.pop_until_current(TABLE_BODY_CONTEXT);
            self.pop();
            Step::Reprocess(Mode::InTable, token)
        } else {
            Step::Done
        }
    }

    fn in_row(&mut self, token: Token) -> Step {
        match token {
            Token::Start(tag) if tag.is_in(&[Th, Td]) => {
                self.pop_until_current(TABLE_ROW_CONTEXT);
                self.insert_element_for(tag);
                self.mode = Mode::InCell;
                self.formatting_push(Entry::Marker);
                Step::Done
            }
            Token::End(tag) if tag.is(Tr) => {
                if self.in_scope_named(Scope::Table, Tr) {
                    self.pop_until_current(TABLE_ROW_CONTEXT);
                    self.pop();
                    self.mode = Mode::InTableBody;
                }
                Step::Done
            }
            Token::Start(tag) if tag.is_in(&[Caption, Col, Colgroup, Tbody, Tfoot, Thead, Tr]) => {
                self.leave_row(token)
            }
            Token::End(tag) if tag.is(Table) => self.leave_row(token),
            Token::End(tag) if tag.is_in(&[Tbody, Tfoot, Thead]) => {
                let Some(name) = tag.tag() else {
                    return Step::Done;
                };
                if self.in_scope_named(Scope::Table, name) {
                    self.leave_row(token)
                } else {
                    Step::Done
                }
            }
            Token::End(tag) if tag.is_in(&[Body, Caption, Col, Colgroup, Html, Td, Th]) => {
                Step::Done
            }
            _ => self.in_table(token),
        }
    }

    fn leave_row(&mut self, token: Token) -> Step {
        if self.in_scope_named(Scope::Table, Tr) {
            self.pop_until_current(TABLE_ROW_CONTEXT);
            self.pop();
            Step::Reprocess(Mode::InTableBody, token)
        } else {
            Step::Done
        }
    }

    fn in_cell(&mut self, token: Token) -> Step {
        match token {
            Token::End(tag) if tag.is_in(&[Td, Th]) => {
                let Some(name) = tag.tag() else {
                    return Step::Done;
                };
                if self.in_scope_named(Scope::Table, name) {
                    self.generate_implied_end(CURSORY_IMPLIED_END, None);
                    self.pop_until_named(name);
                    self.clear_formatting_to_marker();
                    self.mode = Mode::InRow;
                }
                Step::Done
            }
            Token::Start(tag)
                if tag.is_in(&[Caption, Col, Colgroup, Tbody, Td, Tfoot, Th, Thead, Tr]) =>
            {
                if self.in_scope(Scope::Table, |elem| elem.html_in(&[Td, Th])) {
                    self.close_the_cell();
                    Step::Reprocess(Mode::InRow, token)
                } else {
                    Step::Done
                }
            }
            Token::End(tag) if tag.is_in(&[Body, Caption, Col, Colgroup, Html]) => Step::Done,
            Token::End(tag) if tag.is_in(&[Table, Tbody, Tfoot, Thead, Tr]) => {
                let Some(name) = tag.tag() else {
                    return Step::Done;
                };
                if self.in_scope_named(Scope::Table, name) {
                    self.close_the_cell();
                    Step::Reprocess(Mode::InRow, token)
                } else {
                    Step::Done
                }
            }
            _ => self.in_body(token),
        }
    }

    fn in_select(&mut self, token: Token) -> Step {
        match token {
            Token::Null => Step::Done,
            Token::Chars(_) => {
                self.append_text();
                Step::Done
            }
            Token::Comment => {
                self.append_comment();
                Step::Done
            }
            Token::Start(tag) if tag.is(Html) => self.in_body(token),
            Token::Start(tag) if tag.is(OptionElement) => {
                if self.current_is(OptionElement) {
                    self.pop();
                }
                self.insert_element_for(tag);
                Step::Done
            }
            Token::Start(tag) if tag.is(Optgroup) => {
                if self.current_is(OptionElement) {
                    self.pop();
                }
                if self.current_is(Optgroup) {
                    self.pop();
                }
                self.insert_element_for(tag);
                Step::Done
            }
            Token::Start(tag) if tag.is(Hr) => {
                if self.current_is(OptionElement) {
                    self.pop();
                }
                if self.current_is(Optgroup) {
                    self.pop();
                }
                self.insert_element_for(tag);
                self.pop();
                Step::Done
            }
            Token::End(tag) if tag.is(Optgroup) => {
                let len = self.stack.len();
                if len >= 2 && self.current_is(OptionElement) && self.stack[len - 2].is(Optgroup) {
                    self.pop();
                }
                if self.current_is(Optgroup) {
                    self.pop();
                }
                Step::Done
            }
            Token::End(tag) if tag.is(OptionElement) => {
                if self.current_is(OptionElement) {
                    self.pop();
                }
                Step::Done
            }
            Token::Start(tag) | Token::End(tag) if tag.is(Select) => {
                if self.in_scope_named(Scope::Select, Select) {
                    self.pop_until_named(Select);
                    self.mode = self.reset_insertion_mode();
                }
                Step::Done
            }
            Token::Start(tag) if tag.is_in(&[Input, Keygen, Textarea]) => {
                if self.in_scope_named(Scope::Select, Select) {
                    self.pop_until_named(Select);
                    let mode = self.reset_insertion_mode();
                    Step::Reprocess(mode, token)
                } else {
                    Step::Done
                }
            }
            Token::Start(tag) if tag.is_in(&[Script, Template]) => self.in_head(token),
            Token::End(tag) if tag.is(Template) => self.in_head(token),
            Token::Eof => self.in_body(token),
            _ => Step::Done,
        }
    }

    fn in_template(&mut self, token: Token) -> Step {
        match token {
            Token::Chars(_) | Token::Comment => self.in_body(token),
            Token::Start(tag)
                if tag.is_in(&[
                    Base, Basefont, Bgsound, Link, Meta, Noframes, Script, Style, Template, Title,
                ]) =>
            {
                self.in_head(token)
            }
            Token::End(tag) if tag.is(Template) => self.in_head(token),
            Token::Start(tag) if tag.is_in(&[Caption, Colgroup, Tbody, Tfoot, Thead]) => {
                self.switch_template_mode(Mode::InTable, token)
            }
            Token::Start(tag) if tag.is(Col) => {
                self.switch_template_mode(Mode::InColumnGroup, token)
            }
            Token::Start(tag) if tag.is(Tr) => self.switch_template_mode(Mode::InTableBody, token),
            Token::Start(tag) if tag.is_in(&[Td, Th]) => {
                self.switch_template_mode(Mode::InRow, token)
            }
            Token::Eof => {
                if !self.in_html_elem_named(Template) {
                    return Step::Done;
                }
                self.pop_until_named(Template);
                self.clear_formatting_to_marker();
                self.template_modes.pop();
                self.mode = self.reset_insertion_mode();
                let mode = self.reset_insertion_mode();
                Step::Reprocess(mode, token)
            }
            Token::Start(_) => self.switch_template_mode(Mode::InBody, token),
            Token::End(_) | Token::Null => Step::Done,
        }
    }

    fn switch_template_mode(&mut self, mode: Mode, token: Token) -> Step {
        self.template_modes.pop();
        self.template_modes.push(mode);
        Step::Reprocess(mode, token)
    }
}
