//! Budgets and spending (issue 44): how much I mean to spend on an
//! occasion ("Christmas 2026: $600") and on each person within it, and
//! where the money went. Private to their keeper.
//!
//! One rule for money: amounts keep their currency. A budget is in the
//! currency it was made in (the keeper's home currency); what is bought or
//! planned in another currency is listed as not counted, never converted.
//!
//! What counts against a budget is what I give for its day: my gifts (an
//! idea is planned; bought, wrapped or given is bought) and my claims not
//! yet purchased (planned, the item's price times the units I claimed)
//! whose occasion day is the budget's day. A purchased claim is counted once,
//! as the gift record the purchase kept.

use chrono::{Datelike, NaiveDate, NaiveDateTime};

use crate::gift::{money_of_price, Gift, GiftDirection, GiftPerson, GiftStatus};
use crate::ids::{BudgetId, ClaimId, DependantId, UserId};
use crate::messages;
use crate::money::{parse_amount_cents, parse_currency, sum_by_currency, Money};
use crate::special_date::parse_calendar_date;
use crate::validation::{cleaned, read, required_name, ValidationError};

pub const BUDGET_NAME_MAX: usize = 100;
/// The largest budget, and the largest amount for one person (cents).
pub const BUDGET_MAX_CENTS: i64 = 100_000_000;
/// Budgets one person may keep.
pub const MAX_BUDGETS: u64 = 200;
/// People one budget may name.
pub const MAX_BUDGET_PEOPLE: usize = 200;

/// A budget's own fields, validated.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BudgetInput {
    /// "Christmas 2026".
    pub name: String,
    /// The occasion's day: what I give for it counts here.
    pub date: NaiveDate,
    /// The whole budget, in its currency.
    pub amount: Money,
}

impl BudgetInput {
    /// Whether it is the budget `occasion` names: its day (`YYYY-MM-DD`), or
    /// words of its name, case aside ("christmas" is "Christmas 2026").
    pub fn is_for(&self, occasion: &str) -> bool {
        let occasion = occasion.trim();
        occasion.parse::<NaiveDate>().ok() == Some(self.date)
            || (!occasion.is_empty() && self.name.to_lowercase().contains(&occasion.to_lowercase()))
    }
}

/// How much I mean to spend on one person, in the budget's currency.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Allowance {
    pub person: GiftPerson,
    pub amount_cents: i64,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Budget {
    pub id: BudgetId,
    pub owner: UserId,
    pub input: BudgetInput,
    /// In the order they were added.
    pub allowances: Vec<Allowance>,
    pub created_at: NaiveDateTime,
    pub updated_at: NaiveDateTime,
}

/// What a client sends to make or change a budget (a field not sent keeps
/// what is stored).
#[derive(Debug, Clone, Default)]
pub struct BudgetDraft {
    pub name: Option<String>,
    pub date: Option<String>,
    pub amount: Option<String>,
    /// Only when it is made: afterwards its amounts stay in it.
    pub currency: Option<String>,
}

/// "600", "600.50", "$600": cents within a budget's bounds.
fn budget_cents(text: &str) -> Option<i64> {
    let text = text.trim().trim_start_matches(['$', '€', '£']).trim();
    parse_amount_cents(text).filter(|cents| (1..=BUDGET_MAX_CENTS).contains(cents))
}

impl BudgetDraft {
    /// Reads the draft over `current` (`None` for a new budget, made in
    /// `home` unless it names its currency).
    pub fn validate(
        self,
        current: Option<&BudgetInput>,
        home: &str,
    ) -> Result<BudgetInput, ValidationError> {
        let mut errors = Vec::new();
        let name = read(
            &mut errors,
            "name",
            required_name(
                self.name,
                current.map(|c| &c.name),
                BUDGET_NAME_MAX,
                messages::BUDGET_NAME_TOO_LONG,
            ),
        );
        let date = read(
            &mut errors,
            "date",
            match (cleaned(self.date), current) {
                (None, Some(current)) => Ok(current.date),
                (None, None) => Err(messages::BUDGET_DATE_REQUIRED),
                (Some(text), _) => parse_calendar_date(&text).ok_or(messages::DATE_INVALID),
            },
        );
        let amount_cents = read(
            &mut errors,
            "amount",
            match (cleaned(self.amount), current) {
                (None, Some(current)) => Ok(current.amount.amount_cents),
                (None, None) => Err(messages::BUDGET_AMOUNT_INVALID),
                (Some(text), _) => budget_cents(&text).ok_or(messages::BUDGET_AMOUNT_INVALID),
            },
        );
        let currency = read(
            &mut errors,
            "currency",
            match (current, cleaned(self.currency)) {
                (Some(current), _) => Ok(current.amount.currency.clone()),
                (None, None) => Ok(home.to_owned()),
                (None, Some(code)) => parse_currency(&code).ok_or(messages::CURRENCY_INVALID),
            },
        );
        if let Some(error) = ValidationError::from_fields(errors) {
            return Err(error);
        }
        match (name, date, amount_cents, currency) {
            (Some(name), Some(date), Some(amount_cents), Some(currency)) => Ok(BudgetInput {
                name,
                date,
                amount: Money {
                    amount_cents,
                    currency,
                },
            }),
            _ => Err(ValidationError::field("name", messages::NAME_REQUIRED)),
        }
    }
}

