CREATE TABLE users (
    id BIGSERIAL PRIMARY KEY,
    issuer TEXT NOT NULL,
    subject TEXT NOT NULL,
    email TEXT,
    first_name TEXT,
    last_name TEXT,
    profile_image_url TEXT,
    time_zone TEXT NOT NULL DEFAULT 'UTC',
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL,
    CONSTRAINT users_issuer_subject_key UNIQUE (issuer, subject)
);

CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email));
