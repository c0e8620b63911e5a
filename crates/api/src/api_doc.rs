//! The answers every route can give besides its own, written into the
//! OpenAPI document once here rather than on each route: so the document
//! declares every status a route can answer (schemathesis checks it in CI).

use std::collections::BTreeSet;

use utoipa::openapi::content::Content;
use utoipa::openapi::path::{Operation, Parameter, ParameterBuilder, ParameterIn, PathItem};
use utoipa::openapi::response::Response;
use utoipa::openapi::schema::{ObjectBuilder, Type};
use utoipa::openapi::{OpenApi, Ref, RefOr, Required};

/// Operations open to anyone; every other one answers 401 signed out.
const PUBLIC: &[&str] = &[
    "GET /api/login",
    "GET /api/callback",
    "GET /api/logout",
    "POST /api/logout",
    "GET /api/dev-login",
    "POST /api/dev-login",
    "GET /api/meta",
    "GET /api/health",
    "GET /api/metrics",
    "GET /api/openapi.json",
    "GET /api/public/lists",
    "GET /api/gift-guides",
    "GET /api/gift-guides/{id}",
    "GET /api/public/lists/{token}",
    "POST /api/public/lists/{token}/items/{itemId}/claims",
    "GET /api/public/claims/{token}",
    "DELETE /api/public/claims/{token}",
    "POST /api/public/lists/{token}/items/{itemId}/pledges",
    "GET /api/public/pledges/{token}",
    "DELETE /api/public/pledges/{token}",
    "GET /api/calendar/{token}.ics",
    "POST /api/email/unsubscribe",
];

/// The OpenAPI name of the personal access token's scheme.
pub const ACCESS_TOKEN_SCHEME: &str = "access_token";

/// Operations that never touch the database.
const NO_DATABASE: &[&str] = &[
    "GET /api/login",
    "GET /api/gift-guides",
    "GET /api/gift-guides/{id}",
    "GET /api/dev-login",
    "GET /api/meta",
    "GET /api/metrics",
    "GET /api/openapi.json",
];

/// Adds to each operation the statuses the server's shared layers answer:
/// 400 for control characters in the address (any route) or a malformed
/// body, 401 signed out, 403 for a cross-site change, 404 for a path whose
/// item is not there or not one's own, 409 and 422 for an `Idempotency-Key`
/// (whose header it declares on signed-in `POST`s), 413 and 415 for a body,
/// 503 when the database cannot answer. A status a route already declares
/// keeps its own description.
pub fn complete(doc: &mut OpenApi) {
    describe_fields(doc);
    require_answered_fields(doc);
    drop_unused_schemas(doc);
    // `GET /api/metrics` takes its own token, not the session.
    use utoipa::openapi::security::{
        HttpAuthScheme, HttpBuilder, SecurityRequirement, SecurityScheme,
    };
    let components = doc.components.get_or_insert_with(Default::default);
    components.add_security_scheme(
        "metrics_token",
        SecurityScheme::Http(HttpBuilder::new().scheme(HttpAuthScheme::Bearer).build()),
    );
    // A personal access token (issue 48) on every signed-in route its
    // scope may reach; the alternative is the browser's session cookie,
    // which Swagger UI sends by itself on this site.
    components.add_security_scheme(
        ACCESS_TOKEN_SCHEME,
        SecurityScheme::Http(
            HttpBuilder::new()
                .scheme(HttpAuthScheme::Bearer)
                .description(Some(
                    "A personal access token (Settings, Access tokens): `prs_` and 43 \
                     characters. Read-only tokens call GET routes (and the MCP server's \
                     read tools); no token reaches export, import, account deletion, \
                     tokens, sign out everywhere or the profile. Without one, the \
                     signed-in browser's session cookie.",
                ))
                .build(),
        ),
    );
    for (path, item) in doc.paths.paths.iter_mut() {
        let operations = [
            ("GET", item.get.as_mut()),
            ("POST", item.post.as_mut()),
            ("PUT", item.put.as_mut()),
            ("PATCH", item.patch.as_mut()),
            ("DELETE", item.delete.as_mut()),
        ];
        for (method, operation) in operations {
            let Some(operation) = operation else { continue };
            let name = format!("{method} {path}");
            let signed_in = !PUBLIC.contains(&name.as_str());
            let token_reaches = signed_in
                && domain::access_token::token_may_call(
                    domain::access_token::AccessScope::ReadWrite,
                    method,
                    path,
                )
                .is_ok();
            if token_reaches && operation.security.is_none() {
                operation.security = Some(vec![
                    SecurityRequirement::new(ACCESS_TOKEN_SCHEME, Vec::<String>::new()),
                    SecurityRequirement::default(),
                ]);
            }
            let has_body = operation.request_body.is_some();
            let has_path_parameters = path.contains('{');
            let mut statuses = vec![(
                "400",
                "Bad input: control characters in the address or body, a malformed body or query",
            )];
            if signed_in {
                statuses.push(("401", "Not signed in"));
            }
            if method != "GET" {
                statuses.push(("403", "A change started by another site"));
            }
            if has_path_parameters {
                statuses.push(("404", "Not found (or not yours)"));
            }
            if has_body {
                statuses.push(("413", "The body is too large"));
                statuses.push(("415", "The body is not JSON"));
            }
            for parameter in operation.parameters.iter_mut().flatten() {
                let rule = parameter_rule(path, &parameter.name);
                if let Some(RefOr::T(schema)) = parameter.schema.as_mut() {
                    apply(schema, rule);
                }
            }
            let idempotent = method == "POST" && signed_in;
            if idempotent {
                statuses.push((
                    "409",
                    "The first request with this Idempotency-Key is still running",
                ));
                statuses.push((
                    "422",
                    "This Idempotency-Key was used with a different request",
                ));
                operation
                    .parameters
                    .get_or_insert_with(Vec::new)
                    .push(idempotency_key_header());
            }
            if !NO_DATABASE.contains(&name.as_str()) {
                statuses.push(("503", "The database is unavailable"));
            }
            for (status, description) in statuses {
                operation
                    .responses
                    .responses
                    .entry(status.to_owned())
                    .or_insert_with(|| error_response(description));
            }
        }
    }
}

