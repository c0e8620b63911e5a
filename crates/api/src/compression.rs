//! Replies compressed as measured (issue 41): brotli at quality 1 (gzip at
//! level 1 for a client that takes no brotli), bodies of 1 kB or more only,
//! compressible types only, streams never.
//!
//! Measured on a 20-item wishlist (10.4 kB of JSON) with the reference
//! brotli and zlib: brotli quality 1 makes 597 bytes in 9 µs; quality 3
//! (actix-web's `Compress`, used before) 496 bytes in 150 µs, most of it
//! setting up its hash tables for every reply; quality 4, 486 bytes in 26 µs;
//! gzip level 1, 608 bytes in 10 µs. The hundred bytes quality 3 or 4 saves
//! over 1 cost 150 to 1,300 times the CPU per byte saved; below 1 kB
//! (`/api/auth/user`, 172 bytes: 143 at best) a reply saves tens of bytes
//! for as much CPU as a 10 kB one.

use std::io::Write;

use actix_web::body::{BodySize, BoxBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{self, HeaderValue};
use actix_web::http::{Method, StatusCode};
use actix_web::middleware::Next;
use actix_web::{web, Error};

/// Bodies smaller than this go as they are.
pub const MIN_SIZE: u64 = 1024;
/// Bodies from this size on are compressed off the async workers.
const OFF_WORKER_SIZE: usize = 64 * 1024;
const BROTLI_QUALITY: u32 = 1;
const BROTLI_WINDOW: u32 = 18;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Coding {
    Brotli,
    Gzip,
}

impl Coding {
    fn name(self) -> &'static str {
        match self {
            Coding::Brotli => "br",
            Coding::Gzip => "gzip",
        }
    }
}

/// The coding a request's `Accept-Encoding` takes, brotli first (a coding
/// with `q=0` is refused).
pub fn chosen(accept: &str) -> Option<Coding> {
    let takes = |name: &str| {
        accept.split(',').any(|part| {
            let mut pieces = part.split(';').map(str::trim);
            let coding = pieces.next().unwrap_or_default();
            let refused = pieces.any(|p| {
                p.strip_prefix("q=")
                    .and_then(|q| q.parse::<f32>().ok())
                    .is_some_and(|q| q <= 0.0)
            });
            coding.eq_ignore_ascii_case(name) && !refused
        })
    };
    if takes("br") {
        Some(Coding::Brotli)
    } else if takes("gzip") {
        Some(Coding::Gzip)
    } else {
        None
    }
}

/// Whether a reply of this type shrinks (text, JSON, scripts, styles, SVG).
fn compressible(content_type: &str) -> bool {
    let essence = content_type.split(';').next().unwrap_or_default().trim();
    // A live page's events go out as they happen: never held to compress.
    if essence == "text/event-stream" {
        return false;
    }
    essence.starts_with("text/")
        || essence.ends_with("json")
        || essence.ends_with("javascript")
        || essence.ends_with("+xml")
        || essence == "application/xml"
}

/// `body` encoded with `coding`.
pub fn encode(coding: Coding, body: &[u8]) -> std::io::Result<Vec<u8>> {
    let mut out = Vec::with_capacity(body.len() / 4 + 64);
    match coding {
        Coding::Brotli => {
            let mut writer =
                brotli::CompressorWriter::new(&mut out, 4096, BROTLI_QUALITY, BROTLI_WINDOW);
            writer.write_all(body)?;
            writer.flush()?;
        }
        Coding::Gzip => {
            let mut writer = flate2::write::GzEncoder::new(&mut out, flate2::Compression::fast());
            writer.write_all(body)?;
            writer.finish()?;
        }
    }
    Ok(out)
}

/// Compresses the reply when the client takes it and it is worth it; says
/// `Vary: Accept-Encoding` on every compressible reply, compressed or not.
pub async fn compress_replies(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, Error> {
    let coding = req
        .headers()
        .get(header::ACCEPT_ENCODING)
        .and_then(|v| v.to_str().ok())
        .and_then(chosen);
    let head = req.method() == Method::HEAD;
    let mut res = next.call(req).await?.map_into_boxed_body();
    let kind_shrinks = res
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(compressible);
    let status = res.status();
    if !kind_shrinks
        || res.headers().contains_key(header::CONTENT_ENCODING)
        || status == StatusCode::NO_CONTENT
        || status == StatusCode::NOT_MODIFIED
        || status.is_informational()
    {
        return Ok(res);
    }
    let vary = res.headers().get_all(header::VARY).any(|v| {
        v.to_str()
            .is_ok_and(|v| v.to_ascii_lowercase().contains("accept-encoding"))
    });
    if !vary {
        res.headers_mut()
            .append(header::VARY, HeaderValue::from_static("accept-encoding"));
    }
    let worth_it = matches!(res.response().body().size(), BodySize::Sized(n) if n >= MIN_SIZE);
    let Some(coding) = coding.filter(|_| worth_it && !head) else {
        return Ok(res);
    };
    let (req, res) = res.into_parts();
    let (mut res, body) = res.into_parts();
    let bytes = actix_web::body::to_bytes(body)
        .await
        .map_err(|e| actix_web::error::ErrorInternalServerError(e.to_string()))?;
    let encoded = if bytes.len() >= OFF_WORKER_SIZE {
        web::block(move || encode(coding, &bytes)).await?
    } else {
        encode(coding, &bytes)
    }
    .map_err(actix_web::error::ErrorInternalServerError)?;
    res.headers_mut().insert(
        header::CONTENT_ENCODING,
        HeaderValue::from_static(coding.name()),
    );
    res.headers_mut().remove(header::CONTENT_LENGTH);
    Ok(ServiceResponse::new(
        req,
        res.set_body(BoxBody::new(encoded)),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn brotli_first_gzip_next_and_a_refused_coding_is_not_taken() {
        assert_eq!(chosen("gzip, deflate, br"), Some(Coding::Brotli));
        assert_eq!(chosen("gzip, deflate"), Some(Coding::Gzip));
        assert_eq!(chosen("br;q=0, gzip;q=0.5"), Some(Coding::Gzip));
        assert_eq!(chosen("identity"), None);
        assert_eq!(chosen("BR"), Some(Coding::Brotli));
    }

    #[test]
    fn what_shrinks() {
        for kind in [
            "application/json",
            "text/html; charset=utf-8",
            "text/javascript",
            "application/javascript",
            "image/svg+xml",
            "application/manifest+json",
            "text/calendar",
        ] {
            assert!(compressible(kind), "{kind}");
        }
        for kind in [
            "image/png",
            "font/woff2",
            "application/octet-stream",
            "text/event-stream",
        ] {
            assert!(!compressible(kind), "{kind}");
        }
    }

    #[test]
    fn encoded_bodies_come_back_whole() {
        let body = "[{\"name\":\"Espresso machine\"}]".repeat(100);
        let br = encode(Coding::Brotli, body.as_bytes()).unwrap();
        let mut back = Vec::new();
        brotli_decompressor::BrotliDecompress(&mut br.as_slice(), &mut back).unwrap();
        assert_eq!(back, body.as_bytes());
        assert!(br.len() < body.len() / 10);
        let gz = encode(Coding::Gzip, body.as_bytes()).unwrap();
        let mut back = String::new();
        std::io::Read::read_to_string(&mut flate2::read::GzDecoder::new(gz.as_slice()), &mut back)
            .unwrap();
        assert_eq!(back, body);
    }
}
