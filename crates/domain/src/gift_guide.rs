//! Gift guides: curated lists of catalog gifts by season, occasion,
//! recipient or budget, and how the guides page searches them.

use crate::messages;
use crate::validation::ValidationError;

string_enum!(
    /// What a guide is organised by.
    GuideCategory {
        Seasonal => "seasonal" / "Seasonal",
        Occasion => "occasion" / "Occasion",
        Recipient => "recipient" / "Recipient",
        Budget => "budget" / "Budget",
    }
);

/// The longest search text the guides page takes.
pub const GUIDE_SEARCH_MAX: usize = 200;

/// What the guides page asks for: text in a guide's title, description or
/// tags (case-insensitive), and a category.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct GuideSearch {
    /// Lower-cased and trimmed; `None` matches every guide.
    pub text: Option<String>,
    pub category: Option<GuideCategory>,
}

impl GuideSearch {
    /// From the query string's `search` and `category` (`all`, blank or
    /// absent: any category).
    pub fn new(
        search: Option<&str>,
        category: Option<&str>,
    ) -> Result<GuideSearch, ValidationError> {
        let text = search
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(str::to_lowercase);
        if text
            .as_deref()
            .is_some_and(|t| t.chars().count() > GUIDE_SEARCH_MAX)
        {
            return Err(ValidationError::field("search", messages::SEARCH_TOO_LONG));
        }
        let category = match category.map(str::trim).filter(|c| !c.is_empty()) {
            None => None,
            Some(all) if all.eq_ignore_ascii_case("all") => None,
            Some(text) => Some(GuideCategory::parse(text).ok_or_else(|| {
                ValidationError::field("category", messages::GUIDE_CATEGORY_INVALID)
            })?),
        };
        Ok(GuideSearch { text, category })
    }

    /// Whether a guide with these fields matches.
    pub fn matches(
        &self,
        category: GuideCategory,
        title: &str,
        description: &str,
        tags: &[String],
    ) -> bool {
        self.category.is_none_or(|c| c == category)
            && self.text.as_deref().is_none_or(|text| {
                title.to_lowercase().contains(text)
                    || description.to_lowercase().contains(text)
                    || tags.iter().any(|t| t.to_lowercase().contains(text))
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn searches_match_title_description_tags_and_category() {
        let tags = vec!["coffee".to_owned(), "foodie".to_owned()];
        let table = [
            (None, None, true),
            (Some("COFFEE"), None, true),
            (Some("grinders"), None, true),
            (Some("food"), None, true),
            (Some("tea"), None, false),
            (None, Some("recipient"), true),
            (None, Some("all"), true),
            (None, Some("budget"), false),
            (Some("coffee"), Some("Recipient"), true),
        ];
        for (search, category, expected) in table {
            let s = GuideSearch::new(search, category).unwrap();
            assert_eq!(
                s.matches(
                    GuideCategory::Recipient,
                    "Gifts for Coffee Lovers",
                    "Grinders and brewers",
                    &tags
                ),
                expected,
                "{search:?} {category:?}"
            );
        }
        assert_eq!(
            GuideSearch::new(None, Some("party")).unwrap_err().fields["category"],
            messages::GUIDE_CATEGORY_INVALID
        );
        assert!(GuideSearch::new(Some(&"x".repeat(GUIDE_SEARCH_MAX + 1)), None).is_err());
    }
}
