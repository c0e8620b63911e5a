//! The in-memory dates store.

use super::*;

impl SpecialDateStore for InMemoryStore {
    fn dates(&mut self, owner: UserId) -> Result<Vec<DateWithContact>, StoreError> {
        self.call("dates")?;
        Ok(self.owned_dates(owner))
    }

    fn upcoming_dates(
        &mut self,
        owner: UserId,
        from: NaiveDate,
        until: Option<NaiveDate>,
        limit: Option<u32>,
    ) -> Result<Vec<DateWithContact>, StoreError> {
        self.call("upcoming_dates")?;
        let limit = limit.map_or(usize::MAX, |l| usize::try_from(l).unwrap());
        Ok(self
            .owned_dates(owner)
            .into_iter()
            .filter(|d| {
                let next = d.date.schedule.next_occurrence;
                next >= from && until.is_none_or(|u| next <= u)
            })
            .take(limit)
            .collect())
    }

    fn date(
        &mut self,
        owner: UserId,
        id: SpecialDateId,
    ) -> Result<Option<DateWithContact>, StoreError> {
        self.call("date")?;
        Ok(self
            .state
            .dates
            .get(&id)
            .filter(|d| d.user_id == owner)
            .map(|d| self.with_contact(d)))
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

    fn passed_dates(
        &mut self,
        owner: UserId,
        today: NaiveDate,
    ) -> Result<Vec<SpecialDate>, StoreError> {
        self.call("passed_dates")?;
        Ok(self
            .state
            .dates
            .values()
            .filter(|d| {
                d.user_id == owner && d.input.recurring && d.schedule.next_occurrence < today
            })
            .cloned()
            .collect())
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
