//! The `/api` routes. Every route is registered through `utoipa_actix_web`,
//! so the OpenAPI document lists each one by construction.

pub mod meta;

use utoipa_actix_web::service_config::ServiceConfig;

use crate::auth;

pub fn configure(cfg: &mut ServiceConfig<'_>) {
    cfg.service(auth::login)
        .service(auth::callback)
        .service(auth::logout)
        .service(auth::dev_login_form)
        .service(auth::dev_login_submit)
        .service(auth::current_user)
        .service(auth::update_current_user)
        .service(meta::server_meta)
        .service(meta::health)
        .service(meta::openapi_json);
}
