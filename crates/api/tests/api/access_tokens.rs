//! Issue 48: personal access tokens (made, listed, used within their scope,
//! never on the session-only routes, never from a web page, rate limited,
//! revoked at once on every instance) and the MCP server a real client
//! drives over HTTP and over stdio, with the recipients rule held.

use reqwest::{header, Client, Method, StatusCode};
use serde_json::{json, Value};

use crate::api_tests;
use crate::helpers::{claim, client_builder, json, ok, status_of, TestApp};
use domain::messages;

/// A client with no cookie store: a script.
fn script() -> Client {
    client_builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap()
}

async fn make_token(app: &TestApp, who: &Client, name: &str, scope: &str) -> (Value, String) {
    let made = ok(app
        .post_json(
            who,
            "/api/account/tokens",
            json!({"name": name, "expiresInDays": 30, "scope": scope}),
        )
        .await)
    .await;
    let secret = made["secret"].as_str().unwrap().to_owned();
    (made["token"].clone(), secret)
}

/// `method path` as a script with `secret`: the status, headers and JSON.
async fn with_token(
    app: &TestApp,
    secret: &str,
    method: Method,
    path: &str,
    body: Option<Value>,
) -> (StatusCode, header::HeaderMap, Value) {
    let mut request = script().request(method, app.url(path)).bearer_auth(secret);
    if let Some(body) = body {
        request = request.json(&body);
    }
    let res = request.send().await.unwrap();
    let status = res.status();
    let headers = res.headers().clone();
    let text = res.text().await.unwrap();
    let body = if text.is_empty() {
        Value::Null
    } else {
        serde_json::from_str(&text).unwrap_or_else(|e| panic!("{e}: {text}"))
    };
    (status, headers, body)
}