/// Answer fields a route leaves out when empty (`skip_serializing_if`), by
/// schema. Every other property of an answer is always sent (`null` when
/// there is nothing), so the document marks it required: a client then
/// reads `string | null`, not "maybe absent". The golden walk checks every
/// answer it gets against this (tests/api/golden.rs).
const MAY_BE_ABSENT: &[(&str, &[&str])] = &[
    ("ErrorBody", &["fields"]),
    (
        "ClaimFields",
        &["claims", "claimedQuantity", "available", "givenBy"],
    ),
    ("OwnerItemResponse", &["givenBy"]),
    ("PublicItem", &["available", "chipIn"]),
    ("ClaimEntry", &["chipIn"]),
    ("ChatAnswer", &["notice"]),
    (
        "Recommendation",
        &[
            "affiliateUrl",
            "openTableUrl",
            "expediaUrl",
            "isPrime",
            "rating",
            "reviewCount",
            "availability",
            "distance",
            "address",
            "reason",
            "recipient",
        ],
    ),
];

/// The component schemas an answer refers to, directly or through others.
pub fn answer_schemas(doc: &OpenApi) -> BTreeSet<String> {
    schemas_under(doc, |operation| {
        serde_json::to_value(&operation.responses).unwrap_or_default()
    })
}

/// The component schemas a request body or parameter refers to.
pub fn request_schemas(doc: &OpenApi) -> BTreeSet<String> {
    schemas_under(doc, |operation| {
        serde_json::json!([operation.request_body, operation.parameters])
    })
}

/// The schemas `part` of any operation refers to, and those they refer to.
fn schemas_under(doc: &OpenApi, part: fn(&Operation) -> serde_json::Value) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    let mut todo: Vec<String> = Vec::new();
    for item in doc.paths.paths.values() {
        for (_, operation) in operations(item) {
            let Some(operation) = operation else { continue };
            schema_refs(&part(operation), &mut todo);
        }
    }
    let schemas = doc.components.as_ref().map(|c| &c.schemas);
    while let Some(name) = todo.pop() {
        if !names.insert(name.clone()) {
            continue;
        }
        if let Some(schema) = schemas.and_then(|s| s.get(&name)) {
            schema_refs(&serde_json::to_value(schema).unwrap_or_default(), &mut todo);
        }
    }
    names
}

