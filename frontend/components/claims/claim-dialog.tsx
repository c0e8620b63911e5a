"use client";

import { useState } from "react";
import { FormProvider, useController } from "react-hook-form";
import { z } from "zod";

import { DialogForm, FormDialog, useDialogForm, type DialogOpenProps } from "@/components/form-dialog";
import { CLAIM_ANYWAY, CLAIM_REPEAT_HINT } from "@/components/gifts/gift-text";
import { RepeatWarning } from "@/components/gifts/repeat-warning";
import { toast } from "@/hooks/use-toast";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { RadioCard, RadioGroup } from "@/components/ui/radio-group";
import {
  CLAIM_STATUS_OPTIONS,
  CLAIM_STATUSES,
  isStaleClaimError,
  quantityOf,
  quantityRangeText,
  type ClaimEntry,
  type ClaimInput,
  type ClaimStatus,
} from "@/lib/claims";
import { repeatWarningOf } from "@/lib/gifts";

/** A whole number of units from 1 to `max`, as the number input's text. */
export function claimQuantitySchema(max: number) {
  return z
    .string()
    .trim()
    .refine((v) => /^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= max, quantityRangeText(max));
}

function claimSchema(max: number) {
  return z.object({ quantity: claimQuantitySchema(max), status: z.enum(CLAIM_STATUSES) });
}

// Lives in lib/claims (the claim control needs it without this dialog's code); kept here for its importers.
export { isStaleClaimError };

/**
 * "I'll get this": how many units (1 to `max`: what is left plus my own
 * claim) and how far along (Reserved / Purchased). With `mine` it changes
 * my claim.
 */
export function ClaimDialog({
  itemName,
  max,
  mine,
  onClaim,
  onStale,
  ...dialog
}: DialogOpenProps & {
  itemName: string;
  max: number;
  mine: ClaimEntry | undefined;
  onClaim: (input: ClaimInput) => Promise<unknown>;
  /** After a refused claim: reload what is left. */
  onStale?: () => unknown;
}) {
  return (
    <FormDialog
      {...dialog}
      title={mine ? "Change your claim" : "I'll get this"}
      description={`"${itemName}": tell the other givers what you'll get. ${max === 1 ? "1 is" : `Up to ${max} are`} yours to claim.`}
    >
      <ClaimForm
        itemName={itemName}
        max={max}
        mine={mine}
        onClaim={onClaim}
        onStale={onStale}
        onDone={() => dialog.onOpenChange(false)}
      />
    </FormDialog>
  );
}

function ClaimForm({
  itemName,
  max,
  mine,
  onClaim,
  onStale,
  onDone,
}: {
  itemName: string;
  max: number;
  mine: ClaimEntry | undefined;
  onClaim: (input: ClaimInput) => Promise<unknown>;
  onStale?: () => unknown;
  onDone: () => void;
}) {
  const schema = claimSchema(max);
  // A first claim that repeats what I gave them before ("You gave Mum
  // ..."): said here, and claimed only when I press Claim anyway.
  const [warning, setWarning] = useState<string | null>(null);
  const { form, dialogForm } = useDialogForm({
    schema,
    defaultValues: { quantity: String(mine?.quantity ?? 1), status: mine?.status ?? "reserved" },
    onDone,
    save: (values) => {
      const quantity = Number(values.quantity);
      const allowRepeat = warning !== null;
      return {
        save: async () => {
          try {
            await onClaim({ quantity, status: values.status, ...(allowRepeat ? { allowRepeat } : {}) });
            return { repeat: null };
          } catch (error) {
            if (isStaleClaimError(error)) void onStale?.();
            // The repeat is a question for the giver, not a failure: no toast.
            const repeat = repeatWarningOf(error);
            if (repeat === null) throw error;
            return { repeat };
          }
        },
        onSaved: ({ repeat }: { repeat: string | null }) => {
          if (repeat !== null) {
            setWarning(repeat);
            return;
          }
          toast(
            mine
              ? { title: "Claim updated", description: `You'll get ${quantityOf(quantity, itemName)}.` }
              : { title: "Claimed", description: `You'll get ${quantityOf(quantity, itemName)}. The other givers can see it.` },
          );
          onDone();
        },
        failure: "Failed to save your claim. Please try again.",
        // 'Only 1 left to claim.', 'This list is archived.': the server's reason says it best.
        preferServerMessage: true,
      };
    },
  });

  return (
    <FormProvider {...form}>
      <DialogForm
        {...dialogForm}
        submitLabel={warning ? CLAIM_ANYWAY : mine ? "Save Claim" : "Claim"}
        submittingLabel="Saving..."
      >
        <FormField
          label="Quantity"
          description={max === 1 ? "1 left for you." : `From 1 to ${max}.`}
          error={form.formState.errors.quantity?.message}
        >
          <Input type="number" inputMode="numeric" min={1} max={max} step={1} {...form.register("quantity")} />
        </FormField>
        <StatusField />
        {warning ? <RepeatWarning warning={warning} hint={CLAIM_REPEAT_HINT} /> : null}
      </DialogForm>
    </FormProvider>
  );
}

/** Reserved (I plan to get it) or Purchased (I bought it): a radio group. */
function StatusField() {
  const { field } = useController<{ quantity: string; status: ClaimStatus }, "status">({ name: "status" });
  return (
    <FormField label="Status" group>
      {(control) => (
        <RadioGroup
          {...control}
          ref={field.ref}
          value={field.value}
          onValueChange={(value: string) => field.onChange(value as ClaimStatus)}
          className="gap-2"
        >
          {CLAIM_STATUS_OPTIONS.map((option) => (
            <RadioCard
              key={option.value}
              id={`${control.id}-${option.value}`}
              value={option.value}
              label={option.label}
              hint={option.hint}
            />
          ))}
        </RadioGroup>
      )}
    </FormField>
  );
}
