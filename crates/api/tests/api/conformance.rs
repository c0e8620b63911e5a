//! An answer against the OpenAPI document: the schema its route declares for
//! its status, with the parts the document uses (`$ref`, `type`, `enum`,
//! `required`, `properties`, `items`, `allOf`, `oneOf`, `anyOf`). The
//! golden walk checks every answer it records with it, so a field the
//! document calls required (the frontend's generated types then trust it)
//! is really sent, and a value is one the document lists.

use serde_json::Value;

/// What is wrong with `body` as the answer of `method path` with `status`.
pub fn violations(doc: &Value, path: &str, method: &str, status: u16, body: &Value) -> Vec<String> {
    let Some(operation) = doc["paths"].get(path).and_then(|p| p.get(method)) else {
        return vec![format!("{method} {path} is not in the document")];
    };
    let Some(response) = operation["responses"].get(status.to_string()) else {
        return vec![format!("status {status} is not documented")];
    };
    let Some(schema) = response["content"]["application/json"].get("schema") else {
        return vec![format!("status {status} documents no JSON body")];
    };
    let mut found = Vec::new();
    check(doc, schema, body, "$", &mut found);
    found
}

fn check(doc: &Value, schema: &Value, value: &Value, at: &str, found: &mut Vec<String>) {
    if let Some(target) = schema["$ref"].as_str() {
        let name = target.trim_start_matches("#/components/schemas/");
        match doc["components"]["schemas"].get(name) {
            Some(resolved) => check(doc, resolved, value, at, found),
            None => found.push(format!("{at}: unknown schema {target}")),
        }
        return;
    }
    for part in schema["allOf"].as_array().into_iter().flatten() {
        check(doc, part, value, at, found);
    }
    for key in ["oneOf", "anyOf"] {
        if let Some(choices) = schema[key].as_array() {
            let fits = choices.iter().any(|choice| {
                let mut wrong = Vec::new();
                check(doc, choice, value, at, &mut wrong);
                wrong.is_empty()
            });
            if !fits {
                found.push(format!("{at}: {value} fits none of its {key}"));
            }
        }
    }
    if let Some(types) = type_names(&schema["type"]) {
        if !types.iter().any(|t| is_type(value, t)) {
            found.push(format!("{at}: {value} is not {}", types.join(" or ")));
            return;
        }
    }
    if let Some(values) = schema["enum"].as_array() {
        if !values.contains(value) {
            found.push(format!(
                "{at}: {value} is not one of {}",
                Value::from(values.clone())
            ));
        }
    }
    if let Value::Object(fields) = value {
        for required in schema["required"].as_array().into_iter().flatten() {
            let name = required.as_str().unwrap_or_default();
            if !fields.contains_key(name) {
                found.push(format!("{at}: required field {name} is missing"));
            }
        }
        if let Some(properties) = schema["properties"].as_object() {
            for (name, field) in fields {
                if let Some(property) = properties.get(name) {
                    check(doc, property, field, &format!("{at}.{name}"), found);
                }
            }
        }
    }
    if let (Value::Array(items), Some(item)) = (value, schema.get("items")) {
        for (i, element) in items.iter().enumerate() {
            check(doc, item, element, &format!("{at}[{i}]"), found);
        }
    }
}

fn type_names(value: &Value) -> Option<Vec<&str>> {
    match value {
        Value::String(name) => Some(vec![name.as_str()]),
        Value::Array(names) => Some(names.iter().filter_map(Value::as_str).collect()),
        _ => None,
    }
}

fn is_type(value: &Value, name: &str) -> bool {
    match name {
        "null" => value.is_null(),
        "boolean" => value.is_boolean(),
        "integer" => value.is_i64() || value.is_u64(),
        "number" => value.is_number(),
        "string" => value.is_string(),
        "array" => value.is_array(),
        "object" => value.is_object(),
        _ => true,
    }
}

#[test]
fn a_missing_field_and_a_value_off_the_list_are_found() {
    let doc = serde_json::json!({
        "paths": {"/api/x": {"get": {"responses": {"200": {"content": {"application/json": {
            "schema": {"$ref": "#/components/schemas/X"}
        }}}}}}},
        "components": {"schemas": {
            "X": {"type": "object", "required": ["kind", "note"], "properties": {
                "kind": {"$ref": "#/components/schemas/Kind"},
                "note": {"type": ["string", "null"]},
                "list": {"type": "array", "items": {"type": "integer"}},
                "maybe": {"oneOf": [{"type": "null"}, {"$ref": "#/components/schemas/Kind"}]}
            }},
            "Kind": {"type": "string", "enum": ["a", "b"]}
        }}
    });
    let fine = serde_json::json!({"kind": "a", "note": null, "list": [1], "maybe": null});
    assert!(violations(&doc, "/api/x", "get", 200, &fine).is_empty());
    let wrong = serde_json::json!({"kind": "c", "list": ["x"], "maybe": "z"});
    let found = violations(&doc, "/api/x", "get", 200, &wrong);
    assert_eq!(found.len(), 4, "{found:?}");
    assert_eq!(violations(&doc, "/api/x", "get", 404, &fine).len(), 1);
}
