"use client";

import { FormProvider } from "react-hook-form";
import { z } from "zod";

import { GuestFields, guestClaimSchema } from "@/components/claims/guest-claim-dialog";
import { DialogForm, FormDialog, useDialogForm, type DialogOpenProps } from "@/components/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import {
  EQUAL_SHARE_HINT,
  GUEST_CHIP_IN,
  isPledgeAmount,
  mostText,
  PLEDGE,
  type GuestPledgeInput,
  type GuestPledgeResult,
  type PublicChipIn,
} from "@/lib/chip-in";
import { isStaleClaimError } from "@/lib/claims";
import { withoutEmpty } from "@/lib/forms";
import { PLEDGE_AMOUNT_INVALID } from "@/lib/messages";
import { formatMoney } from "@/lib/money";

/** A guest's pledge: their name and email as a guest's claim takes them, and an amount (empty: an equal share). */
export const guestPledgeSchema = guestClaimSchema(1)
  .omit({ quantity: true })
  .extend({ amount: z.string().trim().refine(isPledgeAmount, PLEDGE_AMOUNT_INVALID) });

/** The body of a guest's pledge: the name, and the email and amount only when given. */
export function toGuestPledge(values: z.output<typeof guestPledgeSchema>): GuestPledgeInput {
  return withoutEmpty({ name: values.name, email: values.email, amount: values.amount });
}

/**
 * A guest's "Chip in" on a public link: name (required), email (optional)
 * and amount (optional: an equal share). `onPledged` gets the answer with
 * the undo link, which is shown once.
 */
export function GuestPledgeDialog({
  itemName,
  chipIn,
  onPledge,
  onPledged,
  onStale,
  ...dialog
}: DialogOpenProps & {
  itemName: string;
  chipIn: Pick<PublicChipIn, "mostIMayPledgeCents" | "currency">;
  onPledge: (input: GuestPledgeInput) => Promise<GuestPledgeResult>;
  onPledged: (result: GuestPledgeResult) => void;
  onStale?: () => unknown;
}) {
  return (
    <FormDialog
      {...dialog}
      title={GUEST_CHIP_IN}
      description={`"${itemName}": add your part to what the givers put together. You'll get a private link to take it back.`}
    >
      <GuestPledgeForm
        itemName={itemName}
        chipIn={chipIn}
        onPledge={onPledge}
        onPledged={onPledged}
        onStale={onStale}
        onDone={() => dialog.onOpenChange(false)}
      />
    </FormDialog>
  );
}

function GuestPledgeForm({
  itemName,
  chipIn,
  onPledge,
  onPledged,
  onStale,
  onDone,
}: {
  itemName: string;
  chipIn: Pick<PublicChipIn, "mostIMayPledgeCents" | "currency">;
  onPledge: (input: GuestPledgeInput) => Promise<GuestPledgeResult>;
  onPledged: (result: GuestPledgeResult) => void;
  onStale?: () => unknown;
  onDone: () => void;
}) {
  const { form, dialogForm } = useDialogForm({
    schema: guestPledgeSchema,
    defaultValues: { name: "", email: "", amount: "" },
    onDone,
    save: (values) => ({
      save: async () => {
        try {
          return await onPledge(toGuestPledge(values));
        } catch (error) {
          if (isStaleClaimError(error)) void onStale?.();
          throw error;
        }
      },
      success: (result: GuestPledgeResult) => ({
        title: "Pledged",
        description: `You pledged ${formatMoney(result.amountCents, result.currency)} for ${result.itemName || itemName}. Keep the link to take it back.`,
      }),
      failure: "Failed to save your pledge. Please try again.",
      onSaved: (result: GuestPledgeResult) => {
        onPledged(result);
        onDone();
      },
    }),
  });
  const { errors } = form.formState;

  return (
    <FormProvider {...form}>
      <DialogForm {...dialogForm} submitLabel={PLEDGE} submittingLabel="Saving...">
        <GuestFields nameHint="The givers who chip in see it." />
        <FormField
          label="Amount (optional)"
          description={`${EQUAL_SHARE_HINT} ${mostText(chipIn.mostIMayPledgeCents, chipIn.currency)}`}
          error={errors.amount?.message}
        >
          <Input inputMode="decimal" autoComplete="off" {...form.register("amount")} />
        </FormField>
      </DialogForm>
    </FormProvider>
  );
}
