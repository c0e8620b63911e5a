import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { z } from "zod";

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

/** A form schema's field names: the fields a 400's messages can be shown under. */
export function fieldNamesOf<S extends z.ZodObject>(schema: S): readonly (keyof z.input<S> & string)[] {
  return Object.keys(schema.shape) as (keyof z.input<S> & string)[];
}

/** A toast's text. */
export type ToastText = { title: string; description?: string };

/**
 * A form's save: `save()`, then the `success` toast (when there is one),
 * then `onSaved(result)` (e.g. close the dialog or clear the form). If any
 * of them fails: a 401 goes to sign-in and nothing else is shown; otherwise
 * the server's field messages appear under the form's fields (`fieldNames`,
 * through `setError`) and a toast titled `failureTitle` ('Error' unless
 * given) says `failure`, or with `preferServerMessage` the server's own
 * message when it sent one. A form that toasts the server's message leaves
 * out `fieldNames`, so the message is not said twice. A 409 (a cap reached,
 * something already so) names no field: its toast always says the server's
 * message, which explains it better than `failure` can.
 *
 * Whatever belongs before the toast (the request, a revalidation, a
 * "nothing changed, send nothing" shortcut) goes in `save`; whatever belongs
 * after it goes in `onSaved`. Resolves to true when everything succeeded.
 */
export async function saveWithFeedback<T extends FieldValues, R = unknown>(options: {
  save: () => Promise<R>;
  success?: ToastText | ((result: R) => ToastText);
  failure: string;
  failureTitle?: string;
  preferServerMessage?: boolean;
  fieldNames?: readonly string[];
  setError?: UseFormSetError<T>;
  onSaved?: (result: R) => void | Promise<void>;
}): Promise<boolean> {
  const { save, success, failure, failureTitle = "Error", preferServerMessage, fieldNames, setError, onSaved } =
    options;
  try {
    const result = await save();
    if (success) toast(typeof success === "function" ? success(result) : success);
    await onSaved?.(result);
    return true;
  } catch (error) {
    if (handleUnauthorized(error)) return false;
    if (fieldNames && setError) applyServerFieldErrors(error, fieldNames, setError);
    const explained = error instanceof ApiError && (preferServerMessage || error.status === 409);
    const serverMessage = explained ? error.serverMessage : undefined;
    toast({ title: failureTitle, description: serverMessage || failure, variant: "destructive" });
    return false;
  }
}

/** No value: null, undefined or an empty string (an empty text field). */
export function isEmptyValue(value: unknown): value is null | undefined | "" {
  return value === null || value === undefined || value === "";
}

/** Keys whose type admits null or undefined become optional and lose both; the others stay. */
export type WithoutEmpty<T> = {
  [K in keyof T as null extends T[K] ? never : undefined extends T[K] ? never : K]: T[K];
} & {
  [K in keyof T as null extends T[K] ? K : undefined extends T[K] ? K : never]?: Exclude<T[K], null | undefined>;
};

/**
 * A create body: `fields` without its empty entries (null, undefined, '').
 * The keys typed without null are the required ones: validate them as
 * non-empty first.
 */
export function withoutEmpty<T extends object>(fields: T): WithoutEmpty<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (!isEmptyValue(value)) out[key] = value;
  }
  return out as WithoutEmpty<T>;
}

/**
 * A PATCH body: the entries of `next` whose value differs from `current`'s
 * (compared with `Object.is`; null, undefined and '' all mean "no value", so
 * they equal each other). Build `next` as the body would carry every field,
 * with null for a cleared one: null clears, an absent key leaves alone.
 * Empty when nothing changed.
 */
export function changedFields<T extends object>(next: T, current: { readonly [K in keyof T]?: unknown }): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(next) as (keyof T)[]) {
    const value = next[key];
    const was = current[key];
    if (isEmptyValue(value) && isEmptyValue(was)) continue;
    if (Object.is(value, was)) continue;
    changes[key] = value;
  }
  return changes;
}


/**
 * The request of an add-or-edit form. Adding (no `original`), it calls
 * `create()`. Editing, it sends `update(id, changes)` with the changes
 * `changes(original)` lists (see `changedFields`), and nothing at all when
 * there are none: the record is already as wanted. Resolves to whether a
 * request was sent, so the caller refreshes only then.
 */
export async function createOrUpdate<O extends { id: number }, C extends object>(
  original: O | undefined,
  {
    create,
    changes,
    update,
  }: {
    create: () => Promise<unknown>;
    changes: (original: O) => C;
    update: (id: number, changes: C) => Promise<unknown>;
  },
): Promise<boolean> {
  if (!original) {
    await create();
    return true;
  }
  const changed = changes(original);
  if (Object.keys(changed).length === 0) return false;
  await update(original.id, changed);
  return true;
}
