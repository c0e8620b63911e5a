"use client";

import { useCallback } from "react";
import useSWR, { useSWRConfig } from "swr";

import { apiRequest, apiUpload } from "@/lib/api";
import type { Contact, ContactInput } from "@/lib/contacts";
import { useRevalidateDates } from "@/hooks/use-dates";

export const CONTACTS_KEY = "/api/contacts";
export const IMPORT_PATH = "/api/contacts/import";
export const IMPORT_PREVIEW_PATH = "/api/contacts/import/preview";

/** `GET /api/contacts` (ordered by name). */
export function useContacts() {
  const { data, error, isLoading } = useSWR<Contact[]>(CONTACTS_KEY);
  return { contacts: Array.isArray(data) ? data : [], error: error as unknown, isLoading };
}

/**
 * Revalidates the contact list and every `/api/dates*` key (a contact's
 * dates show its name; deleting it unlinks them; imports add dates).
 */
export function useRevalidateContacts() {
  const { mutate } = useSWRConfig();
  const revalidateDates = useRevalidateDates();
  return useCallback(async () => {
    await Promise.all([mutate(CONTACTS_KEY), revalidateDates()]);
  }, [mutate, revalidateDates]);
}

export function createContact(input: ContactInput) {
  return apiRequest<Contact>("POST", CONTACTS_KEY, input);
}

export function updateContact(id: number, changes: Partial<ContactInput>) {
  return apiRequest<Contact>("PATCH", `${CONTACTS_KEY}/${id}`, changes);
}

export function deleteContact(id: number) {
  return apiRequest<{ id: number; deleted: boolean }>("DELETE", `${CONTACTS_KEY}/${id}`);
}

/** One contact of `POST /api/contacts/import`; dates are `YYYY-MM-DD` or `--MM-DD`. */
export interface ImportContact {
  name: string;
  email?: string;
  phone?: string;
  relationship?: string;
  birthday?: string;
  anniversary?: string;
}

export interface ImportResult {
  imported: number;
  datesCreated: number;
  contacts: Contact[];
}

/** One bulk call, one transaction: all contacts are imported or none. */
export function importContacts(contacts: ImportContact[]) {
  return apiRequest<ImportResult>("POST", IMPORT_PATH, { contacts });
}

export type PreviewStatus = "new" | "duplicate" | "skipped";

export interface PreviewEntry {
  name: string | null;
  email: string | null;
  emails: string[];
  phone: string | null;
  phones: string[];
  birthday: string | null;
  anniversary: string | null;
  /** From the card's CATEGORIES, else 'friend': what the import sends. */
  relationship: string;
  status: PreviewStatus;
  reason: string | null;
}

export interface ImportPreview {
  entries: PreviewEntry[];
  counts: { new: number; duplicate: number; skipped: number };
}

/** Reads a .vcf file on the server (nothing is written) and marks duplicates and skips. */
export function previewVcard(file: Blob) {
  return apiUpload<ImportPreview>(IMPORT_PREVIEW_PATH, file, "text/vcard");
}
