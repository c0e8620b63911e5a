"use client";

import { useEffect, useState } from "react";
import { AlertCircle, Loader2 } from "lucide-react";

import { ImportPreview, importErrorText, type ShownPreview } from "@/components/lists/import-preview";
import { IMPORT_INTO, PREPARING_PREVIEW, WISH_LIST_HEADING } from "@/components/lists/import-text";
import { listLabel } from "@/components/lists/list-switcher";
import { LoadErrorAlert } from "@/components/load-error";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { FormField } from "@/components/ui/form-field";
import { NativeSelect } from "@/components/ui/native-select";
import { previewItemImport, useMyLists, type ItemImportBody, type MyList } from "@/hooks/use-lists";
import { handleUnauthorized } from "@/lib/auth-redirect";
import type { CapturedPage } from "@/lib/capture";

/** The preview of one list, or why there is none. */
type Outcome = { listId: number } & ({ preview: ShownPreview } | { error: string });

/**
 * The /capture page's import of an Amazon wish list the Presently button
 * brought (the page scrolled to its end): which of my lists it goes onto
 * (my main wishlist at first), the preview of the import into that list
 * (read again when another is chosen), then Import.
 */
export function WishListImport({
  page,
  onImported,
}: {
  page: Pick<CapturedPage, "url" | "html">;
  /** Imported: how many items were added, onto which list. */
  onImported: (count: number, list: MyList) => void;
}) {
  const { lists: allLists, isLoading, error: listsError } = useMyLists();
  const lists = allLists.filter((l) => l.isDefault || !l.archived);
  const [chosen, setChosen] = useState<number | null>(null);
  const listId = chosen ?? (lists.find((l) => l.isDefault) ?? lists[0])?.id ?? null;
  const list = lists.find((l) => l.id === listId) ?? null;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const shown = outcome && outcome.listId === listId ? outcome : null;

  useEffect(() => {
    if (listId === null) return;
    let current = true;
    const body: ItemImportBody = { source: "amazon", content: page.html, pageUrl: page.url };
    previewItemImport(listId, body).then(
      (answer) => {
        if (current) setOutcome({ listId, preview: { body, answer } });
      },
      (error: unknown) => {
        if (current && !handleUnauthorized(error)) setOutcome({ listId, error: importErrorText(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [listId, page]);

  return (
    <section
      aria-labelledby="wish-list-import"
      data-testid="wish-list-import"
      className="grid min-w-0 gap-5 rounded-2xl border bg-card p-5 shadow-sm sm:p-6"
    >
      <h2 id="wish-list-import" className="text-lg font-semibold">
        {WISH_LIST_HEADING}
      </h2>
      {listsError ? (
        <LoadErrorAlert what="your lists" />
      ) : (
        <FormField label={IMPORT_INTO}>
          <NativeSelect
            value={listId === null ? "" : String(listId)}
            onChange={(event) => setChosen(Number(event.target.value))}
            disabled={isLoading || lists.length === 0}
          >
            {lists.map((l) => (
              <option key={l.id} value={String(l.id)}>
                {listLabel(l)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      )}

      {listsError ? null : !shown ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          {PREPARING_PREVIEW}
        </p>
      ) : "error" in shown ? (
        <Alert variant="destructive" data-testid="wish-list-error">
          <AlertCircle aria-hidden="true" />
          <AlertDescription>{shown.error}</AlertDescription>
        </Alert>
      ) : list ? (
        <ImportPreview
          // A fresh preview for each list.
          key={shown.listId}
          listId={shown.listId}
          preview={shown.preview}
          // Focus goes to the first preview; after another list is chosen it stays on the select.
          autoFocus={chosen === null}
          // The page says it, with the way to the list.
          toastWhenImported={false}
          onImported={(answer) => onImported(answer.counts.new, list)}
        />
      ) : null}
    </section>
  );
}
