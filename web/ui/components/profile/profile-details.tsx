import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { EMAIL, FIRST_NAME, LAST_NAME } from "#modules/accounts/accounts.rules.js";
import { isEmailAddress } from "#shared/address-checks.js";
import { atLeast } from "#shared/text-rule.js";
import { applyServerFieldErrors } from "../../lib/form-errors.js";
import { toastIfRateLimited } from "../../lib/rate-limit.js";
import type { AuthUser } from "../../queries/auth.js";
import {
  PROFILE_FAILED,
  PROFILE_UPDATED,
  type ProfileValues,
  useUpdateProfile,
} from "../../queries/profile.js";
import { toast } from "../../toast/toast-store.js";
import { Button } from "../ui/button.js";
import { Card } from "../ui/card.js";
import { Field, Input } from "../ui/field.js";
import { ScriptForm } from "../ui/script-form.js";

const FIELDS = [
  { name: "firstName", label: "First name", autoComplete: "given-name", type: "text" },
  { name: "lastName", label: "Last name", autoComplete: "family-name", type: "text" },
  { name: "email", label: "Email address", autoComplete: "email", type: "email" },
] as const;
const FIELD_NAMES = FIELDS.map((f) => f.name);

const RULES = {
  firstName: atLeast(FIRST_NAME),
  lastName: atLeast(LAST_NAME),
  email: (v: string) => isEmailAddress(v.trim()) || EMAIL.message,
};

export function emailChangeNote(email: string): string {
  return `To use ${email}, open the link we sent to it. Until then your current address stays.`;
}

function valuesOf(user: AuthUser): ProfileValues {
  return { firstName: user.firstName ?? "", lastName: user.lastName ?? "", email: user.email };
}

/** Spec §4 Profile: view mode, Edit to edit mode, then Save (PUT /api/profile) or Cancel (restores). */
export function ProfileDetails({ user }: { user: AuthUser }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ProfileValues>({ defaultValues: valuesOf(user) });
  const editButton = useRef<HTMLButtonElement>(null);
  const switched = useRef(false);

  // Keyboard and screen-reader users land where the mode change put the controls.
  useEffect(() => {
    if (!switched.current) return;
    if (editing) setFocus("firstName");
    else editButton.current?.focus();
  }, [editing, setFocus]);

  const switchTo = (edit: boolean) => {
    switched.current = true;
    reset(valuesOf(user));
    setEditing(edit);
  };

  async function onSave(values: ProfileValues) {
    try {
      await update.mutateAsync({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
      });
      const asked = values.email.trim();
      // A new address is only asked for: the spec's toast, and where its link went.
      toast(
        asked.toLowerCase() !== user.email.toLowerCase()
          ? { ...PROFILE_UPDATED, description: emailChangeNote(asked) }
          : PROFILE_UPDATED,
      );
      switched.current = true;
      setEditing(false);
    } catch (error) {
      applyServerFieldErrors(error, setError, FIELD_NAMES);
      if (!toastIfRateLimited(error)) toast(PROFILE_FAILED);
    }
  }

  return (
    <Card className="p-6">
      <ScriptForm noValidate onSubmit={handleSubmit(onSave)} aria-labelledby="personal-heading">
        <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
          <h2 id="personal-heading" className="text-xl font-semibold text-ink">
            Personal Information
          </h2>
          {editing ? (
            <div className="flex gap-2">
              <Button
                variant="outline"
                size="sm"
                onClick={() => switchTo(false)}
                disabled={isSubmitting}
              >
                Cancel
              </Button>
              <Button type="submit" size="sm" disabled={isSubmitting}>
                {isSubmitting ? "Saving..." : "Save"}
              </Button>
            </div>
          ) : (
            <Button ref={editButton} variant="outline" size="sm" onClick={() => switchTo(true)}>
              Edit
            </Button>
          )}
        </div>
        {editing ? (
          <div className="grid gap-4 sm:grid-cols-2">
            {FIELDS.map((f) => (
              <div key={f.name} className={f.name === "email" ? "sm:col-span-2" : undefined}>
                <Field id={`profile-${f.name}`} label={f.label} error={errors[f.name]?.message}>
                  <Input
                    id={`profile-${f.name}`}
                    type={f.type}
                    autoComplete={f.autoComplete}
                    aria-invalid={errors[f.name] ? true : undefined}
                    aria-describedby={errors[f.name] ? `profile-${f.name}-error` : undefined}
                    {...register(f.name, { validate: RULES[f.name] })}
                  />
                </Field>
              </div>
            ))}
          </div>
        ) : (
          <dl className="grid gap-4 sm:grid-cols-2">
            {FIELDS.map((f) => (
              <div key={f.name} className={f.name === "email" ? "sm:col-span-2" : undefined}>
                <dt className="text-sm text-muted">{f.label}</dt>
                <dd className="mt-1 font-medium break-words text-ink">
                  {valuesOf(user)[f.name] || "Not set"}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </ScriptForm>
    </Card>
  );
}