async fn tokens_are_made_listed_used_and_revoked(app: TestApp) {
    app.sign_in_ada().await;
    let ada = &app.client;
    let grace = app.sign_in_grace().await;

    // Bad fields: each its message, nothing made.
    let (status, body) = status_of(
        &app,
        ada,
        Method::POST,
        "/api/account/tokens",
        json!({"name": " ", "expiresInDays": 7, "scope": "admin"}),
    )
    .await;
    assert_eq!(status, 400);
    assert_eq!(body["fields"]["name"], messages::TOKEN_NAME_REQUIRED);
    assert_eq!(
        body["fields"]["expiresInDays"],
        messages::TOKEN_EXPIRY_INVALID
    );
    assert_eq!(body["fields"]["scope"], messages::TOKEN_SCOPE_INVALID);

    let (read, read_secret) = make_token(&app, ada, "Script", "read").await;
    assert!(read_secret.starts_with("prs_"));
    assert_eq!(read_secret.len(), 47);
    assert_eq!(read["scope"], "read");
    assert_eq!(read["lastUsedAt"], Value::Null);
    assert_eq!(read["expired"], false);
    let (_write, write_secret) = make_token(&app, ada, "Assistant", "read_write").await;

    // The list never holds a secret.
    let listed = ok(app.get("/api/account/tokens").await).await;
    assert_eq!(listed.as_array().unwrap().len(), 2);
    assert_eq!(listed[0]["name"], "Assistant");
    let text = listed.to_string();
    assert!(!text.contains(&read_secret) && !text.contains("secret"));

    // A read token reads, as Ada, and sets no cookie.
    let (status, headers, me) =
        with_token(&app, &read_secret, Method::GET, "/api/auth/user", None).await;
    assert_eq!(status, 200);
    assert_eq!(me["email"], "ada@example.com");
    assert!(headers.get(header::SET_COOKIE).is_none());
    let (status, headers, _) =
        with_token(&app, &read_secret, Method::GET, "/api/dates/upcoming", None).await;
    assert_eq!(status, 200);
    assert!(headers.get(header::SET_COOKIE).is_none());

    // ... and changes nothing.
    let date = json!({"title": "Mum's Birthday", "type": "birthday", "date": "1960-03-04"});
    let (status, _, body) = with_token(
        &app,
        &read_secret,
        Method::POST,
        "/api/dates",
        Some(date.clone()),
    )
    .await;
    assert_eq!(status, 403);
    assert_eq!(body["message"], messages::TOKEN_READ_ONLY);
    assert_eq!(ok(app.get("/api/dates").await).await, json!([]));
    // A read-and-write token changes.
    let (status, headers, _) =
        with_token(&app, &write_secret, Method::POST, "/api/dates", Some(date)).await;
    assert_eq!(status, 201);
    assert!(headers.get(header::SET_COOKIE).is_none());

    // No token reaches the session-only routes, whatever its scope.
    for (method, path, body) in [
        (Method::GET, "/api/account/export", None),
        (Method::GET, "/api/account/export/dates.ics", None),
        (Method::POST, "/api/account/import", Some(json!({}))),
        (Method::GET, "/api/account/tokens", None),
        (
            Method::POST,
            "/api/account/tokens",
            Some(json!({"name": "More"})),
        ),
        (
            Method::DELETE,
            &*format!("/api/account/tokens/{}", read["id"]),
            None,
        ),
        (Method::POST, "/api/auth/sign-out-everywhere", None),
        (
            Method::PUT,
            "/api/account/profile",
            Some(json!({"firstName": "Eve"})),
        ),
        (
            Method::DELETE,
            "/api/account",
            Some(json!({"confirmation": "delete my account"})),
        ),
    ] {
        let (status, _, body) = with_token(&app, &write_secret, method.clone(), path, body).await;
        assert_eq!(status, 403, "{method} {path}: {body}");
        assert_eq!(
            body["message"],
            messages::TOKEN_ROUTE_REFUSED,
            "{method} {path}"
        );
    }
    assert_eq!(
        ok(app.get("/api/account/tokens").await)
            .await
            .as_array()
            .unwrap()
            .len(),
        2
    );
    assert_eq!(
        ok(app.get("/api/auth/user").await).await["firstName"],
        "Ada"
    );

    // Never from a web page: a browser's cross-site request, or another origin.
    for (name, value) in [
        ("sec-fetch-site", "cross-site"),
        ("origin", "http://evil.example"),
    ] {
        let res = script()
            .get(app.url("/api/dates"))
            .bearer_auth(&read_secret)
            .header(name, value)
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 403, "{name}");
        assert_eq!(json(res).await["message"], messages::TOKEN_CROSS_SITE);
    }

    // A Bearer credential that is no live token is refused, never passed
    // over for the cookie; a proxy's Basic credentials are not ours, and
    // the session decides (found in review: they were refused too, which
    // broke every call behind a proxy asking for a password).
    let behind_a_proxy = ada
        .get(app.url("/api/dates"))
        .header(header::AUTHORIZATION, "Basic YWRhOmFkYQ==")
        .send()
        .await
        .unwrap();
    assert_eq!(behind_a_proxy.status(), 200);
    for credential in ["Bearer prs_nothing", "Bearer ", "bearer prs_"] {
        let res = ada
            .get(app.url("/api/dates"))
            .header(header::AUTHORIZATION, credential)
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 401, "{credential}");
        let challenge = res.headers()[header::WWW_AUTHENTICATE]
            .to_str()
            .unwrap()
            .to_owned();
        assert!(challenge.contains("invalid_token"), "{challenge}");
        assert_eq!(json(res).await["message"], messages::TOKEN_INVALID);
    }

    // The list says when each was last used.
    let listed = ok(app.get("/api/account/tokens").await).await;
    assert!(listed
        .as_array()
        .unwrap()
        .iter()
        .all(|t| t["lastUsedAt"].is_string()));

    // Grace cannot revoke Ada's token, nor see it.
    let path = format!("/api/account/tokens/{}", read["id"]);
    let (status, _) = status_of(&app, &grace, Method::DELETE, &path, Value::Null).await;
    assert_eq!(status, 404);
    assert_eq!(
        ok(grace
            .get(app.url("/api/account/tokens"))
            .send()
            .await
            .unwrap())
        .await,
        json!([])
    );
    let (status, _, _) = with_token(&app, &read_secret, Method::GET, "/api/dates", None).await;
    assert_eq!(status, 200);

    // Revoked on this instance: refused at once on a second one.
    let second = app.another_instance(&[]);
    let (status, _, _) = with_token(&second, &read_secret, Method::GET, "/api/dates", None).await;
    assert_eq!(status, 200);
    let (status, _) = status_of(&app, ada, Method::DELETE, &path, Value::Null).await;
    assert_eq!(status, 200);
    let (status, _, _) = with_token(&second, &read_secret, Method::GET, "/api/dates", None).await;
    assert_eq!(status, 401);
    let (status, _, _) =
        with_token(&app, &read_secret, Method::POST, "/api/mcp", Some(ping())).await;
    assert_eq!(status, 401);
    let (status, _, _) = with_token(&second, &write_secret, Method::GET, "/api/dates", None).await;
    assert_eq!(status, 200, "the other token still works");

    // At most 50.
    for n in 1..=49 {
        make_token(&app, ada, &format!("Token {n}"), "read").await;
    }
    let (status, body) = status_of(
        &app,
        ada,
        Method::POST,
        "/api/account/tokens",
        json!({"name": "One too many"}),
    )
    .await;
    assert_eq!(status, 409);
    assert_eq!(body["message"], messages::TOKEN_LIMIT_REACHED);
}

