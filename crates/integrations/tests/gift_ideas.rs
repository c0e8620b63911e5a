//! AI gift suggestions: the offline engine over the bundled catalog, and the
//! OpenAI-compatible client against a canned server on 127.0.0.1.

use std::collections::HashSet;

use integrations::catalog::Catalog;
use integrations::gift_ideas::{
    parse_budget_field, parse_budget_text, read_budget_text, suggest_offline, typical_price,
    Budget, GiftIdeasError, GiftRequest, GiftSuggestion, OpenAiCompatible, StatedBudget,
};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpListener;

fn req(recipient: &str, interests: &str, occasion: &str, budget: &str) -> GiftRequest {
    let opt = |s: &str| (!s.is_empty()).then(|| s.to_owned());
    GiftRequest {
        recipient: opt(recipient),
        interests: opt(interests),
        occasion: opt(occasion),
        budget: opt(budget),
        ..GiftRequest::default()
    }
}

fn query(text: &str) -> GiftRequest {
    GiftRequest {
        query: Some(text.to_owned()),
        ..GiftRequest::default()
    }
}

fn types(suggestions: &[GiftSuggestion]) -> Vec<&str> {
    suggestions
        .iter()
        .map(|s| s.product_type.as_str())
        .collect()
}

fn within(budget: f64, suggestions: &[GiftSuggestion]) {
    let catalog = Catalog::bundled();
    for s in suggestions {
        let typical = typical_price(catalog, &s.product_type)
            .unwrap_or_else(|| panic!("{} is not a catalog product type", s.product_type));
        assert!(
            typical <= budget,
            "{} typically ${typical} > ${budget}",
            s.product_type
        );
    }
}

#[test]
fn parses_budget_forms() {
    let b = |min: Option<f64>, max: Option<f64>| Budget { min, max };
    let field_cases = [
        ("$50", b(None, Some(50.0))),
        ("50", b(None, Some(50.0))),
        // "Under" leaves the amount itself out.
        ("under 100", b(None, Some(99.99))),
        ("Under $100", b(None, Some(99.99))),
        ("less than 75 dollars", b(None, Some(74.99))),
        ("up to 75", b(None, Some(75.0))),
        ("50-100", b(Some(50.0), Some(100.0))),
        ("$50 - $100", b(Some(50.0), Some(100.0))),
        ("$50 to $100", b(Some(50.0), Some(100.0))),
        ("between 20 and 40", b(Some(20.0), Some(40.0))),
        ("$1,000", b(None, Some(1000.0))),
        ("over 200", b(Some(200.01), None)),
        ("100+", b(Some(100.0), None)),
        ("cheap", b(None, Some(30.0))),
        ("luxury", b(Some(150.0), None)),
        ("", b(None, None)),
        ("whatever", b(None, None)),
    ];
    for (text, want) in field_cases {
        assert_eq!(parse_budget_field(text), want, "{text:?}");
    }
    let text_cases = [
        ("something for my 10 year old nephew", b(None, None)),
        ("my wife turns 40, under 150", b(None, Some(149.99))),
        ("a $60 gift for my boss", b(None, Some(60.0))),
        // "About" is near the amount, either side.
        ("spend about 80 bucks", b(Some(48.0), Some(92.0))),
        ("she's about 30 years old", b(None, None)),
        ("my dad is a coffee lover, $50", b(None, Some(50.0))),
        ("cheap gift for a coworker", b(None, Some(30.0))),
    ];
    for (text, want) in text_cases {
        assert_eq!(parse_budget_text(text), want, "{text:?}");
    }
}

