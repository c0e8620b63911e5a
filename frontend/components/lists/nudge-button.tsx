"use client";

import { useId, useState } from "react";
import { Check, HandHelping } from "lucide-react";

import { Button } from "@/components/ui/button";
import { nudgeListOwner, useNudge } from "@/hooks/use-nudge";
import { ApiError } from "@/lib/api";
import { saveWithFeedback } from "@/lib/forms";
import { cn } from "@/lib/utils";

export const ASKED = "Asked";

/** 'Ask Ada to update this list' */
export function nudgeLabel(name: string): string {
  return `Ask ${name} to update this list`;
}

/** What an ask tells its owner, and what it keeps from them. */
export function askedText(name: string): string {
  return `${name} will hear that someone is shopping for them, not who.`;
}

/**
 * On a friend's list: ask its owner (`name`, their first name) to update it
 * before an occasion of theirs, without saying who asked. Nothing while it
 * loads, nor when they take no nudges; once asked, a spent 'Asked' with
 * what they will hear.
 */
export function NudgeButton({ listId, name, className }: { listId: number; name: string; className?: string }) {
  const { nudge, mutate } = useNudge(listId);
  const [busy, setBusy] = useState(false);
  const hintId = useId();
  if (!nudge || nudge.occasion === null) return null;

  async function ask() {
    setBusy(true);
    await saveWithFeedback({
      save: async () => {
        try {
          return await nudgeListOwner(listId);
        } catch (error) {
          // Asked already (409) or nothing coming up any more (422): show how it stands now.
          if (error instanceof ApiError && (error.status === 409 || error.status === 422)) void mutate();
          throw error;
        }
      },
      failure: "Failed to ask. Please try again.",
      preferServerMessage: true,
      onSaved: async (answer) => {
        await mutate(answer, { revalidate: false });
      },
    });
    setBusy(false);
  }

  if (nudge.asked) {
    return (
      <div className={cn("grid justify-items-start gap-1.5", className)}>
        <Button variant="outline" size="sm" disabled aria-describedby={hintId}>
          <Check aria-hidden="true" />
          {ASKED}
        </Button>
        <p id={hintId} className="text-sm text-muted-foreground" data-testid="nudge-asked">
          {askedText(name)}
        </p>
      </div>
    );
  }

  return (
    <Button variant="outline" size="sm" className={cn("w-fit", className)} disabled={busy} onClick={() => void ask()}>
      <HandHelping aria-hidden="true" />
      {nudgeLabel(name)}
    </Button>
  );
}