async fn a_token_has_its_own_rate_limit(app: TestApp) {
    let limited = app.another_instance(&[("PRESENTLY_TOKEN_CALLS_PER_MINUTE", "3")]);
    app.sign_in_ada().await;
    let (_, first) = make_token(&app, &app.client, "First", "read").await;
    let (_, other) = make_token(&app, &app.client, "Other", "read").await;
    for _ in 0..3 {
        let (status, _, _) = with_token(&limited, &first, Method::GET, "/api/dates", None).await;
        assert_eq!(status, 200);
    }
    let (status, headers, body) =
        with_token(&limited, &first, Method::GET, "/api/dates", None).await;
    assert_eq!(status, 429);
    assert_eq!(body["message"], messages::TOKEN_RATE_LIMITED);
    assert!(headers.contains_key(header::RETRY_AFTER));
    // Another token, and the browser, are not held back by it.
    let (status, _, _) = with_token(&limited, &other, Method::GET, "/api/dates", None).await;
    assert_eq!(status, 200);
    assert_eq!(ok(app.get("/api/dates").await).await, json!([]));
}

fn ping() -> Value {
    json!({"jsonrpc": "2.0", "id": 1, "method": "ping"})
}

/// A JSON-RPC request to the MCP server: the HTTP status and body.
async fn rpc(app: &TestApp, secret: &str, message: Value) -> (StatusCode, Value) {
    let (status, _, body) = with_token(app, secret, Method::POST, "/api/mcp", Some(message)).await;
    (status, body)
}

/// Calls `tool` with `arguments`; the tool's result.
async fn call_tool(app: &TestApp, secret: &str, tool: &str, arguments: Value) -> Value {
    let (status, body) = rpc(
        app,
        secret,
        json!({"jsonrpc": "2.0", "id": tool, "method": "tools/call",
               "params": {"name": tool, "arguments": arguments}}),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["id"], tool);
    body["result"].clone()
}

/// A tool's structured content, failing the test on a tool error.
async fn tool_content(app: &TestApp, secret: &str, tool: &str, arguments: Value) -> Value {
    let result = call_tool(app, secret, tool, arguments).await;
    assert_eq!(result["isError"], false, "{tool}: {result}");
    let text: Value = serde_json::from_str(result["content"][0]["text"].as_str().unwrap()).unwrap();
    assert_eq!(text, result["structuredContent"], "{tool}");
    result["structuredContent"].clone()
}