/// A budget keeps how it was said, so an answer says it back the same way.
#[test]
fn reads_how_a_budget_was_said() {
    let cases = [
        (
            "about $30",
            StatedBudget::About(30.0, "about"),
            Some("about $30"),
        ),
        (
            "around 100",
            StatedBudget::About(100.0, "around"),
            Some("around $100"),
        ),
        (
            "roughly 45 dollars",
            StatedBudget::About(45.0, "roughly"),
            Some("roughly $45"),
        ),
        (
            "~$40",
            StatedBudget::About(40.0, "about"),
            Some("about $40"),
        ),
        (
            "$30ish",
            StatedBudget::About(30.0, "about"),
            Some("about $30"),
        ),
        ("under $50", StatedBudget::Under(50.0), Some("under $50")),
        ("up to $75", StatedBudget::UpTo(75.0), Some("up to $75")),
        ("budget $40", StatedBudget::UpTo(40.0), Some("up to $40")),
        ("$20 max", StatedBudget::UpTo(20.0), Some("up to $20")),
        (
            "$20-40",
            StatedBudget::Between(20.0, 40.0),
            Some("between $20 and $40"),
        ),
        ("over $100", StatedBudget::Over(100.0), Some("over $100")),
        (
            "$100 or more",
            StatedBudget::AtLeast(100.0),
            Some("at least $100"),
        ),
        ("a gift for my mum", StatedBudget::Unsaid, None),
    ];
    for (text, want, words) in cases {
        let got = read_budget_text(text);
        assert_eq!(got, want, "{text:?}");
        assert_eq!(got.words().as_deref(), words, "{text:?}");
    }
}

#[test]
fn suggestions_respect_the_budget_and_name_why() {
    let cases = [
        (
            req("mum", "gardening", "birthday", "$50"),
            50.0,
            "gardening",
        ),
        (
            req("husband", "gaming", "anniversary", "$300"),
            300.0,
            "gaming",
        ),
        (req("friend", "coffee", "", "under 40"), 40.0, "coffee"),
        (
            query("She loves coffee. Birthday gift for my wife, budget $150"),
            150.0,
            "coffee",
        ),
        (req("colleague", "", "christmas", "cheap"), 30.0, ""),
    ];
    for (request, budget, interest) in cases {
        let got = suggest_offline(&request, Catalog::bundled());
        assert!((3..=5).contains(&got.len()), "{request:?}: {got:?}");
        within(budget, &got);
        let unique: HashSet<_> = types(&got).into_iter().collect();
        assert_eq!(unique.len(), got.len(), "duplicates: {got:?}");
        for s in &got {
            assert!(
                s.reasoning.ends_with('.') && s.reasoning.len() > 20,
                "{s:?}"
            );
        }
        if !interest.is_empty() {
            assert!(
                got[0].reasoning.contains(interest),
                "{request:?}: {:?}",
                got[0]
            );
        }
        assert!(
            got[0].reasoning.contains(&format!("${budget:.0} budget")),
            "{:?}",
            got[0]
        );
    }
}

#[test]
fn coffee_lover_gets_coffee_things() {
    let got = suggest_offline(
        &query("She loves coffee, birthday for my wife, budget $500"),
        Catalog::bundled(),
    );
    assert_eq!(got[0].product_type, "Espresso machine", "{got:?}");
    assert!(
        got[0].reasoning.starts_with("She loves coffee"),
        "{:?}",
        got[0]
    );
}

#[test]
fn different_requests_give_different_ideas() {
    let catalog = Catalog::bundled();
    let mum = suggest_offline(&req("mum", "gardening", "birthday", "$50"), catalog);
    let husband = suggest_offline(&req("husband", "gaming", "anniversary", "$300"), catalog);
    let mum_types: HashSet<_> = types(&mum).into_iter().collect();
    let husband_types: HashSet<_> = types(&husband).into_iter().collect();
    assert!(
        mum_types.is_disjoint(&husband_types),
        "{mum:?} vs {husband:?}"
    );
    assert!(
        mum.iter()
            .any(|s| s.product_type.to_lowercase().contains("garden")),
        "{mum:?}"
    );
    assert!(
        husband.iter().any(
            |s| s.product_type.to_lowercase().contains("gam") || s.product_type == "Video game"
        ),
        "{husband:?}"
    );
    assert!(
        mum[0].reasoning.starts_with("She loves gardening"),
        "{:?}",
        mum[0]
    );
    assert!(
        husband[0].reasoning.starts_with("He loves gaming"),
        "{:?}",
        husband[0]
    );

    // The same thing asked in free text reads the same way.
    let free = suggest_offline(
        &query("Birthday gift for my mom who loves gardening, under $50"),
        catalog,
    );
    assert_eq!(types(&free), types(&mum));
}

