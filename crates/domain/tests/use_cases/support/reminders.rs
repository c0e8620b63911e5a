//! The in-memory reminders store.

use super::*;

impl ReminderStore for InMemoryStore {
    fn recurring_dates_until(
        &mut self,
        utc_day: NaiveDate,
        after: ScanPosition,
        limit: u32,
    ) -> Result<ZonedDates, StoreError> {
        self.call("recurring_dates_until")?;
        let mut found: Vec<&SpecialDate> = self
            .state
            .dates
            .values()
            .filter(|d| {
                d.input.recurring
                    && d.schedule.next_occurrence <= utc_day
                    && after.is_none_or(|a| (d.schedule.next_occurrence, d.id) > a)
            })
            .collect();
        found.sort_by_key(|d| (d.schedule.next_occurrence, d.id));
        Ok(found
            .into_iter()
            .take(usize::try_from(limit).unwrap())
            .map(|d| (d.clone(), self.zone_of(d.user_id)))
            .collect())
    }

    fn dates_to_remind(
        &mut self,
        remind_on: (NaiveDate, NaiveDate),
        occurring_from: NaiveDate,
        after: ScanPosition,
        limit: u32,
    ) -> Result<ZonedDates, StoreError> {
        self.call("dates_to_remind")?;
        let (first, last) = remind_on;
        let mut found: Vec<&SpecialDate> = self
            .state
            .dates
            .values()
            .filter(|d| {
                let s = d.schedule;
                (first..=last).contains(&s.remind_on)
                    && s.next_occurrence >= occurring_from
                    && after.is_none_or(|a| (s.remind_on, d.id) > a)
                    && !self.state.reminders.values().any(|r| {
                        r.reminder.due.special_date_id == d.id
                            && r.reminder.due.occurrence == s.next_occurrence
                    })
            })
            .collect();
        found.sort_by_key(|d| (d.schedule.remind_on, d.id));
        Ok(found
            .into_iter()
            .take(usize::try_from(limit).unwrap())
            .map(|d| (d.clone(), self.zone_of(d.user_id)))
            .collect())
    }

    fn record_reminder(&mut self, reminder: &DueReminder) -> Result<bool, StoreError> {
        self.call("record_reminder")?;
        let recorded = self.state.reminders.values().any(|r| {
            r.reminder.due.special_date_id == reminder.special_date_id
                && r.reminder.due.occurrence == reminder.occurrence
        });
        if recorded {
            return Ok(false);
        }
        let id = ReminderId(self.state.next_id());
        self.state.reminders.insert(
            id,
            StoredReminder {
                reminder: Reminder {
                    id,
                    due: reminder.clone(),
                    created_at: self.now,
                },
                attempts: 0,
                claimed_at: None,
            },
        );
        Ok(true)
    }

    fn claim_emails(
        &mut self,
        now: NaiveDateTime,
        stale_before: NaiveDateTime,
        limit: u32,
    ) -> Result<Vec<ClaimedEmail>, StoreError> {
        self.call("claim_emails")?;
        let limit = usize::try_from(limit).unwrap();
        let mut claimed = Vec::new();
        for stored in self.state.reminders.values_mut() {
            if claimed.len() == limit {
                break;
            }
            let id = stored.reminder.id;
            let r = &mut stored.reminder.due;
            let claimable = r.channel == ReminderDelivery::Email
                && match r.delivery_status {
                    DeliveryStatus::Pending => true,
                    DeliveryStatus::Sending => stored.claimed_at.is_none_or(|c| c < stale_before),
                    _ => false,
                };
            if !claimable {
                continue;
            }
            r.delivery_status = DeliveryStatus::Sending;
            stored.claimed_at = Some(now);
            stored.attempts += 1;
            claimed.push(ClaimedEmail {
                reminder_id: id,
                to: self
                    .state
                    .users
                    .get(&r.user_id)
                    .and_then(|u| u.email.clone()),
                wanted: true,
                title: r.title.clone(),
                body: r.body.clone(),
            });
        }
        Ok(claimed)
    }

    fn email_attempts(&mut self, id: ReminderId) -> Result<u32, StoreError> {
        self.call("email_attempts")?;
        Ok(self.state.reminders.get(&id).map_or(0, |r| r.attempts))
    }

    fn set_delivery_status(
        &mut self,
        id: ReminderId,
        status: DeliveryStatus,
    ) -> Result<(), StoreError> {
        self.call("set_delivery_status")?;
        if let Some(r) = self.state.reminders.get_mut(&id) {
            r.reminder.due.delivery_status = status;
        }
        Ok(())
    }
}