/// The amount for one person ("50", "50.50"): `Ok(None)` when blank (no
/// amount: they are taken off the budget).
pub fn allowance_cents(text: Option<String>) -> Result<Option<i64>, ValidationError> {
    match cleaned(text) {
        None => Ok(None),
        Some(text) => budget_cents(&text).map(Some).ok_or_else(|| {
            ValidationError::field("amount", messages::BUDGET_PERSON_AMOUNT_INVALID)
        }),
    }
}

string_enum!(
    /// Whether money counted is spent (bought) or still planned.
    SpendState {
        Bought => "bought" / "Bought",
        Planned => "planned" / "Planned",
    }
);

/// A claim of mine not yet purchased, with what a budget needs of it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReservedClaim {
    pub claim: ClaimId,
    pub quantity: u32,
    pub item_name: String,
    /// As the list shows it ("$24.99").
    pub price: Option<String>,
    /// The day of the list's occasion, when it has one.
    pub event_date: Option<NaiveDate>,
    /// The one looked after whose list it is on.
    pub dependant: Option<DependantId>,
    /// Whom the item is for, when that is an account.
    pub recipient: Option<UserId>,
}

/// One amount given (or to give) to a person on a day.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Spend {
    pub person: GiftPerson,
    pub name: String,
    /// `None`: no price known (counted as nothing, and said).
    pub money: Option<Money>,
    pub state: SpendState,
    pub date: Option<NaiveDate>,
    /// The gift's occasion, for the Spending page ("Christmas").
    pub occasion: Option<String>,
}

impl Spend {
    /// A gift I give (or gave); `None` for one I received.
    pub fn of_gift(gift: &Gift) -> Option<Spend> {
        (gift.direction == GiftDirection::Given).then(|| Spend {
            person: gift.person,
            name: gift.input.name.clone(),
            money: gift.input.price.clone(),
            state: match gift.input.status {
                GiftStatus::Idea => SpendState::Planned,
                _ => SpendState::Bought,
            },
            date: gift.input.occasion_date,
            occasion: gift.input.occasion.clone(),
        })
    }

    /// A claim of mine not yet purchased, for `person`: the item's price
    /// times the units I claimed.
    pub fn of_claim(claim: &ReservedClaim, person: GiftPerson) -> Spend {
        let money = claim
            .price
            .as_deref()
            .and_then(money_of_price)
            .and_then(|m| m.times(claim.quantity.max(1)));
        Spend {
            person,
            name: claim.item_name.clone(),
            money,
            state: SpendState::Planned,
            date: claim.event_date,
            occasion: None,
        }
    }
}

/// Bought and planned, in one currency.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Tally {
    pub bought_cents: i64,
    pub planned_cents: i64,
}

impl Tally {
    pub fn total_cents(&self) -> i64 {
        self.bought_cents.saturating_add(self.planned_cents)
    }

    fn add(&mut self, state: SpendState, cents: i64) {
        match state {
            SpendState::Bought => self.bought_cents = self.bought_cents.saturating_add(cents),
            SpendState::Planned => self.planned_cents = self.planned_cents.saturating_add(cents),
        }
    }
}

/// One person within a budget: their amount (if I set one) and what is
/// bought and planned for them. `key` is whoever the caller counts as one
/// person (a contact and a friend with the same address are one).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PersonTally<K> {
    pub key: K,
    pub allowance_cents: Option<i64>,
    pub tally: Tally,
}

impl<K> PersonTally<K> {
    pub fn over_cents(&self) -> i64 {
        self.allowance_cents
            .map_or(0, |allowed| (self.tally.total_cents() - allowed).max(0))
    }
}

