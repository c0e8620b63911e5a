use reqwest::Client;
use serde_json::{json, Value};

use crate::api_tests;
use crate::helpers::{json, TestApp};
use domain::messages;

async fn request(app: &TestApp, from: &Client, email: &str) -> reqwest::Response {
    app.post_json(
        from,
        "/api/friends/request",
        json!({"receiverEmail": email}),
    )
    .await
}

async fn get(app: &TestApp, client: &Client, path: &str) -> Value {
    json(client.get(app.url(path)).send().await.unwrap()).await
}

async fn send_accept_and_remove(app: TestApp) {
    app.sign_in_ada().await;
    let grace = app.sign_in_grace().await;
    let res = request(&app, &app.client, "  GRACE@example.com ").await;
    assert_eq!(res.status(), 201);
    let sent = json(res).await;
    assert_eq!(sent["status"], "pending");
    assert_eq!(sent["message"], "Friend request sent successfully!");

    // The sent list shows the address typed, not who has it.
    let ada_sent = get(&app, &app.client, "/api/friends/requests/sent").await;
    assert_eq!(ada_sent.as_array().unwrap().len(), 1);
    assert_eq!(ada_sent[0]["sender"]["firstName"], "Ada");
    assert_eq!(
        ada_sent[0]["receiver"],
        json!({"id": null, "firstName": null, "lastName": null, "email": "grace@example.com", "profileImageUrl": null})
    );
    let incoming = get(&app, &grace, "/api/friends/requests").await;
    assert_eq!(incoming[0]["id"], sent["id"]);
    assert_eq!(incoming[0]["sender"]["lastName"], "Lovelace");
    assert!(get(&app, &app.client, "/api/friends/requests")
        .await
        .as_array()
        .unwrap()
        .is_empty());

    let res = app
        .post_json(
            &grace,
            "/api/friends/accept",
            json!({"requestId": sent["id"]}),
        )
        .await;
    assert_eq!(res.status(), 200);
    let ada_friends = get(&app, &app.client, "/api/friends").await;
    let grace_friends = get(&app, &grace, "/api/friends").await;
    assert_eq!(ada_friends[0]["email"], "grace@example.com");
    assert_eq!(ada_friends[0]["firstName"], "Grace");
    assert_eq!(grace_friends[0]["email"], "ada@example.com");
    assert_eq!(
        ada_friends[0]["friendshipId"],
        grace_friends[0]["friendshipId"]
    );
    assert_eq!(
        ada_friends[0]["id"],
        app.user_id(&grace).await,
        "id is the friend's user id"
    );
    assert!(get(&app, &grace, "/api/friends/requests")
        .await
        .as_array()
        .unwrap()
        .is_empty());

    let res = request(&app, &app.client, "grace@example.com").await;
    assert_eq!(res.status(), 409);
    assert_eq!(json(res).await["message"], messages::FRIEND_ALREADY);

    let friendship = &ada_friends[0]["friendshipId"];
    let res = grace
        .delete(app.url(&format!("/api/friends/{friendship}")))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    assert!(get(&app, &app.client, "/api/friends")
        .await
        .as_array()
        .unwrap()
        .is_empty());
}

async fn clear_messages(app: TestApp) {
    app.sign_in_ada().await;
    let cases = [
        (json!({}), 400, messages::FRIEND_EMAIL_REQUIRED),
        (
            json!({"receiverEmail": "   "}),
            400,
            messages::FRIEND_EMAIL_REQUIRED,
        ),
        (
            json!({"receiverEmail": "not an address"}),
            400,
            messages::INVALID_EMAIL,
        ),
        (
            json!({"receiverEmail": "Ada@Example.com"}),
            400,
            messages::FRIEND_SELF,
        ),
    ];
    for (body, status, message) in cases {
        let res = app
            .post_json(&app.client, "/api/friends/request", body.clone())
            .await;
        assert_eq!(res.status(), status, "{body}");
        assert_eq!(json(res).await["message"], message, "{body}");
    }
    app.sign_in_grace().await;
    assert_eq!(
        request(&app, &app.client, "grace@example.com")
            .await
            .status(),
        201
    );
    let res = request(&app, &app.client, "grace@example.com").await;
    assert_eq!(res.status(), 409);
    assert_eq!(json(res).await["message"], messages::FRIEND_REQUEST_PENDING);
}

