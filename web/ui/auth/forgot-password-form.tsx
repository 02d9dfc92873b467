import { useState } from "react";
import { useForm } from "react-hook-form";
import { EMAIL } from "#modules/accounts/accounts.rules.js";
import { isEmailAddress } from "#shared/address-checks.js";
import { Button } from "../components/ui/button.js";
import { Card } from "../components/ui/card.js";
import { Field, Input } from "../components/ui/field.js";
import { FormAlert } from "../components/ui/form-alert.js";
import { ApiError, apiRequest } from "../lib/api.js";
import { applyServerFieldErrors } from "../lib/form-errors.js";
import { rateLimitMessageOf } from "../lib/rate-limit.js";

export const RESET_LINK_SENT =
  "If an account uses that address, we have sent it a link to set a new password. The link works for one hour.";
const GENERIC_FAILURE = "Something went wrong. Please try again.";

/** "Forgot password?": asks for a reset link. The answer never says whether the account exists. */
export function ForgotPasswordForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({ defaultValues: { email: "" } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFormError(null);
    try {
      await apiRequest("POST", "/api/auth/password-reset", { email: email.trim() });
      setSentTo(email.trim());
    } catch (error) {
      applyServerFieldErrors(error, setError, ["email"]);
      const tooMany = rateLimitMessageOf(error);
      if (tooMany) setFormError(tooMany);
      else if (!(error instanceof ApiError) || error.status !== 400) setFormError(GENERIC_FAILURE);
    }
  });

  if (sentTo) {
    return (
      <Card className="p-6">
        <h2 className="text-xl font-semibold text-ink">Check your inbox</h2>
        <p role="status" className="mt-3 break-words text-muted">
          {RESET_LINK_SENT} We sent it to {sentTo}.
        </p>
        <a href="/login" className="mt-4 inline-block font-semibold text-brand-700 underline">
          Back to sign in
        </a>
      </Card>
    );
  }
  return (
    <Card className="p-6">
      <form
        onSubmit={onSubmit}
        noValidate
        className="flex flex-col gap-4"
        aria-label="Reset password"
      >
        <p className="text-muted">
          Enter the e-mail address of your account and we will send you a link to set a new
          password.
        </p>
        <FormAlert message={formError} />
        <Field id="forgot-email" label="Email" error={errors.email?.message}>
          <Input
            id="forgot-email"
            type="email"
            autoComplete="email"
            inputMode="email"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? "forgot-email-error" : undefined}
            {...register("email", {
              validate: (v) => isEmailAddress(v.trim()) || EMAIL.message,
            })}
          />
        </Field>
        <Button type="submit" disabled={isSubmitting} className="w-full">
          {isSubmitting ? "Sending..." : "Send reset link"}
        </Button>
        <a href="/login" className="text-center text-sm font-semibold text-brand-700 underline">
          Back to sign in
        </a>
      </form>
    </Card>
  );
}
