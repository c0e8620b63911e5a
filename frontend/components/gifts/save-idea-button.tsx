"use client";

import { useState } from "react";
import { Lightbulb } from "lucide-react";

import { CardAction } from "@/components/card-action";
import { SAVE_AS_IDEA, saveAsIdeaLabel } from "@/components/gifts/save-idea-text";
import type { SaveIdeaProps } from "@/components/gifts/save-idea-dialog";
import { lazyDialog } from "@/components/lazy-dialog";

/**
 * The Save as an idea dialog, loaded when first opened: its form and the
 * lists of people it reads stay out of the pages that offer it.
 */
export const LazySaveIdeaDialog = lazyDialog(() =>
  import("@/components/gifts/save-idea-dialog").then((module) => module.SaveIdeaDialog),
);

/**
 * Save as an idea on an item's card (a friend's list, a group list): a
 * quiet card action opening the dialog with the item and whom it is for.
 * `labelled` shows the words beside the icon, for a row with room for
 * them; else the icon alone, its words in the tooltip.
 */
export function SaveIdeaCardAction({
  idea,
  forWhom,
  labelled = false,
}: Pick<SaveIdeaProps, "idea" | "forWhom"> & { labelled?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <CardAction
        icon={Lightbulb}
        label={saveAsIdeaLabel(idea.name)}
        title={labelled ? undefined : SAVE_AS_IDEA}
        onClick={() => setOpen(true)}
      >
        {labelled ? SAVE_AS_IDEA : undefined}
      </CardAction>
      <LazySaveIdeaDialog open={open} onOpenChange={setOpen} idea={idea} forWhom={forWhom} />
    </>
  );
}
