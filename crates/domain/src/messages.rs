//! User-facing messages shared by the API and the frontend, quoted from the
//! product spec. `frontend/lib/messages.ts` is generated from this list (see
//! [`crate::typescript`]), and a test fails when the two drift.

/// Every shared message, as (constant name, text). The frontend gets the same names.
pub const ALL: &[(&str, &str)] = &[
    ("UNAUTHORIZED_TITLE", UNAUTHORIZED_TITLE),
    ("UNAUTHORIZED_DESCRIPTION", UNAUTHORIZED_DESCRIPTION),
    ("NOT_FOUND_TITLE", NOT_FOUND_TITLE),
    ("NOT_FOUND_HINT", NOT_FOUND_HINT),
    ("TITLE_REQUIRED", TITLE_REQUIRED),
    ("TYPE_REQUIRED", TYPE_REQUIRED),
    ("DATE_REQUIRED", DATE_REQUIRED),
    ("NAME_REQUIRED", NAME_REQUIRED),
    ("INVALID_EMAIL", INVALID_EMAIL),
    ("INVALID_URL", INVALID_URL),
    ("ITEM_NAME_REQUIRED", ITEM_NAME_REQUIRED),
    ("SELECT_FRIEND_TO_SHARE", SELECT_FRIEND_TO_SHARE),
    ("WISHLIST_NAME_REQUIRED", WISHLIST_NAME_REQUIRED),
    ("INVALID_TIME_ZONE", INVALID_TIME_ZONE),
    ("ALL_CAUGHT_UP", ALL_CAUGHT_UP),
    ("REMINDER_DAYS_RANGE", REMINDER_DAYS_RANGE),
    ("DATE_INVALID", DATE_INVALID),
    ("TYPE_INVALID", TYPE_INVALID),
    ("TITLE_TOO_LONG", TITLE_TOO_LONG),
    ("NOTES_TOO_LONG", NOTES_TOO_LONG),
    ("CONTACT_NOT_FOUND", CONTACT_NOT_FOUND),
    ("REMINDER_DELIVERY_INVALID", REMINDER_DELIVERY_INVALID),
    ("EMAIL_REMINDERS_UNAVAILABLE", EMAIL_REMINDERS_UNAVAILABLE),
    ("NAME_TOO_LONG", NAME_TOO_LONG),
    ("RELATIONSHIP_INVALID", RELATIONSHIP_INVALID),
    ("PHONE_TOO_LONG", PHONE_TOO_LONG),
    ("PREFERENCES_TOO_LONG", PREFERENCES_TOO_LONG),
    ("FRIEND_EMAIL_REQUIRED", FRIEND_EMAIL_REQUIRED),
    ("FRIEND_SELF", FRIEND_SELF),
    ("FRIEND_ALREADY", FRIEND_ALREADY),
    ("FRIEND_REQUEST_PENDING", FRIEND_REQUEST_PENDING),
    ("FRIEND_REQUESTS_TOO_MANY", FRIEND_REQUESTS_TOO_MANY),
    ("FRIEND_REQUEST_SENT", FRIEND_REQUEST_SENT),
    ("FRIEND_REQUEST_ACCEPTED", FRIEND_REQUEST_ACCEPTED),
    ("RANKING_RANGE", RANKING_RANGE),
    ("PRIORITY_INVALID", PRIORITY_INVALID),
    ("DESCRIPTION_TOO_LONG", DESCRIPTION_TOO_LONG),
    ("SHARE_FRIENDS_ONLY", SHARE_FRIENDS_ONLY),
    ("PARSE_URL_FAILED", PARSE_URL_FAILED),
    ("PAGE_TOO_COMPLEX", PAGE_TOO_COMPLEX),
    ("PRICE_TOO_LONG", PRICE_TOO_LONG),
    ("CATEGORY_TOO_LONG", CATEGORY_TOO_LONG),
    ("WHERE_TO_BUY_TOO_LONG", WHERE_TO_BUY_TOO_LONG),
    ("NO_CONTACTS_SELECTED", NO_CONTACTS_SELECTED),
    ("CONTROL_CHARACTERS", CONTROL_CHARACTERS),
    ("IDEMPOTENCY_KEY_INVALID", IDEMPOTENCY_KEY_INVALID),
    ("IDEMPOTENCY_KEY_REUSED", IDEMPOTENCY_KEY_REUSED),
    ("IDEMPOTENCY_KEY_RUNNING", IDEMPOTENCY_KEY_RUNNING),
    ("CONTACTS_LIMIT", CONTACTS_LIMIT),
    ("SPECIAL_DATES_LIMIT", SPECIAL_DATES_LIMIT),
    ("WISHLIST_LIMIT", WISHLIST_LIMIT),
    ("IMPORTS_TOO_MANY", IMPORTS_TOO_MANY),
    ("OCCASION_INVALID", OCCASION_INVALID),
    ("SEARCH_TOO_LONG", SEARCH_TOO_LONG),
    ("GROUP_ITEM_ONE_RECIPIENT", GROUP_ITEM_ONE_RECIPIENT),
    ("GROUP_RECIPIENT_NOT_MEMBER", GROUP_RECIPIENT_NOT_MEMBER),
    ("GROUP_INVITE_FRIENDS_ONLY", GROUP_INVITE_FRIENDS_ONLY),
    ("GROUP_INVITEE_REQUIRED", GROUP_INVITEE_REQUIRED),
    ("GROUP_ROLE_INVALID", GROUP_ROLE_INVALID),
    ("GROUP_OWNER_ONLY", GROUP_OWNER_ONLY),
    ("GROUP_ITEM_ADDER_ONLY", GROUP_ITEM_ADDER_ONLY),
    ("GROUP_CREATOR_CANNOT_LEAVE", GROUP_CREATOR_CANNOT_LEAVE),
    ("GROUP_LIST_PRIVATE", GROUP_LIST_PRIVATE),
    ("GROUP_LISTS_LIMIT", GROUP_LISTS_LIMIT),
    ("GROUP_MEMBERS_LIMIT", GROUP_MEMBERS_LIMIT),
    ("GROUP_ITEMS_LIMIT", GROUP_ITEMS_LIMIT),
    ("CLAIM_QUANTITY_RANGE", CLAIM_QUANTITY_RANGE),
    ("CLAIM_STATUS_INVALID", CLAIM_STATUS_INVALID),
    ("GUEST_NAME_REQUIRED", GUEST_NAME_REQUIRED),
    ("CLAIM_OWN_GIFT", CLAIM_OWN_GIFT),
    ("CLAIM_ARCHIVED", CLAIM_ARCHIVED),
    ("GROUP_LIST_CLOSED", GROUP_LIST_CLOSED),
    ("GROUP_LIST_CLOSED_TO_INVITES", GROUP_LIST_CLOSED_TO_INVITES),
    ("EVENT_DATE_REVEALS", EVENT_DATE_REVEALS),
    ("LIST_VISIBILITY_INVALID", LIST_VISIBILITY_INVALID),
    ("DEFAULT_LIST_FIXED", DEFAULT_LIST_FIXED),
    ("DEFAULT_LIST_KEPT", DEFAULT_LIST_KEPT),
    ("CO_OWNER_REQUIRED", CO_OWNER_REQUIRED),
    ("CO_OWNER_FRIENDS_ONLY", CO_OWNER_FRIENDS_ONLY),
    ("CO_OWNER_DEFAULT_LIST", CO_OWNER_DEFAULT_LIST),
    ("CO_OWNERS_LIMIT", CO_OWNERS_LIMIT),
    ("LIST_OWNER_ONLY", LIST_OWNER_ONLY),
    ("MOVE_KEEPERS_DIFFER", MOVE_KEEPERS_DIFFER),
    ("DEPENDANT_NAME_REQUIRED", DEPENDANT_NAME_REQUIRED),
    ("DEPENDANT_NAME_TOO_LONG", DEPENDANT_NAME_TOO_LONG),
    ("DEPENDANT_KIND_INVALID", DEPENDANT_KIND_INVALID),
    ("BIRTHDAY_IN_FUTURE", BIRTHDAY_IN_FUTURE),
    ("GUARDIAN_REQUIRED", GUARDIAN_REQUIRED),
    ("GUARDIAN_FRIENDS_ONLY", GUARDIAN_FRIENDS_ONLY),
    ("GUARDIANS_LIMIT", GUARDIANS_LIMIT),
    ("DEPENDANTS_LIMIT", DEPENDANTS_LIMIT),
    ("DEPENDANT_CREATOR_ONLY", DEPENDANT_CREATOR_ONLY),
    ("LAST_GUARDIAN_CANNOT_LEAVE", LAST_GUARDIAN_CANNOT_LEAVE),
    ("DEPENDANT_INVITE_INVALID", DEPENDANT_INVITE_INVALID),
    ("DEPENDANT_INVITE_GUARDIAN", DEPENDANT_INVITE_GUARDIAN),
    ("OWN_SURPRISE_DEPENDANTS_ONLY", OWN_SURPRISE_DEPENDANTS_ONLY),
    ("CO_OWNER_DEPENDANT_LIST", CO_OWNER_DEPENDANT_LIST),
    ("EXCHANGE_NAME_TOO_LONG", EXCHANGE_NAME_TOO_LONG),
    ("EXCHANGE_DATE_PAST", EXCHANGE_DATE_PAST),
    ("EXCHANGE_NEXT_DAY_LATER", EXCHANGE_NEXT_DAY_LATER),
    ("EXCHANGE_BUDGET_INVALID", EXCHANGE_BUDGET_INVALID),
    ("EXCHANGE_CURRENCY_INVALID", EXCHANGE_CURRENCY_INVALID),
    ("EXCHANGE_MESSAGE_TOO_LONG", EXCHANGE_MESSAGE_TOO_LONG),
    ("EXCHANGE_AVOID_YEARS_RANGE", EXCHANGE_AVOID_YEARS_RANGE),
    ("EXCHANGES_LIMIT", EXCHANGES_LIMIT),
    ("EXCHANGE_ORGANISER_ONLY", EXCHANGE_ORGANISER_ONLY),
    (
        "EXCHANGE_ORGANISER_CANNOT_LEAVE",
        EXCHANGE_ORGANISER_CANNOT_LEAVE,
    ),
    ("EXCHANGE_PARTICIPANTS_LIMIT", EXCHANGE_PARTICIPANTS_LIMIT),
    ("EXCHANGE_FRIENDS_ONLY", EXCHANGE_FRIENDS_ONLY),
    (
        "EXCHANGE_DEPENDANTS_KNOWN_ONLY",
        EXCHANGE_DEPENDANTS_KNOWN_ONLY,
    ),
    ("EXCHANGE_PARTICIPANT_ALREADY", EXCHANGE_PARTICIPANT_ALREADY),
    ("EXCHANGE_ALREADY_JOINED", EXCHANGE_ALREADY_JOINED),
    ("EXCHANGE_INVITE_INVALID", EXCHANGE_INVITE_INVALID),
    ("EXCHANGE_ACTING_FOR_REQUIRED", EXCHANGE_ACTING_FOR_REQUIRED),
    ("EXCHANGE_EXCLUSION_SELF", EXCHANGE_EXCLUSION_SELF),
    (
        "EXCHANGE_EXCLUSION_NOT_PARTICIPANT",
        EXCHANGE_EXCLUSION_NOT_PARTICIPANT,
    ),
    ("EXCHANGE_DRAWN", EXCHANGE_DRAWN),
    ("EXCHANGE_NOT_DRAWN", EXCHANGE_NOT_DRAWN),
    ("EXCHANGE_DRAW_SEEN", EXCHANGE_DRAW_SEEN),
    ("EXCHANGE_EVERYONE_TOLD", EXCHANGE_EVERYONE_TOLD),
    ("EXCHANGE_REVEALED", EXCHANGE_REVEALED),
    ("EXCHANGE_REVEAL_TOO_EARLY", EXCHANGE_REVEAL_TOO_EARLY),
    ("EXCHANGE_TOO_FEW_PEOPLE", EXCHANGE_TOO_FEW_PEOPLE),
    ("EXCHANGE_NO_DRAW", EXCHANGE_NO_DRAW),
    ("EXCHANGE_NO_SINGLE_LOOP", EXCHANGE_NO_SINGLE_LOOP),
    (
        "EXCHANGE_NO_SINGLE_LOOP_FOUND",
        EXCHANGE_NO_SINGLE_LOOP_FOUND,
    ),
    ("QUESTION_REQUIRED", QUESTION_REQUIRED),
    ("QUESTION_TOO_LONG", QUESTION_TOO_LONG),
    ("ANSWER_REQUIRED", ANSWER_REQUIRED),
    ("ANSWER_TOO_LONG", ANSWER_TOO_LONG),
    ("EXCHANGE_HINTS_TOO_LONG", EXCHANGE_HINTS_TOO_LONG),
    ("GIFT_PRICE_INVALID", GIFT_PRICE_INVALID),
    ("GIFT_STATUS_INVALID", GIFT_STATUS_INVALID),
    ("GIFT_SHOP_TOO_LONG", GIFT_SHOP_TOO_LONG),
    ("GIFT_OCCASION_TOO_LONG", GIFT_OCCASION_TOO_LONG),
    ("GIFT_PERSON_ONE_OF", GIFT_PERSON_ONE_OF),
    ("GIFT_DIRECTION_INVALID", GIFT_DIRECTION_INVALID),
    ("GIFTS_LIMIT", GIFTS_LIMIT),
    ("GIFT_LINK_FRIENDS_ONLY", GIFT_LINK_FRIENDS_ONLY),
    ("BUDGET_NAME_TOO_LONG", BUDGET_NAME_TOO_LONG),
    ("BUDGET_DATE_REQUIRED", BUDGET_DATE_REQUIRED),
    ("BUDGET_AMOUNT_INVALID", BUDGET_AMOUNT_INVALID),
    ("BUDGET_PERSON_AMOUNT_INVALID", BUDGET_PERSON_AMOUNT_INVALID),
    ("BUDGETS_LIMIT", BUDGETS_LIMIT),
    ("CURRENCY_INVALID", CURRENCY_INVALID),
    ("LISTS_LIMIT", LISTS_LIMIT),
    ("LIST_ITEMS_LIMIT", LIST_ITEMS_LIMIT),
    ("ITEMS_TO_MOVE_REQUIRED", ITEMS_TO_MOVE_REQUIRED),
    ("TARGET_LIST_REQUIRED", TARGET_LIST_REQUIRED),
    ("CLAIM_NONE", CLAIM_NONE),
    ("CHIP_IN_TARGET_INVALID", CHIP_IN_TARGET_INVALID),
    ("CHIP_IN_TARGET_BELOW_PLEDGED", CHIP_IN_TARGET_BELOW_PLEDGED),
    ("CHIP_IN_ALREADY", CHIP_IN_ALREADY),
    ("CHIP_IN_NONE", CHIP_IN_NONE),
    ("CHIP_IN_ORGANISER_ONLY", CHIP_IN_ORGANISER_ONLY),
    ("CHIP_IN_BOUGHT", CHIP_IN_BOUGHT),
    ("CHIP_IN_NOT_REACHED", CHIP_IN_NOT_REACHED),
    ("PLEDGE_AMOUNT_INVALID", PLEDGE_AMOUNT_INVALID),
    ("PLEDGE_NONE", PLEDGE_NONE),
    ("PLEDGE_PAID", PLEDGE_PAID),
    ("NOTE_REQUIRED", NOTE_REQUIRED),
    ("NOTE_TOO_LONG", NOTE_TOO_LONG),
    ("ITEM_MESSAGES_TOO_MANY", ITEM_MESSAGES_TOO_MANY),
    ("QUESTION_ON_SURPRISE", QUESTION_ON_SURPRISE),
    ("QUESTION_NOBODY_TO_ASK", QUESTION_NOBODY_TO_ASK),
    ("FRIENDS_CLAIM_INSTEAD", FRIENDS_CLAIM_INSTEAD),
    ("SHARED_VIEW_ONLY", SHARED_VIEW_ONLY),
    ("SHARED_ITEM_DETAILS_ONLY", SHARED_ITEM_DETAILS_ONLY),
    ("SHARED_DATE_DETAILS_ONLY", SHARED_DATE_DETAILS_ONLY),
    ("GUIDE_CATEGORY_INVALID", GUIDE_CATEGORY_INVALID),
    ("FIRST_NAME_TOO_LONG", FIRST_NAME_TOO_LONG),
    ("LAST_NAME_TOO_LONG", LAST_NAME_TOO_LONG),
    ("PHOTO_URL_INVALID", PHOTO_URL_INVALID),
    ("DELETE_CONFIRM_MISMATCH", DELETE_CONFIRM_MISMATCH),
    ("IMPORT_NOT_AN_EXPORT", IMPORT_NOT_AN_EXPORT),
    ("IMPORT_NEWER_VERSION", IMPORT_NEWER_VERSION),
    ("IMPORT_ACCOUNT_NOT_EMPTY", IMPORT_ACCOUNT_NOT_EMPTY),
    ("DELETED_GIVER", DELETED_GIVER),
    ("NOT_SIGNED_IN", NOT_SIGNED_IN),
    ("NOT_FOUND", NOT_FOUND),
    ("NO_SUCH_ROUTE", NO_SUCH_ROUTE),
    ("METHOD_NOT_ALLOWED", METHOD_NOT_ALLOWED),
    ("BODY_TOO_LARGE", BODY_TOO_LARGE),
    ("DATABASE_UNAVAILABLE", DATABASE_UNAVAILABLE),
    ("SOMETHING_WENT_WRONG", SOMETHING_WENT_WRONG),
    ("TOO_MANY_REQUESTS", TOO_MANY_REQUESTS),
    ("EMAIL_IN_USE", EMAIL_IN_USE),
    ("ALREADY_EXISTS", ALREADY_EXISTS),
    ("CHAT_TOO_MANY", CHAT_TOO_MANY),
    ("CLICKS_TOO_MANY", CLICKS_TOO_MANY),
    ("EXCHANGE_NOT_EVERYONE_JOINED", EXCHANGE_NOT_EVERYONE_JOINED),
    ("EXCHANGE_PARTICIPANT_ONE_OF", EXCHANGE_PARTICIPANT_ONE_OF),
    ("EXCHANGE_MESSAGES_TOO_MANY", EXCHANGE_MESSAGES_TOO_MANY),
    ("GUEST_CLAIMS_TOO_MANY", GUEST_CLAIMS_TOO_MANY),
    ("DEV_LOGINS_TOO_MANY", DEV_LOGINS_TOO_MANY),
    ("DEV_LOGIN_EMAIL_INVALID", DEV_LOGIN_EMAIL_INVALID),
    ("DEV_LOGIN_NAME_TOO_LONG", DEV_LOGIN_NAME_TOO_LONG),
    ("OIDC_NOT_CONFIGURED", OIDC_NOT_CONFIGURED),
    ("USE_CIRCLE_REQUIRED", USE_CIRCLE_REQUIRED),
    ("COORDINATES_INVALID", COORDINATES_INVALID),
    ("LAT_LON_INVALID", LAT_LON_INVALID),
    ("UPLOAD_UNREADABLE", UPLOAD_UNREADABLE),
    ("VCARD_FILE_REQUIRED", VCARD_FILE_REQUIRED),
    ("VCARD_TOO_LARGE", VCARD_TOO_LARGE),
    ("VCARD_NOT_VCARD", VCARD_NOT_VCARD),
    ("UNKNOWN_HOST", UNKNOWN_HOST),
    ("CROSS_SITE_REFUSED", CROSS_SITE_REFUSED),
    ("BODY_MUST_BE_JSON", BODY_MUST_BE_JSON),
    ("FORM_MUST_BE_URLENCODED", FORM_MUST_BE_URLENCODED),
    ("BODY_WRONG_FIELD", BODY_WRONG_FIELD),
    ("BODY_NOT_JSON", BODY_NOT_JSON),
    ("BODY_UNREADABLE", BODY_UNREADABLE),
    ("FORM_UNREADABLE", FORM_UNREADABLE),
    ("QUERY_INVALID", QUERY_INVALID),
    ("METRICS_OFF", METRICS_OFF),
    ("METRICS_TOKEN_REFUSED", METRICS_TOKEN_REFUSED),
    ("MODEL_FAILED_NOTICE", MODEL_FAILED_NOTICE),
    ("CHAT_MESSAGE_REQUIRED", CHAT_MESSAGE_REQUIRED),
    ("CHAT_MESSAGE_TOO_LONG", CHAT_MESSAGE_TOO_LONG),
    ("PRODUCT_LINK_REQUIRED", PRODUCT_LINK_REQUIRED),
    ("CAPTURED_PAGE_EMPTY", CAPTURED_PAGE_EMPTY),
    ("PAGE_TOO_LARGE", PAGE_TOO_LARGE),
    ("LINK_INVALID", LINK_INVALID),
    ("LINK_NOT_HTTP", LINK_NOT_HTTP),
    ("ADDRESS_NOT_ALLOWED", ADDRESS_NOT_ALLOWED),
    ("LINK_REDIRECTS_TOO_MANY", LINK_REDIRECTS_TOO_MANY),
    ("PAGE_TIMED_OUT", PAGE_TIMED_OUT),
    ("PAGE_UNREACHABLE", PAGE_UNREACHABLE),
    ("LINK_NOT_A_PAGE", LINK_NOT_A_PAGE),
    ("PAGE_TOO_COMPLEX_TO_READ", PAGE_TOO_COMPLEX_TO_READ),
    ("OIDC_UNREACHABLE", OIDC_UNREACHABLE),
    ("SIGN_IN_EXPIRED", SIGN_IN_EXPIRED),
    ("SIGN_IN_MISMATCH", SIGN_IN_MISMATCH),
    ("OIDC_REFUSED", OIDC_REFUSED),
    ("SIGN_IN_INCOMPLETE", SIGN_IN_INCOMPLETE),
    ("OIDC_UNVERIFIED", OIDC_UNVERIFIED),
    ("DIGEST_INVALID", DIGEST_INVALID),
    ("DIGEST_DAY_INVALID", DIGEST_DAY_INVALID),
    ("DIGEST_HOUR_RANGE", DIGEST_HOUR_RANGE),
    ("COUNTRY_INVALID", COUNTRY_INVALID),
    ("BIRTHDAY_INVALID", BIRTHDAY_INVALID),
    ("NUDGE_UNAVAILABLE", NUDGE_UNAVAILABLE),
    ("NUDGE_ALREADY_ASKED", NUDGE_ALREADY_ASKED),
    ("GIFT_DAY_INVALID", GIFT_DAY_INVALID),
    ("GIFT_DAY_NOT_KEPT", GIFT_DAY_NOT_KEPT),
    ("GIFT_DAY_ALREADY_ADDED", GIFT_DAY_ALREADY_ADDED),
    ("UNSUBSCRIBE_INVALID", UNSUBSCRIBE_INVALID),
    ("TOKEN_NAME_REQUIRED", TOKEN_NAME_REQUIRED),
    ("TOKEN_NAME_TOO_LONG", TOKEN_NAME_TOO_LONG),
    ("TOKEN_EXPIRY_INVALID", TOKEN_EXPIRY_INVALID),
    ("TOKEN_SCOPE_INVALID", TOKEN_SCOPE_INVALID),
    ("TOKEN_ROUTE_REFUSED", TOKEN_ROUTE_REFUSED),
    ("TOKEN_READ_ONLY", TOKEN_READ_ONLY),
    ("ITEM_IMPORT_QUANTITY_INVALID", ITEM_IMPORT_QUANTITY_INVALID),
    ("ITEM_IMPORT_ON_LIST", ITEM_IMPORT_ON_LIST),
    ("ITEM_IMPORT_TWICE", ITEM_IMPORT_TWICE),
    ("ITEM_IMPORT_EMPTY", ITEM_IMPORT_EMPTY),
    ("ITEM_IMPORT_TOO_MANY", ITEM_IMPORT_TOO_MANY),
    ("ITEM_IMPORT_NOT_AMAZON", ITEM_IMPORT_NOT_AMAZON),
    ("ITEM_IMPORT_NOT_APP", ITEM_IMPORT_NOT_APP),
    ("ITEM_IMPORT_NO_NAME_COLUMN", ITEM_IMPORT_NO_NAME_COLUMN),
    ("ITEM_IMPORT_COLUMN_INVALID", ITEM_IMPORT_COLUMN_INVALID),
    ("ITEM_IMPORT_SOURCE_INVALID", ITEM_IMPORT_SOURCE_INVALID),
    ("ITEM_IMPORT_NOTHING_NEW", ITEM_IMPORT_NOTHING_NEW),
    ("TOKEN_LIMIT_REACHED", TOKEN_LIMIT_REACHED),
    ("TOKEN_INVALID", TOKEN_INVALID),
    ("TOKEN_REQUIRED", TOKEN_REQUIRED),
    (
        "MCP_PROTOCOL_VERSION_UNSUPPORTED",
        MCP_PROTOCOL_VERSION_UNSUPPORTED,
    ),
    ("TOKEN_CROSS_SITE", TOKEN_CROSS_SITE),
    ("TOKEN_RATE_LIMITED", TOKEN_RATE_LIMITED),
];

