import { useId } from "react";
import { useForm } from "react-hook-form";
import { isEmailAddress } from "#shared/address-checks.js";
import { SENDER_EMAIL } from "#shared/sender-rules.js";
import { apiRequest } from "../../lib/api.js";
import { applyServerFieldErrors } from "../../lib/form-errors.js";
import { toastIfRateLimited } from "../../lib/rate-limit.js";
import { toast } from "../../toast/toast-store.js";
import { Button } from "../ui/button.js";
import { cn } from "../ui/cn.js";
import { Input } from "../ui/field.js";
import { ScriptForm } from "../ui/script-form.js";

/** Spec §2 newsletter signup (used on /blog): POST /api/newsletter/subscribe with the §8 toasts. */
export function NewsletterSignup({
  title = "Stay up to date",
  text = "Get Ghana property news and market trends in your inbox. Our news is refreshed every 14 days.",
  className,
}: {
  title?: string;
  text?: string;
  className?: string;
}) {
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({ defaultValues: { email: "" } });

  async function onSubmit({ email }: { email: string }) {
    try {
      await apiRequest("POST", "/api/newsletter/subscribe", { email: email.trim() });
      toast({ title: "Successfully subscribed!" });
      reset({ email: "" });
    } catch (error) {
      if (toastIfRateLimited(error)) return;
      applyServerFieldErrors(error, setError, ["email"]);
      toast({
        title: "Subscription failed",
        description: "Please try again later.",
        variant: "destructive",
      });
    }
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn("rounded-xl bg-brand-700 p-6 text-white sm:p-8", className)}
    >
      <h2 id={`${id}-title`} className="text-2xl font-bold">
        {title}
      </h2>
      <p className="mt-2 text-brand-100">{text}</p>
      <ScriptForm
        noValidate
        onSubmit={handleSubmit(onSubmit)}
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor={`${id}-email`} className="sr-only">
            Email address
          </label>
          <Input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? `${id}-error` : undefined}
            {...register("email", {
              validate: (v) => isEmailAddress(v.trim()) || SENDER_EMAIL.message,
            })}
          />
          {errors.email ? (
            <p id={`${id}-error`} role="alert" className="text-sm font-medium text-gold-400">
              {errors.email.message}
            </p>
          ) : null}
        </div>
        <Button type="submit" variant="secondary" disabled={isSubmitting}>
          {isSubmitting ? "Subscribing..." : "Subscribe"}
        </Button>
      </ScriptForm>
    </section>
  );
}
