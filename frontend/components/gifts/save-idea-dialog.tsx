"use client";

import Link from "next/link";
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { z } from "zod";

import { DialogForm, FormDialog, useDialogForm, type DialogOpenProps } from "@/components/form-dialog";
import {
  openGiftsLabel,
  REPEAT_HINT,
  SAVE_ANYWAY,
  SAVE_AS_IDEA,
  savedAsIdeaTitle,
} from "@/components/gifts/gift-text";
import { CHOOSE_SOMEONE, CHOOSE_SOMEONE_REQUIRED, GiftPersonOptions } from "@/components/gifts/gift-person-options";
import { RepeatWarning } from "@/components/gifts/repeat-warning";
import { GiftPeopleGate } from "@/components/gifts/gift-people-gate";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { ToastAction } from "@/components/ui/toast";
import { createGift, useRevalidatePeople, type Gift } from "@/hooks/use-gifts";
import { toast } from "@/hooks/use-toast";
import { personPath, repeatWarningOf } from "@/lib/gifts";
import { NAME_REQUIRED } from "@/lib/messages";
import {
  newIdeaBody,
  personFor,
  type GiftPerson,
  type IdeaFor,
  type IdeaPrefill,
} from "@/lib/save-as-idea";

export { CHOOSE_SOMEONE, CHOOSE_SOMEONE_REQUIRED, savedAsIdeaTitle };

export const SAVE_AS_IDEA_TITLE = SAVE_AS_IDEA;
export const SAVE_AS_IDEA_DESCRIPTION = "Keep it with their gifts, to come back to. Only you see it.";
export const NOBODY_TITLE = "Nobody to keep it for yet";
export const NOBODY_TEXT = "Add them to your contacts first: then save ideas for them from here.";
export const SAVE_IDEA_FAILED = "Failed to save the idea. Please try again.";

/** Who an idea was saved for, and the idea as kept. */
export interface SavedIdea {
  person: GiftPerson;
  gift: Gift;
}

/** What the dialog takes: the idea, whom it is for at first, and who confirms it once saved. */
export interface SaveIdeaProps {
  idea: IdeaPrefill;
  /** Chosen at first (`IdeaFor`); without, or when it is no one of mine, Choose someone. */
  forWhom?: IdeaFor | null;
  /**
   * Runs once saved, just before the dialog closes, in place of the toast:
   * its caller says it itself.
   */
  onSaved?: (saved: SavedIdea) => void;
}

/**
 * Save something for someone else as a gift idea on a person's page (an
 * idea card, a captured product, an item on a friend's or a group list):
 * whom it is for (my contacts, friends and those I look after; `forWhom`
 * chosen for me) and its name, with its link, price and shop. A repeat of
 * what I gave them is not saved at first: the server's warning shows, and
 * Save anyway sends it again, allowed.
 */
export function SaveIdeaDialog({ idea, forWhom, onSaved, ...dialog }: DialogOpenProps & SaveIdeaProps) {
  return (
    <FormDialog {...dialog} title={SAVE_AS_IDEA_TITLE} description={SAVE_AS_IDEA_DESCRIPTION}>
      <SaveIdeaContent idea={idea} forWhom={forWhom} onSaved={onSaved} onDone={() => dialog.onOpenChange(false)} />
    </FormDialog>
  );
}

/** The people to choose from, once all three lists are in; else what stands in for the form. */
function SaveIdeaContent({ onDone, ...props }: SaveIdeaProps & { onDone: () => void }) {
  return (
    <GiftPeopleGate testId="save-idea-loading" nobody={{ title: NOBODY_TITLE, text: NOBODY_TEXT }} onDone={onDone}>
      {(people) => <SaveIdeaForm {...props} people={people} onDone={onDone} />}
    </GiftPeopleGate>
  );
}

// `name` is the API's field, so a 400's message lands under it.
const ideaSchema = z.object({
  person: z.string().min(1, CHOOSE_SOMEONE_REQUIRED),
  name: z.string().trim().min(1, NAME_REQUIRED),
});

type IdeaInput = z.input<typeof ideaSchema>;

/** The fields as typed: what a repeat warning was given for. */
function snapshotOf(values: Partial<IdeaInput>): string {
  return JSON.stringify([values.person ?? "", values.name ?? ""]);
}

/** What a save came to: the idea and whom it is for, or the server's warning of a repeat. */
type Saved = SavedIdea | { repeat: string };

function SaveIdeaForm({
  idea,
  forWhom,
  onSaved,
  people,
  onDone,
}: SaveIdeaProps & {
  people: GiftPerson[];
  onDone: () => void;
}) {
  const revalidate = useRevalidatePeople();
  // The warning holds for the values it was given for: change either and it
  // goes (the next save is checked again), change them back and it returns.
  const [warned, setWarned] = useState<{ message: string; snapshot: string } | null>(null);

  const { form, dialogForm } = useDialogForm<typeof ideaSchema, Saved>({
    schema: ideaSchema,
    defaultValues: { person: personFor(people, forWhom)?.key ?? "", name: idea.name },
    onDone,
    save: (values) => {
      const snapshot = snapshotOf(form.getValues());
      const allowRepeat = warned !== null && warned.snapshot === snapshot;
      return {
        save: async () => {
          const person = people.find((p) => p.key === values.person);
          // The select offers only these: a value from nowhere is no one.
          if (!person) throw new Error("Unknown person");
          try {
            const body = newIdeaBody(person.ref, idea, values.name);
            return { gift: await createGift(allowRepeat ? { ...body, allowRepeat } : body), person };
          } catch (error) {
            // The repeat is a question for the person, not a failure: no toast.
            const repeat = repeatWarningOf(error);
            if (repeat === null) throw error;
            return { repeat };
          }
        },
        failure: SAVE_IDEA_FAILED,
        onSaved: async (saved) => {
          if ("repeat" in saved) {
            setWarned({ message: saved.repeat, snapshot });
            return;
          }
          if (onSaved) {
            // The caller's confirmation appears as the dialog closes (so its focus lands there).
            onSaved(saved);
            onDone();
            await revalidate().catch(() => undefined);
            return;
          }
          const { person } = saved;
          toast({
            title: savedAsIdeaTitle(person.name),
            description: saved.gift.name,
            action: (
              <ToastAction altText={openGiftsLabel(person.name)} asChild>
                <Link href={personPath(person.ref)}>Open</Link>
              </ToastAction>
            ),
          });
          await revalidate().catch(() => undefined);
          onDone();
        },
      };
    },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const current = snapshotOf(useWatch({ control }));
  const warning = warned !== null && warned.snapshot === current ? warned.message : null;

  return (
    <DialogForm {...dialogForm} submitLabel={warning ? SAVE_ANYWAY : "Save"} submittingLabel="Saving...">
      <FormField label="For" error={errors.person?.message}>
        <NativeSelect {...register("person")}>
          <GiftPersonOptions people={people} />
        </NativeSelect>
      </FormField>
      <FormField label="Idea" error={errors.name?.message}>
        <Input autoComplete="off" {...register("name")} />
      </FormField>
      {warning ? <RepeatWarning warning={warning} hint={REPEAT_HINT} /> : null}
    </DialogForm>
  );
}