/// Ada's world: her mum (a contact with interests and a birthday), her
/// friend Grace with a Christmas list, a budget for Christmas.
async fn ada_and_her_circle(app: &TestApp) -> (Client, Value, Value, Value) {
    app.sign_in_ada().await;
    let ada = app.client.clone();
    let grace = app.sign_in_grace().await;
    app.befriend(&ada, &grace, "grace@example.com").await;
    let mum = ok(app
        .post_json(
            &ada,
            "/api/contacts",
            json!({"name": "Mum", "relationship": "parent", "preferences": "tulips, tea"}),
        )
        .await)
    .await;
    let tomorrow = (chrono::Utc::now().date_naive() + chrono::Days::new(10)).to_string();
    ok(app
        .post_json(
            &ada,
            "/api/dates",
            json!({"title": "Mum's Birthday", "type": "birthday", "date": tomorrow,
                   "contactId": mum["id"], "recurring": true}),
        )
        .await)
    .await;
    let list = ok(app
        .post_json(
            &grace,
            "/api/lists",
            json!({"name": "Christmas", "visibility": "friends"}),
        )
        .await)
    .await;
    let item = ok(app
        .post_json(
            &grace,
            &format!("/api/lists/{}/items", list["id"]),
            json!({"name": "Teapot", "price": "30"}),
        )
        .await)
    .await;
    ok(app
        .post_json(
            &ada,
            "/api/budgets",
            json!({"name": "Christmas 2026", "date": "2026-12-25", "amount": "300"}),
        )
        .await)
    .await;
    (grace, mum, list, item)
}

