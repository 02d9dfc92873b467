import type { InputHTMLAttributes } from "react";
import { type FieldValues, get, type Path, type Validate } from "react-hook-form";
import { Field, Input } from "./field.js";
import { useFormFields } from "./use-form-fields.js";

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id">;

/**
 * One text input of a long form's section, written once: its label, hint and error message tied
 * to it for screen readers (Field), its id and aria from the section's prefix, and its rule. The
 * rule comes from the module's rules file, so the browser and the server say the same words.
 */
export function FormInput<V extends FieldValues>({
  idPrefix,
  name,
  label,
  hint,
  validate,
  ...input
}: {
  idPrefix: string;
  name: Path<V> & keyof V & string;
  label: string;
  hint?: string;
  validate?: Validate<string, V>;
} & InputProps) {
  const { register, errors, a11y } = useFormFields<V>(idPrefix);
  const error = (get(errors, name) as { message?: string } | undefined)?.message;
  return (
    <Field id={`${idPrefix}${name}`} label={label} hint={hint} error={error}>
      <Input {...a11y(name)} {...input} {...register(name, validate ? { validate } : {})} />
    </Field>
  );
}