pub const UNAUTHORIZED_TITLE: &str = "Unauthorized";
pub const UNAUTHORIZED_DESCRIPTION: &str = "You are logged out. Logging in again...";
pub const NOT_FOUND_TITLE: &str = "404 Page Not Found";
pub const NOT_FOUND_HINT: &str = "Did you forget to add the page to the router?";
pub const TITLE_REQUIRED: &str = "Title is required";
pub const TYPE_REQUIRED: &str = "Type is required";
pub const DATE_REQUIRED: &str = "Date is required";
pub const NAME_REQUIRED: &str = "Name is required";
pub const INVALID_EMAIL: &str = "Invalid email";
pub const INVALID_URL: &str = "Invalid URL";
pub const ITEM_NAME_REQUIRED: &str = "Item name is required.";
pub const SELECT_FRIEND_TO_SHARE: &str = "Please select a friend to share with";
pub const WISHLIST_NAME_REQUIRED: &str = "Please enter a wishlist name";
pub const INVALID_TIME_ZONE: &str =
    "Time zone must be an IANA time zone name, such as Europe/London";
pub const ALL_CAUGHT_UP: &str = "All caught up for today";
pub const REMINDER_DAYS_RANGE: &str = "Reminder days must be a number from 0 to 365";
pub const DATE_INVALID: &str = "Date must be a valid date (YYYY-MM-DD)";
pub const TYPE_INVALID: &str =
    "Type must be one of birthday, anniversary, holiday, graduation, promotion or other";
