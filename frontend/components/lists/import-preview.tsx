"use client";

import { useEffect, useId, useRef, useState } from "react";
import { ArrowLeft, Loader2 } from "lucide-react";

import {
  BACK,
  COLUMNS_HINT,
  COLUMNS_LEGEND,
  columnLabel,
  ENTRIES_LABEL,
  IMPORT_FAILED,
  IMPORT_FAILED_TITLE,
  importButtonLabel,
  importedText,
  IMPORTING,
  MAPPING_FIELDS,
  NO_NAME,
  NOT_IN_FILE,
  PREVIEW_FAILED,
  PREVIEW_HEADING,
  previewCountsText,
  quantityText,
  STATUS_LABELS,
  UPDATING_PREVIEW,
} from "@/components/lists/import-text";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { FormField } from "@/components/ui/form-field";
import { NativeSelect } from "@/components/ui/native-select";
import {
  importItems,
  previewItemImport,
  useRevalidateLists,
  type ColumnMapping,
  type ImportEntry,
  type ItemImportAnswer,
  type ItemImportBody,
} from "@/hooks/use-lists";
import { ApiError } from "@/lib/api";
import { handleUnauthorized } from "@/lib/auth-redirect";
import { FILE_TOO_LARGE } from "@/lib/files";
import { saveWithFeedback } from "@/lib/forms";
import { cn } from "@/lib/utils";

/**
 * What to say of a failed preview: the server's word for the field at
 * fault (the mapping, the content, the source), else its message; a 413
 * is a file too large; without an answer, `PREVIEW_FAILED`.
 */
export function importErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 413) return FILE_TOO_LARGE;
    const fields = error.fields ?? {};
    const message = fields.mapping ?? fields.content ?? fields.source ?? error.serverMessage;
    if (message) return message;
  }
  return PREVIEW_FAILED;
}

/** A preview as shown: its answer and the very body it was read with (which Import sends again). */
export interface ShownPreview {
  body: ItemImportBody;
  answer: ItemImportAnswer;
}

const BADGE_VARIANT = {
  new: "default",
  duplicate: "secondary",
  skipped: "outline",
} as const satisfies Record<ImportEntry["status"], "default" | "secondary" | "outline">;

/**
 * The preview step of an import into a list of mine: its heading (focused
 * as it appears), the counts, for a CSV the column of each detail (a
 * change reads the preview again with it), every row with its status and
 * why, then Back and "Import {n} items", which sends the shown preview's
 * body again and says how many were added (unless `toastWhenImported` is
 * false: the page says it itself). The list's items reload after.
 */
