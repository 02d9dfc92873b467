/** A form's own error (not one field's): said once, above the fields, to screen readers too. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-lg border border-danger/30 bg-red-50 px-3 py-2 text-sm text-danger"
    >
      {message}
    </p>
  );
}
