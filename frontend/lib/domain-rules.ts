// Generated from crates/domain; do not edit.
// Regenerate with `UPDATE_MESSAGES=1 cargo test -p domain typescript`.

export const NAME_MAX = 200;
export const EMAIL_MAX = 254;
export const PHONE_MAX = 50;
export const PREFERENCES_MAX = 2000;
export const URL_MAX = 2048;
export const TITLE_MAX = 200;
export const NOTES_MAX = 2000;
export const REMINDER_DAYS_MAX = 365;
export const DEFAULT_REMINDER_DAYS = 7;
export const DESCRIPTION_MAX = 2000;
export const ITEM_TEXT_MAX = 2048;
export const RANKING_MIN = 1;
export const RANKING_MAX = 5;
export const DEFAULT_RANKING = 3;
export const QUANTITY_MAX = 9999;
export const SEARCH_MAX = 200;
export const IMPORT_MAX_CONTACTS = 5000;
export const DATE_TYPES = ["birthday", "anniversary", "holiday", "graduation", "promotion", "other"] as const;
export const REMINDER_DELIVERIES = ["dashboard", "browser", "email"] as const;
export const RELATIONSHIPS = ["family", "friend", "colleague", "spouse", "parent", "sibling", "child", "other"] as const;
export const PRIORITIES = ["low", "medium", "high"] as const;
export const OCCASIONS = ["birthday", "wedding", "baby-shower", "anniversary", "holiday", "housewarming"] as const;
