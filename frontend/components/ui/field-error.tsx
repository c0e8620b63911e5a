/**
 * A form field's error message, or nothing without one. The field points at
 * it with `aria-describedby={id}` so screen readers read the message.
 */
function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}

export { FieldError };
