"use client";

import { useEffect, useId, useRef, useState } from "react";
import { Download, FileSpreadsheet, FileUp, Loader2, ShoppingBag } from "lucide-react";

import { FormDialog, type DialogOpenProps } from "@/components/form-dialog";
import { ImportPreview, importErrorText, type ShownPreview } from "@/components/lists/import-preview";
import {
  IMPORT_DIALOG_DESCRIPTION,
  IMPORT_FROM,
  IMPORT_SOURCES,
  importDialogTitle,
  READING_FILE,
  TEMPLATE_LINK,
  TEMPLATE_PATH,
} from "@/components/lists/import-text";
import { buttonVariants } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { RadioCard, RadioGroup } from "@/components/ui/radio-group";
import { previewItemImport, type ItemImportBody, type ItemImportSource, type MyList } from "@/hooks/use-lists";
import { handleUnauthorized } from "@/lib/auth-redirect";
import { FILE_TOO_LARGE, readFileText, takeChosenFile } from "@/lib/files";
import { cn } from "@/lib/utils";

const SOURCE_ICONS: Record<ItemImportSource, typeof FileUp> = {
  amazon: ShoppingBag,
  csv: FileSpreadsheet,
  app: FileUp,
};

/**
 * Import items into a list of mine: from an Amazon wish list page (HTML),
 * a spreadsheet (CSV) or another app's export (JSON). The chosen file is
 * read in the browser and previewed (nothing written); the preview step
 * imports. Everything resets when the dialog closes.
 */
export function ImportItemsDialog({
  list,
  ...dialog
}: DialogOpenProps & { list: Pick<MyList, "id" | "name"> }) {
  return (
    <FormDialog
      {...dialog}
      className="sm:max-w-xl"
      title={importDialogTitle(list.name)}
      description={IMPORT_DIALOG_DESCRIPTION}
    >
      <ImportItemsFlow listId={list.id} onDone={() => dialog.onOpenChange(false)} />
    </FormDialog>
  );
}

function ImportItemsFlow({ listId, onDone }: { listId: number; onDone: () => void }) {
  const uid = useId();
  const [source, setSource] = useState<ItemImportSource>("amazon");
  const [fileError, setFileError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [preview, setPreview] = useState<ShownPreview | null>(null);
  const chosen = IMPORT_SOURCES.find((s) => s.value === source) ?? IMPORT_SOURCES[0];
  // Back from the preview: focus goes to the choice it came from, not to the page behind.
  const focusChoice = useRef(false);

  useEffect(() => {
    if (preview || !focusChoice.current) return;
    focusChoice.current = false;
    document.getElementById(`${uid}-${source}`)?.focus();
  }, [preview, uid, source]);

  function choose(value: string) {
    setSource(value as ItemImportSource);
    setFileError(null);
  }

  async function readFile(event: React.ChangeEvent<HTMLInputElement>) {
    // Cleared, so the same file can be chosen again (after Back).
    const file = takeChosenFile(event.target);
    if (!file) return;
    if (file === FILE_TOO_LARGE) {
      setFileError(FILE_TOO_LARGE);
      return;
    }
    setFileError(null);
    setReading(true);
    try {
      const body: ItemImportBody = { source, content: await readFileText(file) };
      setPreview({ body, answer: await previewItemImport(listId, body) });
    } catch (error) {
      if (!handleUnauthorized(error)) setFileError(importErrorText(error));
    } finally {
      setReading(false);
    }
  }

  if (preview) {
    return (
      <ImportPreview
        listId={listId}
        preview={preview}
        onBack={() => {
          focusChoice.current = true;
          setPreview(null);
        }}
        onImported={onDone}
      />
    );
  }

  return (
    <div className="grid min-w-0 gap-4">
      <FormField label={IMPORT_FROM} group>
        {(control) => (
          <RadioGroup {...control} value={source} onValueChange={choose} className="gap-2">
            {IMPORT_SOURCES.map((option) => {
              const Icon = SOURCE_ICONS[option.value];
              return (
                <RadioCard
                  key={option.value}
                  id={`${uid}-${option.value}`}
                  value={option.value}
                  label={option.label}
                  hint={option.hint}
                  icon={<Icon className="size-4 text-primary" aria-hidden="true" />}
                />
              );
            })}
          </RadioGroup>
        )}
      </FormField>

      {source === "csv" ? (
        <a href={TEMPLATE_PATH} download className={cn(buttonVariants({ variant: "outline" }), "w-fit")}>
          <Download aria-hidden="true" />
          {TEMPLATE_LINK}
        </a>
      ) : null}

      <FormField
        // A fresh input for each source.
        key={source}
        label={chosen.fileLabel}
        error={fileError ?? undefined}
        announceError
      >
        {(props) => (
          <div className="grid gap-2">
            <Input {...props} type="file" accept={chosen.accept} onChange={readFile} disabled={reading} />
            {reading ? (
              <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
                <Loader2 className="size-4 animate-spin" aria-hidden="true" />
                {READING_FILE}
              </p>
            ) : null}
          </div>
        )}
      </FormField>
    </div>
  );
}
