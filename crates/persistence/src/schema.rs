// One schema for both backends: portable types only (BigInt, Text, Timestamp).

diesel::table! {
    idempotency_keys (user_id, route, idempotency_key) {
        user_id -> BigInt,
        route -> Text,
        idempotency_key -> Text,
        request_hash -> Text,
        status -> Nullable<Integer>,
        response_body -> Nullable<Text>,
        created_at -> Timestamp,
    }
}

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
        calendar_token -> Nullable<Text>,
        profile_edited -> Bool,
        time_zone_chosen -> Bool,
        default_reminder_days -> Integer,
        default_reminder_delivery -> Text,
        email_reminders -> Bool,
        email_circle -> Bool,
        circle_emailed_at -> Nullable<Timestamp>,
        list_by_default -> Bool,
        home_currency -> Nullable<Text>,
        digest -> Text,
        digest_day -> Text,
        digest_hour -> Integer,
        digest_next_at -> Nullable<Timestamp>,
        nudges -> Bool,
        country -> Nullable<Text>,
        birthday -> Nullable<Date>,
    }
}

diesel::table! {
    sessions (id) {
        id -> BigInt,
        token_hash -> Text,
        user_id -> BigInt,
        issued_at -> Timestamp,
        last_used_at -> Timestamp,
        expires_at -> Timestamp,
    }
}

diesel::table! {
    contacts (id) {
        id -> BigInt,
        user_id -> BigInt,
        name -> Text,
        email -> Nullable<Text>,
        phone -> Nullable<Text>,
        relationship -> Nullable<Text>,
        preferences -> Nullable<Text>,
        photo_url -> Nullable<Text>,
        created_at -> Timestamp,
        updated_at -> Timestamp,
    }
}

diesel::table! {
    special_dates (id) {
        id -> BigInt,
        user_id -> BigInt,
        contact_id -> Nullable<BigInt>,
        title -> Text,
        date -> Date,
        date_type -> Text,
        recurring -> Bool,
        reminder_days -> Integer,
        reminder_delivery -> Text,
        notes -> Nullable<Text>,
        shopped_occurrence -> Nullable<Date>,
        next_occurrence -> Date,
        remind_on -> Date,
        created_at -> Timestamp,
        updated_at -> Timestamp,
        dependant_id -> Nullable<BigInt>,
        gift_day -> Nullable<Text>,
        gift_country -> Nullable<Text>,
    }
}

diesel::table! {
    reminders (id) {
        id -> BigInt,
        user_id -> BigInt,
        special_date_id -> BigInt,
        occurrence -> Date,
        channel -> Text,
        title -> Text,
        body -> Text,
        delivery_status -> Text,
        attempts -> Integer,
        claimed_at -> Nullable<Timestamp>,
        created_at -> Timestamp,
    }
}

diesel::table! {
    friend_requests (id) {
        id -> BigInt,
        sender_id -> BigInt,
        receiver_id -> Nullable<BigInt>,
        receiver_email -> Text,
        status -> Text,
        created_at -> Timestamp,
        responded_at -> Nullable<Timestamp>,
    }
}

diesel::table! {
    friendships (id) {
        id -> BigInt,
        user_low_id -> BigInt,
        user_high_id -> BigInt,
        created_at -> Timestamp,
    }
}

diesel::table! {
    claims (id) {
        id -> BigInt,
        item_id -> BigInt,
        giver_id -> Nullable<BigInt>,
        guest_name -> Nullable<Text>,
        guest_email -> Nullable<Text>,
        guest_token_hash -> Nullable<Text>,
        quantity -> Integer,
        status -> Text,
        created_at -> Timestamp,
        updated_at -> Timestamp,
    }
}

diesel::table! {
    item_shares (id) {
        id -> BigInt,
        item_id -> BigInt,
        owner_id -> BigInt,
        shared_with_id -> BigInt,
        can_edit -> Bool,
        created_at -> Timestamp,
    }
}