fn schema_refs(value: &serde_json::Value, out: &mut Vec<String>) {
    match value {
        serde_json::Value::Object(map) => {
            if let Some(serde_json::Value::String(target)) = map.get("$ref") {
                if let Some(name) = target.strip_prefix("#/components/schemas/") {
                    out.push(name.to_owned());
                }
            }
            map.values().for_each(|v| schema_refs(v, out));
        }
        serde_json::Value::Array(values) => values.iter().for_each(|v| schema_refs(v, out)),
        _ => {}
    }
}

/// Removes the schemas no operation refers to, directly or through others
/// (a body only a create takes is its `New...` copy).
fn drop_unused_schemas(doc: &mut OpenApi) {
    let used: BTreeSet<String> = answer_schemas(doc)
        .union(&request_schemas(doc))
        .cloned()
        .collect();
    if let Some(components) = doc.components.as_mut() {
        components.schemas.retain(|name, _| used.contains(name));
    }
}

/// Marks every property of an answer's schema required but the
/// [`MAY_BE_ABSENT`] ones.
fn require_answered_fields(doc: &mut OpenApi) {
    use utoipa::openapi::Schema;
    fn require(object: &mut utoipa::openapi::schema::Object, absent: &[&str]) {
        for property in object.properties.keys() {
            if !absent.contains(&property.as_str()) && !object.required.contains(property) {
                object.required.push(property.clone());
            }
        }
    }
    let answers = answer_schemas(doc);
    let Some(components) = doc.components.as_mut() else {
        return;
    };
    for (name, schema) in components.schemas.iter_mut() {
        if !answers.contains(name) {
            continue;
        }
        let absent = MAY_BE_ABSENT
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, fields)| *fields)
            .unwrap_or_default();
        match schema {
            RefOr::T(Schema::Object(object)) => require(object, absent),
            RefOr::T(Schema::AllOf(all)) => {
                for part in all.items.iter_mut() {
                    if let RefOr::T(Schema::Object(object)) = part {
                        require(object, absent);
                    }
                }
            }
            // A tagged enum: each variant's fields are sent.
            RefOr::T(Schema::OneOf(one)) => {
                for part in one.items.iter_mut() {
                    if let RefOr::T(Schema::Object(object)) = part {
                        require(object, absent);
                    }
                }
            }
            _ => {}
        }
    }
}

