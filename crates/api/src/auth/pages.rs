//! The few server-rendered pages of sign-in: the dev login form and a failed sign-in.

use actix_web::http::StatusCode;
use actix_web::HttpResponse;

pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

fn page(status: StatusCode, title: &str, body: &str) -> HttpResponse {
    let html = format!(
        r#"<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title} · Presently</title>
<style>
  body {{ font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #fff7f3; color: #1f1a17; margin: 0; }}
  main {{ max-width: 26rem; margin: 10vh auto; background: #fff; border-radius: 1rem; padding: 2rem; box-shadow: 0 10px 30px rgba(0,0,0,.08); }}
  h1 {{ font-size: 1.5rem; margin: 0 0 .5rem; }}
  p {{ color: #5b524c; }}
  label {{ display: block; font-weight: 600; margin: 1rem 0 .25rem; }}
  input {{ width: 100%; box-sizing: border-box; padding: .6rem .75rem; border: 1px solid #d9cfc9; border-radius: .5rem; font-size: 1rem; }}
  input:focus, button:focus, a:focus {{ outline: 3px solid #f4a38c; outline-offset: 2px; }}
  button, .button {{ display: inline-block; margin-top: 1.5rem; width: 100%; padding: .7rem; border: 0; border-radius: .5rem; background: #be3029; color: #fff; font-size: 1rem; font-weight: 600; cursor: pointer; text-align: center; text-decoration: none; }}
  .error {{ color: #b42318; background: #fef3f2; padding: .5rem .75rem; border-radius: .5rem; }}
  .note {{ font-size: .85rem; }}
</style>
</head>
<body><main>{body}</main></body>
</html>"#
    );
    HttpResponse::build(status)
        .content_type("text/html; charset=utf-8")
        .insert_header(("Cache-Control", "no-store"))
        .insert_header((
            "Content-Security-Policy",
            "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
        ))
        .body(html)
}

pub struct DevLoginForm<'a> {
    pub email: &'a str,
    pub first_name: &'a str,
    pub last_name: &'a str,
    pub return_to: &'a str,
    pub error: Option<&'a str>,
}

pub fn dev_login(status: StatusCode, form: &DevLoginForm<'_>) -> HttpResponse {
    let error = form
        .error
        .map(|e| format!(r#"<p class="error" role="alert">{}</p>"#, escape(e)))
        .unwrap_or_default();
    let body = format!(
        r#"<h1>Sign in to Presently</h1>
<p class="note">Development sign-in: no identity provider is configured on this server.</p>
{error}
<form method="post" action="/api/dev-login">
  <input type="hidden" name="returnTo" value="{return_to}">
  <label for="email">Email</label>
  <input id="email" name="email" type="email" autocomplete="email" required value="{email}">
  <label for="first_name">First name</label>
  <input id="first_name" name="first_name" autocomplete="given-name" value="{first_name}">
  <label for="last_name">Last name</label>
  <input id="last_name" name="last_name" autocomplete="family-name" value="{last_name}">
  <button type="submit">Sign in</button>
</form>"#,
        return_to = escape(form.return_to),
        email = escape(form.email),
        first_name = escape(form.first_name),
        last_name = escape(form.last_name),
    );
    page(status, "Sign in", &body)
}

pub fn sign_in_failed(status: StatusCode, reason: &str) -> HttpResponse {
    let body = format!(
        r#"<h1>Sign-in failed</h1>
<p role="alert">{}</p>
<a class="button" href="/">Back to Presently</a>"#,
        escape(reason)
    );
    page(status, "Sign-in failed", &body)
}

/// What a sign-out link followed from another site shows: signing out takes
/// a click here (a form posted from this page, so from this origin).
pub fn confirm_sign_out() -> HttpResponse {
    page(
        StatusCode::OK,
        "Sign out",
        r#"<h1>Sign out of Presently?</h1>
<p>A link on another site asked to sign you out.</p>
<form method="post" action="/api/logout">
  <button type="submit">Sign out</button>
</form>
<p class="note"><a href="/">Stay signed in</a></p>"#,
    )
}

#[cfg(test)]
mod tests {
    #[test]
    fn escapes_markup() {
        assert_eq!(
            super::escape(r#"<a href="x">&'"#),
            "&lt;a href=&quot;x&quot;&gt;&amp;&#39;"
        );
    }
}
