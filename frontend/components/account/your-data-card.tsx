"use client";

import { useId, useState } from "react";
import { Download, HardDriveDownload, Loader2 } from "lucide-react";

import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useRevalidateKeys } from "@/hooks/use-revalidate";
import { toast } from "@/hooks/use-toast";
import {
  EXPORT_CONTACTS_PATH,
  EXPORT_DATES_PATH,
  EXPORT_JSON_PATH,
  IMPORT_MAX_BYTES,
  IMPORT_TOO_LARGE,
  importAccountData,
  importSummary,
  readFileText,
} from "@/lib/account";
import { ApiError } from "@/lib/api";
import { handleUnauthorized } from "@/lib/auth-redirect";

export const IMPORT_COMPLETE = "Import complete";
export const IMPORT_FAILED = "The file could not be imported. Please try again.";

const DOWNLOADS = [
  { href: EXPORT_JSON_PATH, label: "Download all my data (JSON)" },
  { href: EXPORT_CONTACTS_PATH, label: "Contacts (.vcf)" },
  { href: EXPORT_DATES_PATH, label: "Dates (.ics)" },
] as const;

/** What an import adds: reload these wherever they are cached. */
function importedData(path: string): boolean {
  return /^\/api\/(contacts|dates|wishlist|notifications)(\/|$)/.test(path);
}

/** The message to show for a failed import. */
function importErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 413) return IMPORT_TOO_LARGE;
    if (error.serverMessage) return error.serverMessage;
  }
  return IMPORT_FAILED;
}

/**
 * Settings: download my data (everything as JSON, contacts as vCard, dates
 * as iCalendar) and import a JSON export into this (empty) account.
 */
export function YourDataCard() {
  const ids = useId();
  const [importing, setImporting] = useState(false);
  const [importError, setImportError] = useState<string | null>(null);
  const revalidate = useRevalidateKeys(importedData);

  async function importFile(event: React.ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    setImportError(null);
    if (file.size > IMPORT_MAX_BYTES) {
      setImportError(IMPORT_TOO_LARGE);
      input.value = "";
      return;
    }
    setImporting(true);
    try {
      const result = await importAccountData(await readFileText(file));
      toast({ title: IMPORT_COMPLETE, description: importSummary(result) });
      await revalidate().catch(() => undefined);
    } catch (error) {
      if (!handleUnauthorized(error)) setImportError(importErrorText(error));
    } finally {
      setImporting(false);
      // The same file can be chosen again (after emptying the account, say).
      input.value = "";
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle role="heading" aria-level={2} className="flex items-center gap-2 text-lg">
          <HardDriveDownload className="size-5 text-primary" aria-hidden="true" />
          Your data
        </CardTitle>
        <CardDescription>
          Download a copy of everything you keep in Presently. The JSON file can be imported into an empty account on
          another Presently server.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <ul className="flex flex-wrap gap-2" aria-label="Downloads">
          {DOWNLOADS.map(({ href, label }) => (
            <li key={href}>
              <a href={href} download className={buttonVariants({ variant: "outline" })}>
                <Download aria-hidden="true" />
                {label}
              </a>
            </li>
          ))}
        </ul>

        <FormField
          id={`${ids}-import`}
          label="Import"
          description="Choose a Presently export (.json). Import works only into an account with no contacts, dates or wishlist items yet."
          error={importError ?? undefined}
          announceError
        >
          {(props) => (
            <div className="grid gap-2">
              <Input
                {...props}
                type="file"
                accept=".json,application/json"
                onChange={(event) => void importFile(event)}
                disabled={importing}
              />
              {importing ? (
                <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
                  <Loader2 className="size-4 animate-spin" aria-hidden="true" />
                  Importing...
                </p>
              ) : null}
            </div>
          )}
        </FormField>
      </CardContent>
    </Card>
  );
}