async fn asking_someone_who_asked_you_accepts_theirs(app: TestApp) {
    app.sign_in_ada().await;
    let grace = app.sign_in_grace().await;
    let theirs = json(request(&app, &grace, "ada@example.com").await).await;
    let res = request(&app, &app.client, "grace@example.com").await;
    assert_eq!(res.status(), 200);
    let body = json(res).await;
    assert_eq!(body["id"], theirs["id"]);
    assert_eq!(body["status"], "accepted");
    assert_eq!(
        get(&app, &app.client, "/api/friends")
            .await
            .as_array()
            .unwrap()
            .len(),
        1
    );
    assert_eq!(
        get(&app, &grace, "/api/friends")
            .await
            .as_array()
            .unwrap()
            .len(),
        1
    );
    assert!(get(&app, &grace, "/api/friends/requests/sent")
        .await
        .as_array()
        .unwrap()
        .is_empty());
}

async fn only_the_right_person_may_act(app: TestApp) {
    app.sign_in_ada().await;
    let grace = app.sign_in_grace().await;
    let mallory = app.new_browser();
    app.dev_login(&mallory, "mallory@example.com", "Mallory", "M")
        .await;
    let sent = json(request(&app, &app.client, "grace@example.com").await).await;
    let id = sent["id"].clone();

    // Not the receiver: cannot accept or decline (not even the sender).
    for client in [&app.client, &mallory] {
        assert_eq!(
            app.post_json(client, "/api/friends/accept", json!({"requestId": id}))
                .await
                .status(),
            404
        );
        assert_eq!(
            app.post_json(client, "/api/friends/decline", json!({"requestId": id}))
                .await
                .status(),
            404
        );
    }
    // Not the sender: cannot cancel.
    for client in [&grace, &mallory] {
        assert_eq!(
            client
                .delete(app.url(&format!("/api/friends/request/{id}")))
                .send()
                .await
                .unwrap()
                .status(),
            404
        );
    }
    assert!(get(&app, &mallory, "/api/friends/requests")
        .await
        .as_array()
        .unwrap()
        .is_empty());
    assert!(get(&app, &mallory, "/api/friends/requests/sent")
        .await
        .as_array()
        .unwrap()
        .is_empty());

    let res = app
        .post_json(&grace, "/api/friends/accept", json!({"requestId": id}))
        .await;
    let friendship = json(res).await["friendshipId"].clone();
    // A third user cannot remove the friendship.
    assert_eq!(
        mallory
            .delete(app.url(&format!("/api/friends/{friendship}")))
            .send()
            .await
            .unwrap()
            .status(),
        404
    );
    assert!(get(&app, &mallory, "/api/friends")
        .await
        .as_array()
        .unwrap()
        .is_empty());
    assert_eq!(
        get(&app, &app.client, "/api/friends")
            .await
            .as_array()
            .unwrap()
            .len(),
        1
    );
    // A closed request cannot be accepted again.
    assert_eq!(
        app.post_json(&grace, "/api/friends/accept", json!({"requestId": id}))
            .await
            .status(),
        404
    );
}

