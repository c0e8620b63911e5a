"use client";

import { useCallback, useEffect, useRef, useState } from "react";

import { api, type Schemas } from "@/lib/api";
import {
  GEOLOCATION_MESSAGES,
  GEOLOCATION_OPTIONS,
  geolocationErrorMessage,
  type LocationState,
} from "@/lib/recommendations";

/** Spec section 4: idle, loading, located (with or without city/state), error. */
export type GeolocationState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "located"; location: LocationState }
  | { status: "error"; message: string };

/** What `GET /api/geocode/reverse` answers. */
type ReversePlace = Schemas["PlaceResponse"];

/** `GET /api/geocode/reverse?lat=&lon=`: the place's city and state; any failure gives neither. */
export async function reverseGeocode(latitude: number, longitude: number): Promise<Pick<LocationState, "city" | "state">> {
  try {
    const place: ReversePlace | null = await api("GET", "/api/geocode/reverse", {
      query: { lat: latitude, lon: longitude },
    });
    const city = typeof place?.city === "string" && place.city.trim() ? place.city.trim() : undefined;
    const state = typeof place?.state === "string" && place.state.trim() ? place.state.trim() : undefined;
    return { ...(city ? { city } : {}), ...(state ? { state } : {}) };
  } catch {
    return {};
  }
}

function browserGeolocation(): Geolocation | undefined {
  return typeof navigator !== "undefined" && navigator.geolocation ? navigator.geolocation : undefined;
}

/**
 * The device's position on demand (`locate`, also the retry), then its city
 * and state by reverse lookup. Stays loading until the lookup settles, so
 * the restaurants are asked for once. `geolocation` replaces the browser's
 * (tests); null means the browser has none.
 */
export function useGeolocation({ geolocation }: { geolocation?: Geolocation | null } = {}) {
  const [state, setState] = useState<GeolocationState>({ status: "idle" });
  // Each request gets a number: an answer for an older one (or after unmount) is dropped.
  const request = useRef(0);

  useEffect(() => {
    return () => {
      request.current += 1;
    };
  }, []);

  const locate = useCallback(() => {
    const id = ++request.current;
    const geo = geolocation === undefined ? browserGeolocation() : geolocation ?? undefined;
    if (!geo) {
      setState({ status: "error", message: GEOLOCATION_MESSAGES.unsupported });
      return;
    }
    setState({ status: "loading" });
    try {
      geo.getCurrentPosition(
        async (position) => {
          if (id !== request.current) return;
          const { latitude, longitude } = position.coords;
          const place = await reverseGeocode(latitude, longitude);
          if (id !== request.current) return;
          setState({ status: "located", location: { latitude, longitude, ...place } });
        },
        (error) => {
          if (id !== request.current) return;
          setState({ status: "error", message: geolocationErrorMessage(error?.code) });
        },
        GEOLOCATION_OPTIONS,
      );
    } catch {
      setState({ status: "error", message: GEOLOCATION_MESSAGES.unknown });
    }
  }, [geolocation]);

  const location = state.status === "located" ? state.location : null;
  return { state, location, locate };
}