/// A budget added up.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BudgetTally<K> {
    pub tally: Tally,
    /// The budget less bought and planned (below zero when over).
    pub left_cents: i64,
    /// Amounts in another currency, summed per currency: not counted.
    pub not_counted: Vec<Money>,
    /// Gifts and claims for the day without a price.
    pub unpriced: u32,
    /// The people with an amount first (in the order they were added),
    /// then the others, by who came first.
    pub people: Vec<PersonTally<K>>,
}

impl<K> BudgetTally<K> {
    pub fn over_cents(&self) -> i64 {
        (-self.left_cents).max(0)
    }
}

/// Adds up what counts against `budget` among `spends`: those for its day.
/// `key` says who each person is (`None`: nobody I still know; still counted
/// in the whole).
pub fn tally_budget<K: PartialEq + Clone>(
    budget: &Budget,
    spends: &[Spend],
    key: impl Fn(GiftPerson) -> Option<K>,
) -> BudgetTally<K> {
    let currency = &budget.input.amount.currency;
    let mut people: Vec<PersonTally<K>> = Vec::new();
    for allowance in &budget.allowances {
        let Some(k) = key(allowance.person) else {
            continue;
        };
        match people.iter_mut().find(|p| p.key == k) {
            Some(p) => {
                p.allowance_cents = Some(p.allowance_cents.unwrap_or(0) + allowance.amount_cents)
            }
            None => people.push(PersonTally {
                key: k,
                allowance_cents: Some(allowance.amount_cents),
                tally: Tally::default(),
            }),
        }
    }
    let mut tally = Tally::default();
    let mut others = Vec::new();
    let mut unpriced = 0;
    for spend in spends.iter().filter(|s| s.date == Some(budget.input.date)) {
        let Some(money) = &spend.money else {
            unpriced += 1;
            continue;
        };
        if &money.currency != currency {
            others.push(money);
            continue;
        }
        tally.add(spend.state, money.amount_cents);
        if let Some(k) = key(spend.person) {
            match people.iter_mut().find(|p| p.key == k) {
                Some(p) => p.tally.add(spend.state, money.amount_cents),
                None => {
                    let mut person = PersonTally {
                        key: k,
                        allowance_cents: None,
                        tally: Tally::default(),
                    };
                    person.tally.add(spend.state, money.amount_cents);
                    people.push(person);
                }
            }
        }
    }
    BudgetTally {
        left_cents: budget.input.amount.amount_cents - tally.total_cents(),
        tally,
        not_counted: sum_by_currency(others),
        unpriced,
        people,
    }
}

/// Where the money went: what I bought (bought, wrapped or given; ideas
/// and claims not yet bought are not spent) in `currency`, by person, by
/// occasion and by year.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Spending<K> {
    /// Most first.
    pub by_person: Vec<(K, i64)>,
    /// "Christmas 2025", most first.
    pub by_occasion: Vec<(String, i64)>,
    /// Oldest first; every year, whatever `year` was asked.
    pub by_year: Vec<(i32, i64)>,
    pub total_cents: i64,
    pub not_counted: Vec<Money>,
    /// The years there is spending in (for choosing one), newest first.
    pub years: Vec<i32>,
}

/// The occasion a bought gift belongs to on the Spending page: the budget
/// for its day, else its occasion with its year ("Christmas 2025"), else
/// "Other gifts 2025".
pub fn occasion_label(spend: &Spend, year: i32, budgets: &[Budget]) -> String {
    if let Some(budget) = budgets.iter().find(|b| Some(b.input.date) == spend.date) {
        return budget.input.name.clone();
    }
    match &spend.occasion {
        Some(occasion) if occasion.contains(&year.to_string()) => occasion.clone(),
        Some(occasion) => format!("{occasion} {year}"),
        None => format!("Other gifts {year}"),
    }
}

