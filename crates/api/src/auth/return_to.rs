//! Where to send a person after sign-in: same-site relative paths only.

/// The path to return to, or `/` when `candidate` is missing or could leave
/// the site (`//evil.example`, `/\evil.example`, `https://...`, control characters).
pub fn safe_return_to(candidate: Option<&str>) -> String {
    candidate
        .filter(|path| is_same_site_path(path))
        .unwrap_or("/")
        .to_owned()
}

fn is_same_site_path(path: &str) -> bool {
    path.starts_with('/')
        && !path.starts_with("//")
        && !path.contains('\\')
        && !path.chars().any(char::is_control)
        && path.len() <= 2048
        && !path.starts_with("/api/")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_relative_paths_on_this_site() {
        let table = [
            (None, "/"),
            (Some(""), "/"),
            (Some("/wishlist"), "/wishlist"),
            (
                Some("/gift-guides/3?tab=all#top"),
                "/gift-guides/3?tab=all#top",
            ),
            (Some("//evil.example"), "/"),
            (Some("//evil.example/path"), "/"),
            (Some("/\\evil.example"), "/"),
            (Some("https://evil.example"), "/"),
            (Some("evil.example"), "/"),
            (Some("javascript:alert(1)"), "/"),
            (Some("/\tevil"), "/"),
            (Some("/api/logout"), "/"),
        ];
        for (candidate, expected) in table {
            assert_eq!(safe_return_to(candidate), expected, "{candidate:?}");
        }
    }
}
