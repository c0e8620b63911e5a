//! `make bench-paths`: the time per call of the integrations' hot paths:
//! catalog search, gift ideas, product page parsing (and the worst pages the
//! pre-scan lets through, each under 100 ms) and contact import. A plain
//! timing loop (no benchmark framework) keeps test builds lean; compare runs
//! made on the same machine.

use std::hint::black_box;
use std::time::{Duration, Instant};

use integrations::catalog::{AffiliateTags, Catalog};
use integrations::gift_ideas::{suggest_offline, GiftRequest};
use integrations::product_page::{
    check_page, decode_page, parse_product_html, read_product_page, MAX_DEPTH, MAX_FORMATTING,
};
use integrations::vcard::parse_vcards;
use url::Url;

const RUN_FOR: Duration = Duration::from_millis(700);

/// Runs `work` repeatedly for [`RUN_FOR`] after a warm-up and prints the mean.
fn bench<T>(name: &str, mut work: impl FnMut() -> T) {
    for _ in 0..20 {
        black_box(work());
    }
    let start = Instant::now();
    let mut iterations: u32 = 0;
    while start.elapsed() < RUN_FOR {
        black_box(work());
        iterations += 1;
    }
    let per_call = start.elapsed() / iterations.max(1);
    println!("{name:<52} {per_call:>12.2?} per call ({iterations} calls)");
}

/// The largest body the API reads (`POST /api/parse-html`, fetched pages).
const MAX_PAGE: usize = 2 * 1024 * 1024;

/// The page `grow(n)` for the largest `n` the pre-scan accepts, within
/// [`MAX_PAGE`]: the worst of its kind that gets parsed.
fn largest_accepted(grow: impl Fn(usize) -> String) -> String {
    let accepted = |n: usize| {
        let page = grow(n);
        page.len() <= MAX_PAGE && check_page(&page).is_ok()
    };
    let (mut low, mut high) = (0, 1);
    while accepted(high) {
        low = high;
        high *= 2;
    }
    while high - low > 1 {
        let mid = low + (high - low) / 2;
        if accepted(mid) {
            low = mid;
        } else {
            high = mid;
        }
    }
    grow(low)
}

/// The worst pages found for each of html5ever's expensive paths, grown to
/// the caps (or to 2 MiB), read as the API reads them: pre-scan, parse and
/// the readers (as an Amazon page, the shop with the most selectors).
fn worst_pages() {
    let amazon = Url::parse("https://www.amazon.com/dp/B0").unwrap_or_else(|err| panic!("{err}"));
    let deepest = MAX_DEPTH - 2;
    let nest = format!("{}{}", "<div>".repeat(deepest), "</div>".repeat(deepest));
    let distinct_bold: String = (0..MAX_FORMATTING - 1)
        .map(|i| format!("<p><b id={i}>x"))
        .collect();
    let two_hundred_attributes: String = (0..200).map(|a| format!(" a{a}")).collect();
    let pages = [
        (
            "deepest nesting, repeated",
            largest_accepted(|n| nest.repeat(n)),
        ),
        (
            "deepest nesting, then end tags",
            largest_accepted(|n| format!("{}{}", nest.repeat(2), "x</q>".repeat(n))),
        ),
        (
            "end tags searching the deepest stack",
            largest_accepted(|n| format!("{}{}", "<div>".repeat(deepest), "</li>".repeat(n))),
        ),
        ("most elements", largest_accepted(|n| "<br>".repeat(n))),
        (
            "most elements, each a price candidate",
            largest_accepted(|n| "<span class=a-offscreen></span>".repeat(n)),
        ),
        (
            "price candidates nested 60 deep",
            largest_accepted(|n| {
                let open = "<span class=a-offscreen>".repeat(60);
                format!("{open}{}", "</span>".repeat(60)).repeat(n)
            }),
        ),
        (
            "formatting re-created after each <p>",
            largest_accepted(|n| format!("{distinct_bold}{}", "<p>x".repeat(n))),
        ),
        (
            "Noah's Ark: <b>s of 200 attributes",
            largest_accepted(|n| {
                (0..n)
                    .map(|i| format!("<b id={i}{two_hundred_attributes}>"))
                    .collect()
            }),
        ),
        ("comments", largest_accepted(|n| "<!---->".repeat(n))),
        ("end tags", largest_accepted(|n| "</q>".repeat(n))),
        (
            "end tags with 30 attributes",
            largest_accepted(|n| {
                let names: Vec<String> = (0..30).map(|i| format!("a{i}")).collect();
                format!("</i {}>", names.join(" ")).repeat(n)
            }),
        ),
        (
            "attributes of one tag",
            largest_accepted(|n| {
                let names: Vec<String> = (0..n).map(|i| format!("a{i}")).collect();
                format!("<a {}>", names.join(" "))
            }),
        ),
    ];
    for (name, page) in &pages {
        let shape = check_page(page).unwrap_or_else(|err| panic!("{name}: {err}"));
        println!(
            "  {name}: {} bytes, {} elements, {} deep, {} formatting, {:.1} ms estimated",
            page.len(),
            shape.elements,
            shape.depth,
            shape.formatting,
            shape.work as f64 / 1e6
        );
        bench(&format!("read worst page: {name}"), || {
            read_product_page(page, &amazon)
        });
    }
    // Refused: what the pre-scan costs before it stops.
    let refused = "<div>".repeat(160_000);
    bench("pre-scan of 160,000 nested divs (refused)", || {
        check_page(&refused)
    });
}

fn fixture(path: &str) -> Vec<u8> {
    let path = format!("{}/tests/fixtures/{path}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read(&path).unwrap_or_else(|err| panic!("{path}: {err}"))
}

fn main() {
    let catalog = Catalog::bundled();
    let tags = AffiliateTags::default();
    for query in ["espresso", "gifts for a gardener who loves tea", "qwzxv"] {
        bench(&format!("catalog search {query:?}"), || {
            catalog.search(query, &tags, 6)
        });
    }

    let request = GiftRequest {
        recipient: Some("Mum".to_owned()),
        occasion: Some("birthday".to_owned()),
        budget: Some("$50".to_owned()),
        interests: Some("gardening, tea, reading".to_owned()),
        ..GiftRequest::default()
    };
    bench("gift ideas (built-in engine)", || {
        suggest_offline(&request, catalog)
    });

    let page_url = Url::parse("https://shop.example/p/1").unwrap_or_else(|err| panic!("{err}"));
    for name in ["jsonld-graph.html", "microdata-only.html", "broken.html"] {
        let html = decode_page(&fixture(&format!("product_pages/{name}")), None);
        bench(&format!("parse product page {name}"), || {
            parse_product_html(&html, &page_url)
        });
    }
    worst_pages();

    // An address book of 500 contacts, as a phone exports it.
    let one = fixture("vcard/google.vcf");
    let book: Vec<u8> = std::iter::repeat_n(one.as_slice(), 500)
        .flat_map(|card| card.iter().copied().chain(*b"\r\n"))
        .collect();
    bench("parse 500 vCards", || parse_vcards(&book));
}
