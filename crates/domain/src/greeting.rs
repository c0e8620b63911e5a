//! The home dashboard's time-of-day greeting.

/// Part of the day for a local hour (0-23): morning before 12, afternoon before 17.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DayPart {
    Morning,
    Afternoon,
    Evening,
}

impl DayPart {
    pub fn from_hour(hour: u32) -> Self {
        match hour {
            0..=11 => DayPart::Morning,
            12..=16 => DayPart::Afternoon,
            _ => DayPart::Evening,
        }
    }

    pub fn greeting(self) -> &'static str {
        match self {
            DayPart::Morning => "Good morning",
            DayPart::Afternoon => "Good afternoon",
            DayPart::Evening => "Good evening",
        }
    }
}

/// "Good morning, Ada" for a local hour and a name.
pub fn greeting(hour: u32, name: &str) -> String {
    format!("{}, {name}", DayPart::from_hour(hour).greeting())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn greeting_by_local_hour() {
        let table = [
            (0, "Good morning, Ada"),
            (6, "Good morning, Ada"),
            (11, "Good morning, Ada"),
            (12, "Good afternoon, Ada"),
            (16, "Good afternoon, Ada"),
            (17, "Good evening, Ada"),
            (23, "Good evening, Ada"),
        ];
        for (hour, expected) in table {
            assert_eq!(greeting(hour, "Ada"), expected, "hour {hour}");
        }
    }
}
