//! html5ever's tokenizer (html5ever 0.35, `tokenizer/mod.rs`) as a single
//! pass over the bytes: it finds where each tag, comment, DOCTYPE and run of
//! raw text begins and ends exactly as html5ever does (quoted attribute
//! values, `<!-->`, `--!>`, script escapes, CDATA only in foreign content),
//! because a pre-scan that ends a comment or a `<script>` anywhere else
//! could be made to skip what html5ever builds. It emits tokens to the
//! [`Tree`] at html5ever's granularity (each newline, `&`, NUL or stray `<`
//! its own character token, as html5ever's `emit_char` makes them), and
//! builds nothing: names are hashed, attributes counted.

use std::collections::hash_map::RandomState;
use std::hash::{BuildHasher, Hasher};

use super::tree::{Chars, Name, Switch, Tag, TagToken, Token, Tree};
use super::{
    Limit, ATTRIBUTE_TOKEN_COST, CLASS_COST, DUPLICATE_CHECK_COST, MAX_WORK, TEXT_TOKEN_COST,
    TOKEN_COST,
};

/// Runs the tokenizer over `src`, feeding `tree`, until the end or until a
/// limit is passed.
pub(super) fn scan(src: &[u8], tree: &mut Tree) {
    let mut lexer = Lexer {
        src,
        at: 0,
        tree,
        hasher: RandomState::new(),
        last_start: (0, 0),
        raw: None,
    };
    lexer.run();
}

struct Lexer<'a> {
    src: &'a [u8],
    at: usize,
    tree: &'a mut Tree,
    /// Keyed, so a page cannot pick two names that hash alike.
    hasher: RandomState,
    /// The name of the last start tag, which ends raw text.
    last_start: (usize, usize),
    raw: Option<Switch>,
}

fn is_space(byte: u8) -> bool {
    // '\r' is '\n' once html5ever has preprocessed the input.
    matches!(byte, b'\t' | b'\n' | b'\x0C' | b' ' | b'\r')
}

/// The kinds of raw text: each ends only at its start tag's own end tag;
/// RCDATA reads `&`, script data its `<!--` escapes.
#[derive(Clone, Copy, PartialEq, Eq)]
enum RawKind {
    Rcdata,
    Rawtext,
    Script,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Escape {
    Escaped,
    Double,
}

/// The script data states (`RawData(ScriptData)` and its escapes).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Raw {
    Data,
    LessThan,
    EndTagOpen { escaped: bool },
    EscapeStart,
    EscapeStartDash,
    Escaped(Escape),
    EscapedDash(Escape),
    EscapedDashDash(Escape),
    EscapedLessThan(Escape),
    DoubleEscapeStart,
    DoubleEscapeEnd,
}

/// How a tag's attribute states end.
enum TagEnd {
    Emitted,
    /// The input ended inside the tag: html5ever drops it.
    Dropped,
}