diesel::table! {
    date_shares (id) {
        id -> BigInt,
        special_date_id -> BigInt,
        owner_id -> BigInt,
        shared_with_id -> BigInt,
        can_edit -> Bool,
        created_at -> Timestamp,
    }
}

diesel::table! {
    assistant_settings (user_id) {
        user_id -> BigInt,
        use_circle -> Bool,
        updated_at -> Timestamp,
    }
}

diesel::table! {
    analytics_events (id) {
        id -> BigInt,
        user_id -> Nullable<BigInt>,
        event -> Text,
        partner -> Text,
        label -> Text,
        value -> Text,
        day -> Date,
        created_at -> Timestamp,
    }
}

diesel::table! {
    notifications (id) {
        id -> BigInt,
        user_id -> BigInt,
        kind -> Text,
        channel -> Text,
        title -> Text,
        body -> Text,
        link -> Nullable<Text>,
        special_date_id -> Nullable<BigInt>,
        occurrence -> Nullable<Date>,
        read_at -> Nullable<Timestamp>,
        created_at -> Timestamp,
        args -> Nullable<Text>,
        email_due -> Bool,
    }
}

diesel::table! {
    limited_calls (limit_key, at) {
        limit_key -> Text,
        at -> Timestamp,
    }
}

diesel::table! {
    dependants (id) {
        id -> BigInt,
        name -> Text,
        kind -> Text,
        birthday -> Nullable<Date>,
        photo_url -> Nullable<Text>,
        created_by -> BigInt,
        invite_email -> Nullable<Text>,
        invite_token_hash -> Nullable<Text>,
        invited_at -> Nullable<Timestamp>,
        created_at -> Timestamp,
        updated_at -> Timestamp,
    }
}

diesel::table! {
    dependant_guardians (dependant_id, user_id) {
        dependant_id -> BigInt,
        user_id -> BigInt,
        created_at -> Timestamp,
    }
}

diesel::table! {
    lists (id) {
        id -> BigInt,
        kind -> Text,
        owner_id -> BigInt,
        name -> Nullable<Text>,
        description -> Nullable<Text>,
        occasion -> Nullable<Text>,
        event_date -> Nullable<Date>,
        public_token -> Nullable<Text>,
        listed -> Bool,
        created_at -> Timestamp,
        updated_at -> Timestamp,
        archived_at -> Nullable<Timestamp>,
        visibility -> Text,
        registry -> Bool,
        dependant_id -> Nullable<BigInt>,
    }
}

diesel::table! {
    list_members (list_id, user_id) {
        list_id -> BigInt,
        user_id -> BigInt,
        role -> Text,
        created_at -> Timestamp,
    }
}

diesel::table! {
    items (id) {
        id -> BigInt,
        list_id -> BigInt,
        added_by -> Nullable<BigInt>,
        for_user_id -> Nullable<BigInt>,
        for_name -> Nullable<Text>,
        name -> Text,
        description -> Nullable<Text>,
        price -> Nullable<Text>,
        url -> Nullable<Text>,
        category -> Nullable<Text>,
        priority -> Text,
        ranking -> Integer,
        quantity -> Integer,
        where_to_buy -> Nullable<Text>,
        image_url -> Nullable<Text>,
        purchased -> Bool,
        created_at -> Timestamp,
        updated_at -> Timestamp,
        received_at -> Nullable<Timestamp>,
        next_price_read_at -> Nullable<Timestamp>,
        price_change_from -> Nullable<Text>,
        price_change_to -> Nullable<Text>,
        price_changed_at -> Nullable<Timestamp>,
    }
}

diesel::table! {
    price_readings (id) {
        id -> BigInt,
        item_id -> BigInt,
        price -> Text,
        amount_cents -> Nullable<BigInt>,
        read_at -> Timestamp,
    }
}

diesel::table! {
    price_watches (id) {
        id -> BigInt,
        user_id -> BigInt,
        item_id -> BigInt,
        watching -> Bool,
        drop_percent -> Integer,
        target_cents -> Nullable<BigInt>,
        reference_cents -> Nullable<BigInt>,
        told_below_target -> Bool,
        updated_at -> Timestamp,
    }
}

