import { type FieldValues, useFormContext } from "react-hook-form";
import { fieldA11y } from "./field-a11y.js";

/**
 * What a section of a long form needs from the FormProvider around it: register, watch, the
 * errors (read here, so the form re-renders as they change) and the fields' ids and aria.
 */
export function useFormFields<V extends FieldValues>(idPrefix: string) {
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext<V>();
  return { register, watch, errors, a11y: fieldA11y(idPrefix, errors) };
}
