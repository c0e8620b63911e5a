//! What the big shops' pages hold where the generic readers find nothing
//! useful (Amazon has no JSON-LD Product; its `<title>` is
//! 'Amazon.com: … : Electronics'), and the robot checks and walls shops
//! answer a server with instead of the product.

use scraper::{ElementRef, Html};
use serde_json::Value;

use super::parse::{clean, parse_fragment, selector, Found, Texts};

/// The shop rules for a page of `shop` (its [`super::source_name`]).
pub(super) fn shop_rules(document: &Html, shop: &str) -> Found {
    match shop {
        "Amazon" => amazon(document),
        "Walmart" => walmart(document),
        "eBay" => ebay(document),
        "Best Buy" => bestbuy(document),
        _ => Found::default(),
    }
}

/// The text of the first element any of `selectors` matches that has text.
fn first_text(document: &Html, selectors: &[&str]) -> Option<String> {
    selectors.iter().find_map(|css| {
        let sel = selector(css)?;
        let mut texts = Texts::new();
        document.select(&sel).find_map(|element| texts.of(element))
    })
}

/// The first non-empty value of `attrs` on the first element of each selector.
fn first_attr(document: &Html, selectors: &[&str], attrs: &[&str]) -> Option<String> {
    selectors.iter().find_map(|css| {
        let sel = selector(css)?;
        document.select(&sel).find_map(|element| {
            attrs
                .iter()
                .find_map(|attr| element.value().attr(attr).and_then(clean))
        })
    })
}

// ---------------------------------------------------------------- Amazon

fn amazon(document: &Html) -> Found {
    // The displayed price: the screen-reader text inside the price block.
    let price = first_text(
        document,
        &[
            "#corePrice_feature_div .a-price .a-offscreen",
            "#corePriceDisplay_desktop_feature_div .a-price .a-offscreen",
            "#apex_desktop .a-price .a-offscreen",
            "#price_inside_buybox",
            "#priceblock_ourprice",
            "#priceblock_dealprice",
            ".a-price .a-offscreen",
        ],
    );
    let bullets: Vec<String> = selector("#feature-bullets li")
        .map(|sel| {
            let mut texts = Texts::new();
            document
                .select(&sel)
                .filter_map(|li| texts.of(li))
                .take(3)
                .collect()
        })
        .unwrap_or_default();
    Found {
        title: first_text(document, &["#productTitle"]),
        description: (!bullets.is_empty()).then(|| bullets.join(" ")),
        price,
        image: amazon_image(document),
    }
}

/// A page's `<title>` without the shop's own words around the product's
/// name, for when nothing better names it.
pub(super) fn page_title_without_shop(shop: &str, title: &str) -> String {
    let suffix = |s: &str| title.strip_suffix(s).map(str::trim).map(str::to_owned);
    match shop {
        "Amazon" => amazon_title(title),
        "eBay" => suffix(" | eBay"),
        "Walmart" => suffix(" - Walmart.com"),
        "Best Buy" => suffix(" - Best Buy"),
        _ => None,
    }
    .unwrap_or_else(|| title.to_owned())
}

/// 'Amazon.com: Ember Mug 2 : Home & Kitchen' -> 'Ember Mug 2'.
fn amazon_title(title: &str) -> Option<String> {
    let title = title
        .split_once(": ")
        .filter(|(shop, _)| shop.to_ascii_lowercase().starts_with("amazon"))
        .map_or(title, |(_, rest)| rest);
    let title = title.rsplit_once(" : ").map_or(title, |(name, _)| name);
    Some(title.trim().to_owned())
}

/// The high-resolution image the page declares: `data-old-hires`, else the
/// largest of `data-a-dynamic-image` (a JSON map of URL to [width, height]).
fn amazon_image(document: &Html) -> Option<String> {
    let sel = selector("#landingImage, #imgBlkFront, #main-image")?;
    let image = document.select(&sel).next()?;
    let attr = |name: &str| image.value().attr(name).and_then(clean);
    attr("data-old-hires")
        .or_else(|| {
            let dynamic: Value = serde_json::from_str(&attr("data-a-dynamic-image")?).ok()?;
            dynamic
                .as_object()?
                .iter()
                .max_by_key(|(_, size)| {
                    let side = |i: usize| size.get(i).and_then(Value::as_u64).unwrap_or(0);
                    side(0) * side(1)
                })
                .map(|(url, _)| url.clone())
        })
        .or_else(|| attr("src").filter(|src| !src.starts_with("data:")))
}

// ---------------------------------------------------------------- Walmart

fn walmart(document: &Html) -> Found {
    // The page's own data: Next.js's `__NEXT_DATA__` carries the product.
    let next = selector("script#__NEXT_DATA__")
        .and_then(|sel| document.select(&sel).next())
        .and_then(|script| serde_json::from_str::<Value>(&script.text().collect::<String>()).ok());
    let product = next
        .as_ref()
        .and_then(|v| v.pointer("/props/pageProps/initialData/data/product"));
    let text = |pointer: &str| {
        product
            .and_then(|p| p.pointer(pointer))
            .and_then(Value::as_str)
            .and_then(clean)
    };
    Found {
        title: text("/name")
            .or_else(|| first_text(document, &["h1#main-title", "h1[itemprop=name]"])),
        description: text("/shortDescription")
            .and_then(|d| strip_tags(&d))
            .and_then(|d| clean(&d)),
        price: text("/priceInfo/currentPrice/priceString").or_else(|| {
            first_text(
                document,
                &["span[itemprop=price]", "[data-testid=price-wrap] span"],
            )
            .map(|p| p.trim_start_matches("Now ").trim().to_owned())
        }),
        image: text("/imageInfo/thumbnailUrl")
            .or_else(|| first_attr(document, &["img[data-testid=hero-image]"], &["src"])),
    }
}

