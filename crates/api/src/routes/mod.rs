//! The `/api` routes. Every route is registered through `utoipa_actix_web`,
//! so the OpenAPI document lists each one by construction.

pub mod access_tokens;
pub mod account;
pub mod assistant;
pub mod budgets;
pub mod calendar;
pub mod chip_in;
pub mod claims;
pub mod contacts;
pub mod dates;
pub mod dependants;
pub mod email;
pub mod exchanges;
pub mod follows;
pub mod friends;
pub mod gift_guides;
pub mod gifts;
pub mod group_lists;
pub mod holidays;
pub mod item_import;
pub mod lists;
pub mod mcp;
pub mod meta;
pub mod notifications;
pub mod nudges;
pub mod prices;
pub mod products;
pub mod recommendations;
pub mod sharing;
pub mod wishlist;

use utoipa_actix_web::service_config::ServiceConfig;

use crate::auth;

pub fn configure(cfg: &mut ServiceConfig<'_>) {
    cfg.service(auth::login)
        .service(auth::callback)
        .service(auth::logout)
        .service(auth::logout_confirmed)
        .service(auth::sign_out_everywhere)
        .service(auth::dev_login_form)
        .service(auth::dev_login_submit)
        .service(auth::current_user)
        .service(auth::update_current_user)
        .service(account::update_profile)
        .service(account::time_zones)
        .service(account::account_settings)
        .service(account::update_account_settings)
        .service(account::export_account)
        .service(account::export_contacts)
        .service(account::export_dates)
        .service(account::import_account)
        .service(account::delete_account)
        .service(access_tokens::list_access_tokens)
        .service(access_tokens::create_access_token_route)
        .service(access_tokens::revoke_access_token_route)
        .service(mcp::mcp_endpoint)
        .service(meta::server_meta)
        .service(meta::health)
        .service(meta::metrics)
        .service(assistant::chat)
        .service(assistant::assistant_info)
        .service(assistant::update_assistant_settings)
        .service(recommendations::gifts)
        .service(recommendations::flowers)
        .service(recommendations::bestbuy)
        .service(recommendations::target)
        .service(recommendations::travel)
        .service(recommendations::restaurants)
        .service(recommendations::reverse_geocode)
        .service(recommendations::record_event)
        .service(meta::openapi_json)
        // `/dates/upcoming` before `/dates/{id}`, which would match it too.
        .service(dates::upcoming_dates)
        .service(dates::list_dates)
        .service(dates::create_date)
        .service(dates::get_date)
        .service(dates::update_date)
        .service(dates::set_shopped)
        .service(dates::delete_date)
        .service(notifications::list_notifications)
        .service(notifications::mark_all_notifications_read)
        .service(notifications::mark_notification_read)
        .service(calendar::calendar_feed_url)
        .service(calendar::rotate_calendar_feed)
        .service(calendar::calendar_ics)
        .service(contacts::list_contacts)
        .service(contacts::create_contact)
        .service(contacts::import_contacts)
        .service(contacts::preview_import)
        .service(contacts::get_contact)
        .service(contacts::update_contact)
        .service(contacts::delete_contact)
        // Literal paths before `/friends/{friendshipId}`.
        .service(friends::list_friends)
        .service(friends::incoming_requests)
        .service(friends::sent_requests)
        .service(friends::send_request)
        .service(friends::accept_request)
        .service(friends::decline_request)
        .service(friends::cancel_request)
        .service(friends::remove_friend)
        // Literal paths before `/wishlist/{id}`.
        .service(wishlist::public_link)
        .service(wishlist::set_public)
        .service(wishlist::rotate_public)
        .service(prices::wishlist_item_price)
        .service(prices::watch_wishlist_item)
        .service(prices::group_item_price)
        .service(prices::watch_group_item)
        .service(wishlist::list_items)
        .service(wishlist::create_item)
        .service(wishlist::update_item)
        .service(claims::mark_item_received)
        .service(wishlist::delete_item)
        // `/public/lists` (Find a list) beside `/public/lists/{token}`.
        .service(group_lists::find_public_lists)
        .service(wishlist::public_list)
        // `/lists/items` before `/lists/{id}`.
        .service(lists::list_my_lists)
        .service(lists::create_my_list)
        .service(lists::all_my_list_items)
        .service(item_import::import_template)
        .service(follows::list_follow)
        .service(follows::follow_list)
        .service(follows::unfollow_list)
        .service(follows::list_events)
        .service(nudges::list_nudge)
        .service(nudges::nudge_list_owner)
        .service(holidays::holidays)
        .service(holidays::add_holiday)
        .service(email::unsubscribe)
        .service(lists::lists_of_friend)
        .service(lists::get_list)
        .service(lists::update_my_list)
        .service(lists::delete_my_list)
        .service(lists::rotate_my_list_link)
        .service(lists::add_item_to_list)
        .service(item_import::preview_list_import)
        .service(item_import::import_into_list)
        .service(lists::move_list_items)
        .service(lists::copy_list_items)
        .service(lists::claim_list_item_route)
        .service(lists::unclaim_list_item_route)
        .service(lists::add_list_co_owner)
        .service(lists::remove_list_co_owner)
        .service(dependants::list_dependants)
        .service(dependants::create_dependant)
        .service(dependants::get_dependant)
        .service(dependants::update_dependant_route)
        .service(dependants::delete_dependant_route)
        .service(dependants::add_dependant_guardian)
        .service(dependants::remove_dependant_guardian)
        .service(dependants::create_dependant_list)
        .service(dependants::invite_dependant_route)
        .service(dependants::cancel_dependant_invite_route)
        .service(dependants::get_dependant_invite)
        .service(dependants::accept_dependant_invite_route)
        .service(dependants::dependants_of_friend)
        .service(exchanges::list_exchanges)
        .service(exchanges::create_exchange_route)
        .service(exchanges::get_exchange)
        .service(exchanges::update_exchange_route)
        .service(exchanges::delete_exchange_route)
        .service(exchanges::create_next_exchange_route)
        .service(exchanges::add_exchange_participant)
        .service(exchanges::remove_exchange_participant)
        .service(exchanges::set_exchange_exclusions)
        .service(exchanges::draw_exchange)
        .service(exchanges::cancel_exchange_draw)
        .service(exchanges::see_exchange_recipient)
        .service(exchanges::set_exchange_bought)
        .service(exchanges::set_exchange_hints)
        .service(gifts::person_page)
        .service(chip_in::get_chip_in)
        .service(chip_in::start_chip_in_route)
        .service(chip_in::change_chip_in_target)
        .service(chip_in::cancel_chip_in_route)
        .service(chip_in::pledge_route)
        .service(chip_in::withdraw_pledge_route)
        .service(chip_in::set_pledge_paid)
        .service(chip_in::mark_chip_in_bought)
        .service(chip_in::pledge_as_guest_route)
        .service(chip_in::guest_pledge_route)
        .service(chip_in::undo_guest_pledge_route)
        .service(chip_in::list_notes)
        .service(chip_in::add_note_route)
        .service(chip_in::delete_note_route)
        .service(chip_in::list_item_questions)
        .service(chip_in::ask_item_question)
        .service(chip_in::questions_for_me)
        .service(chip_in::answer_item_question)
        .service(budgets::list_budgets)
        .service(budgets::create_budget)
        .service(budgets::get_budget)
        .service(budgets::update_budget)
        .service(budgets::delete_budget)
        .service(budgets::set_allowance)
        .service(budgets::spending_page)
        .service(budgets::spending_download)
        .service(gifts::create_gift)
        .service(gifts::update_gift)
        .service(gifts::delete_gift)
        .service(gifts::link_contact_friend)
        .service(exchanges::show_exchange_pairs)
        .service(exchanges::reveal_exchange)
        .service(exchanges::list_exchange_questions)
        .service(exchanges::ask_exchange_question)
        .service(exchanges::answer_exchange_question)
        .service(exchanges::get_exchange_invite)
        .service(exchanges::join_exchange_route)
        .service(group_lists::list_group_wishlists)
        // Before `{id}`, which would take `holding` for an id.
        .service(group_lists::lists_holding_items_for_someone)
        .service(group_lists::create_group_wishlist)
        .service(group_lists::get_group_wishlist)
        .service(group_lists::update_group_wishlist)
        .service(group_lists::delete_group_wishlist)
        .service(group_lists::rotate_group_wishlist_link)
        .service(group_lists::invite_group_member)
        .service(group_lists::remove_group_member)
        .service(group_lists::create_group_item)
        .service(group_lists::update_group_item_route)
        .service(group_lists::delete_group_item_route)
        .service(claims::claim_group_item_route)
        .service(claims::unclaim_group_item_route)
        .service(claims::archive_group_wishlist)
        .service(claims::claim_shared_item_route)
        .service(claims::unclaim_shared_item_route)
        .service(claims::claim_as_guest_route)
        .service(claims::guest_claim_route)
        .service(claims::undo_guest_claim_route)
        .service(sharing::share_item)
        .service(sharing::share_date)
        .service(sharing::item_shares)
        .service(sharing::change_item_share)
        .service(sharing::end_item_share)
        .service(sharing::date_shares)
        .service(sharing::change_date_share)
        .service(sharing::end_date_share)
        .service(sharing::items_shared_with_me)
        .service(sharing::dates_shared_with_me)
        .service(gift_guides::list_gift_guides)
        .service(gift_guides::get_gift_guide)
        .service(products::parse_url)
        .service(products::parse_html)
        .service(products::search_products)
        .service(products::ai_suggestions);
}

#[cfg(test)]
mod tests {
    /// Route files share answers through `crate::responses`, never each
    /// other: a route file naming another (`routes::x`) fails here.
    #[test]
    fn no_route_file_imports_another() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/routes");
        let mut found = Vec::new();
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            let name = path.file_stem().unwrap().to_string_lossy().into_owned();
            if name == "mod" {
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap();
            for (number, line) in text.lines().enumerate() {
                let code = line.trim_start();
                if code.starts_with("//") {
                    continue;
                }
                // A file's own test module names the file as `super`.
                if code.contains("routes::") || code.contains("super::super::") {
                    found.push(format!("{name}.rs:{}: {code}", number + 1));
                }
            }
        }
        assert!(
            found.is_empty(),
            "share through crate::responses:\n{}",
            found.join("\n")
        );
    }
}
