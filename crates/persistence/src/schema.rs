// One schema for both backends: portable types only (BigInt, Text, Timestamp).

diesel::table! {
    users (id) {
        id -> BigInt,
        issuer -> Text,
        subject -> Text,
        email -> Nullable<Text>,
        first_name -> Nullable<Text>,
        last_name -> Nullable<Text>,
        profile_image_url -> Nullable<Text>,
        time_zone -> Text,
        created_at -> Timestamp,
        updated_at -> Timestamp,
    }
}
