"use client";

import { useCallback } from "react";
import { useSWRConfig } from "swr";

import { api, apiUpload, routePath, type ApiAnswer, type Schemas } from "@/lib/api";
import type { Contact, ContactChanges, ContactInput } from "@/lib/contacts";
import { useApi } from "@/hooks/use-api";
import { useRevalidateDates } from "@/hooks/use-dates";

export const CONTACTS_KEY = "/api/contacts";

/** `GET /api/contacts` (ordered by name). */
export function useContacts() {
  const { data, error, isLoading } = useApi(CONTACTS_KEY);
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

export function createContact(input: ContactInput): Promise<Contact> {
  return api("POST", "/api/contacts", { body: input });
}

export function updateContact(id: number, changes: ContactChanges): Promise<Contact> {
  return api("PATCH", "/api/contacts/{id}", { path: { id }, body: changes });
}

export function deleteContact(id: number): Promise<Schemas["Deleted"]> {
  return api("DELETE", "/api/contacts/{id}", { path: { id } });
}

/** The body of `POST /api/contacts/import`. */
export type ImportContactsInput = Schemas["NewImportBody"];

/** One contact of `POST /api/contacts/import`; dates are `YYYY-MM-DD` or `--MM-DD`. */
export type ImportContact = ImportContactsInput["contacts"][number];

/** `POST /api/contacts/import`: how many were imported, the dates created, and the new contacts. */
export type ImportResult = Schemas["ImportResponse"];

/** One bulk call, one transaction: all contacts are imported or none. */
export function importContacts(contacts: ImportContact[]): Promise<ImportResult> {
  const body: ImportContactsInput = { contacts };
  return api("POST", "/api/contacts/import", { body });
}

export type PreviewStatus = Schemas["EntryStatus"];

/** One card of a .vcf file: `relationship` from its CATEGORIES, else 'friend' (what the import sends). */
export type PreviewEntry = Schemas["PreviewEntry"];

/** `POST /api/contacts/import/preview`: the file's cards, duplicates and skips marked. */
export type ImportPreview = Schemas["ImportPreview"];

/** Reads a .vcf file on the server (nothing is written) and marks duplicates and skips. */
export function previewVcard(file: Blob): Promise<ImportPreview> {
  return apiUpload<ApiAnswer<"/api/contacts/import/preview", "POST">>(
    routePath("/api/contacts/import/preview"),
    file,
    "text/vcard",
  );
}
