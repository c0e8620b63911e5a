//! `make bench`: the time per call of the integrations' hot paths: catalog
//! search, gift ideas, product page parsing and contact import. A plain
//! timing loop (no benchmark framework) keeps test builds lean; compare runs
//! made on the same machine.

use std::hint::black_box;
use std::time::{Duration, Instant};

use integrations::catalog::{AffiliateTags, Catalog};
use integrations::gift_ideas::{suggest_offline, GiftRequest};
use integrations::product_page::{decode_page, parse_product_html};
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

    // An address book of 500 contacts, as a phone exports it.
    let one = fixture("vcard/google.vcf");
    let book: Vec<u8> = std::iter::repeat_n(one.as_slice(), 500)
        .flat_map(|card| card.iter().copied().chain(*b"\r\n"))
        .collect();
    bench("parse 500 vCards", || parse_vcards(&book));
}
