"use client";

import { FormProvider, useFormContext } from "react-hook-form";
import { z } from "zod";

import { claimQuantitySchema, isStaleClaimError } from "@/components/claims/claim-dialog";
import { DialogForm, FormDialog, useDialogForm, type DialogOpenProps } from "@/components/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { quantityOf, type GuestClaimInput, type GuestClaimResult } from "@/lib/claims";
import { isValidEmail } from "@/lib/contacts";
import { EMAIL_MAX, NAME_MAX } from "@/lib/domain-rules";
import { withoutEmpty } from "@/lib/forms";
import { GUEST_NAME_REQUIRED, INVALID_EMAIL, NAME_TOO_LONG } from "@/lib/messages";

export function guestClaimSchema(max: number) {
  return z.object({
    name: z.string().trim().min(1, GUEST_NAME_REQUIRED).max(NAME_MAX, NAME_TOO_LONG),
    email: z
      .string()
      .trim()
      .max(EMAIL_MAX, INVALID_EMAIL)
      .refine((v) => v === "" || isValidEmail(v), INVALID_EMAIL),
    quantity: claimQuantitySchema(max),
  });
}

/** The body of a guest's claim: name, the email only when given, the quantity. */
export function toGuestClaim(values: z.output<ReturnType<typeof guestClaimSchema>>): GuestClaimInput {
  return { ...withoutEmpty({ name: values.name, email: values.email }), quantity: Number(values.quantity) };
}

/**
 * A guest's "I'll get this" on a public link: their name (required), an
 * email (optional) and how many (1 to what is left). `onClaimed` gets the
 * answer with the undo link, which is shown once.
 */
export function GuestClaimDialog({
  itemName,
  available,
  onClaim,
  onClaimed,
  onStale,
  ...dialog
}: DialogOpenProps & {
  itemName: string;
  available: number;
  onClaim: (input: GuestClaimInput) => Promise<GuestClaimResult>;
  onClaimed: (result: GuestClaimResult) => void;
  onStale?: () => unknown;
}) {
  return (
    <FormDialog
      {...dialog}
      title="I'll get this"
      description={`"${itemName}": let the other givers know it's taken. You'll get a private link to undo it.`}
    >
      <GuestClaimForm
        itemName={itemName}
        available={available}
        onClaim={onClaim}
        onClaimed={onClaimed}
        onStale={onStale}
        onDone={() => dialog.onOpenChange(false)}
      />
    </FormDialog>
  );
}

function GuestClaimForm({
  itemName,
  available,
  onClaim,
  onClaimed,
  onStale,
  onDone,
}: {
  itemName: string;
  available: number;
  onClaim: (input: GuestClaimInput) => Promise<GuestClaimResult>;
  onClaimed: (result: GuestClaimResult) => void;
  onStale?: () => unknown;
  onDone: () => void;
}) {
  const { form, dialogForm } = useDialogForm({
    schema: guestClaimSchema(available),
    defaultValues: { name: "", email: "", quantity: "1" },
    onDone,
    save: (values) => ({
      save: async () => {
        try {
          return await onClaim(toGuestClaim(values));
        } catch (error) {
          if (isStaleClaimError(error)) void onStale?.();
          throw error;
        }
      },
      success: (result: GuestClaimResult) => ({
        title: "Claimed",
        description: `You'll get ${quantityOf(result.quantity, result.itemName || itemName)}. Keep the undo link.`,
      }),
      failure: "Failed to save your claim. Please try again.",
      // 'Only 1 left to claim.', 'This list is archived.': the server's reason says it best.
      preferServerMessage: true,
      onSaved: (result: GuestClaimResult) => {
        onClaimed(result);
        onDone();
      },
    }),
  });
  const { errors } = form.formState;

  return (
    <FormProvider {...form}>
      <DialogForm {...dialogForm} submitLabel="Claim" submittingLabel="Saving...">
        <GuestFields nameHint="The other givers see it." />
        <FormField
          label="Quantity"
          description={available === 1 ? "1 left." : `From 1 to ${available}.`}
          error={errors.quantity?.message}
        >
          <Input type="number" inputMode="numeric" min={1} max={available} step={1} {...form.register("quantity")} />
        </FormField>
      </DialogForm>
    </FormProvider>
  );
}

/** A guest's name (required; `nameHint` says who sees it) and email (optional), in the form around them: a claim's or a pledge's. */
export function GuestFields({ nameHint }: { nameHint: string }) {
  const { register, formState } = useFormContext<{ name: string; email: string }>();
  return (
    <>
      <FormField label="Your name" error={formState.errors.name?.message} description={nameHint}>
        <Input autoComplete="name" {...register("name")} />
      </FormField>
      <FormField label="Email (optional)" error={formState.errors.email?.message}>
        <Input type="email" autoComplete="email" {...register("email")} />
      </FormField>
    </>
  );
}
