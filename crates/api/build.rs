//! Picks the frontend the binary embeds: the Next.js export in
//! `frontend/out` when it has been built (`make build`), else a one-page
//! placeholder, so `cargo check`, `clippy` and `test` work without Node.
//! `make build` touches this file after exporting, which re-runs it.

use std::path::PathBuf;

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=placeholder");
    let manifest = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").unwrap_or_default());
    let export = manifest.join("../../frontend/out");
    let web_dir = if export.join("index.html").is_file() {
        println!("cargo:rerun-if-changed=../../frontend/out");
        export
    } else {
        manifest.join("placeholder")
    };
    let web_dir = web_dir.canonicalize().unwrap_or(web_dir);
    println!("cargo:rustc-env=PRESENTLY_WEB_DIR={}", web_dir.display());
}
