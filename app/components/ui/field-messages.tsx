/**
 * The hint and the error under a field, one markup for FormField, SelectField and FieldGroup,
 * so each reads the same and a field's aria-describedby can name them by `id`.
 */

/** A field's hint under its label, read out with the field (aria-describedby names `id`). */
export function FieldHint({ id, hint }: { id: string; hint: string | undefined }) {
  return hint ? (
    <p id={id} className="mt-1 text-sm text-ink/70">
      {hint}
    </p>
  ) : null;
}

/** A field's translated error under it, read out with the field (aria-describedby names `id`). */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="mt-1 text-sm text-red-700">
      {error}
    </p>
  ) : null;
}