pub const TITLE_TOO_LONG: &str = "Title must be at most 200 characters";
pub const NOTES_TOO_LONG: &str = "Notes must be at most 2,000 characters";
pub const CONTACT_NOT_FOUND: &str = "Contact not found";
pub const REMINDER_DELIVERY_INVALID: &str = "Reminder delivery must be dashboard, browser or email";
pub const EMAIL_REMINDERS_UNAVAILABLE: &str =
    "Email reminders are not available on this server yet";

pub const NAME_TOO_LONG: &str = "Name must be at most 200 characters";
pub const RELATIONSHIP_INVALID: &str =
    "Relationship must be one of family, friend, colleague, spouse, parent, sibling, child or other";
pub const PHONE_TOO_LONG: &str = "Phone must be at most 50 characters";
pub const PREFERENCES_TOO_LONG: &str = "Interests must be at most 2,000 characters";
pub const FRIEND_EMAIL_REQUIRED: &str = "Please enter your friend's email address";
pub const FRIEND_SELF: &str = "You can't send a friend request to yourself.";
pub const FRIEND_ALREADY: &str = "You are already friends.";
pub const FRIEND_REQUEST_PENDING: &str = "A friend request to this person is already pending.";
pub const FRIEND_REQUESTS_TOO_MANY: &str =
    "You've sent a lot of friend requests recently. Please try again in an hour.";
