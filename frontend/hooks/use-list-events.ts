"use client";

import { useEffect, useEffectEvent } from "react";

import { useRevalidateItemMessages } from "@/hooks/use-chip-in";
import { routePath } from "@/lib/api";

/**
 * Watches a list live (`GET /api/lists/{id}/events`, server-sent events):
 * `onChange` (the page's own reload) runs, and the givers' notes and
 * questions cached are reloaded, on each `changed` event, when the stream
 * opens again after a drop (changes made meanwhile sent nothing), and when
 * the browser comes back online. `null` watches nothing. A refused
 * reconnect (401 or 404: signed out, or no longer allowed to see the list)
 * makes the browser give up, and this with it.
 */
export function useListEvents(listId: number | null, onChange: () => void) {
  const revalidateItemMessages = useRevalidateItemMessages();
  // The latest `onChange`, without reopening the stream on every render.
  const changed = useEffectEvent(() => {
    onChange();
    void revalidateItemMessages();
  });
  useEffect(() => {
    // No EventSource (jsdom): the page still works, only not live.
    if (listId === null || typeof EventSource === "undefined") return;
    const source = new EventSource(routePath("/api/lists/{id}/events", { id: listId }));
    // The browser reconnects by itself after a drop; every open after the first is one.
    let opened = false;
    source.addEventListener("open", () => {
      if (opened) changed();
      opened = true;
    });
    source.addEventListener("changed", () => changed());
    // Back online, read again: a read a change asked for while offline failed,
    // and the stream may not have dropped to reopen.
    const online = () => changed();
    window.addEventListener("online", online);
    return () => {
      source.close();
      window.removeEventListener("online", online);
    };
  }, [listId]);
}
