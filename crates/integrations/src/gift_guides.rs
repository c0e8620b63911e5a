//! The bundled gift guides (`data/gift_guides.json`): each names catalog
//! items by id, so a guide's links are the catalog's real partner pages.

use std::sync::OnceLock;

use domain::gift_guide::{GuideCategory, GuideSearch};
use serde::Deserialize;

use crate::catalog::{Catalog, CatalogItem};

pub const BUNDLED_JSON: &str = include_str!("../data/gift_guides.json");

#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
struct GuideRecord {
    id: String,
    title: String,
    description: String,
    category: String,
    tags: Vec<String>,
    is_featured: bool,
    items: Vec<String>,
}

/// A guide with its items resolved from the catalog.
#[derive(Debug, Clone)]
pub struct GiftGuide {
    pub id: String,
    pub title: String,
    pub description: String,
    pub category: GuideCategory,
    pub tags: Vec<String>,
    pub is_featured: bool,
    pub items: Vec<CatalogItem>,
}

#[derive(Debug, Default)]
pub struct GiftGuides {
    guides: Vec<GiftGuide>,
}

impl GiftGuides {
    /// Guides from `json`, items looked up in `catalog` (an id it does not
    /// hold, or an unknown category, is an error: the bundle is checked by a test).
    pub fn from_json(json: &str, catalog: &Catalog) -> Result<GiftGuides, String> {
        let records: Vec<GuideRecord> = serde_json::from_str(json).map_err(|e| e.to_string())?;
        let mut guides = Vec::with_capacity(records.len());
        for record in records {
            let category = GuideCategory::parse(&record.category)
                .ok_or_else(|| format!("{}: unknown category {}", record.id, record.category))?;
            let items = record
                .items
                .iter()
                .map(|id| {
                    catalog
                        .items()
                        .iter()
                        .find(|i| &i.id == id)
                        .cloned()
                        .ok_or_else(|| format!("{}: no catalog item {id}", record.id))
                })
                .collect::<Result<Vec<_>, _>>()?;
            guides.push(GiftGuide {
                id: record.id,
                title: record.title,
                description: record.description,
                category,
                tags: record.tags,
                is_featured: record.is_featured,
                items,
            });
        }
        // Featured first, then by title.
        guides.sort_by(|a, b| {
            b.is_featured
                .cmp(&a.is_featured)
                .then_with(|| a.title.cmp(&b.title))
        });
        Ok(GiftGuides { guides })
    }

    /// The bundled guides over the bundled catalog.
    pub fn bundled() -> &'static GiftGuides {
        static GUIDES: OnceLock<GiftGuides> = OnceLock::new();
        GUIDES.get_or_init(|| {
            GiftGuides::from_json(BUNDLED_JSON, Catalog::bundled()).unwrap_or_default()
        })
    }

    /// The guides matching `search`, featured first, then by title.
    pub fn search(&self, search: &GuideSearch) -> Vec<&GiftGuide> {
        self.guides
            .iter()
            .filter(|g| search.matches(g.category, &g.title, &g.description, &g.tags))
            .collect()
    }

    pub fn guide(&self, id: &str) -> Option<&GiftGuide> {
        self.guides.iter().find(|g| g.id == id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bundle_reads_with_every_item_in_the_catalog() {
        let guides = GiftGuides::from_json(BUNDLED_JSON, Catalog::bundled()).unwrap();
        assert!(guides.guides.len() >= 12);
        for category in GuideCategory::ALL {
            assert!(
                guides
                    .guides
                    .iter()
                    .filter(|g| g.category == *category)
                    .count()
                    >= 3,
                "{category:?}"
            );
        }
        assert!(guides.guides.iter().filter(|g| g.is_featured).count() >= 3);
        assert!(guides.guides.iter().all(|g| g.items.len() >= 4));
        assert!(guides.guides[0].is_featured, "featured first");
    }

    #[test]
    fn search_by_text_and_category() {
        let guides = GiftGuides::bundled();
        let coffee = guides.search(&GuideSearch::new(Some("Coffee"), None).unwrap());
        assert!(coffee.iter().any(|g| g.id == "gifts-for-coffee-lovers"));
        let budget = guides.search(&GuideSearch::new(None, Some("budget")).unwrap());
        assert!(!budget.is_empty());
        assert!(budget.iter().all(|g| g.category == GuideCategory::Budget));
        assert!(guides
            .search(&GuideSearch::new(Some("zzz-nothing"), None).unwrap())
            .is_empty());
        assert!(guides.guide("gifts-for-coffee-lovers").is_some());
        assert!(guides.guide("nope").is_none());
    }
}
