//! The answers every route can give besides its own, written into the
//! OpenAPI document once here rather than on each route: so the document
//! declares every status a route can answer (schemathesis checks it in CI).

use utoipa::openapi::content::Content;
use utoipa::openapi::path::{Operation, Parameter, ParameterBuilder, ParameterIn};
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
    "GET /api/openapi.json",
    "GET /api/public/lists/{token}",
    "GET /api/calendar/{token}.ics",
];

/// Operations that never touch the database.
const NO_DATABASE: &[&str] = &[
    "GET /api/login",
    "GET /api/dev-login",
    "GET /api/meta",
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

/// The operations' names (`GET /api/meta`), for the tests.
pub fn operation_names(doc: &OpenApi) -> Vec<String> {
    let mut names = Vec::new();
    for (path, item) in doc.paths.paths.iter() {
        let operations: [(&str, Option<&Operation>); 5] = [
            ("GET", item.get.as_ref()),
            ("POST", item.post.as_ref()),
            ("PUT", item.put.as_ref()),
            ("PATCH", item.patch.as_ref()),
            ("DELETE", item.delete.as_ref()),
        ];
        for (method, operation) in operations {
            if operation.is_some() {
                names.push(format!("{method} {path}"));
            }
        }
    }
    names
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::startup::openapi_document;

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
}
