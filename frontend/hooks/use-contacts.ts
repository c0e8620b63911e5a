"use client";

import { useCallback } from "react";
import useSWR, { useSWRConfig } from "swr";

import { apiRequest, apiUpload, type Schemas } from "@/lib/api";
import type { Contact, ContactChanges, ContactInput } from "@/lib/contacts";
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

export function updateContact(id: number, changes: ContactChanges) {
  return apiRequest<Contact>("PATCH", `${CONTACTS_KEY}/${id}`, changes);
}

export function deleteContact(id: number) {
  return apiRequest<Schemas["Deleted"]>("DELETE", `${CONTACTS_KEY}/${id}`);
}

/** The body of `POST /api/contacts/import`. */
export type ImportContactsInput = Schemas["NewImportBody"];

/** One contact of `POST /api/contacts/import`; dates are `YYYY-MM-DD` or `--MM-DD`. */
export type ImportContact = ImportContactsInput["contacts"][number];

/** `POST /api/contacts/import`: how many were imported, the dates created, and the new contacts. */
export type ImportResult = Schemas["ImportResponse"];

/** One bulk call, one transaction: all contacts are imported or none. */
export function importContacts(contacts: ImportContact[]) {
  const body: ImportContactsInput = { contacts };
  return apiRequest<ImportResult>("POST", IMPORT_PATH, body);
}

export type PreviewStatus = Schemas["EntryStatus"];

/** One card of a .vcf file: `relationship` from its CATEGORIES, else 'friend' (what the import sends). */
export type PreviewEntry = Schemas["PreviewEntry"];

/** `POST /api/contacts/import/preview`: the file's cards, duplicates and skips marked. */
export type ImportPreview = Schemas["ImportPreview"];

/** Reads a .vcf file on the server (nothing is written) and marks duplicates and skips. */
export function previewVcard(file: Blob) {
  return apiUpload<ImportPreview>(IMPORT_PREVIEW_PATH, file, "text/vcard");
}
