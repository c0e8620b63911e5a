//! `integrations::product_page`: fixture pages in the shapes shops use read
//! into the expected products, plus the pure address and source rules.

use std::net::IpAddr;

use integrations::product_page::{
    check_page, is_forbidden_ip, parse_host_ip, parse_product_html, read_product_page, source_name,
    Limit, PageRefusal, ParsedProduct, Walled, MAX_DEPTH, MAX_WORK,
};
use url::Url;

fn fixture(name: &str) -> String {
    let path = format!(
        "{}/tests/fixtures/product_pages/{name}",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::read_to_string(&path).unwrap_or_else(|err| panic!("{path}: {err}"))
}

fn some(text: &str) -> Option<String> {
    Some(text.to_owned())
}

#[test]
fn fixtures_parse_into_expected_products() {
    let cases = [
        (
            "jsonld-graph.html",
            "https://www.amazon.com/dp/B07NQRM6ML?th=1",
            ParsedProduct {
                title: some("Ember Temperature Control Smart Mug 2, 10 oz, Black"),
                description: some("Keeps coffee hot & ready. App-controlled heated mug."),
                price: some("$99.95"),
                url: "https://www.amazon.com/dp/B07NQRM6ML?th=1".to_owned(),
                source: "Amazon".to_owned(),
                image: some("https://m.media-amazon.com/images/I/61abc.jpg"),
            },
        ),
        (
            "jsonld-array.html",
            "https://www.bestbuy.ca/en-ca/product/lego/17061234",
            ParsedProduct {
                title: some("LEGO Icons Flower Bouquet 10280"),
                description: some("Build a bouquet that never wilts."),
                price: some("59.90 CAD"),
                url: "https://www.bestbuy.ca/en-ca/product/lego/17061234".to_owned(),
                source: "Best Buy".to_owned(),
                image: some("https://www.bestbuy.ca/images/10280.jpg"),
            },
        ),
        (
            "opengraph-only.html",
            "https://www.target.com/p/stoneware-mug-set/-/A-1234",
            ParsedProduct {
                title: some("Stoneware 4pc Mug Set - Threshold™"),
                description: some("Set of four 16 oz mugs & a gift box."),
                price: some("$24.99"),
                url: "https://www.target.com/p/stoneware-mug-set/-/A-1234".to_owned(),
                source: "Target".to_owned(),
                image: some("https://www.target.com/images/mug-set.jpg?wid=800"),
            },
        ),
        (
            "microdata-only.html",
            "https://www.etsy.com/listing/123/journal",
            ParsedProduct {
                title: some("Personalized Leather Journal"),
                description: some("Hand-stitched A5 journal & name engraving."),
                price: some("€45.00"),
                url: "https://www.etsy.com/listing/123/journal".to_owned(),
                source: "Etsy".to_owned(),
                image: some("https://i.etsystatic.com/journal.jpg"),
            },
        ),
        (
            "title-only.html",
            "https://www.smallshop.example/towels",
            ParsedProduct {
                title: some("Grandma's Favorite Tea Towels"),
                description: some("Cotton towels, set of 3."),
                price: None,
                url: "https://www.smallshop.example/towels".to_owned(),
                source: "smallshop.example".to_owned(),
                image: None,
            },
        ),
        (
            "broken.html",
            "http://shop.example/widget",
            ParsedProduct {
                // The unclosed <span itemprop="name"> holds the price too, as in a browser.
                title: some("Broken Widget $12.50"),
                description: None,
                price: some("$12.50"),
                url: "http://shop.example/widget".to_owned(),
                source: "shop.example".to_owned(),
                image: None,
            },
        ),
    ];
    for (file, page, expected) in cases {
        let page_url = Url::parse(page).unwrap_or_else(|err| panic!("{page}: {err}"));
        let parsed = parse_product_html(&fixture(file), &page_url)
            .unwrap_or_else(|err| panic!("{file}: {err}"));
        assert_eq!(parsed, expected, "{file}");
    }
}

/// Pages in the shapes the big shops serve them, read by each shop's rules.
#[test]
fn shop_pages_read_by_their_shops_rules() {
    let cases = [
        (
            "amazon-product.html",
            "https://www.amazon.com/Ember-Temperature-Control-Smart-Mug/dp/B07NQRM6ML",
            ParsedProduct {
                title: some("Ember Temperature Control Smart Mug 2, 10 oz, App-Controlled Heated Coffee Mug, Black"),
                description: some("Keeps coffee at your preferred temperature for up to 80 minutes. Set and customize your drinking temperature with the Ember app. Hand wash only."),
                price: some("$129.95"),
                url: "https://www.amazon.com/Ember-Temperature-Control-Smart-Mug/dp/B07NQRM6ML".to_owned(),
                source: "Amazon".to_owned(),
                image: some("https://m.media-amazon.com/images/I/61mFyYXVtnL._AC_SL1500_.jpg"),
            },
        ),
        (
            "walmart-product.html",
            "https://www.walmart.com/ip/Stanley-Quencher/5152948245",
            ParsedProduct {
                title: some("Stanley Quencher H2.0 FlowState Tumbler 40 oz, Rose Quartz"),
                description: some("The Quencher keeps drinks cold for hours."),
                price: some("$45.00"),
                url: "https://www.walmart.com/ip/Stanley-Quencher/5152948245".to_owned(),
                source: "Walmart".to_owned(),
                image: some("https://i5.walmartimages.com/seo/Stanley-Quencher.jpeg"),
            },
        ),
        (
            "ebay-item.html",
            "https://www.ebay.com/itm/123456789012",
            ParsedProduct {
                title: some("Nintendo Switch OLED Model White Console"),
                description: None,
                price: some("$289.99"),
                url: "https://www.ebay.com/itm/123456789012".to_owned(),
                source: "eBay".to_owned(),
                image: some("https://i.ebayimg.com/images/g/abc/s-l1600.jpg"),
            },
        ),
        (
            "bestbuy-product.html",
            "https://www.bestbuy.com/site/sony/6505727.p?skuId=6505727",
            ParsedProduct {
                title: some("Sony - WH-1000XM5 Wireless Noise-Canceling Over-the-Ear Headphones - Black"),
                description: None,
                price: some("$399.99"),
                url: "https://www.bestbuy.com/site/sony/6505727.p?skuId=6505727".to_owned(),
                source: "Best Buy".to_owned(),
                image: some("https://pisces.bbystatic.com/image2/BestBuy_US/images/products/6505/6505727_sd.jpg"),
            },
        ),
    ];
    for (file, page, expected) in cases {
        let page_url = Url::parse(page).unwrap_or_else(|err| panic!("{page}: {err}"));
        assert_eq!(
            read_product_page(&fixture(file), &page_url),
            Ok(expected),
            "{file}"
        );
    }
}

/// Robot checks, challenges and sign-in pages are refused, naming the shop,
/// never read as a product called "Robot Check".
#[test]
fn walls_are_refused_with_the_shops_name() {
    for (file, page, shop) in [
        (
            "amazon-robot-check.html",
            "https://www.amazon.com/dp/B07NQRM6ML",
            "Amazon",
        ),
        (
            "walmart-robot-or-human.html",
            "https://www.walmart.com/ip/1",
            "Walmart",
        ),
        (
            "cloudflare-challenge.html",
            "https://shop.example.com/p/1",
            "shop.example.com",
        ),
        (
            "sign-in-wall.html",
            "https://www.etsy.com/listing/1",
            "Etsy",
        ),
    ] {
        let page_url = Url::parse(page).unwrap_or_else(|err| panic!("{page}: {err}"));
        assert_eq!(
            read_product_page(&fixture(file), &page_url),
            Err(PageRefusal::Walled(Walled {
                shop: shop.to_owned()
            })),
            "{file}"
        );
    }
    // Every ordinary fixture is a product, not a wall.
    for file in [
        "jsonld-graph.html",
        "jsonld-array.html",
        "microdata-only.html",
        "opengraph-only.html",
        "title-only.html",
    ] {
        let page_url = Url::parse("https://shop.example/p").unwrap_or_else(|err| panic!("{err}"));
        assert!(
            read_product_page(&fixture(file), &page_url).is_ok(),
            "{file}"
        );
    }
}

#[test]
fn empty_and_garbage_pages_do_not_panic() {
    let page_url = Url::parse("https://example.org/").unwrap_or_else(|err| panic!("{err}"));
    for html in [
        "",
        "<",
        "<<<>>>",
        "\u{0}\u{fffd}",
        "<script type=application/ld+json>{{{",
        "<meta property=og:image content='javascript:alert(1)'>",
    ] {
        let parsed =
            parse_product_html(html, &page_url).unwrap_or_else(|err| panic!("{html:?}: {err}"));
        assert_eq!(parsed.title, None, "{html:?}");
        assert_eq!(parsed.image, None, "{html:?}");
        assert_eq!(parsed.source, "example.org");
    }
}

/// What no stored text may hold is dropped from what a page says: a title
/// that reads as another (a direction override) is saved without it.
#[test]
fn control_characters_and_direction_overrides_are_dropped() {
    let page_url = Url::parse("https://shop.example/p/1").unwrap_or_else(|err| panic!("{err}"));
    let html = "<title>Candle \u{202E}txt.exe</title>\
                <meta property=og:description content='Warm\u{7}\u{2066} light\u{2069}'>";
    let parsed = parse_product_html(html, &page_url).unwrap_or_else(|err| panic!("{err}"));
    assert_eq!(parsed.title.as_deref(), Some("Candle txt.exe"));
    assert_eq!(parsed.description.as_deref(), Some("Warm light"));
}

/// html5ever's scope checks search the whole stack for each start tag:
/// 160,000 nested <div>s (1.76 MB, under the 2 MiB body limit) never finish
/// parsing. The pre-scan refuses the page before html5ever sees it.
#[test]
fn a_page_nested_past_the_cap_is_refused_before_parsing() {
    let page_url = Url::parse("https://www.amazon.com/dp/B0").unwrap_or_else(|err| panic!("{err}"));
    let deep = format!("<title>Deep</title>{}", "<div>".repeat(160_000));
    assert!(deep.len() < 2 * 1024 * 1024);
    match read_product_page(&deep, &page_url) {
        Err(PageRefusal::TooComplex(refused)) => {
            assert_eq!(refused.limit, Limit::Depth);
            assert_eq!(refused.shape.depth, MAX_DEPTH + 1, "it stopped at the cap");
        }
        other => panic!("expected a refusal, got {other:?}"),
    }
    assert!(parse_product_html(&deep, &page_url).is_err());
    // The same page within the cap is read.
    let nested = format!("<title>Nested</title>{}", "<div>".repeat(MAX_DEPTH - 10));
    assert_eq!(
        read_product_page(&nested, &page_url).map(|product| product.title),
        Ok(Some("Nested".to_owned()))
    );
}

/// Matches nested in one whose text is only whitespace are skipped, not
/// read again for each ancestor; what they would have given is the same.
#[test]
fn nested_blank_matches_do_not_hide_a_later_match() {
    let page_url = Url::parse("https://www.amazon.com/dp/B0").unwrap_or_else(|err| panic!("{err}"));
    let page = format!(
        "{}{}<span id=productTitle> Kettle </span>\
         <div itemscope itemtype=https://schema.org/Product>\
         <span itemprop=image> <img itemprop=image src=/kettle.jpg> </span></div>",
        "<span id=productTitle>".repeat(300),
        " \n".repeat(1_000) + &"</span>".repeat(300),
    );
    let product = read_product_page(&page, &page_url).unwrap_or_else(|err| panic!("{err}"));
    assert_eq!(product.title.as_deref(), Some("Kettle"));
    assert_eq!(
        product.image.as_deref(),
        Some("https://www.amazon.com/kettle.jpg")
    );
}

/// Shop pages well inside the caps: their shape, as the pre-scan counts it.
#[test]
fn fixture_pages_pass_the_pre_scan() {
    for (file, elements, depth) in [
        ("amazon-product.html", 40, 10),
        ("amazon-robot-check.html", 14, 6),
        ("bestbuy-product.html", 13, 5),
        ("broken.html", 12, 8),
        ("cloudflare-challenge.html", 7, 4),
        ("ebay-item.html", 16, 5),
        ("jsonld-array.html", 6, 3),
        ("jsonld-graph.html", 10, 4),
        ("microdata-only.html", 14, 6),
        ("opengraph-only.html", 13, 3),
        ("sign-in-wall.html", 10, 4),
        ("title-only.html", 6, 3),
        ("walmart-product.html", 11, 4),
        ("walmart-robot-or-human.html", 9, 4),
    ] {
        let shape = check_page(&fixture(file)).unwrap_or_else(|err| panic!("{file}: {err}"));
        assert_eq!((shape.elements, shape.depth), (elements, depth), "{file}");
        assert!(shape.formatting <= 1, "{file}: {shape:?}");
        assert!(shape.work < MAX_WORK / 500, "{file}: {shape:?}");
    }
}

#[test]
fn source_names_cover_shops_subdomains_and_country_domains() {
    let cases = [
        ("www.amazon.com", "Amazon"),
        ("amazon.co.uk", "Amazon"),
        ("smile.amazon.com", "Amazon"),
        ("www.amazon.de", "Amazon"),
        ("www.target.com", "Target"),
        ("www.walmart.com", "Walmart"),
        ("walmart.ca", "Walmart"),
        ("www.bestbuy.com", "Best Buy"),
        ("www.etsy.com", "Etsy"),
        ("www.ebay.de", "eBay"),
        ("m.ebay.com.au", "eBay"),
        ("WWW.EBAY.COM.", "eBay"),
        ("www.uncommongoods.com", "uncommongoods.com"),
        ("shop.example", "shop.example"),
        ("amazon.evil.example", "amazon.evil.example"),
        ("notamazon.com", "notamazon.com"),
    ];
    for (host, expected) in cases {
        assert_eq!(source_name(host), expected, "{host}");
    }
}

fn ip(text: &str) -> IpAddr {
    text.parse().unwrap_or_else(|err| panic!("{text}: {err}"))
}

#[test]
fn forbidden_ips() {
    let forbidden = [
        "127.0.0.1",
        "127.255.0.9",
        "10.0.0.1",
        "172.16.0.1",
        "172.31.255.255",
        "192.168.1.1",
        "100.64.0.1",
        "169.254.169.254",
        "0.0.0.0",
        "255.255.255.255",
        "224.0.0.1",
        "240.0.0.1",
        "192.0.2.1",
        "198.51.100.7",
        "203.0.113.9",
        "198.18.0.1",
        "::",
        "::1",
        "fe80::1",
        "fc00::1",
        "fd00:ec2::254",
        "ff02::1",
        "2001:db8::1",
        "::ffff:127.0.0.1",
        "::ffff:169.254.169.254",
        "::127.0.0.1",
        "64:ff9b::a00:1",
        "64:ff9b::7f00:1",
        "2002:7f00:1::",
    ];
    for text in forbidden {
        assert!(is_forbidden_ip(ip(text)), "{text} should be forbidden");
    }
    let allowed = [
        "93.184.216.34",
        "8.8.8.8",
        "172.32.0.1",
        "100.128.0.1",
        "2606:4700::1111",
        "::ffff:93.184.216.34",
        "64:ff9b::5db8:d822",
    ];
    for text in allowed {
        assert!(!is_forbidden_ip(ip(text)), "{text} should be allowed");
    }
}

#[test]
fn host_ips_read_like_browsers_do() {
    let cases = [
        ("2130706433", Some("127.0.0.1")),
        ("0x7f000001", Some("127.0.0.1")),
        ("0X7F000001", Some("127.0.0.1")),
        ("127.1", Some("127.0.0.1")),
        ("0177.0.0.1", Some("127.0.0.1")),
        ("0x7f.0.0.1", Some("127.0.0.1")),
        ("127.0.1", Some("127.0.0.1")),
        ("127.0.0.1.", Some("127.0.0.1")),
        ("169.254.43518", Some("169.254.169.254")),
        ("10.0.0.1", Some("10.0.0.1")),
        ("[::1]", Some("::1")),
        ("[::ffff:127.0.0.1]", Some("::ffff:127.0.0.1")),
        ("::1", Some("::1")),
        ("256.0.0.1", None),
        ("4294967296", None),
        ("08.0.0.1", None),
        ("1.2.3.4.5", None),
        ("shop.example", None),
        ("127..1", None),
        ("", None),
        ("[not-v6]", None),
    ];
    for (host, expected) in cases {
        assert_eq!(parse_host_ip(host), expected.map(ip), "{host}");
    }
}
