"use client";

import { useState } from "react";
import { Send } from "lucide-react";

import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { ApiError } from "@/lib/api";
import { MESSAGE_MAX } from "@/lib/chip-in";
import { saveWithFeedback, type ToastText } from "@/lib/forms";

/**
 * One short text sent about an item (a giver's note, a question, an
 * answer): a labelled textarea and its button. Empty and too long are
 * said under the field before anything is sent; so is the server's reason
 * for a refusal (a 400's message for the text, a 409's or a 429's), and a
 * toast says it failed. Once sent, the field empties (unless `keepText`).
 */
export function MessageForm({
  label,
  description,
  submitLabel,
  submitAriaLabel,
  required,
  tooLong,
  initial = "",
  keepText = false,
  send,
  success,
  failure,
  onSent,
  onCancel,
}: {
  label: string;
  description?: React.ReactNode;
  submitLabel: string;
  submitAriaLabel?: string;
  /** The message for an empty text. */
  required: string;
  /** The message for a text over the limit. */
  tooLong: string;
  initial?: string;
  keepText?: boolean;
  send: (body: string) => Promise<unknown>;
  success: ToastText;
  failure: string;
  onSent?: () => unknown;
  /** A Cancel button beside the submit one (changing an answer). */
  onCancel?: () => void;
}) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | undefined>(undefined);
  const [sending, setSending] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = text.trim();
    if (!body) return setError(required);
    if (body.length > MESSAGE_MAX) return setError(tooLong);
    setError(undefined);
    setSending(true);
    await saveWithFeedback<{ body: string }>({
      save: async () => {
        try {
          return await send(body);
        } catch (refused) {
          // A refusal that names no field (a surprise, too many at once) is said under it too.
          if (refused instanceof ApiError && !refused.fields && refused.serverMessage && refused.status !== 401) {
            setError(refused.serverMessage);
          }
          throw refused;
        }
      },
      success,
      failure,
      fieldNames: ["body"],
      setError: (_field, fieldError) => setError(fieldError.message),
      onSaved: async () => {
        if (!keepText) setText("");
        await onSent?.();
      },
    });
    setSending(false);
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-2">
      <FormField label={label} description={description} error={error}>
        <Textarea
          rows={2}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setError(undefined);
          }}
        />
      </FormField>
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel ? (
          <Button type="button" size="sm" variant="ghost" onClick={onCancel} disabled={sending}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" size="sm" disabled={sending} aria-label={submitAriaLabel}>
          <Send aria-hidden="true" />
          {sending ? "Sending..." : submitLabel}
        </Button>
      </div>
    </form>
  );
}
