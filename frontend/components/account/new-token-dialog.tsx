"use client";

import { useEffect, useRef, useState } from "react";
import { z } from "zod";

import {
  COPY_TOKEN_NOW,
  COPY_TOKEN_TOASTS,
  CREATE_TOKEN,
  CREATE_TOKEN_FAILED,
  CREATING_TOKEN,
  DONE,
  NEW_TOKEN_TEXT,
  NEW_TOKEN_TITLE,
  TOKEN_EXPIRY_LABEL,
  TOKEN_NAME_LABEL,
  TOKEN_NAME_PLACEHOLDER,
  TOKEN_SCOPE_DESCRIPTION,
  TOKEN_SCOPE_LABEL,
  TOKEN_SECRET_LABEL,
} from "@/components/account/access-tokens-text";
import { DialogForm, FormDialog, useDialogForm, type DialogOpenProps } from "@/components/form-dialog";
import { ShareableLink } from "@/components/sharing/shareable-link";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { FormSelect } from "@/components/ui/form-select";
import { Input } from "@/components/ui/input";
import { useRevalidateAccessTokens } from "@/hooks/use-access-tokens";
import {
  DEFAULT_TOKEN_EXPIRY,
  DEFAULT_TOKEN_SCOPE,
  TOKEN_EXPIRIES,
  TOKEN_EXPIRY_INVALID,
  TOKEN_EXPIRY_OPTIONS,
  TOKEN_NAME_MAX,
  TOKEN_NAME_REQUIRED,
  TOKEN_NAME_TOO_LONG,
  TOKEN_SCOPES,
  TOKEN_SCOPE_OPTIONS,
  createAccessToken,
  expiryDays,
  expiryValue,
  type AccessTokenBody,
  type NewAccessToken,
} from "@/lib/access-tokens";

// The fields are the API's, so a 400's messages land under them.
const tokenSchema = z.object({
  name: z.string().trim().min(1, TOKEN_NAME_REQUIRED).max(TOKEN_NAME_MAX, TOKEN_NAME_TOO_LONG),
  /** The select's value: '30', '90', '365' or 'never'. */
  expiresInDays: z
    .string()
    .refine((value) => TOKEN_EXPIRIES.some((days) => expiryValue(days) === value), TOKEN_EXPIRY_INVALID)
    .transform(expiryDays),
  scope: z.enum(TOKEN_SCOPES),
});

/** The body of `POST /api/account/tokens`: exactly the name, the days it lasts (null: no expiry) and the scope. */
export function toAccessTokenBody(values: z.output<typeof tokenSchema>): AccessTokenBody {
  return { name: values.name, expiresInDays: values.expiresInDays, scope: values.scope };
}

/**
 * New token: a name, how long it lasts and what it may do, then Create
 * token. Once made, the dialog shows its secret (answered only this once)
 * read-only with Copy, and Done. Closing the dialog forgets the secret.
 */
export function NewTokenDialog(dialog: DialogOpenProps) {
  return (
    <FormDialog {...dialog} className="sm:max-w-lg" title={NEW_TOKEN_TITLE} description={NEW_TOKEN_TEXT}>
      <NewTokenForm onDone={() => dialog.onOpenChange(false)} />
    </FormDialog>
  );
}

function NewTokenForm({ onDone }: { onDone: () => void }) {
  const revalidate = useRevalidateAccessTokens();
  const [secret, setSecret] = useState<string | null>(null);
  const { form, dialogForm } = useDialogForm<typeof tokenSchema, NewAccessToken>({
    schema: tokenSchema,
    defaultValues: { name: "", expiresInDays: expiryValue(DEFAULT_TOKEN_EXPIRY), scope: DEFAULT_TOKEN_SCOPE },
    onDone,
    save: (values) => ({
      save: () => createAccessToken(toAccessTokenBody(values)),
      failure: CREATE_TOKEN_FAILED,
      onSaved: async (created) => {
        // The secret is in this answer only: the dialog stays open to show it.
        setSecret(created.secret);
        await revalidate();
      },
    }),
  });

  if (secret !== null) return <TokenSecret secret={secret} onDone={onDone} />;

  const {
    control,
    register,
    formState: { errors },
  } = form;
  return (
    <DialogForm {...dialogForm} submitLabel={CREATE_TOKEN} submittingLabel={CREATING_TOKEN}>
      <FormField label={TOKEN_NAME_LABEL} error={errors.name?.message}>
        <Input
          autoComplete="off"
          maxLength={TOKEN_NAME_MAX}
          placeholder={TOKEN_NAME_PLACEHOLDER}
          aria-required="true"
          {...register("name")}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelect
          control={control}
          name="expiresInDays"
          label={TOKEN_EXPIRY_LABEL}
          options={TOKEN_EXPIRY_OPTIONS}
          className="content-start"
        />
        <FormSelect
          control={control}
          name="scope"
          label={TOKEN_SCOPE_LABEL}
          description={TOKEN_SCOPE_DESCRIPTION}
          options={TOKEN_SCOPE_OPTIONS}
          className="content-start"
        />
      </div>
    </DialogForm>
  );
}

/** The new token's secret, shown once: read-only with Copy, the warning, and Done. */
function TokenSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const box = useRef<HTMLDivElement>(null);

  // The form and its buttons are gone: focus stays in the dialog, on what replaced them.
  useEffect(() => {
    box.current?.focus();
  }, []);

  return (
    <div ref={box} tabIndex={-1} className="grid gap-4 outline-none" data-testid="token-secret">
      <p role="status" className="text-sm font-medium">
        {COPY_TOKEN_NOW}
      </p>
      <ShareableLink url={secret} label={TOKEN_SECRET_LABEL} copyToasts={COPY_TOKEN_TOASTS} />
      <DialogFooter>
        <Button type="button" onClick={onDone}>
          {DONE}
        </Button>
      </DialogFooter>
    </div>
  );
}
