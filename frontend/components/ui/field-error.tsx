/**
 * A form field's error message, or nothing without one. The field points at
 * it with `aria-describedby={id}` so screen readers read the message;
 * `announce` also reads it out as it appears (for an error that comes
 * without a submit, such as a file the server refused).
 */
function FieldError({ id, message, announce = false }: { id: string; message?: string; announce?: boolean }) {
  if (!message) return null;
  return (
    <p id={id} role={announce ? "alert" : undefined} className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}

export { FieldError };
