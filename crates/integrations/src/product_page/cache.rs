//! Pages read lately, shared by everyone on this instance: ten friends
//! pasting one link fetch it once a day. Keyed by the link without its
//! tracking; only products are kept (a failure or a robot check is tried
//! again next time).

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use super::ParsedProduct;

/// How long a read page is reused.
pub const PAGE_CACHE_TTL: Duration = Duration::from_secs(24 * 60 * 60);
/// Pages kept at most (a few MB); past it the oldest go first.
pub const PAGE_CACHE_CAPACITY: usize = 5_000;

#[derive(Debug)]
pub struct PageCache {
    ttl: Duration,
    capacity: usize,
    entries: Mutex<HashMap<String, (Instant, ParsedProduct)>>,
}

impl Default for PageCache {
    fn default() -> Self {
        PageCache::new(PAGE_CACHE_TTL, PAGE_CACHE_CAPACITY)
    }
}

impl PageCache {
    pub fn new(ttl: Duration, capacity: usize) -> PageCache {
        PageCache {
            ttl,
            capacity: capacity.max(1),
            entries: Mutex::new(HashMap::new()),
        }
    }

    fn entries(&self) -> std::sync::MutexGuard<'_, HashMap<String, (Instant, ParsedProduct)>> {
        // A panic elsewhere while holding the lock leaves a usable map.
        self.entries.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The page read at `key` within the last day, as of `now`.
    pub fn get(&self, key: &str, now: Instant) -> Option<ParsedProduct> {
        self.get_within(key, now, self.ttl)
    }

    /// The page read at `key` within `max_age` (and the cache's day).
    pub fn get_within(&self, key: &str, now: Instant, max_age: Duration) -> Option<ParsedProduct> {
        let entries = self.entries();
        let (stored_at, product) = entries.get(key)?;
        (now.saturating_duration_since(*stored_at) < max_age.min(self.ttl)).then(|| product.clone())
    }

    pub fn put(&self, key: String, product: ParsedProduct, now: Instant) {
        let mut entries = self.entries();
        if entries.len() >= self.capacity && !entries.contains_key(&key) {
            let ttl = self.ttl;
            entries.retain(|_, (at, _)| now.saturating_duration_since(*at) < ttl);
            if entries.len() >= self.capacity {
                if let Some(oldest) = entries
                    .iter()
                    .min_by_key(|(_, (at, _))| *at)
                    .map(|(k, _)| k.clone())
                {
                    entries.remove(&oldest);
                }
            }
        }
        entries.insert(key, (now, product));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn product(title: &str) -> ParsedProduct {
        ParsedProduct {
            title: Some(title.to_owned()),
            description: None,
            price: None,
            url: "https://shop.example/p".to_owned(),
            source: "shop.example".to_owned(),
            image: None,
        }
    }

    #[test]
    fn kept_for_a_day_and_bounded() {
        let cache = PageCache::new(Duration::from_secs(60), 2);
        let start = Instant::now();
        cache.put("a".into(), product("A"), start);
        assert_eq!(
            cache.get("a", start + Duration::from_secs(59)),
            Some(product("A"))
        );
        assert_eq!(cache.get("a", start + Duration::from_secs(60)), None);
        cache.put("b".into(), product("B"), start + Duration::from_secs(1));
        cache.put("c".into(), product("C"), start + Duration::from_secs(2));
        // Full: the oldest (a) went.
        assert_eq!(cache.get("a", start + Duration::from_secs(3)), None);
        assert!(cache.get("b", start + Duration::from_secs(3)).is_some());
        assert!(cache.get("c", start + Duration::from_secs(3)).is_some());
    }
}