/// The spec's toasts when a request is sent, and when sending accepted theirs.
pub const FRIEND_REQUEST_SENT: &str = "Friend request sent successfully!";
pub const FRIEND_REQUEST_ACCEPTED: &str = "Friend request accepted!";

pub const RANKING_RANGE: &str = "Ranking must be from 1 to 5";
pub const PRIORITY_INVALID: &str = "Priority must be low, medium or high";
pub const DESCRIPTION_TOO_LONG: &str = "Description must be at most 2,000 characters";
pub const SHARE_FRIENDS_ONLY: &str = "You can only share with your friends.";
pub const PARSE_URL_FAILED: &str =
    "Failed to parse product from URL. Try pasting the link manually.";
/// A shop page past the product reader's limits (nesting, elements, markup
/// that would take too long to read): it is refused before it is parsed.
pub const PAGE_TOO_COMPLEX: &str =
    "This page is too complex to read: it is nested too deeply or has too many elements. Fill in the item by hand.";
pub const PRICE_TOO_LONG: &str = "Price must be at most 2,048 characters";
pub const CATEGORY_TOO_LONG: &str = "Category must be at most 2,048 characters";
pub const WHERE_TO_BUY_TOO_LONG: &str = "Where to buy must be at most 2,048 characters";
pub const CONTACTS_LIMIT: &str = "You can keep at most 10,000 contacts.";
pub const SPECIAL_DATES_LIMIT: &str = "You can keep at most 20,000 special dates.";
pub const WISHLIST_LIMIT: &str = "Your wishlist can hold at most 2,000 items.";
pub const IMPORTS_TOO_MANY: &str =
    "You have imported contacts 10 times in the last hour. Please try again later.";