impl Lexer<'_> {
    fn run(&mut self) {
        while self.at < self.src.len() {
            if self.stopped() {
                return;
            }
            match self.raw.take() {
                Some(Switch::Plaintext) => self.plaintext(),
                Some(Switch::Rcdata) => self.raw_text(RawKind::Rcdata),
                Some(Switch::Rawtext) => self.raw_text(RawKind::Rawtext),
                Some(Switch::ScriptData) => self.raw_text(RawKind::Script),
                None => self.data(),
            }
        }
        if !self.stopped() {
            self.emit(Token::Eof);
        }
    }

    fn stopped(&mut self) -> bool {
        if self.tree.shape.work > MAX_WORK {
            self.tree.exceeded.get_or_insert(Limit::Work);
        }
        self.tree.exceeded.is_some()
    }

    fn emit(&mut self, token: Token) {
        self.tree.shape.work += match token {
            Token::Chars(_) | Token::Null => TEXT_TOKEN_COST,
            Token::Start(_) | Token::End(_) | Token::Comment | Token::Eof => TOKEN_COST,
        };
        if let Some(switch) = self.tree.process(token) {
            self.raw = Some(switch);
        }
    }

    fn emit_chars(&mut self, first_ws: bool, runs: u32) {
        self.emit(Token::Chars(Chars::new(first_ws, runs)));
    }

    /// One character token that is not whitespace (`<`, `/`, a reference).
    fn emit_char(&mut self) {
        self.emit_chars(false, 1);
    }

    /// Consumes a newline ('\r\n' and '\r' count as one '\n').
    fn newline(&mut self) {
        if self.src.get(self.at) == Some(&b'\r') && self.src.get(self.at + 1) == Some(&b'\n') {
            self.at += 1;
        }
        self.at += 1;
        self.emit(Token::Chars(Chars::newline()));
    }

    /// A run of text up to the next byte in `stops`: one token.
    fn run_until(&mut self, stops: &[u8]) {
        let start = self.at;
        let mut end = start;
        while end < self.src.len() && !stops.contains(&self.src[end]) {
            end += 1;
        }
        self.at = end.max(start + 1).min(self.src.len());
        let text = &self.src[start..self.at];
        let first_ws = text.first().copied().is_some_and(is_space);
        let mut runs = 1u32;
        let mut ws = first_ws;
        for &byte in text {
            if is_space(byte) != ws {
                ws = !ws;
                runs = runs.saturating_add(1);
            }
        }
        self.emit_chars(first_ws, runs);
    }

    // ------------------------------------------------------------------ data

    fn data(&mut self) {
        match self.src[self.at] {
            b'<' => self.tag_open(),
            b'&' => {
                // A character reference emits up to two characters.
                self.at += 1;
                self.tree.shape.work += TEXT_TOKEN_COST;
                self.emit_char();
            }
            b'\0' => {
                self.at += 1;
                self.emit(Token::Null);
            }
            b'\n' | b'\r' => self.newline(),
            _ => self.run_until(b"<&\0\n\r"),
        }
    }

    fn tag_open(&mut self) {
        let next = self.at + 1;
        match self.src.get(next) {
            None => {
                self.at = next;
                self.emit_char();
            }
            Some(b'!') => self.markup_declaration(next + 1),
            Some(b'/') => self.end_tag_open(next + 1),
            Some(b'?') => self.bogus_comment(next),
            Some(byte) if byte.is_ascii_alphabetic() => self.tag(next, true),
            Some(_) => {
                self.at = next;
                self.emit_char();
            }
        }
    }

    fn end_tag_open(&mut self, at: usize) {
        match self.src.get(at) {
            None => {
                self.at = at;
                self.emit_char();
                self.emit_char();
            }
            Some(b'>') => self.at = at + 1,
            Some(byte) if byte.is_ascii_alphabetic() => self.tag(at, false),
            Some(_) => self.bogus_comment(at),
        }
    }

    fn bogus_comment(&mut self, at: usize) {
        self.at = match self.src[at.min(self.src.len())..]
            .iter()
            .position(|&byte| byte == b'>')
        {
            Some(end) => at + end + 1,
            None => self.src.len(),
        };
        self.emit(Token::Comment);
    }

    fn markup_declaration(&mut self, at: usize) {
        let rest = &self.src[at.min(self.src.len())..];
        if rest.starts_with(b"--") {
            self.comment(at + 2);
        } else if rest.len() >= 7 && rest[..7].eq_ignore_ascii_case(b"doctype") {
            self.doctype(at + 7);
        } else if self.tree.in_foreign_content() && rest.starts_with(b"[CDATA[") {
            self.cdata(at + 7);
        } else {
            self.bogus_comment(at);
        }
    }

    /// The comment states, including `<!-->`, `<!--->`, `--!>` and the
    /// nested `<!--` that html5ever lets end a comment.
    fn comment(&mut self, from: usize) {
        #[derive(Clone, Copy)]
        enum State {
            Start,
            StartDash,
            Comment,
            LessThan,
            LessThanBang,
            LessThanBangDash,
            LessThanBangDashDash,
            EndDash,
            End,
            EndBang,
        }
        let mut state = State::Start;
        let mut at = from;
        while let Some(&byte) = self.src.get(at) {
            let mut consume = true;
            state = match (state, byte) {
                (State::Start, b'-') => State::StartDash,
                (State::Start | State::StartDash | State::End | State::EndBang, b'>') => {
                    self.at = at + 1;
                    self.emit(Token::Comment);
                    return;
                }
                (State::StartDash, b'-') => State::End,
                (State::Comment, b'<') => State::LessThan,
                (State::Comment, b'-') => State::EndDash,
                (State::LessThan, b'!') => State::LessThanBang,
                (State::LessThan, b'<') => State::LessThan,
                (State::LessThanBang, b'-') => State::LessThanBangDash,
                (State::LessThanBangDash, b'-') => State::LessThanBangDashDash,
                (State::EndDash, b'-') => State::End,
                (State::End, b'!') => State::EndBang,
                (State::End, b'-') => State::End,
                (State::EndBang, b'-') => State::EndDash,
                (State::LessThan | State::LessThanBang, _) => {
                    consume = false;
                    State::Comment
                }
                (State::LessThanBangDash, _) => {
                    consume = false;
                    State::EndDash
                }
                (State::LessThanBangDashDash, _) => {
                    consume = false;
                    State::End
                }
                (State::End, _) => {
                    consume = false;
                    State::Comment
                }
                (
                    State::Start
                    | State::StartDash
                    | State::Comment
                    | State::EndDash
                    | State::EndBang,
                    _,
                ) => State::Comment,
            };
            if consume {
                at += 1;
            }
        }
        self.at = self.src.len();
        self.emit(Token::Comment);
    }

    fn cdata(&mut self, from: usize) {
        let rest = &self.src[from.min(self.src.len())..];
        let end = rest
            .windows(3)
            .position(|window| window == b"]]>")
            .map_or(rest.len(), |at| at + 3);
        let nulls = rest[..end].iter().filter(|&&byte| byte == 0).count();
        self.at = from + end;
        for _ in 0..nulls {
            self.emit_char();
            self.emit(Token::Null);
        }
        self.emit_char();
    }

    // ---------------------------------------------------------------- doctype

    fn doctype(&mut self, from: usize) {
        let doctype = Doctype::read(self.src, from);
        self.at = doctype.end;
        self.tree.shape.work += TOKEN_COST;
        self.tree.doctype(doctype.quirks(self.src));
    }

    // ------------------------------------------------------------------- tags

    /// A start or end tag whose name starts at `at` (a letter).
    fn tag(&mut self, at: usize, start: bool) {
        let mut end = at;
        while end < self.src.len()
            && !is_space(self.src[end])
            && !matches!(self.src[end], b'/' | b'>')
        {
            end += 1;
        }
        self.tag_rest(at, end, start);
    }

    /// The attribute states of a tag named `src[name_start..name_end]`, from
    /// the byte after the name; emits the tag unless the input ends first.
    fn tag_rest(&mut self, name_start: usize, name_end: usize, start: bool) {
        let src = self.src;
        let name = self.name_of(&src[name_start..name_end]);
        let formatting = start && name.formatting();
        let mut attrs = Attributes {
            token: TagToken::named(name),
            formatting,
            seen_type: false,
            name: None,
            value: (0, 0),
        };
        match self.attributes(name_end, &mut attrs) {
            TagEnd::Dropped => {}
            TagEnd::Emitted => {
                self.finish_attribute(&mut attrs);
                if start {
                    self.last_start = (name_start, name_end);
                    self.emit(Token::Start(attrs.token));
                } else {
                    self.emit(Token::End(attrs.token));
                }
            }
        }
    }

    /// The tag states from `from` (just after the name) to the closing `>`.
    fn attributes(&mut self, from: usize, attrs: &mut Attributes) -> TagEnd {
        #[derive(Clone, Copy)]
        enum State {
            BeforeName,
            Name,
            AfterName,
            BeforeValue,
            DoubleQuoted,
            SingleQuoted,
            Unquoted,
            AfterQuoted,
            SelfClosing,
        }
        let mut state = match self.src.get(from) {
            Some(b'/') => State::SelfClosing,
            Some(b'>') => {
                self.at = from + 1;
                return TagEnd::Emitted;
            }
            _ => State::BeforeName,
        };
        let mut at = from + 1;
        while let Some(&byte) = self.src.get(at) {
            let mut consume = true;
            state = match state {
                State::BeforeName | State::AfterName => match byte {
                    _ if is_space(byte) => state,
                    b'/' => State::SelfClosing,
                    b'=' if matches!(state, State::AfterName) => State::BeforeValue,
                    b'>' => break,
                    _ => {
                        self.start_attribute(attrs, at);
                        State::Name
                    }
                },
                State::Name => match byte {
                    _ if is_space(byte) => State::AfterName,
                    b'/' => State::SelfClosing,
                    b'=' => State::BeforeValue,
                    b'>' => break,
                    _ => {
                        Self::extend_name(attrs, at);
                        State::Name
                    }
                },
                State::BeforeValue => match byte {
                    _ if is_space(byte) => state,
                    b'"' => {
                        attrs.value = (at + 1, at + 1);
                        State::DoubleQuoted
                    }
                    b'\'' => {
                        attrs.value = (at + 1, at + 1);
                        State::SingleQuoted
                    }
                    b'>' => break,
                    _ => {
                        attrs.value = (at, at);
                        consume = false;
                        State::Unquoted
                    }
                },
                State::DoubleQuoted | State::SingleQuoted => {
                    let quote = if matches!(state, State::DoubleQuoted) {
                        b'"'
                    } else {
                        b'\''
                    };
                    match self.src[at..].iter().position(|&b| b == quote) {
                        Some(offset) => {
                            attrs.value.1 = at + offset;
                            at += offset;
                            State::AfterQuoted
                        }
                        None => {
                            at = self.src.len();
                            break;
                        }
                    }
                }
                State::Unquoted => match byte {
                    _ if is_space(byte) => State::BeforeName,
                    b'>' => break,
                    _ => {
                        attrs.value.1 = at + 1;
                        State::Unquoted
                    }
                },
                State::AfterQuoted => match byte {
                    _ if is_space(byte) => State::BeforeName,
                    b'/' => State::SelfClosing,
                    b'>' => break,
                    _ => {
                        consume = false;
                        State::BeforeName
                    }
                },
                State::SelfClosing => match byte {
                    b'>' => {
                        attrs.token.self_closing = true;
                        break;
                    }
                    _ => {
                        consume = false;
                        State::BeforeName
                    }
                },
            };
            if consume {
                at += 1;
            }
        }
        if at >= self.src.len() {
            self.at = self.src.len();
            return TagEnd::Dropped;
        }
        self.at = at + 1;
        TagEnd::Emitted
    }

    fn start_attribute(&mut self, attrs: &mut Attributes, at: usize) {
        self.finish_attribute(attrs);
        attrs.name = Some((at, at + 1));
        attrs.value = (at, at);
    }

    fn extend_name(attrs: &mut Attributes, at: usize) {
        if let Some(name) = attrs.name.as_mut() {
            name.1 = at + 1;
        }
    }

    /// html5ever's `finish_attribute`: the new name is compared with every
    /// attribute kept so far (a quadratic loop in one tag), then kept.
    fn finish_attribute(&mut self, attrs: &mut Attributes) {
        let Some((name_start, name_end)) = attrs.name.take() else {
            return;
        };
        let kept = u64::from(attrs.token.attrs);
        self.tree.shape.work += ATTRIBUTE_TOKEN_COST + DUPLICATE_CHECK_COST * kept;
        attrs.token.attrs = attrs.token.attrs.saturating_add(1);
        let src = self.src;
        let name = &src[name_start..name_end];
        let value = &src[attrs.value.0.min(attrs.value.1)..attrs.value.1];
        if name.eq_ignore_ascii_case(b"type") && !attrs.seen_type {
            attrs.seen_type = true;
            attrs.token.hidden_input = value.eq_ignore_ascii_case(b"hidden");
        }
        if [&b"color"[..], b"face", b"size"]
            .iter()
            .any(|font| name.eq_ignore_ascii_case(font))
        {
            attrs.token.font_breakout = true;
        }
        if name.eq_ignore_ascii_case(b"class") {
            // Each class is interned once, then scanned by every class
            // selector of the readers.
            let classes = value
                .split(|byte| byte.is_ascii_whitespace())
                .filter(|class| !class.is_empty())
                .count();
            self.tree.shape.work += CLASS_COST * classes as u64;
        }
        if name.eq_ignore_ascii_case(b"shadowrootmode") && matches!(value, b"open" | b"closed") {
            attrs.token.shadow_root = true;
        }
        if attrs.formatting {
            let mut hasher = self.hasher.build_hasher();
            write_lowercase(&mut hasher, name);
            hasher.write_u8(0xff);
            hasher.write(value);
            attrs.token.key = attrs.token.key.wrapping_add(hasher.finish());
        }
    }

    /// A tag name: a known tag, or a keyed hash of its lowercase spelling.
    fn name_of(&self, bytes: &[u8]) -> Name {
        let mut lower = [0u8; 16];
        if bytes.len() <= lower.len() {
            for (to, from) in lower.iter_mut().zip(bytes) {
                *to = from.to_ascii_lowercase();
            }
            if let Some(tag) = Tag::of(&lower[..bytes.len()]) {
                return Name::Known(tag);
            }
        }
        let mut hasher = self.hasher.build_hasher();
        write_lowercase(&mut hasher, bytes);
        Name::Other(hasher.finish())
    }

    // -------------------------------------------------------------- raw text

    fn plaintext(&mut self) {
        // PLAINTEXT never ends: the rest of the page is text.
        self.raw = Some(Switch::Plaintext);
        match self.src[self.at] {
            b'\0' => {
                self.at += 1;
                self.emit_char();
            }
            b'\n' | b'\r' => self.newline(),
            _ => self.run_until(b"\0\n\r"),
        }
    }

    /// RCDATA, RAWTEXT or script data up to its appropriate end tag (which
    /// is emitted) or the end of the input.
    fn raw_text(&mut self, kind: RawKind) {
        let mut state = Raw::Data;
        let mut script = ScriptWord::default();
        while self.at < self.src.len() {
            if self.stopped() {
                return;
            }
            let byte = self.src[self.at];
            state = match state {
                Raw::Data => match byte {
                    b'<' => {
                        self.at += 1;
                        Raw::LessThan
                    }
                    b'\0' => {
                        self.at += 1;
                        self.emit_char();
                        state
                    }
                    b'\n' | b'\r' => {
                        self.newline();
                        state
                    }
                    b'&' if kind == RawKind::Rcdata => {
                        self.at += 1;
                        self.tree.shape.work += TEXT_TOKEN_COST;
                        self.emit_char();
                        state
                    }
                    _ => {
                        let stops: &[u8] = if kind == RawKind::Rcdata {
                            b"<&\0\n\r"
                        } else {
                            b"<\0\n\r"
                        };
                        self.run_until(stops);
                        state
                    }
                },
                Raw::LessThan => match byte {
                    b'/' => {
                        self.at += 1;
                        Raw::EndTagOpen { escaped: false }
                    }
                    b'!' if kind == RawKind::Script => {
                        self.at += 1;
                        self.emit_char();
                        self.emit_char();
                        Raw::EscapeStart
                    }
                    _ => {
                        self.emit_char();
                        Raw::Data
                    }
                },
                Raw::EndTagOpen { escaped } => {
                    if !byte.is_ascii_alphabetic() {
                        // '<' and '/' go out as text.
                        self.emit_char();
                        self.emit_char();
                    } else if self.end_tag() {
                        return;
                    }
                    if escaped {
                        Raw::Escaped(Escape::Escaped)
                    } else {
                        Raw::Data
                    }
                }
                Raw::EscapeStart | Raw::EscapeStartDash => {
                    if byte == b'-' {
                        self.at += 1;
                        self.emit_char();
                        if state == Raw::EscapeStart {
                            Raw::EscapeStartDash
                        } else {
                            Raw::EscapedDashDash(Escape::Escaped)
                        }
                    } else {
                        Raw::Data
                    }
                }
                Raw::Escaped(escape) => match byte {
                    b'-' => {
                        self.at += 1;
                        self.emit_char();
                        Raw::EscapedDash(escape)
                    }
                    b'<' => {
                        self.at += 1;
                        if escape == Escape::Double {
                            self.emit_char();
                        }
                        Raw::EscapedLessThan(escape)
                    }
                    b'\0' => {
                        self.at += 1;
                        self.emit_char();
                        state
                    }
                    b'\n' | b'\r' => {
                        self.newline();
                        state
                    }
                    _ => {
                        self.run_until(b"-<\0\n\r");
                        state
                    }
                },
                Raw::EscapedDash(escape) | Raw::EscapedDashDash(escape) => match byte {
                    b'-' => {
                        self.at += 1;
                        self.emit_char();
                        Raw::EscapedDashDash(escape)
                    }
                    b'<' => {
                        self.at += 1;
                        if escape == Escape::Double {
                            self.emit_char();
                        }
                        Raw::EscapedLessThan(escape)
                    }
                    b'>' if matches!(state, Raw::EscapedDashDash(_)) => {
                        self.at += 1;
                        self.emit_char();
                        Raw::Data
                    }
                    b'\n' | b'\r' => {
                        self.newline();
                        Raw::Escaped(escape)
                    }
                    _ => {
                        self.at += 1;
                        self.emit_char();
                        Raw::Escaped(escape)
                    }
                },
                Raw::EscapedLessThan(Escape::Escaped) => match byte {
                    b'/' => {
                        self.at += 1;
                        Raw::EndTagOpen { escaped: true }
                    }
                    _ if byte.is_ascii_alphabetic() => {
                        self.at += 1;
                        script = ScriptWord::default().push(byte);
                        self.emit_char();
                        self.emit_char();
                        Raw::DoubleEscapeStart
                    }
                    _ => {
                        self.emit_char();
                        Raw::Escaped(Escape::Escaped)
                    }
                },
                Raw::EscapedLessThan(Escape::Double) => {
                    if byte == b'/' {
                        self.at += 1;
                        script = ScriptWord::default();
                        self.emit_char();
                        Raw::DoubleEscapeEnd
                    } else {
                        Raw::Escaped(Escape::Double)
                    }
                }
                Raw::DoubleEscapeStart | Raw::DoubleEscapeEnd => {
                    let starting = state == Raw::DoubleEscapeStart;
                    if is_space(byte) || byte == b'/' || byte == b'>' {
                        if matches!(byte, b'\n' | b'\r') {
                            self.newline();
                        } else {
                            self.at += 1;
                            self.emit_char();
                        }
                        Raw::Escaped(match (starting, script.is_script()) {
                            (true, true) | (false, false) => Escape::Double,
                            _ => Escape::Escaped,
                        })
                    } else if byte.is_ascii_alphabetic() {
                        self.at += 1;
                        script = script.push(byte);
                        self.emit_char();
                        state
                    } else if starting {
                        Raw::Escaped(Escape::Escaped)
                    } else {
                        Raw::Escaped(Escape::Double)
                    }
                }
            };
        }
        // The input ended inside raw text: html5ever emits what it held.
        match state {
            Raw::LessThan | Raw::EscapedLessThan(Escape::Escaped) => self.emit_char(),
            Raw::EndTagOpen { .. } => {
                self.emit_char();
                self.emit_char();
            }
            _ => {}
        }
    }

    /// After `</` in raw text: matches the last start tag's name letter by
    /// letter; on a match followed by a space, `/` or `>`, reads the end tag
    /// (attributes and all), emits it and returns true. Otherwise emits what
    /// was read as text and leaves `self.at` on the byte to reconsume.
    fn end_tag(&mut self) -> bool {
        let (start, end) = self.last_start;
        let src = self.src;
        let expected = &src[start..end];
        let name_start = self.at;
        let mut at = self.at;
        let mut matched = 0;
        let mut mismatch = false;
        loop {
            let Some(&byte) = src.get(at) else {
                self.at = at;
                // '<', '/' and the letters read.
                self.emit_char();
                self.emit_char();
                self.emit_char();
                return true;
            };
            let appropriate = !mismatch && matched == expected.len();
            if appropriate && (is_space(byte) || byte == b'/' || byte == b'>') {
                self.raw = None;
                self.tag_rest(name_start, at, false);
                return true;
            }
            if byte.is_ascii_alphabetic() {
                if expected
                    .get(matched)
                    .is_some_and(|&want| want.eq_ignore_ascii_case(&byte))
                {
                    matched += 1;
                } else {
                    mismatch = true;
                }
                at += 1;
            } else {
                self.at = at;
                self.emit_char();
                self.emit_char();
                self.emit_char();
                return false;
            }
        }
    }
}

