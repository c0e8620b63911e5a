//! The shop's display name from a page's host.

const SHOPS: &[(&str, &str)] = &[
    ("amazon", "Amazon"),
    ("target", "Target"),
    ("walmart", "Walmart"),
    ("bestbuy", "Best Buy"),
    ("etsy", "Etsy"),
    ("ebay", "eBay"),
];

/// Second-level labels used under country codes, as in `amazon.co.uk`.
const SECOND_LEVEL: &[&str] = &["co", "com", "org", "net", "ne", "or", "gov", "ac"];

/// `Amazon`, `Target`, `Walmart`, `Best Buy`, `Etsy` or `eBay` for those
/// shops' hosts (any subdomain, any country domain such as `amazon.co.uk` or
/// `ebay.de`); otherwise the host itself without `www.`.
pub fn source_name(host: &str) -> String {
    let host = host.trim().trim_end_matches('.').to_ascii_lowercase();
    let labels: Vec<&str> = host.split('.').collect();
    for (index, label) in labels.iter().enumerate() {
        let Some((_, name)) = SHOPS.iter().find(|(key, _)| key == label) else {
            continue;
        };
        let suffix = &labels[index + 1..];
        let is_public_suffix = match suffix {
            [tld] => is_tld(tld),
            [second, country] => {
                SECOND_LEVEL.contains(second) && country.len() == 2 && is_tld(country)
            }
            _ => false,
        };
        if is_public_suffix {
            return (*name).to_owned();
        }
    }
    host.strip_prefix("www.").unwrap_or(&host).to_owned()
}

fn is_tld(label: &str) -> bool {
    (2..=6).contains(&label.len()) && label.chars().all(|c| c.is_ascii_lowercase())
}
