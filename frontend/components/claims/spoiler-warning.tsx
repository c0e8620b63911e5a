"use client";

import { EyeOff } from "lucide-react";

import { Button } from "@/components/ui/button";
import { SHOW_LIST_LABEL, SPOILER_WARNING } from "@/lib/claims";

/**
 * Before a public list's items: what is claimed would spoil the surprise
 * for its recipient, so everyone chooses to look first.
 */
export function SpoilerWarning({ onShow }: { onShow: () => void }) {
  return (
    <section
      aria-labelledby="spoiler-warning-title"
      data-testid="spoiler-warning"
      className="flex flex-col items-center gap-4 rounded-2xl border border-dashed bg-card px-6 py-12 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <EyeOff className="size-6" aria-hidden="true" />
      </span>
      <h2 id="spoiler-warning-title" className="text-lg font-semibold">
        Spoiler warning
      </h2>
      <p className="max-w-md text-muted-foreground">{SPOILER_WARNING}</p>
      <Button onClick={onShow}>{SHOW_LIST_LABEL}</Button>
    </section>
  );
}