/// Adds up `spends` bought in `currency`; `year` narrows the by-person and
/// by-occasion sums (and the total) to one year. A spend's year is its
/// day's, else `kept_year`'s answer for it.
pub fn spending<K: PartialEq + Clone>(
    spends: &[(Spend, i32)],
    currency: &str,
    year: Option<i32>,
    budgets: &[Budget],
    key: impl Fn(GiftPerson) -> Option<K>,
) -> Spending<K> {
    let bought = spends
        .iter()
        .filter(|(s, _)| s.state == SpendState::Bought)
        .filter_map(|(s, y)| s.money.as_ref().map(|m| (s, m, *y)));
    let mut by_person: Vec<(K, i64)> = Vec::new();
    let mut by_occasion: Vec<(String, i64)> = Vec::new();
    let mut by_year: Vec<(i32, i64)> = Vec::new();
    let mut others = Vec::new();
    let mut total_cents = 0i64;
    for (spend, money, spend_year) in bought {
        if money.currency != currency {
            if year.is_none_or(|y| y == spend_year) {
                others.push(money);
            }
            continue;
        }
        let cents = money.amount_cents;
        add_to(&mut by_year, spend_year, cents);
        if year.is_some_and(|y| y != spend_year) {
            continue;
        }
        total_cents = total_cents.saturating_add(cents);
        add_to(
            &mut by_occasion,
            occasion_label(spend, spend_year, budgets),
            cents,
        );
        if let Some(k) = key(spend.person) {
            add_to(&mut by_person, k, cents);
        }
    }
    by_person.sort_by_key(|p| std::cmp::Reverse(p.1));
    by_occasion.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    by_year.sort_by_key(|(y, _)| *y);
    let mut years: Vec<i32> = spends
        .iter()
        .filter(|(s, _)| s.state == SpendState::Bought && s.money.is_some())
        .map(|(_, y)| *y)
        .collect();
    years.sort_unstable_by(|a, b| b.cmp(a));
    years.dedup();
    Spending {
        by_person,
        by_occasion,
        by_year,
        total_cents,
        not_counted: sum_by_currency(others),
        years,
    }
}

fn add_to<K: PartialEq>(sums: &mut Vec<(K, i64)>, key: K, cents: i64) {
    match sums.iter_mut().find(|(k, _)| *k == key) {
        Some((_, sum)) => *sum = sum.saturating_add(cents),
        None => sums.push((key, cents)),
    }
}

/// The year a gift belongs to on the Spending page.
pub fn spend_year(gift: &Gift) -> i32 {
    gift.input
        .occasion_date
        .map_or(gift.created_at.year(), |day| day.year())
}