/// The attributes of the tag being read.
struct Attributes {
    token: TagToken,
    /// A formatting element: its attributes are hashed for the Noah's Ark clause.
    formatting: bool,
    seen_type: bool,
    name: Option<(usize, usize)>,
    value: (usize, usize),
}

/// The letters after `<` or `</` in escaped script data: is it "script"?
#[derive(Clone, Copy, Default)]
struct ScriptWord {
    len: usize,
    matches: bool,
}

impl ScriptWord {
    fn push(self, byte: u8) -> ScriptWord {
        let matches = (self.len == 0 || self.matches)
            && b"script"
                .get(self.len)
                .is_some_and(|&want| want == byte.to_ascii_lowercase());
        ScriptWord {
            len: self.len + 1,
            matches,
        }
    }

    fn is_script(self) -> bool {
        self.matches && self.len == 6
    }
}

fn write_lowercase(hasher: &mut impl Hasher, bytes: &[u8]) {
    hasher.write_usize(bytes.len());
    let mut buffer = [0u8; 64];
    for chunk in bytes.chunks(buffer.len()) {
        for (to, from) in buffer.iter_mut().zip(chunk) {
            *to = from.to_ascii_lowercase();
        }
        hasher.write(&buffer[..chunk.len()]);
    }
}

/// A DOCTYPE's public or system identifier.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Id {
    Public,
    System,
}

