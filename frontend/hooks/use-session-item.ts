"use client";

import { useCallback, useSyncExternalStore } from "react";

// A value kept in this tab's sessionStorage (kept in memory instead when the
// browser refuses storage), read as an external store so every reader
// re-renders when it changes.

const listeners = new Set<() => void>();
const memory = new Map<string, string>();

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
  };
}

export function readSessionItem(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return memory.get(key) ?? null;
  }
}

export function writeSessionItem(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    memory.set(key, value);
  }
  for (const listener of listeners) listener();
}

/** `[value, set]` of the sessionStorage entry `key` (null: no key yet, or nothing stored). */
export function useSessionItem(key: string | null): [string | null, (value: string) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => (key ? readSessionItem(key) : null),
    () => null,
  );
  const set = useCallback(
    (next: string) => {
      if (key) writeSessionItem(key, next);
    },
    [key],
  );
  return [value, set];
}
