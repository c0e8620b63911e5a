"use client";

import { FormProvider, useFormContext } from "react-hook-form";
import { z } from "zod";

import { DialogForm, FormDialog, useDialogForm, type DialogOpenProps } from "@/components/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import {
  changeChipInTarget,
  CHANGE_TARGET,
  EQUAL_SHARE_HINT,
  isCurrencyCode,
  isPledgeAmount,
  START_CHIP_IN,
  START_CHIP_IN_DESCRIPTION,
  startChipIn,
  type ChipIn,
  type GivingItem,
  type StartChipInInput,
} from "@/lib/chip-in";
import { isStaleClaimError } from "@/lib/claims";
import { CHIP_IN_TARGET_INVALID, CURRENCY_INVALID, PLEDGE_AMOUNT_INVALID } from "@/lib/messages";
import { centsToAmount } from "@/lib/money";
import { ideaPriceOf } from "@/lib/save-as-idea";

const targetFields = {
  target: z.string().trim().refine(isPledgeAmount, CHIP_IN_TARGET_INVALID),
  currency: z.string().trim().toUpperCase().refine(isCurrencyCode, CURRENCY_INVALID),
};

/**
 * The start form: a target and currency (empty: the item's price's), and
 * my own pledge (empty: an equal share).
 */
export const startChipInSchema = z.object({
  ...targetFields,
  pledge: z.string().trim().refine(isPledgeAmount, PLEDGE_AMOUNT_INVALID),
});

export const chipInTargetSchema = z.object(targetFields);

/** The start form's first values: the item's price as the target, and its currency when the price says it. */
export function startDefaults(item: Pick<GivingItem, "price" | "priceValue">): z.input<typeof startChipInSchema> {
  const parsed = ideaPriceOf(item.price);
  const fromValue =
    typeof item.priceValue === "number" && item.priceValue > 0 ? centsToAmount(Math.round(item.priceValue * 100)) : null;
  return { target: fromValue ?? parsed?.price ?? "", currency: parsed?.currency ?? "", pledge: "" };
}

/** The body of `POST .../chip-in`: only what was typed (the server fills in the rest). */
export function toStartBody(values: z.output<typeof startChipInSchema>): StartChipInInput {
  const body: StartChipInInput = {};
  if (values.target) body.target = values.target;
  if (values.currency) body.currency = values.currency;
  if (values.pledge) body.pledge = values.pledge;
  return body;
}

/** Reloads the page after a refusal that says the item moved (someone else started, nothing is left). */
async function reloadingOnStale<T>(save: () => Promise<T>, reload?: () => unknown): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (isStaleClaimError(error)) void reload?.();
    throw error;
  }
}

/** "Chip in with others": I organise a shared purchase of one unit, with my own pledge. */
export function StartChipInDialog({
  item,
  itemName,
  onChanged,
  ...dialog
}: DialogOpenProps & { item: GivingItem; itemName: string; onChanged?: () => unknown }) {
  return (
    <FormDialog {...dialog} title={START_CHIP_IN} description={`"${itemName}": ${START_CHIP_IN_DESCRIPTION}`}>
      <StartForm item={item} itemName={itemName} onChanged={onChanged} onDone={() => dialog.onOpenChange(false)} />
    </FormDialog>
  );
}

function StartForm({
  item,
  itemName,
  onChanged,
  onDone,
}: {
  item: GivingItem;
  itemName: string;
  onChanged?: () => unknown;
  onDone: () => void;
}) {
  const { form, dialogForm } = useDialogForm({
    schema: startChipInSchema,
    defaultValues: startDefaults(item),
    onDone,
    save: (values) => ({
      save: () => reloadingOnStale(() => startChipIn(item.id, toStartBody(values)), onChanged),
      success: { title: "You're chipping in", description: `The other givers can add their pledges for ${itemName}.` },
      failure: "Failed to start chipping in. Please try again.",
      onSaved: async () => {
        onDone();
        await onChanged?.();
      },
    }),
  });
  const { errors } = form.formState;
  return (
    <FormProvider {...form}>
      <DialogForm {...dialogForm} submitLabel="Start chipping in" submittingLabel="Starting...">
        <TargetFields emptyMeans="the item's price" />
        <FormField label="My pledge (optional)" description={EQUAL_SHARE_HINT} error={errors.pledge?.message}>
          <Input inputMode="decimal" autoComplete="off" {...form.register("pledge")} />
        </FormField>
      </DialogForm>
    </FormProvider>
  );
}

/** Target and currency, in the form around them (the start form, or the organiser's change). */
function TargetFields({ emptyMeans }: { emptyMeans: string }) {
  const { register, formState } = useFormContext<z.input<typeof chipInTargetSchema>>();
  const { errors } = formState;
  return (
    <div className="grid grid-cols-[1fr_6rem] gap-3">
      <FormField label="Target" description={`Empty: ${emptyMeans}.`} error={errors.target?.message}>
        <Input inputMode="decimal" autoComplete="off" {...register("target")} />
      </FormField>
      <FormField label="Currency" error={errors.currency?.message} className="content-start">
        <Input maxLength={3} autoComplete="off" className="uppercase" {...register("currency")} />
      </FormField>
    </div>
  );
}

/** The organiser's new target (never below what is pledged: the server says so under the field). */
export function ChangeTargetDialog({
  chipIn,
  itemId,
  itemName,
  onChanged,
  ...dialog
}: DialogOpenProps & {
  chipIn: Pick<ChipIn, "targetCents" | "currency">;
  itemId: number;
  itemName: string;
  onChanged?: () => unknown;
}) {
  return (
    <FormDialog {...dialog} title={CHANGE_TARGET} description={`What the shared purchase of "${itemName}" should come to.`}>
      <ChangeTargetForm
        chipIn={chipIn}
        itemId={itemId}
        itemName={itemName}
        onChanged={onChanged}
        onDone={() => dialog.onOpenChange(false)}
      />
    </FormDialog>
  );
}

function ChangeTargetForm({
  chipIn,
  itemId,
  itemName,
  onChanged,
  onDone,
}: {
  chipIn: Pick<ChipIn, "targetCents" | "currency">;
  itemId: number;
  itemName: string;
  onChanged?: () => unknown;
  onDone: () => void;
}) {
  const { form, dialogForm } = useDialogForm({
    schema: chipInTargetSchema,
    defaultValues: { target: centsToAmount(chipIn.targetCents), currency: chipIn.currency },
    onDone,
    save: (values) => ({
      save: () =>
        reloadingOnStale(
          () => changeChipInTarget(itemId, { target: values.target || null, currency: values.currency || null }),
          onChanged,
        ),
      success: { title: "Target changed", description: `The givers chipping in for ${itemName} see the new target.` },
      failure: "Failed to change the target. Please try again.",
      onSaved: async () => {
        onDone();
        await onChanged?.();
      },
    }),
  });
  return (
    <FormProvider {...form}>
      <DialogForm {...dialogForm} submitLabel="Save target">
        <TargetFields emptyMeans="it stays as it is" />
      </DialogForm>
    </FormProvider>
  );
}
