//! Logs with `tracing`, set up once: `RUST_LOG` filters, `LOG_FORMAT` picks
//! plain text (default) or one JSON object per line.

use tracing_subscriber::EnvFilter;

use crate::config::{LogFormat, DEFAULT_LOG_FILTER};

pub fn init(format: LogFormat, filter: &str) {
    // The configuration checked the filter; the default is the fallback.
    let filter = EnvFilter::try_new(filter).unwrap_or_else(|_| EnvFilter::new(DEFAULT_LOG_FILTER));
    let logs = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_target(false);
    let _ = match format {
        LogFormat::Text => logs.try_init(),
        // Flat: the event's fields beside `timestamp`, `level` and
        // `message`; the request's span (its id) under `span`.
        LogFormat::Json => logs
            .json()
            .flatten_event(true)
            .with_current_span(true)
            .with_span_list(false)
            .try_init(),
    };
}
