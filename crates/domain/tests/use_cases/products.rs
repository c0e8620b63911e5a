//! Product look-ups over fake ports: a pasted shop link, and gift ideas
//! from the model or the built-in engine.

use std::cell::RefCell;
use std::time::Duration;

use crate::support::{block_on, FakeLimit};
use domain::gift_idea::{GiftRequest, GiftSuggestion};
use domain::ids::UserId;
use domain::ports::{GiftIdeaEngine, GiftIdeaModel, PageError, ProductPages};
use domain::product::ParsedProduct;
use domain::use_cases::products::{
    look_up_product_page, suggest_gift_ideas, ModelSkipped, ProductLookupError,
};

const ME: UserId = UserId(1);

/// Shop pages: what each read answers, and the links asked for.
struct FakePages {
    answer: Result<ParsedProduct, PageError>,
    asked: RefCell<Vec<String>>,
}

impl FakePages {
    fn answering(answer: Result<ParsedProduct, PageError>) -> Self {
        FakePages {
            answer,
            asked: RefCell::new(Vec::new()),
        }
    }
}

impl ProductPages for FakePages {
    async fn read(&self, url: &str) -> Result<ParsedProduct, PageError> {
        self.asked.borrow_mut().push(url.to_owned());
        self.answer.clone()
    }

    async fn read_fresh(
        &self,
        url: &str,
        _max_age: std::time::Duration,
    ) -> Result<ParsedProduct, PageError> {
        self.read(url).await
    }

    fn parse(&self, url: &str, _html: &str) -> Result<ParsedProduct, PageError> {
        self.asked.borrow_mut().push(url.to_owned());
        self.answer.clone()
    }
}

fn kettle() -> ParsedProduct {
    ParsedProduct {
        title: Some("Kettle".into()),
        description: None,
        price: Some("$24.99".into()),
        url: "https://shop.example/kettle".into(),
        source: "shop.example".into(),
        image: None,
    }
}

/// (case, link, limit refuses, page answer, expected, link read)
type LookupCase = (
    &'static str,
    Option<&'static str>,
    bool,
    Result<ParsedProduct, PageError>,
    Result<ParsedProduct, ProductLookupError>,
    Option<&'static str>,
);

#[test]
fn a_pasted_link_is_read_within_the_allowance() {
    let refused = || Err(PageError::Refused("That address is not allowed.".into()));
    let unreadable = || {
        Err(PageError::Unreadable {
            message: "The page could not be reached.".into(),
            detail: "connection refused".into(),
        })
    };
    let table: Vec<LookupCase> = vec![
        (
            "read, trimmed",
            Some("  https://shop.example/kettle "),
            false,
            Ok(kettle()),
            Ok(kettle()),
            Some("https://shop.example/kettle"),
        ),
        (
            "no link",
            None,
            false,
            Ok(kettle()),
            Err(ProductLookupError::NoLink),
            None,
        ),
        (
            "blank link",
            Some("  "),
            false,
            Ok(kettle()),
            Err(ProductLookupError::NoLink),
            None,
        ),
        (
            "over the allowance: nothing fetched",
            Some("https://shop.example/kettle"),
            true,
            Ok(kettle()),
            Err(ProductLookupError::TooMany {
                retry_after: Duration::from_secs(30),
            }),
            None,
        ),
        (
            "a refused address",
            Some("http://10.0.0.1/"),
            false,
            refused(),
            Err(ProductLookupError::Page(PageError::Refused(
                "That address is not allowed.".into(),
            ))),
            Some("http://10.0.0.1/"),
        ),
        (
            "an unreadable page",
            Some("https://down.example/"),
            false,
            unreadable(),
            Err(ProductLookupError::Page(PageError::Unreadable {
                message: "The page could not be reached.".into(),
                detail: "connection refused".into(),
            })),
            Some("https://down.example/"),
        ),
    ];
    for (case, link, limit_refuses, answer, expected, read) in table {
        let pages = FakePages::answering(answer);
        let limit = if limit_refuses {
            FakeLimit::refusing(Duration::from_secs(30))
        } else {
            FakeLimit::allowing()
        };
        let result = block_on(look_up_product_page(&pages, &limit, ME, link));
        assert_eq!(result, expected, "{case}");
        assert_eq!(limit.checks(), 1, "{case}: every look-up is counted");
        let asked: Vec<String> = read.into_iter().map(str::to_owned).collect();
        assert_eq!(*pages.asked.borrow(), asked, "{case}");
    }
}

