import type { FieldValues, Path, UseFormSetError } from "react-hook-form";

import { toast } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api";
import { handleUnauthorized } from "@/lib/auth-redirect";

/**
 * Shows a 400's field messages (`{"fields": {"title": "Title is required"}}`)
 * under the form's own fields; fields the form does not have are ignored.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fieldNames: readonly string[],
  setError: UseFormSetError<T>,
): void {
  if (!(error instanceof ApiError) || !error.fields) return;
  for (const [field, message] of Object.entries(error.fields)) {
    if (fieldNames.includes(field)) {
      setError(field as Path<T>, { type: "server", message });
    }
  }
}

/** A toast's text. */
export type ToastText = { title: string; description?: string };

/**
 * A dialog form's save: `save()`, then the `success` toast, then `onSaved()`
 * (e.g. close the dialog). If any of them fails: a 401 goes to sign-in and
 * nothing else is shown; otherwise the server's field messages appear under
 * the form's fields and an 'Error' toast says `failure`.
 *
 * Whatever belongs before the toast (the request, a revalidation, a
 * "nothing changed, send nothing" shortcut) goes in `save`; whatever belongs
 * after it goes in `onSaved`. Resolves to true when everything succeeded.
 */
export async function saveWithFeedback<T extends FieldValues>(options: {
  save: () => Promise<unknown>;
  success: ToastText;
  failure: string;
  fieldNames: readonly string[];
  setError: UseFormSetError<T>;
  onSaved?: () => void | Promise<void>;
}): Promise<boolean> {
  const { save, success, failure, fieldNames, setError, onSaved } = options;
  try {
    await save();
    toast(success);
    await onSaved?.();
    return true;
  } catch (error) {
    if (handleUnauthorized(error)) return false;
    applyServerFieldErrors(error, fieldNames, setError);
    toast({ title: "Error", description: failure, variant: "destructive" });
    return false;
  }
}