diesel::table! {
    shop_pauses (shop) {
        shop -> Text,
        paused_until -> Timestamp,
    }
}

diesel::table! {
    exchanges (id) {
        id -> BigInt,
        organiser_id -> BigInt,
        name -> Text,
        exchange_date -> Date,
        budget_cents -> Nullable<BigInt>,
        budget_currency -> Nullable<Text>,
        message -> Nullable<Text>,
        single_loop -> Bool,
        avoid_last_years -> Integer,
        series_id -> Nullable<BigInt>,
        drawn_at -> Nullable<Timestamp>,
        organiser_sees_pairs -> Bool,
        revealed -> Bool,
        created_at -> Timestamp,
        updated_at -> Timestamp,
        reminded_days_before -> Nullable<Integer>,
    }
}

diesel::table! {
    exchange_participants (id) {
        id -> BigInt,
        exchange_id -> BigInt,
        user_id -> Nullable<BigInt>,
        dependant_id -> Nullable<BigInt>,
        invite_email -> Nullable<Text>,
        invite_token_hash -> Nullable<Text>,
        joined_at -> Nullable<Timestamp>,
        receiver_id -> Nullable<BigInt>,
        looked_at -> Nullable<Timestamp>,
        bought_at -> Nullable<Timestamp>,
        created_at -> Timestamp,
        hints -> Nullable<Text>,
    }
}

diesel::table! {
    exchange_exclusions (exchange_id, giver_id, receiver_id) {
        exchange_id -> BigInt,
        giver_id -> BigInt,
        receiver_id -> BigInt,
    }
}

diesel::table! {
    exchange_questions (id) {
        id -> BigInt,
        exchange_id -> BigInt,
        giver_id -> BigInt,
        receiver_id -> BigInt,
        body -> Text,
        answer -> Nullable<Text>,
        asked_at -> Timestamp,
        answered_at -> Nullable<Timestamp>,
    }
}

diesel::table! {
    gifts (id) {
        id -> BigInt,
        owner_id -> BigInt,
        contact_id -> Nullable<BigInt>,
        friend_id -> Nullable<BigInt>,
        dependant_id -> Nullable<BigInt>,
        direction -> Text,
        status -> Text,
        name -> Text,
        link -> Nullable<Text>,
        price_cents -> Nullable<BigInt>,
        price_currency -> Nullable<Text>,
        shop -> Nullable<Text>,
        occasion -> Nullable<Text>,
        occasion_date -> Nullable<Date>,
        notes -> Nullable<Text>,
        thank_you_sent -> Bool,
        source -> Text,
        source_id -> Nullable<BigInt>,
        created_at -> Timestamp,
        updated_at -> Timestamp,
    }
}

diesel::table! {
    person_links (owner_id, contact_id) {
        owner_id -> BigInt,
        contact_id -> BigInt,
        friend_id -> BigInt,
    }
}

diesel::table! {
    budgets (id) {
        id -> BigInt,
        owner_id -> BigInt,
        name -> Text,
        occasion_date -> Date,
        amount_cents -> BigInt,
        currency -> Text,
        created_at -> Timestamp,
        updated_at -> Timestamp,
    }
}

diesel::table! {
    budget_people (id) {
        id -> BigInt,
        budget_id -> BigInt,
        contact_id -> Nullable<BigInt>,
        friend_id -> Nullable<BigInt>,
        dependant_id -> Nullable<BigInt>,
        amount_cents -> BigInt,
    }
}

diesel::table! {
    nudges (user_id, occasion) {
        user_id -> BigInt,
        occasion -> Text,
        created_at -> Timestamp,
    }
}

