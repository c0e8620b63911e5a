import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { OfflineBanner } from "@/components/layout/offline-banner";

function goOnline(online: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? "online" : "offline"));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("OfflineBanner", () => {
  it("says so while the browser is offline, and goes when it is back", () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    render(<OfflineBanner />);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    goOnline(false);
    expect(screen.getByRole("status")).toHaveTextContent("You're offline. Changes can be saved again once you are back online.");
    goOnline(true);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });
});
