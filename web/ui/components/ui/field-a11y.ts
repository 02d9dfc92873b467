import { type FieldErrors, type FieldValues, get } from "react-hook-form";

/**
 * The id and aria attributes of a form's control: `idPrefix` and the field's name, marked invalid
 * and pointed at Field's error message while the field has an error. The prefix keeps two forms
 * on one page apart.
 */
export function fieldA11y<V extends FieldValues>(idPrefix: string, errors: FieldErrors<V>) {
  return (field: keyof V & string) => {
    const invalid = Boolean(get(errors, field));
    return {
      id: `${idPrefix}${field}`,
      "aria-invalid": invalid ? true : undefined,
      "aria-describedby": invalid ? `${idPrefix}${field}-error` : undefined,
    };
  };
}