pub const IDEMPOTENCY_KEY_INVALID: &str =
    "The Idempotency-Key header must be 1 to 255 visible ASCII characters.";
pub const IDEMPOTENCY_KEY_REUSED: &str =
    "This Idempotency-Key was already used with a different request.";
pub const IDEMPOTENCY_KEY_RUNNING: &str =
    "The first request with this Idempotency-Key is still running. Please retry in a moment.";
pub const CONTROL_CHARACTERS: &str =
    "Text may not contain control characters (such as a NUL byte or a text direction override).";
pub const NO_CONTACTS_SELECTED: &str = "No contacts selected - Please select contacts to import";

pub const OCCASION_INVALID: &str =
    "Occasion must be one of Birthday, Wedding, Baby Shower, Anniversary, Holiday or Housewarming";
pub const SEARCH_TOO_LONG: &str = "Search must be at most 200 characters";
pub const GROUP_ITEM_ONE_RECIPIENT: &str = "An item is for a member or for someone else, not both.";
pub const GROUP_RECIPIENT_NOT_MEMBER: &str = "Choose a member of this list.";
pub const GROUP_INVITE_FRIENDS_ONLY: &str = "You can only invite your friends.";
pub const GROUP_ROLE_INVALID: &str = "Invited people join with the role 'member'.";
pub const GROUP_OWNER_ONLY: &str = "Only the creator of this list can change it.";
pub const GROUP_ITEM_ADDER_ONLY: &str = "Only the member who added this item can change it.";
pub const GROUP_CREATOR_CANNOT_LEAVE: &str =
    "The creator cannot leave the list. Delete it instead.";
pub const GROUP_LIST_PRIVATE: &str = "This list is private: make it public to get a link.";
pub const GROUP_LISTS_LIMIT: &str = "You can create at most 500 group wishlists.";
pub const GROUP_MEMBERS_LIMIT: &str = "A group wishlist can have at most 200 members.";
pub const GROUP_ITEMS_LIMIT: &str = "A group wishlist can hold at most 2,000 items.";
pub const LIST_VISIBILITY_INVALID: &str = "Visibility must be private or friends";
/// The default wishlist (the spec's `/api/wishlist`) is the one list a person always has.
pub const DEFAULT_LIST_FIXED: &str =
    "Your main wishlist keeps its name: make a new list for an occasion.";
pub const DEFAULT_LIST_KEPT: &str = "Your main wishlist can't be deleted.";
pub const CO_OWNER_REQUIRED: &str = "Choose a friend to keep this list with you.";
pub const CO_OWNER_FRIENDS_ONLY: &str = "You can only keep a list with your friends.";
pub const CO_OWNER_DEFAULT_LIST: &str =
    "Your main wishlist is yours alone: make a new list to keep with someone.";
pub const CO_OWNERS_LIMIT: &str = "A list can have at most 10 co-owners.";
pub const LIST_OWNER_ONLY: &str = "Only the list's owner can do this.";
/// Moving an item to a list kept by other people would change who its
/// recipients are (and so who may see its claims).
pub const MOVE_KEEPERS_DIFFER: &str =
    "Items move only between lists kept by the same people: copy it instead.";
/// Lists for those who keep none (issue 40).
pub const DEPENDANT_NAME_REQUIRED: &str = "Name is required";
pub const DEPENDANT_NAME_TOO_LONG: &str = "Name must be at most 100 characters";
pub const DEPENDANT_KIND_INVALID: &str =
    "Choose who they are: a child, a pet, a grandparent or someone else.";
pub const BIRTHDAY_IN_FUTURE: &str = "A birthday can't be in the future.";
pub const GUARDIAN_REQUIRED: &str = "Choose a friend to keep their lists with you.";
pub const GUARDIAN_FRIENDS_ONLY: &str = "You can only add your friends as guardians.";
pub const GUARDIANS_LIMIT: &str = "Someone can have at most 10 guardians.";
pub const DEPENDANTS_LIMIT: &str = "You can look after at most 50 people and pets.";
pub const DEPENDANT_CREATOR_ONLY: &str = "Only the guardian who added them can do this.";
pub const LAST_GUARDIAN_CANNOT_LEAVE: &str = "You are their only guardian: delete them instead.";
pub const DEPENDANT_INVITE_INVALID: &str = "This invite is no longer valid. Ask for a new one.";
pub const DEPENDANT_INVITE_GUARDIAN: &str =
    "You look after them: the invite is for them to accept, signed in with their own account.";
pub const OWN_SURPRISE_DEPENDANTS_ONLY: &str =
    "Only an item on a list you keep for someone can be your own surprise.";
pub const CO_OWNER_DEPENDANT_LIST: &str =
    "Everyone who looks after them keeps their lists: add a guardian instead.";
/// Gift exchanges (Secret Santa, issue 42).
pub const EXCHANGE_NAME_TOO_LONG: &str = "Name must be at most 100 characters";
pub const EXCHANGE_DATE_PAST: &str = "The exchange's day can't be in the past.";
pub const EXCHANGE_NEXT_DAY_LATER: &str =
    "The next exchange of a series comes after the last one: choose a later day.";
pub const EXCHANGE_BUDGET_INVALID: &str =
    "Budget must be an amount such as 25 or 25.50, at most 1,000,000.";
pub const EXCHANGE_CURRENCY_INVALID: &str =
    "Currency must be a three-letter code such as USD or EUR.";
pub const EXCHANGE_MESSAGE_TOO_LONG: &str = "The message can be at most 1,000 characters.";
pub const EXCHANGE_AVOID_YEARS_RANGE: &str =
    "Years of earlier pairs to avoid must be a number from 0 to 3.";