/// One CSV field, quoted when it must be, and never read as a formula by a
/// spreadsheet (a leading `=`, `+`, `-` or `@` gets a `'`).
pub fn csv_field(text: &str) -> String {
    let text = if text.starts_with(['=', '+', '-', '@']) {
        format!("'{text}")
    } else {
        text.to_owned()
    };
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_budget_is_named_by_its_day_or_words_of_its_name() {
        let budget = BudgetDraft {
            name: Some("Christmas 2026".into()),
            date: Some("2026-12-25".into()),
            amount: Some("300".into()),
            currency: None,
        }
        .validate(None, "USD")
        .unwrap();
        assert!(budget.is_for("christmas"));
        assert!(budget.is_for(" 2026-12-25 "));
        assert!(!budget.is_for("Easter"));
        assert!(!budget.is_for("2026-12-24"));
        assert!(!budget.is_for(" "));
    }
    use crate::gift::GiftInput;
    use crate::ids::{ContactId, GiftId};

    fn field_message<'a>(error: &'a ValidationError, field: &str) -> Option<&'a str> {
        error.fields.get(field).map(String::as_str)
    }

    fn day(text: &str) -> NaiveDate {
        text.parse().unwrap()
    }

    fn usd(cents: i64) -> Money {
        Money {
            amount_cents: cents,
            currency: "USD".into(),
        }
    }

    fn christmas(allowances: Vec<Allowance>) -> Budget {
        Budget {
            id: BudgetId(1),
            owner: UserId(1),
            input: BudgetInput {
                name: "Christmas 2026".into(),
                date: day("2026-12-25"),
                amount: usd(60_000),
            },
            allowances,
            created_at: day("2026-11-01").and_hms_opt(9, 0, 0).unwrap(),
            updated_at: day("2026-11-01").and_hms_opt(9, 0, 0).unwrap(),
        }
    }

    fn gift(person: i64, price: Option<Money>, status: GiftStatus, date: &str) -> Gift {
        Gift {
            id: GiftId(person * 100),
            owner: UserId(1),
            person: GiftPerson::Contact(ContactId(person)),
            direction: GiftDirection::Given,
            input: GiftInput {
                name: "A gift".into(),
                link: None,
                price,
                shop: None,
                occasion: Some("Christmas".into()),
                occasion_date: Some(day(date)),
                status,
                notes: None,
                thank_you_sent: false,
            },
            created_at: day("2026-11-02").and_hms_opt(9, 0, 0).unwrap(),
            updated_at: day("2026-11-02").and_hms_opt(9, 0, 0).unwrap(),
        }
    }

    fn contact(person: GiftPerson) -> Option<i64> {
        match person {
            GiftPerson::Contact(id) => Some(id.0),
            _ => None,
        }
    }

    #[test]
    fn a_draft_needs_a_name_a_day_and_an_amount_in_the_home_currency() {
        let input = BudgetDraft {
            name: Some(" Christmas 2026 ".into()),
            date: Some("2026-12-25".into()),
            amount: Some("$600".into()),
            currency: None,
        }
        .validate(None, "GBP")
        .unwrap();
        assert_eq!(input.name, "Christmas 2026");
        assert_eq!(
            input.amount,
            Money {
                amount_cents: 60_000,
                currency: "GBP".into()
            }
        );
        let error = BudgetDraft::default().validate(None, "USD").unwrap_err();
        assert_eq!(field_message(&error, "name"), Some(messages::NAME_REQUIRED));
        assert_eq!(
            field_message(&error, "date"),
            Some(messages::BUDGET_DATE_REQUIRED)
        );
        assert_eq!(
            field_message(&error, "amount"),
            Some(messages::BUDGET_AMOUNT_INVALID)
        );
        for bad in ["0", "-5", "12.345", "1000000.01", "lots"] {
            let error = BudgetDraft {
                name: Some("X".into()),
                date: Some("2026-12-25".into()),
                amount: Some(bad.into()),
                currency: Some("usd".into()),
            }
            .validate(None, "USD")
            .unwrap_err();
            assert_eq!(
                field_message(&error, "amount"),
                Some(messages::BUDGET_AMOUNT_INVALID),
                "{bad}"
            );
        }
        let error = BudgetDraft {
            name: Some("X".repeat(101)),
            date: Some("25/12/2026".into()),
            amount: Some("5".into()),
            currency: Some("dollars".into()),
        }
        .validate(None, "USD")
        .unwrap_err();
        assert_eq!(
            field_message(&error, "name"),
            Some(messages::BUDGET_NAME_TOO_LONG)
        );
        assert_eq!(field_message(&error, "date"), Some(messages::DATE_INVALID));
        assert_eq!(
            field_message(&error, "currency"),
            Some(messages::CURRENCY_INVALID)
        );
    }

    #[test]
    fn an_edit_keeps_what_was_not_sent_and_the_currency() {
        let kept = christmas(vec![]).input;
        let edited = BudgetDraft {
            amount: Some("650".into()),
            currency: Some("EUR".into()),
            ..BudgetDraft::default()
        }
        .validate(Some(&kept), "EUR")
        .unwrap();
        assert_eq!(edited.name, kept.name);
        assert_eq!(edited.date, kept.date);
        assert_eq!(edited.amount, usd(65_000));
    }

    #[test]
    fn allowances_are_amounts_or_blank() {
        assert_eq!(allowance_cents(Some("50.5".into())), Ok(Some(5_050)));
        assert_eq!(allowance_cents(Some("  ".into())), Ok(None));
        assert_eq!(
            field_message(&allowance_cents(Some("0".into())).unwrap_err(), "amount"),
            Some(messages::BUDGET_PERSON_AMOUNT_INVALID)
        );
    }

    #[test]
    fn bought_and_planned_add_up_for_the_day_per_person_in_one_currency() {
        let mum = GiftPerson::Contact(ContactId(1));
        let budget = christmas(vec![Allowance {
            person: mum,
            amount_cents: 10_000,
        }]);
        let gifts = [
            gift(1, Some(usd(6_000)), GiftStatus::Bought, "2026-12-25"),
            gift(1, Some(usd(5_000)), GiftStatus::Idea, "2026-12-25"),
            // Another day, another currency, no price.
            gift(1, Some(usd(9_999)), GiftStatus::Given, "2026-03-04"),
            gift(
                2,
                Some(Money {
                    amount_cents: 3_000,
                    currency: "EUR".into(),
                }),
                GiftStatus::Bought,
                "2026-12-25",
            ),
            gift(2, None, GiftStatus::Wrapped, "2026-12-25"),
            gift(2, Some(usd(2_000)), GiftStatus::Wrapped, "2026-12-25"),
        ];
        let mut spends: Vec<Spend> = gifts.iter().filter_map(Spend::of_gift).collect();
        // A claim of two kettles at $24.99 for Dad (contact 3).
        spends.push(Spend::of_claim(
            &ReservedClaim {
                claim: ClaimId(9),
                quantity: 2,
                item_name: "Kettle".into(),
                price: Some("$24.99".into()),
                event_date: Some(day("2026-12-25")),
                dependant: None,
                recipient: None,
            },
            GiftPerson::Contact(ContactId(3)),
        ));
        let tally = tally_budget(&budget, &spends, contact);
        assert_eq!(tally.tally.bought_cents, 8_000);
        assert_eq!(tally.tally.planned_cents, 5_000 + 4_998);
        assert_eq!(tally.left_cents, 60_000 - 8_000 - 9_998);
        assert_eq!(tally.over_cents(), 0);
        assert_eq!(
            tally.not_counted,
            vec![Money {
                amount_cents: 3_000,
                currency: "EUR".into()
            }]
        );
        assert_eq!(tally.unpriced, 1);
        let people: Vec<(i64, Option<i64>, i64, i64)> = tally
            .people
            .iter()
            .map(|p| {
                (
                    p.key,
                    p.allowance_cents,
                    p.tally.bought_cents,
                    p.over_cents(),
                )
            })
            .collect();
        assert_eq!(
            people,
            [
                (1, Some(10_000), 6_000, 1_000),
                (2, None, 2_000, 0),
                (3, None, 0, 0)
            ]
        );
        // An edit that raises a price moves the whole over.
        let mut dearer = gifts.to_vec();
        dearer[0].input.price = Some(usd(60_000));
        let spends: Vec<Spend> = dearer.iter().filter_map(Spend::of_gift).collect();
        let over = tally_budget(&budget, &spends, contact);
        assert_eq!(over.over_cents(), 60_000 + 5_000 + 2_000 - 60_000);
    }

    #[test]
    fn received_gifts_are_not_spending() {
        let mut received = gift(1, Some(usd(100)), GiftStatus::Given, "2026-12-25");
        received.direction = GiftDirection::Received;
        assert_eq!(Spend::of_gift(&received), None);
    }

    #[test]
    fn spending_by_person_occasion_and_year() {
        let budgets = [christmas(vec![])];
        let gifts = [
            gift(1, Some(usd(6_000)), GiftStatus::Bought, "2026-12-25"),
            gift(1, Some(usd(5_000)), GiftStatus::Idea, "2026-12-25"),
            gift(2, Some(usd(2_500)), GiftStatus::Given, "2025-12-25"),
            gift(1, Some(usd(1_000)), GiftStatus::Given, "2025-03-04"),
            gift(
                2,
                Some(Money {
                    amount_cents: 700,
                    currency: "EUR".into(),
                }),
                GiftStatus::Given,
                "2026-06-01",
            ),
        ];
        let spends: Vec<(Spend, i32)> = gifts
            .iter()
            .filter_map(|g| Spend::of_gift(g).map(|s| (s, spend_year(g))))
            .collect();
        let all = spending(&spends, "USD", None, &budgets, contact);
        assert_eq!(all.total_cents, 9_500);
        assert_eq!(all.by_person, vec![(1, 7_000), (2, 2_500)]);
        assert_eq!(
            all.by_occasion,
            vec![
                ("Christmas 2026".to_owned(), 6_000),
                ("Christmas 2025".to_owned(), 2_500),
                ("Christmas 2025".to_owned(), 1_000),
            ]
            .into_iter()
            .fold(Vec::new(), |mut v: Vec<(String, i64)>, (k, c)| {
                add_to(&mut v, k, c);
                v
            })
        );
        assert_eq!(all.by_year, vec![(2025, 3_500), (2026, 6_000)]);
        assert_eq!(all.years, vec![2026, 2025]);
        assert_eq!(all.not_counted.len(), 1);
        let last_year = spending(&spends, "USD", Some(2025), &budgets, contact);
        assert_eq!(last_year.total_cents, 3_500);
        assert_eq!(last_year.by_person, vec![(2, 2_500), (1, 1_000)]);
        assert_eq!(last_year.by_year, all.by_year);
        assert!(last_year.not_counted.is_empty());
    }

    #[test]
    fn csv_fields_are_quoted_and_never_formulas() {
        assert_eq!(csv_field("Mum"), "Mum");
        assert_eq!(csv_field("Smith, Jo"), "\"Smith, Jo\"");
        assert_eq!(csv_field("=HYPERLINK(\"x\")"), "\"'=HYPERLINK(\"\"x\"\")\"");
    }
}
