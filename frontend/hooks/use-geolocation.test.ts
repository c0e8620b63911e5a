import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { useGeolocation } from "@/hooks/use-geolocation";
import { GEOLOCATION_MESSAGES, GEOLOCATION_OPTIONS } from "@/lib/recommendations";
import { json, mockApi } from "@/test/api-mock";

type Success = PositionCallback;
type Failure = PositionErrorCallback;

/** A stand-in for navigator.geolocation: `getCurrentPosition` answers as `answer` says. */
function fakeGeolocation(answer: (success: Success, failure: Failure) => void) {
  const getCurrentPosition = vi.fn<Geolocation["getCurrentPosition"]>((success, failure) => {
    answer(success, failure ?? (() => undefined));
  });
  const geolocation = { getCurrentPosition, watchPosition: vi.fn(), clearWatch: vi.fn() } as unknown as Geolocation;
  return { geolocation, getCurrentPosition };
}

function at(latitude: number, longitude: number) {
  return (success: Success) => success({ coords: { latitude, longitude } } as GeolocationPosition);
}

function failing(code: number) {
  return (_: Success, failure: Failure) => failure({ code, message: "" } as GeolocationPositionError);
}

const originalGeolocation = Object.getOwnPropertyDescriptor(navigator, "geolocation");

afterEach(() => {
  vi.unstubAllGlobals();
  if (originalGeolocation) Object.defineProperty(navigator, "geolocation", originalGeolocation);
  else delete (navigator as { geolocation?: Geolocation }).geolocation;
});

describe("useGeolocation", () => {
  it("is idle until asked", () => {
    const { geolocation, getCurrentPosition } = fakeGeolocation(at(1, 2));
    const { result } = renderHook(() => useGeolocation({ geolocation }));
    expect(result.current.state).toEqual({ status: "idle" });
    expect(getCurrentPosition).not.toHaveBeenCalled();
  });

  it("asks with the spec's options, then looks up the city and state", async () => {
    const api = mockApi({ "GET /api/geocode/reverse": { city: "Orlando", state: "Florida", country: "US" } });
    const { geolocation, getCurrentPosition } = fakeGeolocation(at(28.5383, -81.3792));
    const { result } = renderHook(() => useGeolocation({ geolocation }));
    act(() => result.current.locate());
    expect(result.current.state).toEqual({ status: "loading" });
    await waitFor(() => expect(result.current.state.status).toBe("located"));
    expect(result.current.location).toEqual({ latitude: 28.5383, longitude: -81.3792, city: "Orlando", state: "Florida" });
    expect(getCurrentPosition.mock.calls[0][2]).toEqual(GEOLOCATION_OPTIONS);
    expect(api.mock.calls.map(([url]) => String(url))).toEqual(["/api/geocode/reverse?lat=28.5383&lon=-81.3792"]);
  });

  it.each([
    ["a 404", json(404, { message: "No place near these coordinates" })],
    ["a 500", json(500, { message: "Geocoder down" })],
  ])("keeps the coordinates without city or state when the reverse lookup fails (%s)", async (_, response) => {
    mockApi({ "GET /api/geocode/reverse": response });
    const { geolocation } = fakeGeolocation(at(10.5, -40.25));
    const { result } = renderHook(() => useGeolocation({ geolocation }));
    act(() => result.current.locate());
    await waitFor(() => expect(result.current.state.status).toBe("located"));
    expect(result.current.location).toEqual({ latitude: 10.5, longitude: -40.25 });
  });

  it("keeps the coordinates when the reverse lookup cannot connect", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new Error("offline"))));
    const { geolocation } = fakeGeolocation(at(1, 2));
    const { result } = renderHook(() => useGeolocation({ geolocation }));
    act(() => result.current.locate());
    await waitFor(() => expect(result.current.location).toEqual({ latitude: 1, longitude: 2 }));
  });

  it.each([
    [1, "Location access denied. Please enable location permissions in your browser."],
    [2, "Location information is unavailable."],
    [3, "Location request timed out."],
    [0, "An unknown error occurred while getting location."],
    [99, "An unknown error occurred while getting location."],
  ])("error code %i: '%s'", async (code, message) => {
    const api = mockApi({});
    const { geolocation } = fakeGeolocation(failing(code));
    const { result } = renderHook(() => useGeolocation({ geolocation }));
    act(() => result.current.locate());
    expect(result.current.state).toEqual({ status: "error", message });
    expect(result.current.location).toBeNull();
    expect(api).not.toHaveBeenCalled();
  });

  it("says geolocation is not supported when the browser has none", () => {
    const { result } = renderHook(() => useGeolocation({ geolocation: null }));
    act(() => result.current.locate());
    expect(result.current.state).toEqual({ status: "error", message: GEOLOCATION_MESSAGES.unsupported });
  });

  it("uses navigator.geolocation by default, and reports it missing", async () => {
    mockApi({ "GET /api/geocode/reverse": { city: "Orlando", state: "Florida" } });
    const { geolocation } = fakeGeolocation(at(28.5, -81.4));
    Object.defineProperty(navigator, "geolocation", { configurable: true, value: geolocation });
    const { result } = renderHook(() => useGeolocation());
    act(() => result.current.locate());
    await waitFor(() => expect(result.current.location?.city).toBe("Orlando"));

    Object.defineProperty(navigator, "geolocation", { configurable: true, value: undefined });
    const missing = renderHook(() => useGeolocation());
    act(() => missing.result.current.locate());
    expect(missing.result.current.state).toEqual({ status: "error", message: "Geolocation is not supported by this browser" });
  });

  it("retries after an error", async () => {
    mockApi({ "GET /api/geocode/reverse": { city: "Orlando", state: "Florida" } });
    let denied = true;
    const { geolocation } = fakeGeolocation((success, failure) =>
      denied ? failing(1)(success, failure) : at(28.5, -81.4)(success),
    );
    const { result } = renderHook(() => useGeolocation({ geolocation }));
    act(() => result.current.locate());
    expect(result.current.state.status).toBe("error");
    denied = false;
    act(() => result.current.locate());
    await waitFor(() => expect(result.current.state.status).toBe("located"));
  });
});
