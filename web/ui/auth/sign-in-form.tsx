import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import {
  EMAIL,
  FIRST_NAME,
  LAST_NAME,
  PASSWORD_HINT,
  PASSWORD_REQUIRED,
  passwordLengthProblem,
} from "#modules/accounts/accounts.rules.js";
import { isEmailAddress } from "#shared/address-checks.js";
import { atLeast } from "#shared/text-rule.js";
import { flashNotice } from "../components/layout/flash-notice.js";
import { Button } from "../components/ui/button.js";
import { Field, Input } from "../components/ui/field.js";
import { FormAlert } from "../components/ui/form-alert.js";
import { ScriptForm } from "../components/ui/script-form.js";
import { ApiError, apiRequest } from "../lib/api.js";
import { applyServerFieldErrors } from "../lib/form-errors.js";
import { rateLimitMessageOf } from "../lib/rate-limit.js";
import { type AuthUser, authUserQuery } from "../queries/auth.js";

export type AuthMode = "signin" | "signup";

interface Values {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

const FIELDS = ["firstName", "lastName", "email", "password"] as const;
export const INVALID_CREDENTIALS = "Invalid email or password";
const GENERIC_FAILURE = "Something went wrong. Please try again.";

/** What a new account is told on the page it returns to: a confirmation link is on its way. */
export const checkYourEmail = (email: string) =>
  `Welcome to Ofie! We sent a confirmation link to ${email}: open it to confirm your address.`;

/**
 * Sign in or create an account, then go back to where the visitor was. The field rules
 * mirror the server's so most mistakes show before a request; a 400 still lands on its field.
 */
export function SignInForm({
  mode,
  returnTo,
  onSignedIn,
}: {
  mode: AuthMode;
  returnTo: string;
  onSignedIn: (path: string) => void;
}) {
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    defaultValues: { firstName: "", lastName: "", email: "", password: "" },
  });
  const signUp = mode === "signup";
  const id = (field: string) => `${mode}-${field}`;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const body = signUp ? values : { email: values.email, password: values.password };
      const res = await apiRequest("POST", signUp ? "/api/auth/register" : "/api/auth/login", body);
      const user = (await res.json()) as AuthUser;
      queryClient.setQueryData(authUserQuery.queryKey, user);
      await queryClient.invalidateQueries({
        queryKey: authUserQuery.queryKey,
        refetchType: "none",
      });
      // The next page is a full load: a toast here would be gone before it is read.
      if (signUp) flashNotice(checkYourEmail(user.email));
      onSignedIn(returnTo);
    } catch (error) {
      const others = applyServerFieldErrors(error, setError, FIELDS);
      const tooMany = rateLimitMessageOf(error);
      if (tooMany) setFormError(tooMany);
      else if (error instanceof ApiError && error.status === 401) setFormError(INVALID_CREDENTIALS);
      else if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) {
        setFormError(GENERIC_FAILURE);
      } else if (Object.keys(others).length > 0) setFormError(Object.values(others)[0] ?? null);
    }
  });

  const describedBy = (field: keyof Values) => (errors[field] ? `${id(field)}-error` : undefined);

  return (
    <ScriptForm
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4"
      aria-label={signUp ? "Create account" : "Sign in"}
    >
      <FormAlert message={formError} />
      {signUp ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={id("firstName")} label="First name" error={errors.firstName?.message}>
            <Input
              id={id("firstName")}
              autoComplete="given-name"
              aria-invalid={errors.firstName ? true : undefined}
              aria-describedby={describedBy("firstName")}
              {...register("firstName", {
                validate: atLeast(FIRST_NAME),
              })}
            />
          </Field>
          <Field id={id("lastName")} label="Last name" error={errors.lastName?.message}>
            <Input
              id={id("lastName")}
              autoComplete="family-name"
              aria-invalid={errors.lastName ? true : undefined}
              aria-describedby={describedBy("lastName")}
              {...register("lastName", {
                validate: atLeast(LAST_NAME),
              })}
            />
          </Field>
        </div>
      ) : null}
      <Field id={id("email")} label="Email" error={errors.email?.message}>
        <Input
          id={id("email")}
          type="email"
          autoComplete="email"
          inputMode="email"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy("email")}
          {...register("email", {
            validate: (v) => isEmailAddress(v.trim()) || EMAIL.message,
          })}
        />
      </Field>
      <Field
        id={id("password")}
        label="Password"
        error={errors.password?.message}
        hint={signUp ? PASSWORD_HINT : undefined}
      >
        <Input
          id={id("password")}
          type="password"
          autoComplete={signUp ? "new-password" : "current-password"}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={
            describedBy("password") ?? (signUp ? `${id("password")}-hint` : undefined)
          }
          {...register("password", {
            validate: signUp
              ? (v) => passwordLengthProblem(v) ?? true
              : (v) => v.length > 0 || PASSWORD_REQUIRED,
          })}
        />
      </Field>
      {signUp ? null : (
        <a
          href="/forgot-password"
          className="-my-2 inline-flex min-h-11 items-center self-end text-sm font-semibold text-brand-700 underline"
        >
          Forgot password?
        </a>
      )}
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting
          ? signUp
            ? "Creating account..."
            : "Signing in..."
          : signUp
            ? "Create Account"
            : "Sign In"}
      </Button>
    </ScriptForm>
  );
}
