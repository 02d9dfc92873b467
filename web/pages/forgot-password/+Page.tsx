import { ForgotPasswordForm } from "../../ui/auth/forgot-password-form.js";

export default function Page() {
  return (
    <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-12 sm:py-16">
      <div className="text-center">
        <h1 className="text-3xl font-bold text-ink">Forgot your password?</h1>
      </div>
      <ForgotPasswordForm />
    </div>
  );
}
