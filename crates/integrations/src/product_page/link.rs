//! The link a wishlist keeps for a product: without the tracking that shops
//! and ads add (`utm_*`, `fbclid`, Amazon's `ref=` path and `pd_rd_*`,
//! eBay's `_trksid`), and with Presently's affiliate tag for a partner shop
//! when one is configured (as the terms disclose), never someone else's.

use url::Url;

use crate::catalog::{AffiliateTags, Partner};

use super::source_name;

/// Query parameters that only track (exact names, lower-case).
const TRACKING: &[&str] = &[
    "fbclid",
    "gclid",
    "gclsrc",
    "dclid",
    "gbraid",
    "wbraid",
    "msclkid",
    "yclid",
    "igshid",
    "mc_cid",
    "mc_eid",
    "_ga",
    "_gl",
    "srsltid",
    "ref",
    "ref_",
    "refrid",
    "qid",
    "sr",
    "sprefix",
    "crid",
    "keywords",
    "content-id",
    "dib",
    "dib_tag",
    "linkcode",
    "linkid",
    "creative",
    "creativeasin",
    "ascsubtag",
    "camp",
    "spm",
    "scm",
    "_trkparms",
    "_trksid",
    "hash",
    "campid",
    "customid",
    "mkcid",
    "mkrid",
    "toolid",
    "mkevt",
    "amdata",
    "clickid",
    "irgwc",
    "afsrc",
    "wmlspartner",
    "sourceid",
    "veh",
    "athbdg",
    "adid",
    "cmpid",
    "ie",
    // An Amazon wish list's links to its items: which list and entry.
    "coliid",
    "colid",
];

/// Query parameter prefixes that only track.
const TRACKING_PREFIXES: &[&str] = &[
    "utm_",
    "pd_rd_",
    "pf_rd_",
    "_encoding",
    "athcpid",
    "hvadid",
    "hvpos",
    "hvnetw",
    "hvrand",
    "hvpone",
    "hvptwo",
    "hvqmt",
    "hvdev",
    "hvdvcmdl",
    "hvlocint",
    "hvlocphy",
    "hvtargid",
];

/// Someone else's affiliate tag on a partner shop's link: Presently's
/// replaces it, or none is kept.
fn is_affiliate_param(shop: &str, name: &str) -> bool {
    matches!(
        (shop, name.to_ascii_lowercase().as_str()),
        ("Amazon", "tag") | ("Target", "afid") | ("Expedia", "affcid")
    )
}

fn is_tracking(name: &str) -> bool {
    let name = name.to_ascii_lowercase();
    TRACKING.contains(&name.as_str())
        || TRACKING_PREFIXES
            .iter()
            .any(|prefix| name.starts_with(prefix))
}

/// The partner whose affiliate programme covers `shop` (a [`source_name`]).
fn partner_of(shop: &str) -> Option<Partner> {
    match shop {
        "Amazon" => Some(Partner::Amazon),
        "Target" => Some(Partner::Target),
        "Best Buy" => Some(Partner::Bestbuy),
        _ => None,
    }
}

/// Amazon's product path: `/Some-Name/dp/B07NQRM6ML/ref=sr_1_3` and
/// `/gp/product/B07NQRM6ML` are `/dp/B07NQRM6ML`.
fn amazon_path(path: &str) -> Option<String> {
    let segments: Vec<&str> = path.split('/').filter(|s| !s.is_empty()).collect();
    let asin = segments.windows(2).find_map(|pair| match pair {
        ["dp", asin] | ["product", asin] => Some(*asin),
        _ => None,
    })?;
    let is_asin = asin.len() == 10 && asin.chars().all(|c| c.is_ascii_alphanumeric());
    is_asin.then(|| format!("/dp/{asin}"))
}

/// The link to keep for `url`: tracking removed, the fragment dropped,
/// Amazon's path made plain, and the affiliate tag added for a partner shop
/// that has one configured in `tags`.
pub fn clean_link(url: &Url, tags: &AffiliateTags) -> Url {
    let mut clean = url.clone();
    clean.set_fragment(None);
    let shop = source_name(url.host_str().unwrap_or_default());
    if shop == "Amazon" {
        if let Some(path) = amazon_path(url.path()) {
            clean.set_path(&path);
        }
    }
    let mut kept: Vec<(String, String)> = url
        .query_pairs()
        .filter(|(name, _)| !is_tracking(name) && !is_affiliate_param(&shop, name))
        .map(|(name, value)| (name.into_owned(), value.into_owned()))
        .collect();
    if let Some((param, tag)) = partner_of(&shop).and_then(|p| p.affiliate_param(tags)) {
        kept.push((param.to_owned(), tag.to_owned()));
    }
    if kept.is_empty() {
        clean.set_query(None);
    } else {
        clean.query_pairs_mut().clear().extend_pairs(kept);
    }
    clean
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cleaned(link: &str, tags: &AffiliateTags) -> String {
        clean_link(&Url::parse(link).unwrap(), tags).to_string()
    }

    #[test]
    fn tracking_goes_and_what_picks_the_product_stays() {
        let none = AffiliateTags::default();
        for (link, expected) in [
            (
                "https://www.amazon.com/Ember-Temperature-Control-Smart-Mug/dp/B07NQRM6ML/ref=sr_1_3?crid=2X&keywords=ember&qid=1700000000&sr=8-3&th=1#customerReviews",
                "https://www.amazon.com/dp/B07NQRM6ML?th=1",
            ),
            (
                "https://www.amazon.co.uk/gp/product/B07NQRM6ML?pd_rd_w=abc&pf_rd_p=def&psc=1&tag=someone-21",
                "https://www.amazon.co.uk/dp/B07NQRM6ML?psc=1",
            ),
            (
                "https://www.ebay.com/itm/123456789012?_trkparms=x&_trksid=p2047675&hash=item1&var=4",
                "https://www.ebay.com/itm/123456789012?var=4",
            ),
            (
                "https://shop.example.com/kettle?utm_source=news&utm_medium=email&fbclid=abc&color=red",
                "https://shop.example.com/kettle?color=red",
            ),
            (
                "https://www.bestbuy.com/site/sony/6505727.p?skuId=6505727&ref=212",
                "https://www.bestbuy.com/site/sony/6505727.p?skuId=6505727",
            ),
            ("https://www.etsy.com/listing/1/mug", "https://www.etsy.com/listing/1/mug"),
        ] {
            assert_eq!(cleaned(link, &none), expected, "{link}");
        }
    }

    #[test]
    fn partner_links_get_the_configured_tag_and_no_one_elses() {
        let tags = AffiliateTags {
            amazon: Some("presently-20".into()),
            bestbuy: Some("pres".into()),
            ..AffiliateTags::default()
        };
        assert_eq!(
            cleaned("https://www.amazon.com/dp/B07NQRM6ML?tag=someone-21", &tags),
            "https://www.amazon.com/dp/B07NQRM6ML?tag=presently-20"
        );
        assert_eq!(
            cleaned("https://www.bestbuy.com/site/x/1.p?skuId=1", &tags),
            "https://www.bestbuy.com/site/x/1.p?skuId=1&ref=pres"
        );
        // Not a partner with a tag: nothing added.
        assert_eq!(
            cleaned("https://www.target.com/p/-/A-1?afid=other", &tags),
            "https://www.target.com/p/-/A-1"
        );
    }
}