/// What html5ever's DOCTYPE states read, for its quirks mode.
struct Doctype {
    end: usize,
    name: Option<(usize, usize)>,
    public: Option<(usize, usize)>,
    system: Option<(usize, usize)>,
    force_quirks: bool,
}

impl Doctype {
    fn read(src: &[u8], from: usize) -> Doctype {
        #[derive(Clone, Copy)]
        enum State {
            Doctype,
            BeforeName,
            Name,
            AfterName,
            AfterKeyword(Id),
            BeforeId(Id),
            Quoted(Id, u8),
            AfterId(Id),
            Between,
            Bogus,
        }
        let mut doctype = Doctype {
            end: src.len(),
            name: None,
            public: None,
            system: None,
            force_quirks: false,
        };
        let mut state = State::Doctype;
        let mut at = from;
        while let Some(&byte) = src.get(at) {
            let mut consume = true;
            state = match state {
                State::Doctype => {
                    if !is_space(byte) {
                        consume = false;
                    }
                    State::BeforeName
                }
                State::BeforeName => match byte {
                    _ if is_space(byte) => state,
                    b'>' => {
                        doctype.force_quirks = true;
                        doctype.end = at + 1;
                        return doctype;
                    }
                    _ => {
                        doctype.name = Some((at, at + 1));
                        State::Name
                    }
                },
                State::Name => match byte {
                    _ if is_space(byte) => State::AfterName,
                    b'>' => {
                        doctype.end = at + 1;
                        return doctype;
                    }
                    _ => {
                        if let Some(name) = doctype.name.as_mut() {
                            name.1 = at + 1;
                        }
                        State::Name
                    }
                },
                State::AfterName => {
                    let rest = &src[at..];
                    if rest.len() >= 6 && rest[..6].eq_ignore_ascii_case(b"public") {
                        at += 5;
                        State::AfterKeyword(Id::Public)
                    } else if rest.len() >= 6 && rest[..6].eq_ignore_ascii_case(b"system") {
                        at += 5;
                        State::AfterKeyword(Id::System)
                    } else {
                        match byte {
                            _ if is_space(byte) => state,
                            b'>' => {
                                doctype.end = at + 1;
                                return doctype;
                            }
                            _ => {
                                doctype.force_quirks = true;
                                consume = false;
                                State::Bogus
                            }
                        }
                    }
                }
                State::AfterKeyword(id) | State::BeforeId(id) => match byte {
                    _ if is_space(byte) => State::BeforeId(id),
                    b'"' | b'\'' => {
                        doctype.set(id, (at + 1, at + 1));
                        State::Quoted(id, byte)
                    }
                    b'>' => {
                        doctype.force_quirks = true;
                        doctype.end = at + 1;
                        return doctype;
                    }
                    _ => {
                        doctype.force_quirks = true;
                        consume = false;
                        State::Bogus
                    }
                },
                State::Quoted(id, quote) => match byte {
                    _ if byte == quote => State::AfterId(id),
                    b'>' => {
                        doctype.force_quirks = true;
                        doctype.end = at + 1;
                        return doctype;
                    }
                    _ => {
                        doctype.extend(id, at + 1);
                        state
                    }
                },
                State::AfterId(Id::Public) | State::Between => match byte {
                    _ if is_space(byte) => State::Between,
                    b'>' => {
                        doctype.end = at + 1;
                        return doctype;
                    }
                    b'"' | b'\'' => {
                        doctype.set(Id::System, (at + 1, at + 1));
                        State::Quoted(Id::System, byte)
                    }
                    _ => {
                        doctype.force_quirks = true;
                        consume = false;
                        State::Bogus
                    }
                },
                State::AfterId(Id::System) => match byte {
                    _ if is_space(byte) => state,
                    b'>' => {
                        doctype.end = at + 1;
                        return doctype;
                    }
                    _ => {
                        consume = false;
                        State::Bogus
                    }
                },
                State::Bogus => {
                    if byte == b'>' {
                        doctype.end = at + 1;
                        return doctype;
                    }
                    state
                }
            };
            if consume {
                at += 1;
            }
        }
        if !matches!(state, State::Bogus) {
            doctype.force_quirks = true;
        }
        doctype
    }