async fn decline_and_cancel(app: TestApp) {
    app.sign_in_ada().await;
    let grace = app.sign_in_grace().await;
    let first = json(request(&app, &app.client, "grace@example.com").await).await;
    let res = app
        .post_json(
            &grace,
            "/api/friends/decline",
            json!({"requestId": first["id"]}),
        )
        .await;
    assert_eq!(json(res).await["status"], "declined");
    assert!(get(&app, &grace, "/api/friends/requests")
        .await
        .as_array()
        .unwrap()
        .is_empty());
    assert!(get(&app, &app.client, "/api/friends")
        .await
        .as_array()
        .unwrap()
        .is_empty());

    let second = json(request(&app, &app.client, "grace@example.com").await).await;
    let res = app
        .client
        .delete(app.url(&format!("/api/friends/request/{}", second["id"])))
        .send()
        .await
        .unwrap();
    assert_eq!(json(res).await["status"], "cancelled");
    assert!(get(&app, &grace, "/api/friends/requests")
        .await
        .as_array()
        .unwrap()
        .is_empty());
    assert_eq!(
        request(&app, &app.client, "grace@example.com")
            .await
            .status(),
        201,
        "can ask again"
    );
}

async fn friend_requests_are_rate_limited(app: TestApp) {
    app.sign_in_ada().await;
    for n in 0..domain::use_cases::friends::REQUESTS_PER_HOUR {
        let other = app.new_browser();
        app.dev_login(&other, &format!("user{n}@example.com"), "U", "N")
            .await;
        assert_eq!(
            request(&app, &app.client, &format!("user{n}@example.com"))
                .await
                .status(),
            201
        );
    }
    let last = app.new_browser();
    app.dev_login(&last, "last@example.com", "L", "N").await;
    let res = request(&app, &app.client, "last@example.com").await;
    assert_eq!(res.status(), 429);
    assert_eq!(
        json(res).await["message"],
        messages::FRIEND_REQUESTS_TOO_MANY
    );
}

/// Sending tells nobody who has an account: the answer for an address with
/// one and for one without is the same, byte for byte, apart from the id;
/// so is the sent list's entry.
async fn known_and_unknown_addresses_get_the_same_answer(app: TestApp) {
    app.sign_in_ada().await;
    app.sign_in_grace().await;
    let answer = |res: reqwest::Response| async move {
        let status = res.status();
        let headers: Vec<(String, String)> = res
            .headers()
            .iter()
            .filter(|(name, _)| {
                !matches!(name.as_str(), "date" | "content-length" | "x-request-id")
            })
            .map(|(n, v)| (n.to_string(), v.to_str().unwrap().to_owned()))
            .collect();
        let mut body = json(res).await;
        body["id"] = json!(0);
        (status, headers, body)
    };
    let known = answer(request(&app, &app.client, "grace@example.com").await).await;
    let unknown = answer(request(&app, &app.client, "grace@elsewhere.example").await).await;
    assert_eq!(known.0, 201);
    assert_eq!(known, unknown);

    let sent = get(&app, &app.client, "/api/friends/requests/sent").await;
    let mut entries: Vec<Value> = sent.as_array().unwrap().clone();
    for entry in &mut entries {
        entry["id"] = json!(0);
        entry["createdAt"] = json!("");
        entry["receiver"]["email"] = json!("");
    }
    assert_eq!(entries.len(), 2);
    assert_eq!(entries[0], entries[1]);
}

/// An invitation to an address with no account becomes a pending request
/// for whoever signs in with that address, who can accept it.
async fn an_invitation_waits_for_its_address_to_sign_up(app: TestApp) {
    app.sign_in_ada().await;
    let sent = json(request(&app, &app.client, "Zoe@Example.com").await).await;

    let zoe = app.sign_in_as("zoe@example.com", "Zoe", "Zed").await;
    let incoming = get(&app, &zoe, "/api/friends/requests").await;
    assert_eq!(incoming.as_array().unwrap().len(), 1);
    assert_eq!(incoming[0]["id"], sent["id"]);
    assert_eq!(incoming[0]["sender"]["firstName"], "Ada");
    assert_eq!(incoming[0]["receiver"]["firstName"], "Zoe");

    // Until Zoe accepts, Ada sees only the address.
    let ada_sent = get(&app, &app.client, "/api/friends/requests/sent").await;
    assert_eq!(ada_sent[0]["receiver"]["firstName"], Value::Null);
    assert_eq!(ada_sent[0]["receiver"]["email"], "zoe@example.com");

    let res = app
        .post_json(
            &zoe,
            "/api/friends/accept",
            json!({"requestId": sent["id"]}),
        )
        .await;
    assert_eq!(res.status(), 200);
    let ada_friends = get(&app, &app.client, "/api/friends").await;
    assert_eq!(ada_friends[0]["firstName"], "Zoe");
    assert!(get(&app, &app.client, "/api/friends/requests/sent")
        .await
        .as_array()
        .unwrap()
        .is_empty());
    // Another user cannot see or act on it.
    let mallory = app.sign_in_as("mallory@example.com", "Mal", "Lory").await;
    assert!(get(&app, &mallory, "/api/friends/requests")
        .await
        .as_array()
        .unwrap()
        .is_empty());
}

