"use client";

import { useState } from "react";
import { useWatch } from "react-hook-form";
import { z } from "zod";

import { DialogForm, FormDialog, useDialogForm, type DialogOpenProps } from "@/components/form-dialog";
import {
  GIFT_STATUSES,
  REPEAT_HINT,
  SAVE_ANYWAY,
  STATUS_OPTIONS,
  giftDialogDescription,
  giftDialogTitle,
  isGiftStatus,
  type GiftKind,
} from "@/components/gifts/gift-text";
import { RepeatWarning } from "@/components/gifts/repeat-warning";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import {
  createGift,
  updateGift,
  useRevalidatePeople,
  type Gift,
  type NewGiftBody,
  type PersonRef,
} from "@/hooks/use-gifts";
import { toast } from "@/hooks/use-toast";
import { changedFields, fieldNamesOf, withoutEmpty } from "@/lib/forms";
import { repeatWarningOf } from "@/lib/gifts";
import { DEFAULT_CURRENCY } from "@/lib/currency";
import { NAME_REQUIRED } from "@/lib/messages";

// The field names are the API's, so a 400's messages land under them.
const giftSchema = z.object({
  name: z.string().trim().min(1, NAME_REQUIRED),
  link: z.string().trim(),
  price: z.string().trim(),
  currency: z.string().trim().toUpperCase(),
  shop: z.string().trim(),
  occasion: z.string().trim(),
  occasionDate: z.string().trim(),
  status: z.enum(GIFT_STATUSES),
  notes: z.string().trim(),
});

type GiftInput = z.input<typeof giftSchema>;
type GiftValues = z.output<typeof giftSchema>;

const GIFT_FIELDS = fieldNamesOf(giftSchema);

/** Which list `gift` is on: received, an idea, or one I give. */
export function kindOf(gift: Pick<Gift, "direction" | "status">): GiftKind {
  if (gift.direction === "received") return "received";
  return gift.status === "idea" ? "idea" : "given";
}

function emptyValues(kind: GiftKind, currency: string): GiftInput {
  return {
    name: "",
    link: "",
    price: "",
    currency,
    shop: "",
    occasion: "",
    occasionDate: "",
    status: kind === "idea" ? "idea" : "given",
    notes: "",
  };
}

function valuesOf(gift: Gift, currency: string): GiftInput {
  return {
    name: gift.name,
    link: gift.link ?? "",
    price: gift.price ?? "",
    currency: gift.currency ?? currency,
    shop: gift.shop ?? "",
    occasion: gift.occasion ?? "",
    occasionDate: gift.occasionDate ?? "",
    status: isGiftStatus(gift.status) ? gift.status : "given",
    notes: gift.notes ?? "",
  };
}

/**
 * Every field as the API takes it: null for an empty optional one (a
 * currency only with a price). One received has no status: the server
 * keeps it given.
 */
function toFields(values: GiftValues, kind: GiftKind) {
  return {
    name: values.name,
    link: values.link || null,
    price: values.price || null,
    currency: values.price ? values.currency || null : null,
    shop: values.shop || null,
    occasion: values.occasion || null,
    occasionDate: values.occasionDate || null,
    notes: values.notes || null,
    ...(kind === "received" ? {} : { status: values.status }),
  };
}

/** The body of `POST /api/gifts` for `person`: empty optional fields left out. */
export function toNewGiftBody(person: PersonRef, kind: GiftKind, values: GiftValues): NewGiftBody {
  return { ...person, direction: kind === "received" ? "received" : "given", ...withoutEmpty(toFields(values, kind)) };
}

/** The fields as typed, in one order: what a repeat warning was given for. */
function snapshotOf(values: Partial<GiftInput>): string {
  return JSON.stringify(GIFT_FIELDS.map((field) => values[field] ?? ""));
}

/** What a save came to: the gift (null when nothing changed), or the server's warning of a repeat. */
type Saved = { gift: Gift | null } | { repeat: string };

/**
 * Add an idea, a gift I gave or one I received for `person` (no `gift`),
 * or edit `gift`: name, link, price, where, occasion and its day, status
 * (not for one received) and notes. A gift that repeats what I gave them
 * is not saved at first: the server's warning shows, and the submit
 * becomes Save anyway, which sends it again allowed. A price's currency
 * starts as `currency` (my home currency: what budgets count), else USD.
 */
