"use client";

import { useState } from "react";
import { TriangleAlert } from "lucide-react";

import { FormDialog, type DialogOpenProps } from "@/components/form-dialog";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { soleDependants, useDependants } from "@/hooks/use-dependants";
import { DELETE_PHRASE, confirmationMatches, deleteAccount, deleteConfirmation } from "@/lib/account";
import { ApiError } from "@/lib/api";
import { handleUnauthorized } from "@/lib/auth-redirect";
import { joinNames } from "@/lib/claims";
import type { User } from "@/lib/user";

export const DELETE_FAILED = "Could not delete your account. Please try again.";

/** 'Deleting your account also deletes Mia and Rex: you are their only guardian.' */
export function soleDependantsText(names: readonly string[]): string {
  return `Deleting your account also deletes ${joinNames(names)}: you are their only guardian.`;
}

/** Where the browser goes once the account is gone; a prop so tests can see it. */
export type Leave = (path: string) => void;

/**
 * The Delete account dialog (`DeleteAccountCard` loads it when first
 * opened): the email (or, without one, 'delete my account') typed out
 * before the button works.
 */
export function DeleteAccountDialog({ user, leave, ...dialog }: DialogOpenProps & { user: User; leave: Leave }) {
  return (
    <FormDialog
      {...dialog}
      title="Delete your account?"
      description="Everything listed on this card goes, for good. This can't be undone."
    >
      <DeleteAccountForm
        expected={deleteConfirmation(user.email)}
        hasEmail={!!user.email?.trim()}
        onCancel={() => dialog.onOpenChange(false)}
        leave={leave}
      />
    </FormDialog>
  );
}

function DeleteAccountForm({
  expected,
  hasEmail,
  onCancel,
  leave,
}: {
  expected: string;
  hasEmail: boolean;
  onCancel: () => void;
  leave: Leave;
}) {
  const [typed, setTyped] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const matches = confirmationMatches(typed, expected);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!matches || pending) return;
    setPending(true);
    setError(null);
    try {
      await deleteAccount(typed.trim());
      leave("/");
      // Stay "pending" while the browser leaves.
    } catch (failure) {
      setPending(false);
      if (handleUnauthorized(failure)) return;
      setError(
        failure instanceof ApiError
          ? (failure.fields?.confirm ?? failure.serverMessage ?? DELETE_FAILED)
          : DELETE_FAILED,
      );
    }
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <SoleDependantsWarning />
      <p className="text-sm">
        {hasEmail ? "To confirm, type your email address:" : "To confirm, type this phrase:"}{" "}
        <strong className="font-semibold break-all">{expected}</strong>
      </p>
      <FormField
        label={hasEmail ? "Your email address" : `Type “${DELETE_PHRASE}”`}
        error={error ?? undefined}
        announceError
      >
        <Input
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setError(null);
          }}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          disabled={pending}
          placeholder={expected}
        />
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" variant="destructive" disabled={!matches || pending}>
          {pending ? "Deleting..." : "Delete my account"}
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * Those I look after alone go with my account: the dialog names them.
 * Those looked after with others stay with them, so need no word. Loaded
 * only while the dialog is open; nothing while loading or after a failure.
 */
function SoleDependantsWarning() {
  const { dependants } = useDependants();
  const sole = soleDependants(dependants);
  if (sole.length === 0) return null;
  return (
    <Alert variant="destructive" data-testid="sole-dependants">
      <TriangleAlert aria-hidden="true" />
      <AlertDescription>{soleDependantsText(sole.map((d) => d.name))}</AlertDescription>
    </Alert>
  );
}