/// The hourly limit counts invitations too (it is counted in the database,
/// so a restart does not reset it).
async fn invitations_count_towards_the_hourly_limit(app: TestApp) {
    app.sign_in_ada().await;
    for n in 0..domain::use_cases::friends::REQUESTS_PER_HOUR {
        let res = request(&app, &app.client, &format!("nobody{n}@example.com")).await;
        assert_eq!(res.status(), 201);
    }
    let res = request(&app, &app.client, "one-more@example.com").await;
    assert_eq!(res.status(), 429);
    assert_eq!(
        json(res).await["message"],
        messages::FRIEND_REQUESTS_TOO_MANY
    );
}

async fn friends_need_sign_in(app: TestApp) {
    for path in [
        "/api/friends",
        "/api/friends/requests",
        "/api/friends/requests/sent",
    ] {
        assert_eq!(app.get(path).await.status(), 401, "{path}");
    }
    assert_eq!(
        request(&app, &app.client, "grace@example.com")
            .await
            .status(),
        401
    );
}

api_tests!(
    send_accept_and_remove,
    clear_messages,
    asking_someone_who_asked_you_accepts_theirs,
    only_the_right_person_may_act,
    decline_and_cancel,
    friend_requests_are_rate_limited,
    known_and_unknown_addresses_get_the_same_answer,
    an_invitation_waits_for_its_address_to_sign_up,
    invitations_count_towards_the_hourly_limit,
    friends_need_sign_in,
);

/// With SMTP configured, an address without an account gets one invitation
/// email (after the answer, which is the same as for anyone); an address
/// with an account gets none.
#[actix_web::test]
async fn an_address_without_an_account_gets_an_invitation_email() {
    let Some(smtp) = crate::smtp::SmtpServer::start() else {
        return;
    };
    let smtp_url = smtp.url();
    let app = TestApp::spawn_with(
        crate::helpers::Backend::Sqlite,
        &[
            ("SMTP_URL", smtp_url.as_str()),
            ("PUBLIC_URL", "http://127.0.0.1:8080"),
        ],
    )
    .await
    .unwrap();
    app.sign_in_ada().await;
    app.sign_in_grace().await;
    assert_eq!(
        request(&app, &app.client, "grace@example.com")
            .await
            .status(),
        201
    );
    assert_eq!(
        request(&app, &app.client, "Zoe@Example.com").await.status(),
        201
    );

    let messages = smtp.wait_for(1).await;
    assert_eq!(messages.len(), 1, "one invitation, none to Grace");
    // The body is quoted-printable: soft line breaks and `=` as `=3D`.
    let message = messages[0].replace("=\n", "").replace("=3D", "=");
    assert!(message.contains("To: zoe@example.com"), "{message}");
    assert!(
        message.contains("Subject: Ada Lovelace invited you to Presently"),
        "{message}"
    );
    assert!(
        message.contains("http://127.0.0.1:8080/api/login?returnTo=%2Ffriends%3Ftab%3Drequests"),
        "{message}"
    );
}