#[test]
fn same_request_same_answer_and_empty_request_still_helps() {
    let catalog = Catalog::bundled();
    let r = req("dad", "grilling, golf", "father's day", "100");
    assert_eq!(suggest_offline(&r, catalog), suggest_offline(&r, catalog));
    let empty = suggest_offline(&GiftRequest::default(), catalog);
    assert!((3..=5).contains(&empty.len()), "{empty:?}");
}

#[test]
fn children_get_childrens_gifts() {
    let catalog = Catalog::bundled();
    let got = suggest_offline(
        &query("birthday present for my 8 year old nephew who likes lego, under $60"),
        catalog,
    );
    assert!(got.iter().any(|s| s.product_type == "LEGO set"), "{got:?}");
    for s in &got {
        assert!(
            ![
                "Whiskey glass set",
                "Wine glasses",
                "Hotel getaway",
                "Cologne"
            ]
            .contains(&s.product_type.as_str()),
            "{got:?}"
        );
    }
    within(60.0, &got);
}

// --- the live client -------------------------------------------------------

/// Answers one request with `status` and `body`; returns the base URL and
/// a handle yielding the raw request it received.
async fn canned_server(status: u16, body: String) -> (String, tokio::task::JoinHandle<String>) {
    let listener = TcpListener::bind("127.0.0.1:0")
        .await
        .unwrap_or_else(|err| panic!("bind: {err}"));
    let addr = listener
        .local_addr()
        .unwrap_or_else(|err| panic!("addr: {err}"));
    let handle = tokio::spawn(async move {
        let Ok((mut socket, _)) = listener.accept().await else {
            return String::new();
        };
        let mut raw = Vec::new();
        let mut buf = [0u8; 4096];
        while let Ok(n) = socket.read(&mut buf).await {
            if n == 0 {
                break;
            }
            raw.extend_from_slice(&buf[..n]);
            let text = String::from_utf8_lossy(&raw).to_string();
            if let Some(head_end) = text.find("\r\n\r\n") {
                let length = text[..head_end]
                    .lines()
                    .find_map(|l| {
                        let (k, v) = l.split_once(':')?;
                        k.eq_ignore_ascii_case("content-length")
                            .then(|| v.trim().parse::<usize>().ok())?
                    })
                    .unwrap_or(0);
                if raw.len() >= head_end + 4 + length {
                    break;
                }
            }
        }
        let reason = if status == 200 { "OK" } else { "Error" };
        let response = format!(
            "HTTP/1.1 {status} {reason}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
            body.len()
        );
        let _ = socket.write_all(response.as_bytes()).await;
        let _ = socket.shutdown().await;
        String::from_utf8_lossy(&raw).to_string()
    });
    (format!("http://{addr}/v1"), handle)
}

fn completion(content: &str) -> String {
    serde_json::json!({
        "id": "chatcmpl-1",
        "object": "chat.completion",
        "model": "test-model",
        "choices": [{"index": 0, "finish_reason": "stop", "message": {"role": "assistant", "content": content}}],
    })
    .to_string()
}

