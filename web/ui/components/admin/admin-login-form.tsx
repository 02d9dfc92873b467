import { useForm } from "react-hook-form";
import { PASSWORD_REQUIRED } from "#modules/accounts/accounts.rules.js";
import { ApiError, apiRequest } from "../../lib/api.js";
import { applyServerFieldErrors } from "../../lib/form-errors.js";
import { toastIfRateLimited } from "../../lib/rate-limit.js";
import { toast } from "../../toast/toast-store.js";
import { Button } from "../ui/button.js";
import { Field, Input } from "../ui/field.js";
import { ScriptForm } from "../ui/script-form.js";

export const ADMIN_LOGIN_URL = "/api/admin/login";
const PASSWORD_ID = "admin-password";

/** Spec §8 admin login messages. */
export const ACCESS_DENIED = {
  title: "Access Denied",
  description: "Invalid admin password",
  variant: "destructive" as const,
};
export const AUTH_FAILED = {
  title: "Error",
  description: "Failed to authenticate",
  variant: "destructive" as const,
};

/**
 * The one shared password (spec §2). The server sets the admin flag in its own session
 * (decision 8); the browser keeps nothing and simply goes on once the answer is ok.
 */
export function AdminLoginForm({ onSuccess }: { onSuccess: () => void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ password: string }>({ defaultValues: { password: "" } });

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await apiRequest("POST", ADMIN_LOGIN_URL, { password });
      onSuccess();
    } catch (error) {
      if (toastIfRateLimited(error)) return;
      if (error instanceof ApiError && error.status === 401) toast(ACCESS_DENIED);
      else if (error instanceof ApiError && error.status === 400) {
        applyServerFieldErrors(error, setError, ["password"]);
      } else toast(AUTH_FAILED);
    }
  });

  return (
    <ScriptForm
      onSubmit={onSubmit}
      noValidate
      aria-label="Admin login"
      className="flex flex-col gap-4"
    >
      <Field id={PASSWORD_ID} label="Admin password" error={errors.password?.message}>
        <Input
          id={PASSWORD_ID}
          type="password"
          autoComplete="current-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? `${PASSWORD_ID}-error` : undefined}
          {...register("password", { validate: (v) => v.length > 0 || PASSWORD_REQUIRED })}
        />
      </Field>
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? "Authenticating..." : "Access Admin Dashboard"}
      </Button>
    </ScriptForm>
  );
}