export function ImportPreview({
  listId,
  preview,
  headingLevel = 3,
  autoFocus = true,
  onBack,
  onImported,
  toastWhenImported = true,
}: {
  listId: number;
  /** The first preview (read without a mapping: the server guessed it). */
  preview: ShownPreview;
  headingLevel?: 2 | 3;
  /** Focus the heading as it appears (the default). */
  autoFocus?: boolean;
  /** Back to choosing the file; no Back button without it. */
  onBack?: () => void;
  onImported: (answer: ItemImportAnswer) => void;
  toastWhenImported?: boolean;
}) {
  const uid = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [shown, setShown] = useState(preview);
  const [mapping, setMapping] = useState<ColumnMapping | null>(preview.answer.mapping);
  const [error, setError] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [importing, setImporting] = useState(false);
  // Only the latest of several quick changes is shown.
  const latest = useRef(0);
  const revalidate = useRevalidateLists();

  useEffect(() => {
    if (autoFocus) heading.current?.focus();
  }, [autoFocus]);

  async function remap(field: keyof ColumnMapping, value: string) {
    if (!mapping) return;
    const next: ColumnMapping = { ...mapping, [field]: value === "" ? null : Number(value) };
    setMapping(next);
    const body: ItemImportBody = { ...preview.body, mapping: next };
    const request = ++latest.current;
    setPreviewing(true);
    try {
      const answer = await previewItemImport(listId, body);
      if (request !== latest.current) return;
      setShown({ body, answer });
      setError(null);
    } catch (failure) {
      if (request !== latest.current || handleUnauthorized(failure)) return;
      setError(importErrorText(failure));
    } finally {
      if (request === latest.current) setPreviewing(false);
    }
  }

  async function runImport() {
    setImporting(true);
    await saveWithFeedback({
      save: () => importItems(listId, shown.body),
      success: toastWhenImported ? (result) => ({ title: importedText(result.counts.new) }) : undefined,
      failureTitle: IMPORT_FAILED_TITLE,
      failure: IMPORT_FAILED,
      // "Nothing to import…", the list is full, the file is not one: the server says which.
      preferServerMessage: true,
      onSaved: async (result) => {
        onImported(result);
        await revalidate();
      },
    });
    setImporting(false);
  }

  const { answer } = shown;
  const headingId = `${uid}-heading`;
  const errorId = `${uid}-error`;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const count = error ? 0 : answer.counts.new;

  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-4" data-testid="import-preview">
      <div className="grid gap-1">
        <Heading id={headingId} ref={heading} tabIndex={-1} className="text-base font-semibold outline-none">
          {PREVIEW_HEADING}
        </Heading>
        <p className="text-sm font-medium" aria-live="polite" data-testid="import-counts">
          {previewing ? (
            <span className="flex items-center gap-2 font-normal text-muted-foreground">
              <Loader2 className="size-4 animate-spin" aria-hidden="true" />
              {UPDATING_PREVIEW}
            </span>
          ) : error ? null : (
            previewCountsText(answer.counts)
          )}
        </p>
      </div>

      {mapping && answer.columns.length > 0 ? (
        <fieldset className="grid min-w-0 gap-3" aria-describedby={error ? errorId : `${uid}-columns-hint`}>
          <legend className="text-sm font-medium">{COLUMNS_LEGEND}</legend>
          <p id={`${uid}-columns-hint`} className="-mt-1 text-xs text-muted-foreground">
            {COLUMNS_HINT}
          </p>
          <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 sm:grid-cols-3">
            {MAPPING_FIELDS.map(({ field, label }) => (
              <FormField key={field} label={label} className="min-w-0">
                <NativeSelect
                  value={String(mapping[field] ?? "")}
                  onChange={(event) => void remap(field, event.target.value)}
                  disabled={importing}
                >
                  <option value="">{NOT_IN_FILE}</option>
                  {answer.columns.map((header, index) => (
                    <option key={index} value={String(index)}>
                      {columnLabel(header, index)}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
            ))}
          </div>
          <FieldError id={errorId} message={error ?? undefined} announce />
        </fieldset>
      ) : (
        <FieldError id={errorId} message={error ?? undefined} announce />
      )}

      {error ? null : (
        <ul
          aria-label={ENTRIES_LABEL}
          // Scrolls on its own: reachable by keyboard.
          tabIndex={0}
          className={cn(
            "grid max-h-[45dvh] gap-1 overflow-y-auto rounded-lg border p-2 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
            previewing && "opacity-60",
          )}
        >
          {answer.entries.map((entry, index) => (
            <EntryRow key={`${entry.row}-${index}`} entry={entry} />
          ))}
        </ul>
      )}

      <div className={cn("flex flex-col-reverse gap-2 sm:flex-row", onBack ? "sm:justify-between" : "sm:justify-end")}>
        {onBack ? (
          <Button type="button" variant="outline" onClick={onBack} disabled={importing}>
            <ArrowLeft aria-hidden="true" />
            {BACK}
          </Button>
        ) : null}
        <Button
          type="button"
          onClick={() => void runImport()}
          disabled={count === 0 || previewing || importing}
        >
          {importing ? IMPORTING : importButtonLabel(count)}
        </Button>
      </div>
    </section>
  );
}

/** One row of the file: its name, price and quantity, its status, and why when it is not added. */
function EntryRow({ entry }: { entry: ImportEntry }) {
  const details = [entry.price, entry.quantity ? quantityText(entry.quantity) : null].filter(Boolean).join(" · ");
  return (
    <li
      data-testid="import-entry"
      className={cn("flex items-start justify-between gap-3 rounded-md px-2 py-2", entry.status !== "new" && "opacity-80")}
    >
      <div className="grid min-w-0 gap-0.5">
        <span className={cn("text-sm font-medium break-words", !entry.name && "italic text-muted-foreground")}>
          {entry.name || NO_NAME}
        </span>
        {details ? <span className="text-xs text-muted-foreground">{details}</span> : null}
        {entry.reason ? <span className="text-xs text-muted-foreground">{entry.reason}</span> : null}
      </div>
      <Badge variant={BADGE_VARIANT[entry.status]} className="mt-0.5">
        {STATUS_LABELS[entry.status]}
      </Badge>
    </li>
  );
}