    fn set(&mut self, id: Id, span: (usize, usize)) {
        match id {
            Id::Public => self.public = Some(span),
            Id::System => self.system = Some(span),
        }
    }

    fn extend(&mut self, id: Id, end: usize) {
        let span = match id {
            Id::Public => self.public.as_mut(),
            Id::System => self.system.as_mut(),
        };
        if let Some(span) = span {
            span.1 = end;
        }
    }

    /// html5ever's `doctype_error_and_quirks`, the quirks half.
    fn quirks(&self, src: &[u8]) -> bool {
        let text = |span: Option<(usize, usize)>| span.map(|(start, end)| &src[start..end]);
        if self.force_quirks
            || !text(self.name).is_some_and(|name| name.eq_ignore_ascii_case(b"html"))
        {
            return true;
        }
        let public = text(self.public).map(|id| id.to_ascii_lowercase());
        let system = text(self.system).map(|id| id.to_ascii_lowercase());
        let starts = |prefixes: &[&str]| {
            public.as_deref().is_some_and(|id| {
                prefixes
                    .iter()
                    .any(|prefix| id.starts_with(prefix.as_bytes()))
            })
        };
        if public
            .as_deref()
            .is_some_and(|id| QUIRKY_PUBLIC_MATCHES.iter().any(|m| id == m.as_bytes()))
            || system
                .as_deref()
                .is_some_and(|id| QUIRKY_SYSTEM_MATCHES.iter().any(|m| id == m.as_bytes()))
            || starts(QUIRKY_PUBLIC_PREFIXES)
        {
            return true;
        }
        if starts(LIMITED_QUIRKY_PUBLIC_PREFIXES) {
            return false;
        }
        starts(HTML4_PUBLIC_PREFIXES) && system.is_none()
    }
}