/// What the domain accepts in a field, as JSON Schema says it.
#[derive(Clone, Copy)]
enum Rule {
    /// Text of at most this many characters, without control characters.
    Text(u64),
    /// Text with something besides spaces, of at most this many characters.
    Filled(u64),
    /// An `http(s)` link of at most this many characters.
    Link(u64),
    /// `YYYY-MM-DD`, or `--MM-DD` too when `yearless`.
    Day { yearless: bool },
    /// One of these names (the domain enum's `names`).
    OneOf(fn() -> Vec<&'static str>),
    /// A whole number in this range.
    Range(i64, i64),
    /// A list of this many items.
    Items(usize, usize),
}

/// Each request field's rule, from the domain's own constants: (schema,
/// property, rule). A request schema's other text fields get
/// [`Rule::Text`]'s control-character pattern with no length.
fn field_rules() -> Vec<(&'static str, &'static str, Rule)> {
    use domain::claim::ClaimStatus;
    use domain::contact::{Relationship, EMAIL_MAX, NAME_MAX, PHONE_MAX, PREFERENCES_MAX, URL_MAX};
    use domain::group_list::{MemberRole, Occasion};
    use domain::own_list::Visibility;
    use domain::special_date::{DateType, ReminderDelivery};
    use domain::special_date::{NOTES_MAX, REMINDER_DAYS_MAX, TITLE_MAX};
    use domain::wishlist::Priority;
    use domain::wishlist::{DESCRIPTION_MAX, QUANTITY_MAX, RANKING_MAX, RANKING_MIN, TEXT_MAX};
    use integrations::gift_ideas::ChatRole;
    // The spec's import sends 'Friend' and a list's occasion may be its
    // label ('Baby Shower'): requests take the labels too.
    let contact = |schema| {
        [
            (schema, "name", Rule::Filled(NAME_MAX)),
            (schema, "email", Rule::Text(EMAIL_MAX)),
            (schema, "phone", Rule::Text(PHONE_MAX)),
            (
                schema,
                "relationship",
                Rule::OneOf(Relationship::names_and_labels),
            ),
            (schema, "preferences", Rule::Text(PREFERENCES_MAX)),
        ]
    };
    let mut rules = vec![
        ("SpecialDateBody", "title", Rule::Filled(TITLE_MAX)),
        ("SpecialDateBody", "type", Rule::OneOf(DateType::names)),
        ("SpecialDateBody", "date", Rule::Day { yearless: false }),
        (
            "SpecialDateBody",
            "reminderDays",
            Rule::Range(0, REMINDER_DAYS_MAX),
        ),
        (
            "SpecialDateBody",
            "reminderDelivery",
            Rule::OneOf(ReminderDelivery::names),
        ),
        ("SpecialDateBody", "notes", Rule::Text(NOTES_MAX)),
        ("ContactBody", "photoUrl", Rule::Link(URL_MAX)),
        (
            "ImportContactBody",
            "birthday",
            Rule::Day { yearless: true },
        ),
        (
            "ImportContactBody",
            "anniversary",
            Rule::Day { yearless: true },
        ),
        (
            "ImportBody",
            "contacts",
            Rule::Items(1, domain::contact_import::IMPORT_MAX_CONTACTS),
        ),
        ("WishlistItemBody", "name", Rule::Filled(NAME_MAX)),
        (
            "WishlistItemBody",
            "description",
            Rule::Text(DESCRIPTION_MAX),
        ),
        ("WishlistItemBody", "price", Rule::Text(TEXT_MAX)),
        ("WishlistItemBody", "url", Rule::Link(URL_MAX)),
        ("WishlistItemBody", "category", Rule::Text(TEXT_MAX)),
        ("WishlistItemBody", "priority", Rule::OneOf(Priority::names)),
        (
            "WishlistItemBody",
            "ranking",
            Rule::Range(RANKING_MIN.into(), RANKING_MAX.into()),
        ),
        (
            "WishlistItemBody",
            "quantity",
            Rule::Range(1, QUANTITY_MAX.into()),
        ),
        ("WishlistItemBody", "whereToBuy", Rule::Text(TEXT_MAX)),
        ("WishlistItemBody", "imageUrl", Rule::Link(URL_MAX)),
        (
            "FriendRequestBody",
            "receiverEmail",
            Rule::Filled(EMAIL_MAX),
        ),
        ("ParseUrlBody", "url", Rule::Filled(URL_MAX)),
        ("GroupWishlistBody", "name", Rule::Filled(NAME_MAX)),
        (
            "GroupWishlistBody",
            "description",
            Rule::Text(DESCRIPTION_MAX),
        ),
        (
            "GroupWishlistBody",
            "occasion",
            Rule::OneOf(Occasion::names_and_labels),
        ),
        (
            "GroupWishlistBody",
            "eventDate",
            Rule::Day { yearless: false },
        ),
        ("ListBody", "name", Rule::Filled(NAME_MAX)),
        ("ListBody", "description", Rule::Text(DESCRIPTION_MAX)),
        (
            "ListBody",
            "occasion",
            Rule::OneOf(Occasion::names_and_labels),
        ),
        ("ListBody", "eventDate", Rule::Day { yearless: false }),
        ("ListBody", "visibility", Rule::OneOf(Visibility::names)),
        (
            "InviteBody",
            "role",
            Rule::OneOf(|| vec![MemberRole::Member.as_str()]),
        ),
        (
            "ClaimBody",
            "quantity",
            Rule::Range(1, domain::claim::CLAIM_QUANTITY_MAX.into()),
        ),
        ("ClaimBody", "status", Rule::OneOf(ClaimStatus::names)),
        ("GuestClaimBody", "name", Rule::Filled(NAME_MAX)),
        (
            "SettingsBody",
            "reminderDelivery",
            Rule::OneOf(ReminderDelivery::names),
        ),
        ("ChatTurnBody", "role", Rule::OneOf(ChatRole::names)),
        ("GuestClaimBody", "email", Rule::Text(EMAIL_MAX)),
        (
            "GuestClaimBody",
            "quantity",
            Rule::Range(1, domain::claim::CLAIM_QUANTITY_MAX.into()),
        ),
    ];
    rules.extend(contact("ContactBody"));
    rules.extend(contact("ImportContactBody"));
    rules
}

/// A query parameter's rule.
fn parameter_rule(path: &str, name: &str) -> Option<Rule> {
    use domain::use_cases::dates::{UPCOMING_DAYS_MAX, UPCOMING_LIMIT_MAX};
    let most = |n: u64| i64::try_from(n).unwrap_or(i64::MAX);
    match (path, name) {
        ("/api/dates/upcoming", "limit") => Some(Rule::Range(1, most(UPCOMING_LIMIT_MAX as u64))),
        ("/api/dates/upcoming", "days") => Some(Rule::Range(0, most(UPCOMING_DAYS_MAX))),
        ("/api/products/search", "q") => Some(Rule::Text(
            domain::use_cases::products::SEARCH_MAX_CHARS as u64,
        )),
        ("/api/public/lists", "search") => Some(Rule::Text(domain::group_list::SEARCH_MAX as u64)),
        ("/api/collaborative-wishlists/holding", "name") => {
            Some(Rule::Filled(domain::contact::NAME_MAX))
        }
        _ => None,
    }
}

/// Fields a create must send (the same schema serves its partial update).
const CREATE_REQUIRES: &[(&str, &[&str])] = &[
    ("SpecialDateBody", &["title", "type", "date"]),
    ("ContactBody", &["name"]),
    ("WishlistItemBody", &["name"]),
    ("ImportContactBody", &["name"]),
    ("FriendRequestBody", &["receiverEmail"]),
    ("ParseUrlBody", &["url"]),
    ("ShareBody", &["sharedWithId"]),
    ("ImportBody", &["contacts"]),
    ("GroupWishlistBody", &["name"]),
    ("ListBody", &["name"]),
    ("InviteBody", &["userId"]),
    ("GuestClaimBody", &["name"]),
    // Its item fields are `WishlistItemBody`'s, whose create needs a name.
    ("GroupItemBody", &[]),
];

/// Control characters (but tab and line ends) are refused in any text.
const NO_CONTROL: &str = "[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F-\\x9F]";

/// Writes [`field_rules`] and [`CREATE_REQUIRES`] into the request schemas;
/// a schema a `POST` creates with and a `PATCH` updates with gets a copy,
/// `New...`, for the create, with its required fields.
fn describe_fields(doc: &mut OpenApi) {
    use utoipa::openapi::Schema;
    let Some(components) = doc.components.as_mut() else {
        return;
    };
    let rules = field_rules();
    for (name, schema) in components.schemas.iter_mut() {
        let request = name.ends_with("Body") || name == "UpdateUserRequest";
        let RefOr::T(Schema::Object(object)) = schema else {
            continue;
        };
        if !request {
            continue;
        }
        for (property, value) in object.properties.iter_mut() {
            let rule = rules
                .iter()
                .find(|(s, p, _)| s == name && p == property)
                .map(|(_, _, rule)| *rule);
            if let RefOr::T(value) = value {
                apply(value, rule);
            }
        }
    }
    let creates: Vec<String> = CREATE_REQUIRES
        .iter()
        .map(|(n, _)| (*n).to_owned())
        .collect();
    for (name, required) in CREATE_REQUIRES {
        let Some(RefOr::T(schema)) = components.schemas.get(*name).cloned() else {
            continue;
        };
        let create = match schema {
            Schema::Object(mut create) => {
                for field in *required {
                    if !create.required.iter().any(|r| r == field) {
                        create.required.push((*field).to_owned());
                    }
                    if let Some(RefOr::T(Schema::Object(property))) =
                        create.properties.get_mut(*field)
                    {
                        not_null(property);
                    }
                }
                Schema::Object(create)
            }
            // A body made of another (`allOf`): its create is made of that
            // one's create, below.
            other => other,
        };
        // Inside a create, a schema that has a create of its own is that
        // create (an import's contacts each need a name).
        let mut text = serde_json::to_string(&create).unwrap_or_default();
        for inner in &creates {
            text = text.replace(
                &format!("\"#/components/schemas/{inner}\""),
                &format!("\"#/components/schemas/New{inner}\""),
            );
        }
        let create = serde_json::from_str(&text).unwrap_or(create);
        components
            .schemas
            .insert(format!("New{name}"), RefOr::T(create));
    }
    // Creates refer to their `New...` schema.
    for item in doc.paths.paths.values_mut() {
        let Some(request_body) = item.post.as_mut().and_then(|o| o.request_body.as_mut()) else {
            continue;
        };
        for content in request_body.content.values_mut() {
            if let Some(RefOr::Ref(reference)) = content.schema.as_mut() {
                let name = reference
                    .ref_location
                    .rsplit('/')
                    .next()
                    .unwrap_or_default()
                    .to_owned();
                if creates.contains(&name) {
                    *reference = Ref::from_schema_name(format!("New{name}"));
                }
            }
        }
    }
}

/// A required field's schema: no `null`.
fn not_null(object: &mut utoipa::openapi::schema::Object) {
    use utoipa::openapi::schema::SchemaType;
    if let SchemaType::Array(types) = &object.schema_type {
        let kept: Vec<Type> = types
            .iter()
            .filter(|t| **t != Type::Null)
            .cloned()
            .collect();
        if let [only] = kept.as_slice() {
            object.schema_type = SchemaType::Type(only.clone());
        }
    }
    if let Some(values) = object.enum_values.as_mut() {
        values.retain(|v| !v.is_null());
    }
}

fn apply(schema: &mut utoipa::openapi::Schema, rule: Option<Rule>) {
    use utoipa::openapi::schema::SchemaType;
    use utoipa::openapi::Schema;
    let number = |n: i64| utoipa::Number::Int(isize::try_from(n).unwrap_or(isize::MAX));
    let length = |n: u64| usize::try_from(n).unwrap_or(usize::MAX);
    match schema {
        Schema::Array(array) => {
            if let Some(Rule::Items(min, max)) = rule {
                array.min_items = Some(min);
                array.max_items = Some(max);
            }
        }
        Schema::Object(object) => {
            let types: Vec<Type> = match &object.schema_type {
                SchemaType::Type(t) => vec![t.clone()],
                SchemaType::Array(types) => types.clone(),
                SchemaType::AnyValue => Vec::new(),
            };
            let nullable = types.contains(&Type::Null);
            let is_text = types.contains(&Type::String);
            match rule {
                Some(Rule::Text(max)) => {
                    object.max_length = Some(length(max));
                    object.pattern = Some(format!("^{NO_CONTROL}*$"));
                }
                Some(Rule::Filled(max)) => {
                    object.max_length = Some(length(max));
                    object.pattern = Some(format!(
                        "^{NO_CONTROL}*[^\\s\\x00-\\x1F\\x7F-\\x9F]{NO_CONTROL}*$"
                    ));
                }
                Some(Rule::Link(max)) => {
                    object.max_length = Some(length(max));
                    object.pattern =
                        Some("^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?(/[!-~]*)?$".to_owned());
                }
                Some(Rule::Day { yearless }) => {
                    object.pattern = Some(if yearless {
                        "^([0-9]{4}|-)-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$".to_owned()
                    } else {
                        "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$".to_owned()
                    });
                }
                Some(Rule::OneOf(names)) => {
                    let mut values: Vec<serde_json::Value> =
                        names().into_iter().map(serde_json::Value::from).collect();
                    if nullable {
                        values.push(serde_json::Value::Null);
                    }
                    object.enum_values = Some(values);
                }
                Some(Rule::Range(min, max)) => {
                    object.minimum = Some(number(min));
                    object.maximum = Some(number(max));
                }
                Some(Rule::Items(..)) => {}
                None if is_text && object.format.is_none() && object.enum_values.is_none() => {
                    object.pattern = Some(format!("^{NO_CONTROL}*$"));
                }
                None => {}
            }
        }
        _ => {}
    }
}

fn error_response(description: &str) -> RefOr<Response> {
    let mut response = Response::new(description);
    response.content.insert(
        "application/json".to_owned(),
        Content::new(Some(RefOr::<utoipa::openapi::Schema>::Ref(
            Ref::from_schema_name("ErrorBody"),
        ))),
    );
    RefOr::T(response)
}

fn idempotency_key_header() -> Parameter {
    ParameterBuilder::new()
        .name("Idempotency-Key")
        .parameter_in(ParameterIn::Header)
        .required(Required::False)
        .description(Some(
            "Any 1 to 255 visible ASCII characters, one per submission: a retry with the same \
             key and body gets the first answer (for 24 hours) instead of running again",
        ))
        .schema(Some(
            ObjectBuilder::new()
                .schema_type(Type::String)
                .min_length(Some(1))
                .max_length(Some(domain::idempotency::KEY_MAX_CHARS))
                .pattern(Some("^[!-~]+$")),
        ))
        .build()
}

/// A path item's operations with their methods, in a fixed order.
pub fn operations(item: &PathItem) -> [(&'static str, Option<&Operation>); 5] {
    [
        ("GET", item.get.as_ref()),
        ("POST", item.post.as_ref()),
        ("PUT", item.put.as_ref()),
        ("PATCH", item.patch.as_ref()),
        ("DELETE", item.delete.as_ref()),
    ]
}

/// The operations' names (`GET /api/meta`), for the tests.
pub fn operation_names(doc: &OpenApi) -> Vec<String> {
    doc.paths
        .paths
        .iter()
        .flat_map(|(path, item)| {
            operations(item)
                .into_iter()
                .filter(|(_, operation)| operation.is_some())
                .map(move |(method, _)| format!("{method} {path}"))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::startup::openapi_document;

    /// `openapi.json` at the repository's root is this document: the
    /// frontend's API types are generated from it (`make api-types`), so the
    /// frontend is built without the binary that embeds it.
    #[test]
    fn the_committed_document_is_the_served_one() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../openapi.json");
        let expected = serde_json::to_string_pretty(&openapi_document()).unwrap() + "\n";
        if std::env::var_os("UPDATE_OPENAPI").is_some() {
            std::fs::write(path, &expected).unwrap();
        }
        let committed = std::fs::read_to_string(path).unwrap_or_default();
        assert!(
            committed == expected,
            "openapi.json is not the document the routes describe: run `make api-types`"
        );
    }

    /// Every answer field is required but those a route leaves out; a request
    /// schema is never an answer's, so marking answers never touches one.
    #[test]
    fn answer_fields_are_required_but_the_ones_left_out() {
        let doc = openapi_document();
        let answers = answer_schemas(&doc);
        let requests = request_schemas(&doc);
        assert!(requests.contains("NewWishlistItemBody"));
        assert_eq!(answers.intersection(&requests).count(), 0);
        for (name, fields) in MAY_BE_ABSENT {
            assert!(answers.contains(*name), "{name} is not an answer");
            let text = schema(&doc, name).to_string();
            for field in *fields {
                assert!(text.contains(&format!("\"{field}\"")), "{name}.{field}");
            }
        }
        let item = schema(&doc, "WishlistItemResponse");
        let required = item["required"].as_array().unwrap();
        assert!(required.contains(&serde_json::json!("description")));
        let claims = schema(&doc, "ClaimFields");
        assert!(claims
            .get("required")
            .is_none_or(|r| r.as_array().unwrap().is_empty()));
    }

    /// No answer field with a fixed set of values is plain text.
    #[test]
    fn enumerated_answer_fields_are_enums() {
        let doc = openapi_document();
        for (schema_name, field, values) in [
            ("ClaimEntry", "status", &["reserved", "purchased"][..]),
            (
                "FriendRequestResponse",
                "status",
                &["pending", "accepted", "declined", "cancelled"],
            ),
            ("GroupMemberResponse", "role", &["owner", "member"]),
            (
                "NotificationResponse",
                "kind",
                &[
                    "reminder",
                    "list_item",
                    "list_invite",
                    "claimed_item_changed",
                    "price_drop",
                    "friend_request",
                    "friend_accepted",
                    "item_shared",
                    "date_shared",
                    "co_owner_added",
                    "guardian_added",
                    "exchange_added",
                    "exchange_drawn",
                    "exchange_draw_cancelled",
                    "exchange_pairs_shown",
                    "exchange_revealed",
                    "exchange_question",
                    "exchange_answer",
                    "exchange_reminder",
                    "chip_in_pledge",
                    "chip_in_reached",
                    "chip_in_bought",
                    "chip_in_cancelled",
                    "giver_note",
                    "item_question",
                    "item_answer",
                    "list_news",
                    "nudge",
                ],
            ),
            (
                "SpecialDateResponse",
                "type",
                &[
                    "birthday",
                    "anniversary",
                    "holiday",
                    "graduation",
                    "promotion",
                    "other",
                ],
            ),
            (
                "WishlistItemResponse",
                "priority",
                &["low", "medium", "high"],
            ),
            (
                "Recommendation",
                "type",
                &[
                    "gift",
                    "flowers",
                    "bestbuy",
                    "target",
                    "restaurant",
                    "travel",
                    "hotel",
                ],
            ),
        ] {
            let property = &schema(&doc, schema_name)["properties"][field];
            let target = property["$ref"]
                .as_str()
                .or_else(|| property["oneOf"][1]["$ref"].as_str());
            let enum_schema = match target {
                Some(target) => schema(&doc, target.rsplit('/').next().unwrap()),
                None => property.clone(),
            };
            assert_eq!(
                enum_schema["enum"],
                serde_json::json!(values),
                "{schema_name}.{field}"
            );
        }
    }

    #[test]
    fn the_public_and_database_free_lists_name_real_operations() {
        let names = operation_names(&openapi_document());
        for listed in PUBLIC.iter().chain(NO_DATABASE) {
            assert!(
                names.iter().any(|n| n == listed),
                "{listed} is not an operation"
            );
        }
    }

    #[test]
    fn shared_statuses_are_declared() {
        let doc = openapi_document();
        let responses = |path: &str, method: &str| {
            let item = &doc.paths.paths[path];
            let operation = match method {
                "GET" => item.get.as_ref(),
                "POST" => item.post.as_ref(),
                _ => None,
            }
            .unwrap();
            operation
                .responses
                .responses
                .keys()
                .cloned()
                .collect::<Vec<_>>()
        };
        let create = responses("/api/wishlist", "POST");
        for status in [
            "201", "400", "401", "403", "409", "413", "415", "422", "503",
        ] {
            assert!(
                create.contains(&status.to_owned()),
                "POST /api/wishlist: {status}"
            );
        }
        let public = responses("/api/public/lists/{token}", "GET");
        assert!(public.contains(&"404".to_owned()) && !public.contains(&"401".to_owned()));
    }

    fn schema(doc: &OpenApi, name: &str) -> serde_json::Value {
        serde_json::to_value(&doc.components.as_ref().unwrap().schemas[name]).unwrap()
    }

    #[test]
    fn request_fields_carry_the_domain_rules_and_creates_their_required_fields() {
        let doc = openapi_document();
        let create = schema(&doc, "NewSpecialDateBody");
        assert_eq!(
            create["required"],
            serde_json::json!(["title", "type", "date"])
        );
        assert_eq!(create["properties"]["title"]["maxLength"], 200);
        assert_eq!(create["properties"]["title"]["type"], "string");
        assert_eq!(create["properties"]["reminderDays"]["maximum"], 365);
        let update = schema(&doc, "SpecialDateBody");
        assert!(
            update.get("required").is_none(),
            "an update sends what changes"
        );
        let item = schema(&doc, "WishlistItemBody");
        assert_eq!(item["properties"]["ranking"]["minimum"], 1);
        assert_eq!(item["properties"]["ranking"]["maximum"], 5);
        assert!(item["properties"]["priority"]["enum"]
            .as_array()
            .unwrap()
            .contains(&serde_json::json!("high")));
        assert!(item["properties"]["notes"].is_null());
        let pattern = item["properties"]["category"]["pattern"].as_str().unwrap();
        assert!(pattern.contains("\\x00"), "{pattern}");
        let posted = serde_json::to_value(&doc.paths.paths["/api/dates"].post).unwrap();
        assert_eq!(
            posted["requestBody"]["content"]["application/json"]["schema"]["$ref"],
            "#/components/schemas/NewSpecialDateBody"
        );
        let patched = serde_json::to_value(&doc.paths.paths["/api/dates/{id}"].patch).unwrap();
        assert_eq!(
            patched["requestBody"]["content"]["application/json"]["schema"]["$ref"],
            "#/components/schemas/SpecialDateBody"
        );
    }

    #[test]
    fn the_gift_request_schema_has_the_domain_fields() {
        let doc = openapi_document();
        let documented: Vec<String> = schema(&doc, "GiftRequestBody")["properties"]
            .as_object()
            .unwrap()
            .keys()
            .cloned()
            .collect();
        let domain = serde_json::to_value(domain::gift_idea::GiftRequest::default()).unwrap();
        let mut fields: Vec<String> = domain.as_object().unwrap().keys().cloned().collect();
        fields.sort();
        let mut documented = documented;
        documented.sort();
        assert_eq!(documented, fields);
    }
}
