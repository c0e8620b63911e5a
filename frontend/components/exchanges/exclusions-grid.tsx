"use client";

import { useId, useMemo, useState } from "react";
import { Ban } from "lucide-react";

import {
  BOTH_WAYS,
  EXCLUSIONS_TEXT,
  EXCLUSIONS_TITLE,
  SAVE_EXCLUSIONS,
  neverDrawsLabel,
} from "@/components/exchanges/exchange-text";
import { Button } from "@/components/ui/button";
import { setExclusions, useKeepExchange, type Exchange } from "@/hooks/use-exchanges";
import { exclusionKey, exclusionPairs, exclusionSet, sameCells, toggleExclusion } from "@/lib/exchanges";
import { saveWithFeedback } from "@/lib/forms";
import { EXCHANGE_DRAW_SEEN } from "@/lib/messages";

export const DRAWN_GRID_TEXT = "Nobody has looked yet: saving a change clears the draw, and you draw again.";

/**
 * The organiser's exclusions: a row per giver, a column per receiver, a
 * checkbox in each cell meaning the giver never draws that receiver (the
 * diagonal disabled: nobody draws themselves). With Both ways on, a check
 * (or uncheck) mirrors itself. Save replaces them all; the answer's
 * `whyNoDraw` then says when no draw fits them. Once someone has seen the
 * draw, the grid is read-only until the draw is cancelled.
 */
export function ExclusionsGrid({ exchange }: { exchange: Exchange }) {
  const titleId = useId();
  const keep = useKeepExchange();
  const saved = useMemo(() => exclusionSet(exchange.exclusions), [exchange.exclusions]);
  // The organiser's changes, not saved yet (null: none, the grid shows what is saved).
  const [draft, setDraft] = useState<Set<string> | null>(null);
  const [bothWays, setBothWays] = useState(true);
  const [saving, setSaving] = useState(false);
  const cells = draft ?? saved;
  const { participants } = exchange;
  const drawn = exchange.drawnAt !== null;
  const seen = drawn && participants.some((p) => p.looked === true);
  const locked = seen || exchange.revealed;
  const changed = draft !== null && !sameCells(draft, saved);

  async function save() {
    setSaving(true);
    try {
      await saveWithFeedback({
        save: () =>
          setExclusions(
            exchange.id,
            exclusionPairs(
              cells,
              participants.map((p) => p.id),
            ),
          ),
        success: { title: "Exclusions saved" },
        failure: "Failed to save the exclusions. Please try again.",
        preferServerMessage: true,
        onSaved: async (answer) => {
          await keep(answer);
          setDraft(null);
        },
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby={titleId} className="grid grid-cols-1 gap-3">
      <h2 id={titleId} className="flex items-center gap-2 text-xl font-semibold">
        <Ban className="size-5 text-muted-foreground" aria-hidden="true" />
        {EXCLUSIONS_TITLE}
      </h2>
      <p className="text-sm text-muted-foreground">{EXCLUSIONS_TEXT}</p>
      {seen ? (
        <p className="text-sm text-muted-foreground">{EXCHANGE_DRAW_SEEN}</p>
      ) : drawn ? (
        <p className="text-sm text-muted-foreground">{DRAWN_GRID_TEXT}</p>
      ) : null}
      <div className="flex items-center gap-2">
        <input
          id={`${titleId}-both`}
          type="checkbox"
          className="size-4 accent-primary"
          checked={bothWays}
          disabled={locked}
          onChange={(event) => setBothWays(event.target.checked)}
        />
        <label htmlFor={`${titleId}-both`} className="text-sm">
          {BOTH_WAYS}
        </label>
      </div>
      <div className="relative max-w-full overflow-x-auto rounded-lg border">
        <table className="w-max min-w-full border-collapse text-sm">
          <caption className="sr-only">{EXCLUSIONS_TITLE}: the row&apos;s person never draws the column&apos;s</caption>
          <thead>
            <tr className="border-b bg-muted/50">
              <th scope="col" className="px-3 py-2 text-left font-medium">
                <span className="sr-only">Giver</span>
              </th>
              {participants.map((receiver) => (
                <th key={receiver.id} scope="col" className="max-w-32 px-2 py-2 text-center font-medium">
                  <span className="line-clamp-2 break-words">{receiver.name}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {participants.map((giver) => (
              <tr key={giver.id} className="border-b last:border-b-0">
                <th scope="row" className="max-w-40 px-3 py-2 text-left font-medium">
                  <span className="line-clamp-2 break-words">{giver.name}</span>
                </th>
                {participants.map((receiver) => {
                  const self = giver.id === receiver.id;
                  return (
                    <td key={receiver.id} className={self ? "bg-muted/40 px-2 py-2 text-center" : "px-2 py-2 text-center"}>
                      <input
                        type="checkbox"
                        className="size-4 accent-primary align-middle"
                        aria-label={neverDrawsLabel(giver.name, receiver.name)}
                        checked={!self && cells.has(exclusionKey(giver.id, receiver.id))}
                        disabled={self || locked || saving}
                        onChange={(event) =>
                          setDraft(toggleExclusion(cells, giver.id, receiver.id, event.target.checked, bothWays))
                        }
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {!locked ? (
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void save()} disabled={!changed || saving}>
            {saving ? "Saving..." : SAVE_EXCLUSIONS}
          </Button>
          {changed ? (
            <Button variant="ghost" onClick={() => setDraft(null)} disabled={saving}>
              Undo changes
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
