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
export const REMINDER_DAYS_RANGE = "Reminder days must be a number from 0 to 365";
export const DATE_INVALID = "Date must be a valid date (YYYY-MM-DD)";
export const TYPE_INVALID = "Type must be one of birthday, anniversary, holiday, graduation, promotion or other";
export const TITLE_TOO_LONG = "Title must be at most 200 characters";
export const NOTES_TOO_LONG = "Notes must be at most 2,000 characters";
export const CONTACT_NOT_FOUND = "Contact not found";
export const REMINDER_DELIVERY_INVALID = "Reminder delivery must be dashboard, browser or email";
export const EMAIL_REMINDERS_UNAVAILABLE = "Email reminders are not available on this server yet";
