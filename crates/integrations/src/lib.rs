//! Adapters for the domain's outside-world ports: partner catalog, AI,
//! product pages, product search, mail, iCalendar and vCard. Each has an
//! offline default and a live adapter behind configuration; they arrive
//! with the issues that need them.
