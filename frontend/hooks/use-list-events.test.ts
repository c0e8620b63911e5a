import { renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { useListEvents } from "@/hooks/use-list-events";
import { FakeEventSource, installFakeEventSource } from "@/test/event-source";

beforeEach(() => {
  installFakeEventSource();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function watch(listId: number | null) {
  const onChange = vi.fn();
  const hook = renderHook(({ id }) => useListEvents(id, onChange), { initialProps: { id: listId } });
  return { onChange, ...hook };
}

describe("useListEvents", () => {
  it("listens to the list's events and calls onChange on each change, not on the first open", () => {
    const { onChange } = watch(7);
    expect(FakeEventSource.opened.map((s) => s.url)).toEqual(["/api/lists/7/events"]);
    const [source] = FakeEventSource.opened;
    source.open();
    source.send("ready", {});
    expect(onChange).not.toHaveBeenCalled();
    source.send("changed", { listId: 7 });
    source.send("changed", { listId: 7 });
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it("calls onChange when the stream opens again after a drop (changes may have been missed)", () => {
    const { onChange } = watch(7);
    const [source] = FakeEventSource.opened;
    source.open();
    source.fail(FakeEventSource.CONNECTING);
    expect(onChange).not.toHaveBeenCalled();
    source.open();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it("calls onChange when the browser comes back online, until unmounted", () => {
    const { onChange, unmount } = watch(7);
    FakeEventSource.opened[0].open();
    window.dispatchEvent(new Event("online"));
    expect(onChange).toHaveBeenCalledTimes(1);
    unmount();
    window.dispatchEvent(new Event("online"));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("stops for good when the browser gives up (a refused reconnect): no new stream, ever", () => {
    vi.useFakeTimers();
    try {
      const { onChange } = watch(7);
      const [source] = FakeEventSource.opened;
      source.open();
      source.fail(FakeEventSource.CLOSED);
      vi.advanceTimersByTime(60_000);
      expect(FakeEventSource.opened).toHaveLength(1);
      expect(onChange).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it("closes on unmount, and moves to the new list when the id changes", () => {
    const { rerender, unmount } = watch(7);
    const [first] = FakeEventSource.opened;
    rerender({ id: 8 });
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
    const second = FakeEventSource.opened[1];
    expect(second.url).toBe("/api/lists/8/events");
    unmount();
    expect(second.readyState).toBe(FakeEventSource.CLOSED);
  });

  it("keeps one stream across re-renders, calling the latest onChange", () => {
    const first = vi.fn();
    const latest = vi.fn();
    const { rerender } = renderHook(({ onChange }) => useListEvents(7, onChange), { initialProps: { onChange: first } });
    rerender({ onChange: latest });
    expect(FakeEventSource.opened).toHaveLength(1);
    FakeEventSource.opened[0].send("changed", { listId: 7 });
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledTimes(1);
  });

  it("watches nothing without a list, or without EventSource", () => {
    watch(null);
    expect(FakeEventSource.opened).toHaveLength(0);
    vi.unstubAllGlobals();
    expect(() => watch(7)).not.toThrow();
  });
});