pub const EXCHANGES_LIMIT: &str = "You can organise at most 20 exchanges to come.";
pub const EXCHANGE_ORGANISER_ONLY: &str = "Only the organiser of this exchange can do this.";
pub const EXCHANGE_ORGANISER_CANNOT_LEAVE: &str =
    "You organise this exchange: delete it instead of leaving.";
pub const EXCHANGE_PARTICIPANTS_LIMIT: &str = "An exchange can have at most 100 people.";
pub const EXCHANGE_FRIENDS_ONLY: &str =
    "You can only add your friends: invite anyone else by email.";
pub const EXCHANGE_DEPENDANTS_KNOWN_ONLY: &str =
    "You can only add someone you or one of your friends looks after.";
pub const EXCHANGE_PARTICIPANT_ALREADY: &str = "They are in this exchange already.";
pub const EXCHANGE_ALREADY_JOINED: &str = "You are in this exchange already.";
pub const EXCHANGE_INVITE_INVALID: &str =
    "This invite is no longer valid. Ask the organiser for a new one.";
pub const EXCHANGE_ACTING_FOR_REQUIRED: &str =
    "Choose who is giving: you, or someone you look after in this exchange.";
pub const EXCHANGE_EXCLUSION_SELF: &str = "Nobody draws themselves: leave that pair out.";
pub const EXCHANGE_EXCLUSION_NOT_PARTICIPANT: &str =
    "Exclusions can only name people in this exchange.";
pub const EXCHANGE_DRAWN: &str =
    "The names are drawn: nobody can be added now. Cancel the draw to add someone.";
pub const EXCHANGE_NOT_DRAWN: &str = "The names are not drawn yet.";
/// A change that would undo a draw someone has seen.
pub const EXCHANGE_DRAW_SEEN: &str =
    "Someone has already seen whom they give to. Cancel the draw first: everyone will be told.";
/// A new draw, or cancelling one, after someone saw theirs: the
/// organiser confirms that everyone is told.
pub const EXCHANGE_EVERYONE_TOLD: &str =
    "Someone has already seen whom they give to, so everyone will be told. Confirm to go on.";
pub const EXCHANGE_REVEALED: &str = "Who gives to whom is revealed: the draw can't change now.";
pub const EXCHANGE_REVEAL_TOO_EARLY: &str =
    "Who gives to whom can be revealed on the day of the exchange, not before.";
pub const EXCHANGE_TOO_FEW_PEOPLE: &str = "A draw needs at least 3 people.";
pub const EXCHANGE_NO_DRAW: &str = "No draw fits these exclusions.";
pub const EXCHANGE_NO_SINGLE_LOOP: &str = "No single loop through everyone fits these exclusions.";
pub const EXCHANGE_NO_SINGLE_LOOP_FOUND: &str =
    "No single loop through everyone was found that fits these exclusions.";
/// Followed by the addresses not joined yet ([`exchange_not_everyone_joined`]).
pub const EXCHANGE_NOT_EVERYONE_JOINED: &str = "Not everyone has joined yet:";
pub const EXCHANGE_PARTICIPANT_ONE_OF: &str =
    "Add one person: a friend, someone kept by a guardian, or an email address.";
pub const EXCHANGE_MESSAGES_TOO_MANY: &str =
    "Too many questions and answers. Please try again in a minute.";
pub const QUESTION_REQUIRED: &str = "Please type a question.";
pub const QUESTION_TOO_LONG: &str = "A question can be at most 1,000 characters.";
pub const ANSWER_REQUIRED: &str = "Please type an answer.";
pub const ANSWER_TOO_LONG: &str = "An answer can be at most 1,000 characters.";
pub const EXCHANGE_HINTS_TOO_LONG: &str = "Hints can be at most 1,000 characters.";
pub const GIFT_PRICE_INVALID: &str =
    "Price must be an amount such as 25 or 25.50, at most 1,000,000.";
pub const GIFT_STATUS_INVALID: &str = "Status must be idea, bought, wrapped or given";
pub const GIFT_SHOP_TOO_LONG: &str = "Where must be at most 200 characters";
pub const GIFT_OCCASION_TOO_LONG: &str = "Occasion must be at most 100 characters";
pub const GIFT_PERSON_ONE_OF: &str =
    "Choose whom it is for: one contact, one friend or one person looked after.";
pub const GIFT_DIRECTION_INVALID: &str = "Direction must be given or received";
/// Budgets (issue 44).
pub const BUDGET_NAME_TOO_LONG: &str = "Name must be at most 100 characters";
pub const BUDGET_DATE_REQUIRED: &str = "Choose the day of the occasion.";
pub const BUDGET_AMOUNT_INVALID: &str =
    "Budget must be an amount such as 600 or 600.50, at most 1,000,000.";
pub const BUDGET_PERSON_AMOUNT_INVALID: &str =
    "An amount for a person must be such as 50 or 50.50, at most 1,000,000.";
pub const BUDGETS_LIMIT: &str = "You can keep at most 200 budgets.";
pub const CURRENCY_INVALID: &str = "Currency must be a three-letter code such as USD or EUR.";
pub const GIFTS_LIMIT: &str = "You can keep at most 20,000 gifts and ideas.";
pub const GIFT_LINK_FRIENDS_ONLY: &str = "Choose one of your friends.";
pub const LISTS_LIMIT: &str = "You can keep at most 100 lists.";
pub const LIST_ITEMS_LIMIT: &str = "A list can hold at most 2,000 items.";
pub const ITEMS_TO_MOVE_REQUIRED: &str = "Choose at least one item, and at most 500.";
pub const TARGET_LIST_REQUIRED: &str = "Choose another of your lists.";
pub const GROUP_INVITEE_REQUIRED: &str = "Choose a friend to invite.";
pub const CLAIM_QUANTITY_RANGE: &str = "Claim at least 1 and at most 9,999.";
pub const CLAIM_STATUS_INVALID: &str = "Status must be reserved or purchased";
pub const GUEST_NAME_REQUIRED: &str = "Please enter your name";
pub const CLAIM_OWN_GIFT: &str = "This gift is for you: you can't claim it.";
pub const CLAIM_ARCHIVED: &str = "This list is archived.";
/// An archived list is closed: items are no longer added, changed or deleted.
pub const GROUP_LIST_CLOSED: &str =
    "This list is archived: its items can no longer be added, changed or removed.";
pub const GROUP_LIST_CLOSED_TO_INVITES: &str = "This list is archived: nobody new can join it.";
/// A new event date whose reveal has come: only archiving reveals a list now.
pub const EVENT_DATE_REVEALS: &str =
    "That date is 3 or more days ago: choose a later one, or archive the list to close it and show who gave what.";
pub const CLAIM_NONE: &str = "You have not claimed this item.";
pub const CHIP_IN_TARGET_INVALID: &str =
    "Enter the target as an amount above 0, like 120 or 119.99.";
pub const CHIP_IN_TARGET_BELOW_PLEDGED: &str =
    "The target cannot be less than what is already pledged.";
pub const CHIP_IN_ALREADY: &str =
    "Someone already started chipping in for this item: add your pledge to theirs.";