fn idea(product_type: &str) -> GiftSuggestion {
    GiftSuggestion {
        product_type: product_type.into(),
        reasoning: "fits".into(),
    }
}

/// The model: its answer, and how many times it was asked.
struct FakeModel {
    answer: Result<Vec<GiftSuggestion>, String>,
    asked: RefCell<usize>,
}

impl GiftIdeaModel for FakeModel {
    async fn ideas(&self, _request: &GiftRequest) -> Result<Vec<GiftSuggestion>, String> {
        *self.asked.borrow_mut() += 1;
        self.answer.clone()
    }
}

struct FakeEngine;

impl GiftIdeaEngine for FakeEngine {
    fn ideas(&self, _request: &GiftRequest) -> Vec<GiftSuggestion> {
        vec![idea("built-in")]
    }
}

/// (case, model answer (None: no model), limit refuses, ideas from, skipped, model asked)
type IdeasCase = (
    &'static str,
    Option<Result<Vec<GiftSuggestion>, String>>,
    bool,
    &'static str,
    Option<ModelSkipped>,
    usize,
);

#[test]
fn gift_ideas_come_from_the_model_or_the_built_in_engine() {
    let table: Vec<IdeasCase> = vec![
        ("no model configured", None, false, "built-in", None, 0),
        (
            "the model answers",
            Some(Ok(vec![idea("model")])),
            false,
            "model",
            None,
            1,
        ),
        (
            "the model's limit is reached",
            Some(Ok(vec![idea("model")])),
            true,
            "built-in",
            Some(ModelSkipped::LimitReached),
            0,
        ),
        (
            "the model fails",
            Some(Err("timed out".into())),
            false,
            "built-in",
            Some(ModelSkipped::Failed("timed out".into())),
            1,
        ),
        (
            "the model has no ideas",
            Some(Ok(Vec::new())),
            false,
            "built-in",
            Some(ModelSkipped::Failed("the model had no ideas".into())),
            1,
        ),
    ];
    for (case, answer, limit_refuses, expected, skipped, asked) in table {
        let model = answer.map(|answer| FakeModel {
            answer,
            asked: RefCell::new(0),
        });
        let limit = if limit_refuses {
            FakeLimit::refusing(Duration::from_secs(60))
        } else {
            FakeLimit::allowing()
        };
        let ideas = block_on(suggest_gift_ideas(
            model.as_ref(),
            &limit,
            &FakeEngine,
            ME,
            &GiftRequest::default(),
        ));
        assert_eq!(ideas.ideas, vec![idea(expected)], "{case}");
        assert_eq!(ideas.model_skipped, skipped, "{case}");
        assert_eq!(model.map_or(0, |m| *m.asked.borrow()), asked, "{case}");
        // Without a model, its limit is not counted.
        assert_eq!(
            limit.checks(),
            usize::from(case != "no model configured"),
            "{case}"
        );
    }
}

#[test]
fn a_catalog_search_has_at_most_200_characters() {
    use domain::use_cases::products::{search_terms, ProductLookupError, SEARCH_MAX_CHARS};
    assert_eq!(search_terms(None), Ok(""));
    let longest = "é".repeat(SEARCH_MAX_CHARS);
    assert_eq!(search_terms(Some(&longest)), Ok(longest.as_str()));
    let longer = format!("{longest}a");
    assert_eq!(
        search_terms(Some(&longer)),
        Err(ProductLookupError::SearchTooLong)
    );
}
