"use client";

import { useState } from "react";
import { CheckCircle2 } from "lucide-react";
import { z } from "zod";

import { inviteTitle } from "@/components/family/family-text";
import { DialogForm, FormDialog, useDialogForm, type DialogOpenProps } from "@/components/form-dialog";
import { ShareableLink } from "@/components/sharing/shareable-link";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import {
  inviteDependant,
  useRevalidateDependants,
  type Dependant,
  type DependantInvite,
} from "@/hooks/use-dependants";
import { INVALID_EMAIL } from "@/lib/messages";

export { inviteTitle };

/** 'Invite sent to mia@example.com.' */
export function inviteSentText(email: string): string {
  return `Invite sent to ${email}.`;
}

const inviteSchema = z.object({ email: z.string().trim().min(1, INVALID_EMAIL) });

/**
 * Give a dependant an account of their own: an email address, then Send
 * invite. Once sent, the link itself (answered only this once) with Copy
 * link, for the guardian to hand over another way.
 */
export function InviteDialog({ dependant, ...dialog }: DialogOpenProps & { dependant: Dependant }) {
  return (
    <FormDialog
      {...dialog}
      className="sm:max-w-lg"
      title={inviteTitle(dependant.name)}
      description={`${dependant.name} gets a link to an account of their own. Accepting it moves their lists there, and nobody tells them who is getting what.`}
    >
      <InviteForm dependant={dependant} onDone={() => dialog.onOpenChange(false)} />
    </FormDialog>
  );
}

function InviteForm({ dependant, onDone }: { dependant: Dependant; onDone: () => void }) {
  const revalidate = useRevalidateDependants();
  const [sent, setSent] = useState<DependantInvite | null>(null);
  const { form, dialogForm } = useDialogForm<typeof inviteSchema, Dependant>({
    schema: inviteSchema,
    defaultValues: { email: "" },
    onDone,
    save: (values) => ({
      save: () => inviteDependant(dependant.id, values.email),
      failure: "Failed to send the invite. Please try again.",
      onSaved: async (answer) => {
        // The link is in this answer only: keep it before the reload drops it.
        setSent(answer.invite ?? { email: values.email, invitedAt: new Date().toISOString(), url: null });
        await revalidate().catch(() => undefined);
      },
    }),
  });

  if (sent) {
    return (
      <div className="grid gap-4" data-testid="invite-sent">
        <p role="status" className="flex items-center gap-2 text-sm font-medium">
          <CheckCircle2 className="size-4 text-emerald-600" aria-hidden="true" />
          {inviteSentText(sent.email)}
        </p>
        {sent.url ? (
          <>
            <p className="text-sm text-muted-foreground">Or hand them the link yourself:</p>
            <ShareableLink url={sent.url} label="Invite link" copyLabel="Copy link" />
          </>
        ) : null}
        <DialogFooter>
          <Button type="button" onClick={onDone}>
            Done
          </Button>
        </DialogFooter>
      </div>
    );
  }

  const {
    register,
    formState: { errors },
  } = form;
  return (
    <DialogForm {...dialogForm} submitLabel="Send invite" submittingLabel="Sending...">
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="off" placeholder="mia@example.com" {...register("email")} />
      </FormField>
    </DialogForm>
  );
}
