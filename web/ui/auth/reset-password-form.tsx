import { useState } from "react";
import { useForm } from "react-hook-form";
import { PASSWORD_HINT, passwordLengthProblem } from "#modules/accounts/accounts.rules.js";
import { LINK_NOT_VALID } from "../components/account-links/mail-link-card.js";
import { flashNotice } from "../components/layout/flash-notice.js";
import { Button } from "../components/ui/button.js";
import { Card } from "../components/ui/card.js";
import { Field, Input } from "../components/ui/field.js";
import { FormAlert } from "../components/ui/form-alert.js";
import { ScriptForm } from "../components/ui/script-form.js";
import { ApiError, apiRequest } from "../lib/api.js";
import { applyServerFieldErrors } from "../lib/form-errors.js";
import { rateLimitMessageOf } from "../lib/rate-limit.js";

const GENERIC_FAILURE = "Something went wrong. Please try again.";
export const PASSWORD_CHANGED =
  "Your password was changed. You are signed in here and signed out everywhere else.";

/**
 * The page of a reset link: a new password, then the server signs this browser in (and every
 * other one out); a full load lets the next page render for the new session.
 */
export function ResetPasswordForm({
  token,
  email,
  onDone = (path) => window.location.assign(path),
}: {
  token: string;
  email?: string;
  onDone?: (path: string) => void;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ password: string }>({ defaultValues: { password: "" } });

  const onSubmit = handleSubmit(async ({ password }) => {
    setFormError(null);
    try {
      await apiRequest("POST", `/api/auth/password-reset/${encodeURIComponent(token)}`, {
        password,
      });
      // Said on the next page, a full load: the dashboard alone did not say it worked.
      flashNotice(PASSWORD_CHANGED);
      onDone("/");
    } catch (error) {
      applyServerFieldErrors(error, setError, ["password"]);
      const tooMany = rateLimitMessageOf(error);
      if (tooMany) setFormError(tooMany);
      else if (error instanceof ApiError && error.status === 404) setInvalid(true);
      else if (!(error instanceof ApiError) || error.status !== 400) setFormError(GENERIC_FAILURE);
    }
  });

  if (invalid) return <ResetLinkInvalid />;
  return (
    <Card className="p-6">
      <ScriptForm
        onSubmit={onSubmit}
        noValidate
        className="flex flex-col gap-4"
        aria-label="Set a new password"
      >
        {email ? (
          <p className="break-words text-muted">Choose a new password for {email}.</p>
        ) : null}
        <FormAlert message={formError} />
        {/* Lets password managers file the new password under the right account. */}
        {email ? (
          <input
            type="email"
            name="username"
            autoComplete="username"
            value={email}
            readOnly
            hidden
          />
        ) : null}
        <Field
          id="reset-password"
          label="New password"
          error={errors.password?.message}
          hint={PASSWORD_HINT}
        >
          <Input
            id="reset-password"
            type="password"
            autoComplete="new-password"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? "reset-password-error" : "reset-password-hint"}
            {...register("password", { validate: (v) => passwordLengthProblem(v) ?? true })}
          />
        </Field>
        <Button type="submit" disabled={isSubmitting} className="w-full">
          {isSubmitting ? "Saving..." : "Set new password"}
        </Button>
      </ScriptForm>
    </Card>
  );
}

export function ResetLinkInvalid() {
  return (
    <Card className="p-6">
      <h2 className="text-xl font-semibold text-ink">Link not valid</h2>
      <p role="alert" className="mt-3 text-muted">
        {LINK_NOT_VALID}
      </p>
      <a
        href="/forgot-password"
        className="mt-4 inline-block font-semibold text-brand-700 underline"
      >
        Ask for a new link
      </a>
    </Card>
  );
}
