"use client";

import { LocateFixed, LoaderCircle, MapPin, MapPinOff, RotateCcw } from "lucide-react";

import { RecommendationSection } from "@/components/recommendations/recommendation-section";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useGeolocation } from "@/hooks/use-geolocation";
import { useRecommendations } from "@/hooks/use-recommendations";
import {
  DEFAULT_LOCATION,
  GEOLOCATION_MESSAGES,
  locationBadgeText,
  restaurantParams,
  sectionInfo,
} from "@/lib/recommendations";

/**
 * Restaurants Near You: the server's default location until I share mine
 * ("Use my location"), then `location` "City, State" and `coordinates`
 * "lat,lon". A location error shows under the header while the default
 * location's restaurants stay. A table is no wishlist thing: its cards
 * have no save button (issue 34, item 6).
 */
export function RestaurantsSection({
  geolocation,
}: {
  /** Replaces the browser's geolocation (tests); null: the browser has none. */
  geolocation?: Geolocation | null;
}) {
  const section = sectionInfo("restaurants");
  const { state, location, locate } = useGeolocation({ geolocation });
  const { items, error, isLoading } = useRecommendations(section.path, restaurantParams(location));

  const badge = location ? (
    <Badge variant="secondary" data-testid="location-badge">
      <MapPin aria-hidden="true" />
      <span className="sr-only">Near </span>
      {locationBadgeText(location)}
    </Badge>
  ) : null;

  const actions =
    state.status === "loading" ? (
      <Button variant="outline" size="sm" disabled>
        <LoaderCircle className="animate-spin" aria-hidden="true" />
        Locating...
      </Button>
    ) : state.status === "error" ? (
      <Button variant="outline" size="sm" onClick={locate}>
        <RotateCcw aria-hidden="true" />
        Try again
      </Button>
    ) : (
      <Button variant="outline" size="sm" onClick={locate}>
        <LocateFixed aria-hidden="true" />
        {location ? "Update my location" : "Use my location"}
      </Button>
    );

  const notice =
    state.status === "error" ? (
      <Alert role="status" data-testid="location-error">
        <MapPinOff aria-hidden="true" />
        <AlertTitle>{GEOLOCATION_MESSAGES.title}</AlertTitle>
        <AlertDescription>
          <p>{state.message}</p>
          <p>Showing places in {DEFAULT_LOCATION} instead.</p>
        </AlertDescription>
      </Alert>
    ) : null;

  return (
    <RecommendationSection
      name={section.name}
      items={items}
      isLoading={isLoading}
      error={error}
      badge={badge}
      actions={actions}
      notice={notice}
      description={location ? undefined : `Showing places in ${DEFAULT_LOCATION}. Use your location to see places near you.`}
    />
  );
}