export function GiftDialog({
  person,
  personName,
  kind,
  gift,
  currency = DEFAULT_CURRENCY,
  ...dialog
}: DialogOpenProps & { person: PersonRef; personName: string; kind: GiftKind; gift?: Gift; currency?: string }) {
  return (
    <FormDialog
      {...dialog}
      className="max-h-[90vh] overflow-y-auto sm:max-w-lg"
      title={giftDialogTitle(kind, gift !== undefined)}
      description={giftDialogDescription(kind, personName)}
    >
      <GiftForm
        person={person}
        kind={kind}
        gift={gift}
        currency={currency}
        onDone={() => dialog.onOpenChange(false)}
      />
    </FormDialog>
  );
}

function GiftForm({
  person,
  kind,
  gift,
  currency,
  onDone,
}: {
  person: PersonRef;
  kind: GiftKind;
  gift?: Gift;
  currency: string;
  onDone: () => void;
}) {
  const revalidate = useRevalidatePeople();
  // The warning holds for the values it was given for: change any and it
  // goes (the next save is checked again), change them back and it returns.
  const [warned, setWarned] = useState<{ message: string; snapshot: string } | null>(null);

  async function send(values: GiftValues, allowRepeat: boolean): Promise<Gift | null> {
    const repeat = allowRepeat ? { allowRepeat } : {};
    if (!gift) return createGift({ ...toNewGiftBody(person, kind, values), ...repeat });
    const changes = changedFields(toFields(values, kind), gift);
    if (Object.keys(changes).length === 0) return null;
    return updateGift(gift.id, { ...changes, ...repeat });
  }

  const { form, dialogForm } = useDialogForm<typeof giftSchema, Saved>({
    schema: giftSchema,
    defaultValues: gift ? valuesOf(gift, currency) : emptyValues(kind, currency),
    onDone,
    save: (values) => {
      const snapshot = snapshotOf(form.getValues());
      const allowRepeat = warned !== null && warned.snapshot === snapshot;
      return {
        save: async () => {
          try {
            return { gift: await send(values, allowRepeat) };
          } catch (error) {
            // The repeat is a question for the person, not a failure: no toast.
            const repeat = repeatWarningOf(error);
            if (repeat === null) throw error;
            return { repeat };
          }
        },
        failure: gift ? "Failed to save the changes. Please try again." : "Failed to save the gift. Please try again.",
        onSaved: async (saved) => {
          if ("repeat" in saved) {
            setWarned({ message: saved.repeat, snapshot });
            return;
          }
          toast({ title: gift ? "Changes saved" : `${values.name} saved` });
          if (saved.gift) await revalidate().catch(() => undefined);
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
    <DialogForm
      {...dialogForm}
      submitLabel={warning ? SAVE_ANYWAY : gift ? "Save Changes" : "Add"}
      submittingLabel="Saving..."
    >
      <FormField label="Name" error={errors.name?.message}>
        <Input placeholder="e.g. Le Creuset Dutch Oven" autoComplete="off" {...register("name")} />
      </FormField>
      <FormField label="Link" error={errors.link?.message}>
        <Input type="url" inputMode="url" placeholder="https://" autoComplete="off" {...register("link")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <FormField label="Price" error={errors.price?.message} className="content-start">
          <Input inputMode="decimal" placeholder="25" autoComplete="off" {...register("price")} />
        </FormField>
        <FormField label="Currency" error={errors.currency?.message} className="content-start">
          <Input maxLength={3} autoComplete="off" className="uppercase" {...register("currency")} />
        </FormField>
      </div>
      <FormField label="Where" description="The shop or site." error={errors.shop?.message}>
        <Input placeholder="e.g. John Lewis" autoComplete="off" {...register("shop")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Occasion" error={errors.occasion?.message} className="content-start">
          <Input placeholder="e.g. Christmas" autoComplete="off" {...register("occasion")} />
        </FormField>
        <FormField label="Date" error={errors.occasionDate?.message} className="content-start">
          <Input type="date" {...register("occasionDate")} />
        </FormField>
      </div>
      {kind === "received" ? null : (
        <FormField label="Status" error={errors.status?.message}>
          <NativeSelect {...register("status")}>
            {STATUS_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      )}
      <FormField label="Notes" error={errors.notes?.message}>
        <Textarea {...register("notes")} />
      </FormField>
      {warning ? <RepeatWarning warning={warning} hint={REPEAT_HINT} /> : null}
    </DialogForm>
  );
}