pub const CHIP_IN_NONE: &str = "Nobody is chipping in for this item.";
pub const CHIP_IN_ORGANISER_ONLY: &str = "Only the organiser can do this.";
pub const CHIP_IN_BOUGHT: &str = "This gift is already bought.";
pub const CHIP_IN_NOT_REACHED: &str = "The pledges have not reached the target yet.";
pub const PLEDGE_AMOUNT_INVALID: &str =
    "Enter an amount above 0, like 20 or 19.50, or leave it empty for an equal share.";
pub const PLEDGE_NONE: &str = "You have not pledged for this gift.";
pub const PLEDGE_PAID: &str = "This pledge is marked paid: ask the organiser to untick it first.";
pub const NOTE_REQUIRED: &str = "Please type a note.";
pub const NOTE_TOO_LONG: &str = "A note can be at most 1,000 characters.";
pub const ITEM_MESSAGES_TOO_MANY: &str =
    "Too many notes and questions. Please try again in a minute.";
pub const QUESTION_ON_SURPRISE: &str =
    "This gift is a surprise: asking about it would give it away.";
pub const QUESTION_NOBODY_TO_ASK: &str =
    "This item is not for one person, so there is nobody to ask.";
/// The note a pledger's gift record keeps (issue 45).
pub fn chipped_in_share(amount: &str, currency: &str) -> String {
    format!("Chipped in with other givers: my share was {amount} {currency}.")
}
/// More than is left to pledge: what is.
pub fn only_left_to_pledge(amount: &str) -> String {
    if amount == "0.00" {
        "Nothing is left to pledge: the target is reached.".to_owned()
    } else {
        format!("Only {amount} is left to pledge.")
    }
}
pub const FRIENDS_CLAIM_INSTEAD: &str = "Use \"I'll get this\" to tell other givers you bought it.";
/// A friend without the editing right sent a change.
pub const SHARED_VIEW_ONLY: &str =
    "You can view this but not edit it: ask its owner to allow editing.";
/// A friend with the editing right sent one of the owner's own fields.
pub const SHARED_ITEM_DETAILS_ONLY: &str =
    "Friends can edit an item's name, description, price, link, category, where to buy and image.";
pub const SHARED_DATE_DETAILS_ONLY: &str = "Friends can edit a date's title, date, type and notes.";
/// Only N left: the claim asked for more.
pub fn only_left(units: u32) -> String {
    match units {
        0 => "Nothing is left to claim: every unit is claimed.".to_owned(),
        n => format!("Only {n} left to claim."),
    }
}
pub const GUIDE_CATEGORY_INVALID: &str =
    "Category must be one of seasonal, occasion, recipient or budget";
pub const FIRST_NAME_TOO_LONG: &str = "First name must be at most 100 characters";
pub const LAST_NAME_TOO_LONG: &str = "Last name must be at most 100 characters";
pub const PHOTO_URL_INVALID: &str = "Photo must be a web address starting with https://";
pub const DELETE_CONFIRM_MISMATCH: &str = "Type your email address exactly as shown to confirm.";
pub const IMPORT_NOT_AN_EXPORT: &str = "This file is not a Presently export.";
pub const IMPORT_NEWER_VERSION: &str =
    "This export was made by a newer Presently: update this server to import it.";
pub const IMPORT_ACCOUNT_NOT_EMPTY: &str =
    "Import works only into an empty account: this one already has contacts, dates or wishlist items.";
/// How a claim reads once its giver deleted their account.
pub const DELETED_GIVER: &str = "Someone";
/// How a shared purchase's claim reads (issue 45): never who chipped in.
pub const GROUP_GIVER: &str = "A group of givers";
/// A shop answered a look-up with a robot check or sign-in page: the two ways on.
pub fn page_walled(shop: &str) -> String {
    format!(
        "{shop} showed a robot check or a sign-in page instead of the product. \
         Fill in the item by hand, or open the product in your browser and click the Presently button."
    )
}

// The API's and the integrations' own messages: every line a person reads
// comes from this file.
pub const NOT_SIGNED_IN: &str = "You are not signed in.";
pub const NOT_FOUND: &str = "Not found";
pub const NO_SUCH_ROUTE: &str = "No such API route";
pub const METHOD_NOT_ALLOWED: &str = "This route does not accept that method.";
pub const BODY_TOO_LARGE: &str = "The request body is too large.";
pub const DATABASE_UNAVAILABLE: &str = "The database is unavailable. Please try again shortly.";
pub const SOMETHING_WENT_WRONG: &str = "Something went wrong. Please try again.";
pub const TOO_MANY_REQUESTS: &str = "Too many requests. Please wait a moment and try again.";
pub const EMAIL_IN_USE: &str = "This email address is already used by another account.";
pub const ALREADY_EXISTS: &str = "This already exists.";
pub const CHAT_TOO_MANY: &str = "Too many messages. Please wait a moment and try again.";
pub const CLICKS_TOO_MANY: &str = "Too many clicks recorded. Please try again in a minute.";
pub const GUEST_CLAIMS_TOO_MANY: &str =
    "Too many gifts claimed in a short time. Please wait a moment and try again.";
pub const DEV_LOGINS_TOO_MANY: &str =
    "Too many sign-ins from this address in the last minute. Please wait a moment and try again.";
pub const DEV_LOGIN_EMAIL_INVALID: &str = "Please enter a valid email address.";
pub const DEV_LOGIN_NAME_TOO_LONG: &str = "Names can be at most 200 characters.";
pub const OIDC_NOT_CONFIGURED: &str = "Sign-in with an identity provider is not configured.";
pub const USE_CIRCLE_REQUIRED: &str = "useCircle must be true or false";
pub const COORDINATES_INVALID: &str = "coordinates must be latitude,longitude in degrees";
pub const LAT_LON_INVALID: &str =
    "lat and lon must be a latitude (-90 to 90) and a longitude (-180 to 180)";
pub const UPLOAD_UNREADABLE: &str = "The upload could not be read";
pub const VCARD_FILE_REQUIRED: &str = "Choose a .vcf file to import.";
pub const VCARD_TOO_LARGE: &str = "The file is larger than 2 MB.";
pub const VCARD_NOT_VCARD: &str = "This file is not a vCard (.vcf) file.";
pub const UNKNOWN_HOST: &str = "This server does not answer to that host name.";
pub const CROSS_SITE_REFUSED: &str = "Cross-site requests are not allowed.";
pub const BODY_MUST_BE_JSON: &str =
    "The request body must be JSON (Content-Type: application/json).";
pub const FORM_MUST_BE_URLENCODED: &str =
    "The form must be sent as application/x-www-form-urlencoded.";
pub const BODY_WRONG_FIELD: &str = "The request body has a wrong field";
pub const BODY_NOT_JSON: &str = "The request body is not valid JSON";
pub const BODY_UNREADABLE: &str = "The request body could not be read";
pub const FORM_UNREADABLE: &str = "The form could not be read";
pub const QUERY_INVALID: &str = "The query string is invalid";
pub const METRICS_OFF: &str = "Metrics are off: the server has no PRESENTLY_METRICS_TOKEN.";
pub const METRICS_TOKEN_REFUSED: &str =
    "Metrics need the token: Authorization: Bearer <PRESENTLY_METRICS_TOKEN>.";
pub const MODEL_FAILED_NOTICE: &str =
    "The AI model couldn't be reached just now, so these ideas come from Presently's own catalog.";