async fn an_mcp_client_initialises_lists_and_calls_every_tool(app: TestApp) {
    let (grace, mum, list, item) = ada_and_her_circle(&app).await;
    let (_, read) = make_token(&app, &app.client, "Reader", "read").await;
    let (_, write) = make_token(&app, &app.client, "Assistant", "read_write").await;
    let grace_id = app.user_id(&grace).await;

    // The handshake.
    let (status, body) = rpc(
        &app,
        &read,
        json!({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {
            "protocolVersion": "2025-06-18", "capabilities": {},
            "clientInfo": {"name": "test", "version": "1"}}}),
    )
    .await;
    assert_eq!(status, 200);
    assert_eq!(body["result"]["protocolVersion"], "2025-06-18");
    assert_eq!(body["result"]["serverInfo"]["name"], "presently");
    assert!(body["result"]["capabilities"]["tools"].is_object());
    let (status, body) = rpc(
        &app,
        &read,
        json!({"jsonrpc": "2.0", "method": "notifications/initialized"}),
    )
    .await;
    assert_eq!((status, body), (StatusCode::ACCEPTED, Value::Null));
    // An older client gets its own version; an unknown one the newest.
    let (_, body) = rpc(
        &app,
        &read,
        json!({"jsonrpc": "2.0", "id": 1, "method": "initialize",
        "params": {"protocolVersion": "2024-11-05"}}),
    )
    .await;
    assert_eq!(body["result"]["protocolVersion"], "2024-11-05");
    let (_, body) = rpc(
        &app,
        &read,
        json!({"jsonrpc": "2.0", "id": 1, "method": "initialize",
        "params": {"protocolVersion": "1999-01-01"}}),
    )
    .await;
    assert_eq!(body["result"]["protocolVersion"], "2025-06-18");

    // The tools: a read token is offered the reading ones only.
    let names = |body: &Value| -> Vec<String> {
        body["result"]["tools"]
            .as_array()
            .unwrap()
            .iter()
            .map(|t| t["name"].as_str().unwrap().to_owned())
            .collect()
    };
    let (_, listed) = rpc(
        &app,
        &read,
        json!({"jsonrpc": "2.0", "id": 2, "method": "tools/list"}),
    )
    .await;
    let reading = names(&listed);
    assert_eq!(
        reading,
        [
            "coming_dates",
            "my_circle",
            "about_person",
            "my_lists",
            "person_lists",
            "gift_ideas",
            "budget_for_occasion"
        ]
    );
    for tool in listed["result"]["tools"].as_array().unwrap() {
        assert!(tool["description"].as_str().unwrap().len() > 40);
        assert_eq!(tool["inputSchema"]["type"], "object");
        assert_eq!(tool["annotations"]["readOnlyHint"], true);
    }
    let (_, listed) = rpc(
        &app,
        &write,
        json!({"jsonrpc": "2.0", "id": 2, "method": "tools/list"}),
    )
    .await;
    assert_eq!(names(&listed).len(), 9);

    // Each tool.
    let dates = tool_content(&app, &read, "coming_dates", json!({})).await;
    assert_eq!(dates["dates"][0]["title"], "Mum's Birthday");
    let circle = tool_content(&app, &read, "my_circle", Value::Null).await;
    assert_eq!(
        circle["contacts"],
        json!([{"contactId": mum["id"], "name": "Mum", "relationship": "parent", "interests": ["tulips", "tea"]}])
    );
    assert_eq!(
        circle["friends"],
        json!([{"friendId": grace_id, "name": "Grace Hopper"}])
    );
    let person = tool_content(&app, &read, "about_person", json!({"contactId": mum["id"]})).await;
    assert_eq!(
        person["person"],
        ok(app
            .get(&format!("/api/person?contactId={}", mum["id"]))
            .await)
        .await
    );
    // Grace looks after Mia, whose list her friends see.
    let mia = ok(app
        .post_json(
            &grace,
            "/api/dependants",
            json!({"name": "Mia", "kind": "child"}),
        )
        .await)
    .await;
    let mias_list = ok(app
        .post_json(
            &grace,
            &format!("/api/dependants/{}/lists", mia["id"]),
            json!({"name": "Mia's birthday", "visibility": "friends"}),
        )
        .await)
    .await;
    let graces = tool_content(&app, &read, "person_lists", json!({"friendId": grace_id})).await;
    assert_eq!(
        graces["lists"],
        json!([ok(app.get(&format!("/api/lists/{}", list["id"])).await).await])
    );
    assert_eq!(graces["dependants"][0]["name"], "Mia");
    let mias = graces["dependants"][0]["lists"].as_array().unwrap();
    assert!(mias.iter().any(|l| l["id"] == mias_list["id"]));
    for shown in mias {
        let path = format!("/api/lists/{}", shown["id"]);
        assert_eq!(shown, &ok(app.get(&path).await).await, "{path}");
    }
    let ideas = tool_content(&app, &read, "gift_ideas", json!({"query": "tea"})).await;
    assert_eq!(
        ideas["ideas"],
        ok(app.get("/api/recommendations/gifts?query=tea").await).await
    );
    let budgets = tool_content(
        &app,
        &read,
        "budget_for_occasion",
        json!({"occasion": "christmas"}),
    )
    .await;
    assert_eq!(budgets["budgets"][0]["name"], "Christmas 2026");
    let none = tool_content(
        &app,
        &read,
        "budget_for_occasion",
        json!({"occasion": "Easter"}),
    )
    .await;
    assert_eq!(none["budgets"], json!([]));
    let by_day = tool_content(
        &app,
        &read,
        "budget_for_occasion",
        json!({"occasion": "2026-12-25"}),
    )
    .await;
    assert_eq!(by_day["budgets"].as_array().unwrap().len(), 1);

    // A read token is refused on a write tool, and nothing is written.
    let refused = call_tool(&app, &read, "add_to_wishlist", json!({"name": "Socks"})).await;
    assert_eq!(refused["isError"], true);
    assert_eq!(refused["content"][0]["text"], messages::TOKEN_READ_ONLY);
    let mine = tool_content(&app, &read, "my_lists", json!({})).await;
    assert_eq!(mine["lists"][0]["items"], json!([]));

    // The write tools, with a read-and-write token.
    let added = tool_content(
        &app,
        &write,
        "add_to_wishlist",
        json!({"name": "Socks", "url": "https://shop.example/socks", "price": "12", "notes": "Wool"}),
    )
    .await;
    assert_eq!(added["item"]["name"], "Socks");
    let mine = tool_content(&app, &read, "my_lists", json!({})).await;
    assert_eq!(mine["lists"][0]["items"][0]["name"], "Socks");
    assert_eq!(mine["lists"][0]["items"][0]["description"], "Wool");
    let idea = tool_content(
        &app,
        &write,
        "add_gift_idea",
        json!({"contactId": mum["id"], "name": "Tulip bulbs", "price": "15"}),
    )
    .await;
    assert_eq!(idea["gift"]["status"], "idea");
    let page = ok(app
        .get(&format!("/api/person?contactId={}", mum["id"]))
        .await)
    .await;
    assert!(page.to_string().contains("Tulip bulbs"));
    // A bad field is the app's message, as a tool error.
    let bad = call_tool(&app, &write, "add_to_wishlist", json!({"name": " "})).await;
    assert_eq!(bad["isError"], true);
    assert_eq!(bad["content"][0]["text"], messages::ITEM_NAME_REQUIRED);
    // Someone who is not Ada's friend: the app's 404.
    let stranger = call_tool(
        &app,
        &read,
        "person_lists",
        json!({"friendId": grace_id + 1000}),
    )
    .await;
    assert_eq!(stranger["isError"], true);
    assert_eq!(stranger["content"][0]["text"], messages::NOT_FOUND);
    let _ = item;

    // Protocol errors.
    let (status, body) = rpc(
        &app,
        &read,
        json!({"jsonrpc": "2.0", "id": 3, "method": "tools/call",
        "params": {"name": "launch_rockets"}}),
    )
    .await;
    assert_eq!(
        (status.as_u16(), body["error"]["code"].as_i64()),
        (200, Some(-32602))
    );
    let (_, body) = rpc(
        &app,
        &read,
        json!({"jsonrpc": "2.0", "id": 4, "method": "tools/call",
        "params": {"name": "person_lists", "arguments": {"friendId": "Grace"}}}),
    )
    .await;
    assert_eq!(body["error"]["code"], -32602);
    let (_, body) = rpc(
        &app,
        &read,
        json!({"jsonrpc": "2.0", "id": 5, "method": "resources/list"}),
    )
    .await;
    assert_eq!(body["error"]["code"], -32601);
    let (status, body) = rpc(&app, &read, json!({"id": 6, "method": "ping"})).await;
    assert_eq!(
        (status.as_u16(), body["error"]["code"].as_i64()),
        (200, Some(-32600))
    );
    let (status, body) = rpc(
        &app,
        &read,
        json!([ping(), {"jsonrpc": "2.0", "id": 2, "method": "tools/list"}]),
    )
    .await;
    assert_eq!(status, 200);
    assert_eq!(body[0]["result"], json!({}));
    assert_eq!(body[1]["result"]["tools"].as_array().unwrap().len(), 7);
    let res = script()
        .post(app.url("/api/mcp"))
        .bearer_auth(&read)
        .header(header::CONTENT_TYPE, "application/json")
        .body("{not json")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 400);
    assert_eq!(json(res).await["error"]["code"], -32700);
    let res = script()
        .post(app.url("/api/mcp"))
        .bearer_auth(&read)
        .header("MCP-Protocol-Version", "2023-01-01")
        .json(&ping())
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 400);
    assert_eq!(
        json(res).await["message"],
        messages::MCP_PROTOCOL_VERSION_UNSUPPORTED
    );
    // Without a token (a signed-in browser's cookie is not one): 401 and the challenge.
    let res = app
        .client
        .post(app.url("/api/mcp"))
        .json(&ping())
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 401);
    assert!(res.headers()[header::WWW_AUTHENTICATE]
        .to_str()
        .unwrap()
        .starts_with("Bearer"));
    assert_eq!(json(res).await["message"], messages::TOKEN_REQUIRED);
    // GET opens no stream.
    let res = script()
        .get(app.url("/api/mcp"))
        .bearer_auth(&read)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 405);

    // The same tools over stdio, through `presently mcp`'s relay.
    let connection = api::mcp::stdio::Connection::new(&app.address, &write).unwrap();
    let input = [
        json!({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"protocolVersion": "2025-06-18"}}),
        json!({"jsonrpc": "2.0", "method": "notifications/initialized"}),
        json!({"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "coming_dates"}}),
    ]
    .iter()
    .map(|m| format!("{m}\n"))
    .collect::<String>();
    let mut output = Vec::new();
    api::mcp::stdio::relay(&connection, input.as_bytes(), &mut output)
        .await
        .unwrap();
    let lines: Vec<Value> = String::from_utf8(output)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 2, "the notification is not answered");
    assert_eq!(lines[0]["result"]["protocolVersion"], "2025-06-18");
    assert_eq!(lines[1]["result"]["structuredContent"], dates);
    // A revoked token over stdio: the server's message, as a JSON-RPC error.
    let bad = api::mcp::stdio::Connection::new(&app.address, "prs_revoked").unwrap();
    let mut output = Vec::new();
    api::mcp::stdio::relay(&bad, format!("{}\n", ping()).as_bytes(), &mut output)
        .await
        .unwrap();
    let answer: Value = serde_json::from_slice(&output).unwrap();
    assert_eq!(answer["error"]["message"], messages::TOKEN_INVALID);
}

