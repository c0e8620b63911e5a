// Generated from crates/domain/src/messages.rs; do not edit.
// Regenerate with `UPDATE_MESSAGES=1 cargo test -p domain messages`.

export const UNAUTHORIZED_TITLE = "Unauthorized";
export const UNAUTHORIZED_DESCRIPTION = "You are logged out. Logging in again...";
export const NOT_FOUND_TITLE = "404 Page Not Found";
export const NOT_FOUND_HINT = "Did you forget to add the page to the router?";
export const TITLE_REQUIRED = "Title is required";
export const TYPE_REQUIRED = "Type is required";
export const DATE_REQUIRED = "Date is required";
export const NAME_REQUIRED = "Name is required";
export const INVALID_EMAIL = "Invalid email";
export const INVALID_URL = "Invalid URL";
export const ITEM_NAME_REQUIRED = "Item name is required.";
export const SELECT_FRIEND_TO_SHARE = "Please select a friend to share with";
export const WISHLIST_NAME_REQUIRED = "Please enter a wishlist name";
export const INVALID_TIME_ZONE = "Time zone must be an IANA time zone name, such as Europe/London";
export const ALL_CAUGHT_UP = "All caught up for today";