pub const CHAT_MESSAGE_REQUIRED: &str = "Please type a message.";
pub const CHAT_MESSAGE_TOO_LONG: &str = "Messages can be at most 2,000 characters.";
pub const PRODUCT_LINK_REQUIRED: &str = "Paste a link to a product page.";
pub const CAPTURED_PAGE_EMPTY: &str =
    "The page came without its contents. Please try the Presently button again.";
pub const PAGE_TOO_LARGE: &str = "The page is too large to read.";
pub const LINK_INVALID: &str = "That doesn't look like a valid link.";
pub const LINK_NOT_HTTP: &str = "Only http and https links are supported.";
pub const ADDRESS_NOT_ALLOWED: &str = "That address is not allowed.";
pub const LINK_REDIRECTS_TOO_MANY: &str = "That link redirects too many times.";
pub const PAGE_TIMED_OUT: &str = "The page took too long to respond.";
pub const PAGE_UNREACHABLE: &str = "The page could not be reached.";
pub const LINK_NOT_A_PAGE: &str = "That link is not a web page.";
pub const PAGE_TOO_COMPLEX_TO_READ: &str = "The page is too complex to read.";
pub const OIDC_UNREACHABLE: &str = "The identity provider could not be reached";
pub const SIGN_IN_EXPIRED: &str =
    "The sign-in link has expired or was already used. Please sign in again.";
pub const SIGN_IN_MISMATCH: &str =
    "The sign-in response did not match this browser's sign-in. Please sign in again.";
pub const OIDC_REFUSED: &str = "The identity provider refused the sign-in";
pub const SIGN_IN_INCOMPLETE: &str = "The sign-in could not be completed";
pub const OIDC_UNVERIFIED: &str = "The identity provider's answer could not be verified";
/// A contacts import past its size.
pub fn import_at_most(contacts: usize) -> String {
    format!("At most {contacts} contacts can be imported at once")
}
/// A shop page that answered with an HTTP error status.
pub fn page_answered_error(status: u16) -> String {
    format!("The page answered with an error (HTTP {status}).")
}
/// Names as a sentence lists them: "Ann", "Ann and Ben", "Ann, Ben and Cal".
pub fn names_listed<S: AsRef<str>>(names: &[S]) -> String {
    match names {
        [] => String::new(),
        [one] => one.as_ref().to_owned(),
        [rest @ .., last] => {
            let rest: Vec<&str> = rest.iter().map(AsRef::as_ref).collect();
            format!("{} and {}", rest.join(", "), last.as_ref())
        }
    }
}
/// Why no draw fits: a group of givers who may only give to fewer people
/// than they are; `possible_without_previous` when earlier years' pairs
/// are what blocks the draw.
pub fn exchange_blocked_group<S: AsRef<str>>(
    givers: &[S],
    receivers: &[S],
    possible_without_previous: bool,
) -> String {
    let mut why = match receivers {
        [] => format!("{} cannot give to anyone", names_listed(givers)),
        _ => format!(
            "{} can only give to {}",
            names_listed(givers),
            names_listed(receivers)
        ),
    };
    if possible_without_previous {
        why.push_str(" (allowing last year's pairs again would make a draw possible)");
    }
    why
}
/// The draw waits for those invited by email who have not joined.
pub fn exchange_not_everyone_joined<S: AsRef<str>>(pending: &[S]) -> String {
    format!("{EXCHANGE_NOT_EVERYONE_JOINED} {}", names_listed(pending))
}

// Issue 47: the digest, nudges and gift-giving days.
pub const DIGEST_INVALID: &str = "Choose weekly, daily or off.";
pub const DIGEST_DAY_INVALID: &str = "Choose a day of the week.";
pub const DIGEST_HOUR_RANGE: &str = "Choose an hour from 0 to 23.";
pub const COUNTRY_INVALID: &str = "Choose one of the countries listed.";
pub const BIRTHDAY_INVALID: &str = "Enter your birthday as a past date, such as 1990-04-21.";
pub const NUDGE_UNAVAILABLE: &str = "They have turned nudges off.";
pub const NUDGE_ALREADY_ASKED: &str = "They have been asked about this one already.";
pub const GIFT_DAY_INVALID: &str = "Choose one of the gift-giving days listed.";
pub const GIFT_DAY_NOT_KEPT: &str = "That day is not kept in that country.";
pub const GIFT_DAY_ALREADY_ADDED: &str = "This day is already in your dates.";
pub const UNSUBSCRIBE_INVALID: &str = "This unsubscribe link is not valid.";

// Issue 48: personal access tokens.
pub const TOKEN_NAME_REQUIRED: &str = "Give the token a name.";
pub const TOKEN_NAME_TOO_LONG: &str = "A token's name is at most 100 characters.";
pub const TOKEN_EXPIRY_INVALID: &str = "Choose 30, 90 or 365 days, or no expiry.";
pub const TOKEN_SCOPE_INVALID: &str = "Choose read, or read and write.";
pub const TOKEN_ROUTE_REFUSED: &str = "An access token cannot do this: sign in to Presently.";
pub const TOKEN_READ_ONLY: &str = "This access token can only read.";
pub const ITEM_IMPORT_QUANTITY_INVALID: &str = "Quantity must be a whole number from 1.";
pub const ITEM_IMPORT_ON_LIST: &str = "Already on this list.";
pub const ITEM_IMPORT_TWICE: &str = "Already in this file: the same link or name is one item.";
pub const ITEM_IMPORT_EMPTY: &str = "No items were found in this file.";
pub const ITEM_IMPORT_TOO_MANY: &str = "At most 2,000 items can be imported at once.";
pub const ITEM_IMPORT_NOT_AMAZON: &str = "This is not an Amazon wish list page. Open the wish list itself, or save it as a web page (HTML) and choose that file.";
pub const ITEM_IMPORT_NOT_APP: &str = "This file is not an export Presently can read: choose an OpenWishlist or edmw Wishlist export (JSON).";
pub const ITEM_IMPORT_NO_NAME_COLUMN: &str = "Choose which column holds each item's name.";
pub const ITEM_IMPORT_COLUMN_INVALID: &str = "A chosen column is not in the file.";
pub const ITEM_IMPORT_SOURCE_INVALID: &str =
    "Choose an Amazon wish list, a spreadsheet (CSV) or another app's export.";
pub const ITEM_IMPORT_NOTHING_NEW: &str =
    "Nothing to import: every item is already on this list or was skipped.";
pub const TOKEN_LIMIT_REACHED: &str = "You can keep at most 50 access tokens. Revoke one first.";
pub const TOKEN_INVALID: &str =
    "This access token is not valid: it may have expired or been revoked.";
pub const TOKEN_REQUIRED: &str =
    "Send a personal access token (Settings, Access tokens) as Authorization: Bearer.";
pub const MCP_PROTOCOL_VERSION_UNSUPPORTED: &str =
    "This MCP protocol version is not supported: use 2025-06-18, 2025-03-26 or 2024-11-05.";
pub const TOKEN_CROSS_SITE: &str = "An access token cannot be used from a web page.";
pub const TOKEN_RATE_LIMITED: &str =
    "This access token made too many calls. Try again in a minute.";