// html5ever's tables (tree_builder/data.rs), lowercase.
const QUIRKY_PUBLIC_PREFIXES: &[&str] = &[
    "-//advasoft ltd//dtd html 3.0 aswedit + extensions//",
    "-//as//dtd html 3.0 aswedit + extensions//",
    "-//ietf//dtd html 2.0 level 1//",
    "-//ietf//dtd html 2.0 level 2//",
    "-//ietf//dtd html 2.0 strict level 1//",
    "-//ietf//dtd html 2.0 strict level 2//",
    "-//ietf//dtd html 2.0 strict//",
    "-//ietf//dtd html 2.0//",
    "-//ietf//dtd html 2.1e//",
    "-//ietf//dtd html 3.0//",
    "-//ietf//dtd html 3.2 final//",
    "-//ietf//dtd html 3.2//",
    "-//ietf//dtd html 3//",
    "-//ietf//dtd html level 0//",
    "-//ietf//dtd html level 1//",
    "-//ietf//dtd html level 2//",
    "-//ietf//dtd html level 3//",
    "-//ietf//dtd html strict level 0//",
    "-//ietf//dtd html strict level 1//",
    "-//ietf//dtd html strict level 2//",
    "-//ietf//dtd html strict level 3//",
    "-//ietf//dtd html strict//",
    "-//ietf//dtd html//",
    "-//metrius//dtd metrius presentational//",
    "-//microsoft//dtd internet explorer 2.0 html strict//",
    "-//microsoft//dtd internet explorer 2.0 html//",
    "-//microsoft//dtd internet explorer 2.0 tables//",
    "-//microsoft//dtd internet explorer 3.0 html strict//",
    "-//microsoft//dtd internet explorer 3.0 html//",
    "-//microsoft//dtd internet explorer 3.0 tables//",
    "-//netscape comm. corp.//dtd html//",
    "-//netscape comm. corp.//dtd strict html//",
    "-//o'reilly and associates//dtd html 2.0//",
    "-//o'reilly and associates//dtd html extended 1.0//",
    "-//o'reilly and associates//dtd html extended relaxed 1.0//",
    "-//softquad software//dtd hotmetal pro 6.0::19990601::extensions to html 4.0//",
    "-//softquad//dtd hotmetal pro 4.0::19971010::extensions to html 4.0//",
    "-//spyglass//dtd html 2.0 extended//",
    "-//sq//dtd html 2.0 hotmetal + extensions//",
    "-//sun microsystems corp.//dtd hotjava html//",
    "-//sun microsystems corp.//dtd hotjava strict html//",
    "-//w3c//dtd html 3 1995-03-24//",
    "-//w3c//dtd html 3.2 draft//",
    "-//w3c//dtd html 3.2 final//",
    "-//w3c//dtd html 3.2//",
    "-//w3c//dtd html 3.2s draft//",
    "-//w3c//dtd html 4.0 frameset//",
    "-//w3c//dtd html 4.0 transitional//",
    "-//w3c//dtd html experimental 19960712//",
    "-//w3c//dtd html experimental 970421//",
    "-//w3c//dtd w3 html//",
    "-//w3o//dtd w3 html 3.0//",
    "-//webtechs//dtd mozilla html 2.0//",
    "-//webtechs//dtd mozilla html//",
];
const QUIRKY_PUBLIC_MATCHES: &[&str] = &[
    "-//w3o//dtd w3 html strict 3.0//en//",
    "-/w3c/dtd html 4.0 transitional/en",
    "html",
];
const QUIRKY_SYSTEM_MATCHES: &[&str] =
    &["http://www.ibm.com/data/dtd/v11/ibmxhtml1-transitional.dtd"];
const LIMITED_QUIRKY_PUBLIC_PREFIXES: &[&str] = &[
    "-//w3c//dtd xhtml 1.0 frameset//",
    "-//w3c//dtd xhtml 1.0 transitional//",
];
const HTML4_PUBLIC_PREFIXES: &[&str] = &[
    "-//w3c//dtd html 4.01 frameset//",
    "-//w3c//dtd html 4.01 transitional//",
];
