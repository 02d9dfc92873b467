import { useEffect, useRef } from "react";
import type { FieldValues, Path, PathValue, UseFormReturn } from "react-hook-form";
import type { AuthUser } from "../queries/auth.js";
import { useAuth } from "./use-auth.js";

/** A signed-in user's full name and e-mail as a form would take them; empty when signed out. */
export function contactOf(user: AuthUser | null): { name: string; email: string } {
  return {
    name: [user?.firstName, user?.lastName]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(" "),
    email: user?.email ?? "",
  };
}

type PrefillForm<V extends FieldValues> = Pick<
  UseFormReturn<V>,
  "getValues" | "setValue" | "getFieldState"
>;

/**
 * Puts a signed-in user's name and e-mail in a form's name and e-mail fields, still editable
 *. The session is a query, known after the first render on a client navigation, so
 * the fields are filled once it is, unless the visitor has already typed in them. Returns the
 * values a reset after sending should use, so the next message starts prefilled too.
 */
export function usePrefill<V extends FieldValues>(
  form: PrefillForm<V>,
  fields: { name: Path<V>; email: Path<V> },
): (values: V) => V {
  const { user } = useAuth();
  const { name, email } = contactOf(user);
  // Filled when the user becomes known, not on every render: a visitor who empties the field
  // must not see it refilled.
  const target = useRef({ form, fields });
  target.current = { form, fields };
  useEffect(() => {
    const { form, fields } = target.current;
    const fill = (field: Path<V>, value: string) => {
      const current = form.getValues(field);
      if (!value || form.getFieldState(field).isDirty) return;
      if (typeof current === "string" && current.trim() !== "") return;
      form.setValue(field, value as PathValue<V, Path<V>>);
    };
    fill(fields.name, name);
    fill(fields.email, email);
  }, [name, email]);
  return (values) => ({
    ...values,
    [fields.name]: name || values[fields.name],
    [fields.email]: email || values[fields.email],
  });
}