fn strip_tags(html: &str) -> Option<String> {
    let fragment = parse_fragment(html)?;
    Some(fragment.root_element().text().collect::<Vec<_>>().join(" "))
}

// ---------------------------------------------------------------- eBay

fn ebay(document: &Html) -> Found {
    Found {
        title: first_text(
            document,
            &[
                "h1.x-item-title__mainTitle .ux-textspans",
                "h1.x-item-title__mainTitle",
                "h1#itemTitle",
            ],
        ),
        description: None,
        // 'US $24.99' reads as '$24.99'.
        price: first_text(
            document,
            &[
                ".x-price-primary .ux-textspans",
                ".x-price-primary",
                "#prcIsum",
            ],
        )
        .map(|p| p.strip_prefix("US ").unwrap_or(&p).to_owned()),
        image: first_attr(
            document,
            &[
                ".ux-image-carousel-item.active img",
                ".ux-image-carousel-item img",
                "#icImg",
            ],
            &["data-zoom-src", "src", "data-src"],
        ),
    }
}

// ---------------------------------------------------------------- Best Buy

fn bestbuy(document: &Html) -> Found {
    Found {
        title: first_text(
            document,
            &[".sku-title h1", "h1.heading-5", "h1[data-testid=heading]"],
        ),
        description: None,
        price: first_text(
            document,
            &[
                ".priceView-customer-price span[aria-hidden=true]",
                ".priceView-customer-price span",
                "[data-testid=customer-price] span",
            ],
        ),
        image: first_attr(
            document,
            &["img.primary-image", "img[data-testid=primary-image]"],
            &["src"],
        ),
    }
}

// ---------------------------------------------------------------- walls

fn page_title(document: &Html) -> Option<String> {
    selector("title")
        .and_then(|sel| document.select(&sel).next())
        .and_then(|title: ElementRef<'_>| clean(&title.text().collect::<String>()))
}

/// Titles a robot check, a block page or a sign-in page carries.
const WALL_TITLES: &[&str] = &[
    "robot check",
    "robot or human",
    "are you a human",
    "are you a robot",
    "verify you are human",
    "human verification",
    "access denied",
    "access to this page has been denied",
    "attention required",
    "just a moment",
    "pardon our interruption",
    "security check",
    "captcha",
    "sign-in",
    "sign in or register",
];

/// Elements of captcha and challenge pages.
const WALL_ELEMENTS: &str = "form[action*=validateCaptcha i], #captchacharacters, .g-recaptcha, \
     .h-captcha, #px-captcha, iframe[src*=captcha i], #challenge-form, #cf-challenge-running, \
     #sec-if-container";

/// Whether the page is a robot check, block or sign-in page rather than a
/// product: its title says so, or it holds a captcha or a password field
/// and no reader found a product on it (`found_product`).
pub(super) fn is_wall(document: &Html, found_product: bool) -> bool {
    let title = page_title(document).unwrap_or_default().to_lowercase();
    if WALL_TITLES.iter().any(|wall| title.contains(wall)) || title.starts_with("sign in") {
        return true;
    }
    if found_product {
        return false;
    }
    let has = |css: &str| selector(css).is_some_and(|sel| document.select(&sel).next().is_some());
    has(WALL_ELEMENTS) || has("input[type=password]")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn amazon_titles_lose_the_shop_and_the_department() {
        for (title, expected) in [
            ("Amazon.com: Ember Mug 2 : Home & Kitchen", "Ember Mug 2"),
            ("Amazon.co.uk: Kindle Paperwhite", "Kindle Paperwhite"),
            ("Ember Mug 2", "Ember Mug 2"),
        ] {
            assert_eq!(page_title_without_shop("Amazon", title), expected);
        }
    }

    #[test]
    fn walls_by_title_or_by_a_captcha_without_a_product() {
        let page = |title: &str, body: &str| {
            Html::parse_document(&format!(
                "<html><head><title>{title}</title></head><body>{body}</body></html>"
            ))
        };
        assert!(is_wall(&page("Robot Check", ""), false));
        assert!(is_wall(&page("Amazon Sign-In", ""), true));
        assert!(is_wall(&page("Access Denied", ""), false));
        assert!(is_wall(&page("Just a moment...", ""), false));
        assert!(is_wall(
            &page("Shop", "<div class='g-recaptcha'></div>"),
            false
        ));
        assert!(is_wall(&page("Shop", "<input type='password'>"), false));
        // A product page with a newsletter captcha is still a product page.
        assert!(!is_wall(
            &page("Kettle", "<div class='g-recaptcha'></div>"),
            true
        ));
        assert!(!is_wall(&page("Signet ring", ""), false));
    }
}