/// Every reading tool's answer to `secret`.
async fn everything_read(app: &TestApp, secret: &str, friend_id: i64) -> Value {
    let mut all = serde_json::Map::new();
    for (tool, arguments) in [
        ("coming_dates", json!({"days": 3660})),
        ("my_circle", json!({})),
        ("about_person", json!({"friendId": friend_id})),
        ("my_lists", json!({})),
        ("gift_ideas", json!({})),
        ("budget_for_occasion", json!({})),
    ] {
        all.insert(
            tool.to_owned(),
            tool_content(app, secret, tool, arguments).await,
        );
    }
    Value::Object(all)
}

/// The recipients rule through the tools: Grace's assistant learns nothing
/// of Ada's claim on Grace's list; Ada's assistant sees it as the app shows her.
async fn a_recipients_assistant_learns_no_claim(app: TestApp) {
    let (grace, _mum, list, item) = ada_and_her_circle(&app).await;
    let ada_id = app.user_id(&app.client).await;
    let grace_id = app.user_id(&grace).await;
    let graces_token = ok(app
        .post_json(
            &grace,
            "/api/account/tokens",
            json!({"name": "Grace's assistant", "scope": "read"}),
        )
        .await)
    .await["secret"]
        .as_str()
        .unwrap()
        .to_owned();
    let (_, adas_token) = make_token(&app, &app.client, "Ada's assistant", "read").await;
    let before = everything_read(&app, &graces_token, ada_id).await;

    let claimed = claim(&app, &app.client, &list, &item, 1).await;
    assert!(claimed.is_object());

    let after = everything_read(&app, &graces_token, ada_id).await;
    assert_eq!(
        before, after,
        "Grace's assistant reads the same before and after Ada's claim"
    );
    // ... and what her app reads of her own list.
    let graces_list = ok(grace
        .get(app.url(&format!("/api/lists/{}", list["id"])))
        .send()
        .await
        .unwrap())
    .await;
    let christmas = after["my_lists"]["lists"]
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["id"] == list["id"])
        .unwrap();
    assert_eq!(christmas, &graces_list);
    // Ada's assistant reads her claim, as her app shows it.
    let adas = tool_content(
        &app,
        &adas_token,
        "person_lists",
        json!({"friendId": grace_id}),
    )
    .await;
    assert_eq!(
        adas["lists"][0],
        ok(app.get(&format!("/api/lists/{}", list["id"])).await).await
    );
    assert_ne!(adas["lists"][0]["items"][0]["claimedQuantity"], 0);
}

api_tests!(
    tokens_are_made_listed_used_and_revoked,
    a_token_has_its_own_rate_limit,
    an_mcp_client_initialises_lists_and_calls_every_tool,
    a_recipients_assistant_learns_no_claim,
);