#[tokio::test]
async fn live_client_posts_chat_completion_and_reads_the_array() {
    let content = "Here you go:\n```json\n[{\"productType\": \"Espresso machine\", \"reasoning\": \"She loves coffee.\"}, {\"productType\": \"Scented candle set\", \"reasoning\": \"Cosy evenings.\"}]\n```";
    let (base, server) = canned_server(200, completion(content)).await;
    let client = OpenAiCompatible::new(base, Some("sk-test".into()), "test-model");
    let request = req("wife", "coffee", "birthday", "$150");
    let got = client
        .suggest(&request)
        .await
        .unwrap_or_else(|err| panic!("{err}"));
    assert_eq!(
        got,
        vec![
            GiftSuggestion {
                product_type: "Espresso machine".into(),
                reasoning: "She loves coffee.".into()
            },
            GiftSuggestion {
                product_type: "Scented candle set".into(),
                reasoning: "Cosy evenings.".into()
            },
        ]
    );
    let raw = server.await.unwrap_or_else(|err| panic!("{err}"));
    let lower = raw.to_lowercase();
    assert!(
        raw.starts_with("POST /v1/chat/completions HTTP/1.1"),
        "{raw}"
    );
    assert!(lower.contains("authorization: bearer sk-test"), "{raw}");
    let body = &raw[raw.find("\r\n\r\n").map_or(0, |i| i + 4)..];
    let json: serde_json::Value =
        serde_json::from_str(body).unwrap_or_else(|err| panic!("{err}: {body}"));
    assert_eq!(json["model"], "test-model");
    assert_eq!(json["messages"][0]["role"], "system");
    assert!(json["messages"][0]["content"]
        .as_str()
        .unwrap_or("")
        .contains("JSON array"));
    let user = json["messages"][1]["content"].as_str().unwrap_or("");
    assert!(
        user.contains("Recipient: wife") && user.contains("Budget: $150"),
        "{user}"
    );
}

#[tokio::test]
async fn live_client_errors_are_reported() {
    let (base, _server) = canned_server(500, "{\"error\":\"boom\"}".into()).await;
    let client = OpenAiCompatible::new(base, None, "m");
    assert!(matches!(
        client.suggest(&GiftRequest::default()).await,
        Err(GiftIdeasError::Status(500))
    ));

    let (base, _server) = canned_server(200, completion("I'd suggest a nice candle.")).await;
    let client = OpenAiCompatible::new(base, None, "m");
    assert!(matches!(
        client.suggest(&GiftRequest::default()).await,
        Err(GiftIdeasError::BadReply(_))
    ));

    let (base, _server) = canned_server(200, "not json".into()).await;
    let client = OpenAiCompatible::new(base, None, "m");
    assert!(matches!(
        client.suggest(&GiftRequest::default()).await,
        Err(GiftIdeasError::Request(_))
    ));

    // Nothing listening.
    let listener = TcpListener::bind("127.0.0.1:0")
        .await
        .unwrap_or_else(|err| panic!("{err}"));
    let addr = listener.local_addr().unwrap_or_else(|err| panic!("{err}"));
    drop(listener);
    let client = OpenAiCompatible::new(format!("http://{addr}/v1/"), None, "m");
    assert!(matches!(
        client.suggest(&GiftRequest::default()).await,
        Err(GiftIdeasError::Request(_))
    ));
}

/// A reason names an interest only for an idea that is for it: the catalog
/// files journals under mindfulness, close to yoga, and a journal is not
/// "made for" yoga. An "about" budget is said back as about.
#[test]
fn reasons_say_only_what_is_true_of_the_idea() {
    let got = suggest_offline(
        &query("a gift for my sister who loves yoga, under $60"),
        Catalog::bundled(),
    );
    let journal = got
        .iter()
        .find(|s| s.product_type == "Journal")
        .unwrap_or_else(|| panic!("no journal: {got:?}"));
    assert!(!journal.reasoning.contains("yoga"), "{journal:?}");
    assert!(journal.reasoning.contains("mindfulness"), "{journal:?}");
    for s in &got {
        if s.reasoning.contains("made for that") {
            assert!(s.product_type.to_lowercase().contains("yoga"), "{s:?}");
        }
    }

    let about = suggest_offline(
        &query("a birthday gift for my mum, about $30"),
        Catalog::bundled(),
    );
    for s in &about {
        assert!(s.reasoning.contains("your budget of about $30"), "{s:?}");
    }
}
