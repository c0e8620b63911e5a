"use client";

import { useForm, type DefaultValues, type FieldValues } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";

import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { fieldNamesOf, saveWithFeedback } from "@/lib/forms";
import { cn } from "@/lib/utils";

/** The open state of a dialog its parent controls. */
export interface DialogOpenProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A dialog around one form (or one short flow): the title, the description,
 * then `children`. The children live inside the dialog content, which is
 * unmounted on close, so a form in it starts afresh on every open.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  className,
  children,
}: DialogOpenProps & {
  title: React.ReactNode;
  description: React.ReactNode;
  /** Classes for the dialog content (its width, a scroll limit). */
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/**
 * The form of a FormDialog: its fields, then Cancel and the submit button.
 * While `submitting`, both buttons are disabled and the submit button says
 * `submittingLabel`; `submitDisabled` disables submit for other reasons.
 * The browser's own validation is off: the form's schema reports errors.
 */
export function DialogForm({
  onSubmit,
  onCancel,
  submitting,
  submitLabel,
  submittingLabel = "Saving...",
  submitDisabled = false,
  className,
  children,
}: {
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  submitting: boolean;
  submitLabel: string;
  submittingLabel?: string;
  submitDisabled?: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className={cn("grid gap-4", className)}>
      {children}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={submitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={submitting || submitDisabled}>
          {submitting ? submittingLabel : submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** How a DialogForm saves its values: `saveWithFeedback`'s options, less what the form fills in. */
export type DialogFormSave<R> = Omit<Parameters<typeof saveWithFeedback<FieldValues, R>>[0], "fieldNames" | "setError">;

/**
 * A react-hook-form form for a DialogForm, validated by `schema`. On a valid
 * submit it saves through `saveWithFeedback` with what `save(values)` says:
 * a 400's messages go under the schema's fields (unless the toast says the
 * server's message, which is then not said twice) and, unless `save` says
 * otherwise, the dialog closes (`onDone`) once saved. `dialogForm` holds
 * the DialogForm's onSubmit, onCancel (`onDone`) and submitting.
 */
export function useDialogForm<S extends z.ZodObject, R = unknown>({
  schema,
  defaultValues,
  onDone,
  save,
}: {
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  onDone: () => void;
  save: (values: z.output<S>) => DialogFormSave<R>;
}) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodResolver(schema), defaultValues });
  const onSubmit = form.handleSubmit(async (values) => {
    const options = save(values);
    await saveWithFeedback<z.input<S>, R>({
      onSaved: onDone,
      ...options,
      fieldNames: options.preferServerMessage ? undefined : fieldNamesOf(schema),
      setError: form.setError,
    });
  });
  return { form, dialogForm: { onSubmit, onCancel: onDone, submitting: form.formState.isSubmitting } };
}
