//! The in-memory dates store.

use super::*;

impl SpecialDateStore for InMemoryStore {
    fn dates_from(
        &mut self,
        owner: UserId,
        from: NaiveDate,
        limit: u32,
    ) -> Result<Zoned<Vec<DateWithContact>>, StoreError> {
        self.call("dates_from")?;
        let value: Vec<DateWithContact> = self
            .owned_dates(owner)
            .into_iter()
            .filter(|d| d.date.input.recurring || d.date.schedule.next_occurrence >= from)
            .take(limit as usize)
            .collect();
        let zone = if value.is_empty() {
            TimeZone::UTC
        } else {
            self.zone_of(owner)
        };
        Ok(Zoned { value, zone })
    }

    fn date_count(&mut self, owner: UserId) -> Result<u64, StoreError> {
        self.call("date_count")?;
        Ok(self
            .state
            .dates
            .values()
            .filter(|d| d.user_id == owner)
            .count() as u64)
    }

    fn dates(&mut self, owner: UserId) -> Result<Zoned<Vec<DateWithContact>>, StoreError> {
        self.call("dates")?;
        let value = self.owned_dates(owner);
        // As the database: the owner's zone comes with their dates.
        let zone = if value.is_empty() {
            TimeZone::UTC
        } else {
            self.zone_of(owner)
        };
        Ok(Zoned { value, zone })
    }

    fn date(
        &mut self,
        owner: UserId,
        id: SpecialDateId,
    ) -> Result<Option<Zoned<DateWithContact>>, StoreError> {
        self.call("date")?;
        Ok(self
            .state
            .dates
            .get(&id)
            .filter(|d| d.user_id == owner)
            .map(|d| Zoned {
                value: self.with_contact(d),
                zone: self.zone_of(owner),
            }))
    }

    fn add_date(
        &mut self,
        owner: UserId,
        input: &SpecialDateInput,
        schedule: Schedule,
    ) -> Result<SpecialDateId, StoreError> {
        self.call("add_date")?;
        let id = SpecialDateId(self.state.next_id());
        self.state.dates.insert(
            id,
            SpecialDate {
                id,
                user_id: owner,
                input: input.clone(),
                shopped_occurrence: None,
                schedule,
                created_at: self.now,
                updated_at: self.now,
            },
        );
        Ok(id)
    }

    fn update_date(
        &mut self,
        owner: UserId,
        id: SpecialDateId,
        input: &SpecialDateInput,
        schedule: Schedule,
    ) -> Result<bool, StoreError> {
        self.call("update_date")?;
        let now = self.now;
        Ok(match self.state.dates.get_mut(&id) {
            Some(date) if date.user_id == owner => {
                date.input = input.clone();
                date.schedule = schedule;
                date.updated_at = now;
                true
            }
            _ => false,
        })
    }

    fn set_shopped(
        &mut self,
        owner: UserId,
        id: SpecialDateId,
        occurrence: Option<NaiveDate>,
    ) -> Result<bool, StoreError> {
        self.call("set_shopped")?;
        Ok(match self.state.dates.get_mut(&id) {
            Some(date) if date.user_id == owner => {
                date.shopped_occurrence = occurrence;
                true
            }
            _ => false,
        })
    }

    fn delete_date(&mut self, owner: UserId, id: SpecialDateId) -> Result<bool, StoreError> {
        self.call("delete_date")?;
        if self.state.dates.get(&id).is_none_or(|d| d.user_id != owner) {
            return Ok(false);
        }
        self.state.dates.remove(&id);
        self.state
            .shares
            .retain(|_, s| s.what != Shareable::SpecialDate(id));
        Ok(true)
    }

    fn set_schedule(&mut self, date: &SpecialDate, schedule: Schedule) -> Result<(), StoreError> {
        self.call("set_schedule")?;
        if let Some(stored) = self.state.dates.get_mut(&date.id) {
            if stored.user_id == date.user_id {
                stored.schedule = schedule;
            }
        }
        Ok(())
    }
}
