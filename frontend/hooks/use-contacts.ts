"use client";

import useSWR from "swr";

import type { ContactRef } from "@/lib/dates";

export const CONTACTS_KEY = "/api/contacts";

/** `GET /api/contacts`; pass `enabled: false` to skip the call. */
export function useContacts({ enabled = true }: { enabled?: boolean } = {}) {
  const { data, error, isLoading } = useSWR<ContactRef[]>(enabled ? CONTACTS_KEY : null);
  return { contacts: Array.isArray(data) ? data : [], error: error as unknown, isLoading };
}
