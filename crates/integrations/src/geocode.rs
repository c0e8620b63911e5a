//! Reverse geocoding on this machine: the nearest place in GeoNames' list of
//! places with 1,000 or more people (bundled by the `reverse_geocoder`
//! crate). A user's location never leaves the server.

use std::sync::OnceLock;

use domain::recommendation::Coordinates;
use reverse_geocoder::ReverseGeocoder;
use serde::Serialize;

/// Farther than this from any listed place is nowhere (the open ocean).
pub const NEAREST_PLACE_MAX_KM: f64 = 100.0;

/// A place: its name, its first-level region (a US state, a Canadian
/// province, an English county's region...) and its country code.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Place {
    pub city: String,
    pub state: String,
    pub country: String,
}

fn geocoder() -> &'static ReverseGeocoder {
    static GEOCODER: OnceLock<ReverseGeocoder> = OnceLock::new();
    GEOCODER.get_or_init(ReverseGeocoder::new)
}

/// Loads the places now (start-up), so the first lookup is as fast as the rest.
pub fn warm_up() {
    geocoder();
}

/// The place nearest `at`, unless it is more than [`NEAREST_PLACE_MAX_KM`] away.
pub fn reverse(at: Coordinates) -> Option<Place> {
    let found = geocoder().search((at.latitude, at.longitude));
    let record = found.record;
    let place_at = Coordinates::new(record.lat, record.lon)?;
    if at.distance_km(place_at) > NEAREST_PLACE_MAX_KM {
        return None;
    }
    Some(Place {
        city: record.name.clone(),
        state: record.admin1.clone(),
        country: record.cc.clone(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_coordinates_give_their_city_on_four_continents() {
        for (lat, lon, city, state, country) in [
            (28.5383, -81.3792, "Orlando", "Florida", "US"),
            (40.7128, -74.0060, "New York City", "New York", "US"),
            (34.0522, -118.2437, "Los Angeles", "California", "US"),
            (41.8781, -87.6298, "Chicago", "Illinois", "US"),
            (43.6532, -79.3832, "Toronto", "Ontario", "CA"),
            (19.4326, -99.1332, "Mexico City", "Mexico City", "MX"),
            (51.5074, -0.1278, "London", "England", "GB"),
            (48.8566, 2.3522, "Paris", "Ile-de-France", "FR"),
            (52.5200, 13.4050, "Mitte", "Berlin", "DE"),
            (35.6762, 139.6503, "Tokyo", "Tokyo", "JP"),
            (-33.8688, 151.2093, "Sydney", "New South Wales", "AU"),
            (-23.5505, -46.6333, "Sao Paulo", "Sao Paulo", "BR"),
        ] {
            let place = reverse(Coordinates::new(lat, lon).unwrap()).unwrap();
            assert_eq!(
                (
                    place.city.as_str(),
                    place.state.as_str(),
                    place.country.as_str()
                ),
                (city, state, country),
                "{lat},{lon}"
            );
        }
    }

    #[test]
    fn the_open_ocean_is_nowhere() {
        for (lat, lon) in [(0.0, -30.0), (-45.0, -130.0), (30.0, -45.0)] {
            assert_eq!(
                reverse(Coordinates::new(lat, lon).unwrap()),
                None,
                "{lat},{lon}"
            );
        }
    }
}