diesel::joinable!(budget_people -> budgets (budget_id));
diesel::joinable!(lists -> users (owner_id));
diesel::joinable!(exchanges -> users (organiser_id));
diesel::joinable!(exchange_participants -> exchanges (exchange_id));
diesel::joinable!(list_members -> lists (list_id));
diesel::joinable!(dependant_guardians -> dependants (dependant_id));
diesel::joinable!(dependant_guardians -> users (user_id));
diesel::joinable!(lists -> dependants (dependant_id));
diesel::joinable!(list_members -> users (user_id));
diesel::joinable!(items -> lists (list_id));
diesel::joinable!(claims -> items (item_id));
diesel::joinable!(price_readings -> items (item_id));
diesel::joinable!(price_watches -> items (item_id));
diesel::joinable!(notifications -> users (user_id));
diesel::joinable!(item_shares -> items (item_id));
diesel::joinable!(date_shares -> special_dates (special_date_id));
diesel::joinable!(contacts -> users (user_id));
diesel::joinable!(sessions -> users (user_id));
diesel::joinable!(special_dates -> users (user_id));
diesel::joinable!(special_dates -> contacts (contact_id));
diesel::joinable!(reminders -> special_dates (special_date_id));
diesel::joinable!(reminders -> users (user_id));

diesel::joinable!(idempotency_keys -> users (user_id));

diesel::table! {
    chip_ins (id) {
        id -> BigInt,
        item_id -> BigInt,
        claim_id -> BigInt,
        organiser_id -> BigInt,
        target_cents -> BigInt,
        currency -> Text,
        bought_at -> Nullable<Timestamp>,
        created_at -> Timestamp,
    }
}

diesel::table! {
    pledges (id) {
        id -> BigInt,
        chip_in_id -> BigInt,
        giver_id -> Nullable<BigInt>,
        guest_name -> Nullable<Text>,
        guest_email -> Nullable<Text>,
        guest_token_hash -> Nullable<Text>,
        amount_cents -> Nullable<BigInt>,
        paid_at -> Nullable<Timestamp>,
        created_at -> Timestamp,
    }
}

diesel::table! {
    giver_notes (id) {
        id -> BigInt,
        item_id -> BigInt,
        author_id -> BigInt,
        body -> Text,
        created_at -> Timestamp,
    }
}

diesel::table! {
    item_questions (id) {
        id -> BigInt,
        item_id -> BigInt,
        asker_id -> Nullable<BigInt>,
        question -> Text,
        answer -> Nullable<Text>,
        answered_by -> Nullable<BigInt>,
        asked_at -> Timestamp,
        answered_at -> Nullable<Timestamp>,
    }
}

diesel::joinable!(pledges -> chip_ins (chip_in_id));

diesel::table! {
    list_follows (list_id, user_id) {
        list_id -> BigInt,
        user_id -> BigInt,
        following -> Bool,
        created_at -> Timestamp,
    }
}

diesel::table! {
    list_changes (id) {
        id -> BigInt,
        list_id -> BigInt,
    }
}

diesel::joinable!(list_follows -> lists (list_id));

diesel::table! {
    access_tokens (id) {
        id -> BigInt,
        user_id -> BigInt,
        name -> Text,
        secret_hash -> Text,
        scope -> Text,
        created_at -> Timestamp,
        expires_at -> Nullable<Timestamp>,
        last_used_at -> Nullable<Timestamp>,
    }
}

diesel::allow_tables_to_appear_in_same_query!(
    users,
    idempotency_keys,
    contacts,
    special_dates,
    reminders,
    friend_requests,
    friendships,
    sessions,
    items,
    item_shares,
    date_shares,
    notifications,
    lists,
    list_members,
    dependants,
    dependant_guardians,
    limited_calls,
    claims,
    analytics_events,
    assistant_settings,
    price_readings,
    price_watches,
    shop_pauses,
    exchanges,
    exchange_participants,
    exchange_exclusions,
    exchange_questions,
    gifts,
    person_links,
    budgets,
    budget_people,
    chip_ins,
    pledges,
    giver_notes,
    item_questions,
    list_follows,
    list_changes,
    nudges,
    access_tokens
);
