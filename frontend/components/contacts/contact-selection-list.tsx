"use client";

import { useId, useState } from "react";
import { Cake, Heart, Mail, Phone } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { toast } from "@/hooks/use-toast";
import { formatPartialDate, type Relationship } from "@/lib/contacts";
import { cn } from "@/lib/utils";

/** One row of the import selection list, from the phone's picker or a vCard file. */
export interface SelectableContact {
  key: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  /** `YYYY-MM-DD` or `--MM-DD`. */
  birthday?: string | null;
  anniversary?: string | null;
  /** What the import sends as the contact's relationship (a file's card says; else a friend). */
  relationship?: Relationship;
  /** Set for a row that can't be imported ('No name', 'No phone or email'): greyed, not selectable. */
  skipReason: string | null;
  /** Shown on a selectable row, e.g. 'Already in your contacts'. */
  note?: string | null;
}

/** Spec section 5: a contact with no name, or with neither phone nor email, is skipped. */
export function skipReason(name: string | null | undefined, email: string | null | undefined, phone: string | null | undefined) {
  if (!name?.trim()) return "No name";
  if (!email?.trim() && !phone?.trim()) return "No phone or email";
  return null;
}

export function importButtonLabel(count: number): string {
  if (count === 0) return "Import Selected";
  return count === 1 ? "Import 1 contact" : `Import ${count} contacts`;
}

/**
 * The import selection list both sources share: a checkbox per contact
 * (labelled by the name), Select All / Deselect All over the selectable
 * rows, skipped rows greyed with their reason, and the Import button.
 * Importing with none selected says 'No contacts selected'.
 */
export function ContactSelectionList({
  items,
  defaultSelected,
  onImport,
  pending = false,
}: {
  items: readonly SelectableContact[];
  /** Keys selected at first; by default every selectable row. */
  defaultSelected?: readonly string[];
  onImport: (selected: SelectableContact[]) => void | Promise<void>;
  pending?: boolean;
}) {
  const uid = useId();
  const selectable = items.filter((item) => !item.skipReason);
  const [selected, setSelected] = useState<ReadonlySet<string>>(
    () => new Set(defaultSelected ?? selectable.map((item) => item.key)),
  );
  const chosen = selectable.filter((item) => selected.has(item.key));

  function toggle(key: string, on: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  }

  function submit() {
    if (chosen.length === 0) {
      toast({ title: "No contacts selected", description: "Please select contacts to import", variant: "destructive" });
      return;
    }
    void onImport(chosen);
  }

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {chosen.length} of {selectable.length} selected
        </p>
        <div className="flex gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => setSelected(new Set(selectable.map((item) => item.key)))}
            disabled={pending || selectable.length === 0}
          >
            Select All
          </Button>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => setSelected(new Set())}
            disabled={pending || selectable.length === 0}
          >
            Deselect All
          </Button>
        </div>
      </div>

      <ul className="grid max-h-[45dvh] gap-2 overflow-y-auto rounded-lg border p-2" aria-label="Contacts to import">
        {items.map((item, index) => {
          const checkboxId = `${uid}-${index}`;
          const skipped = !!item.skipReason;
          const label = item.name?.trim() || "Unknown name";
          return (
            <li
              key={item.key}
              className={cn(
                "flex items-start gap-3 rounded-md px-2 py-2",
                skipped ? "opacity-60" : "hover:bg-accent/50",
              )}
              data-testid="import-row"
            >
              <Checkbox
                id={checkboxId}
                className="mt-0.5"
                checked={!skipped && selected.has(item.key)}
                disabled={skipped || pending}
                onCheckedChange={(value) => toggle(item.key, value === true)}
                aria-describedby={`${checkboxId}-details`}
              />
              <div className="grid min-w-0 flex-1 gap-0.5">
                <label
                  htmlFor={checkboxId}
                  className={cn("truncate text-sm font-medium", skipped ? "cursor-not-allowed italic" : "cursor-pointer")}
                >
                  {label}
                </label>
                <div id={`${checkboxId}-details`} className="grid gap-0.5 text-xs text-muted-foreground">
                  {item.email ? (
                    <span className="flex min-w-0 items-center gap-1.5">
                      <Mail className="size-3 shrink-0" aria-hidden="true" />
                      <span className="truncate">{item.email}</span>
                    </span>
                  ) : null}
                  {item.phone ? (
                    <span className="flex items-center gap-1.5">
                      <Phone className="size-3 shrink-0" aria-hidden="true" />
                      {item.phone}
                    </span>
                  ) : null}
                  {item.birthday ? (
                    <span className="flex items-center gap-1.5">
                      <Cake className="size-3 shrink-0" aria-hidden="true" />
                      Birthday: {formatPartialDate(item.birthday)}
                    </span>
                  ) : null}
                  {item.anniversary ? (
                    <span className="flex items-center gap-1.5">
                      <Heart className="size-3 shrink-0" aria-hidden="true" />
                      Anniversary: {formatPartialDate(item.anniversary)}
                    </span>
                  ) : null}
                  {item.skipReason ? (
                    <span className="font-medium text-foreground">Skipped: {item.skipReason}</span>
                  ) : item.note ? (
                    <span className="font-medium text-amber-700 dark:text-amber-300">{item.note}</span>
                  ) : null}
                </div>
              </div>
            </li>
          );
        })}
      </ul>

      <div className="flex justify-end">
        <Button type="button" onClick={submit} disabled={pending}>
          {pending ? "Importing..." : importButtonLabel(chosen.length)}
        </Button>
      </div>
    </div>
  );
}
