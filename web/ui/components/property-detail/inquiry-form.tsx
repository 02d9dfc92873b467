import { useForm } from "react-hook-form";
import { isEmailAddress } from "#shared/address-checks.js";
import { SENDER_EMAIL, SENDER_MESSAGE, SENDER_NAME } from "#shared/sender-rules.js";
import { atLeast } from "#shared/text-rule.js";
import { useAuth } from "../../auth/use-auth.js";
import { apiRequest, isUnauthorizedError } from "../../lib/api.js";
import { applyServerFieldErrors } from "../../lib/form-errors.js";
import { toastIfRateLimited } from "../../lib/rate-limit.js";
import { toast } from "../../toast/toast-store.js";
import { Button } from "../ui/button.js";
import { Field, Input, Textarea } from "../ui/field.js";
import { ScriptForm } from "../ui/script-form.js";

interface InquiryValues {
  name: string;
  email: string;
  phone: string;
  message: string;
}
const FIELDS = ["name", "email", "phone", "message"];

/**
 * Spec §8's toast names the agent; a private owner's listing (decision 56) and one with neither
 * (answered by the Ofie team from the info mailbox) say who really receives the inquiry.
 */
export const INQUIRY_SENT = {
  agent: "Your inquiry has been sent to the agent. They will contact you soon.",
  owner: "Your inquiry has been sent to the owner. They will contact you soon.",
  team: "Your inquiry has been sent to the Ofie team. We will contact you soon.",
} as const;
export type InquiryRecipient = keyof typeof INQUIRY_SENT;

/** Spec §2 Send Inquiry: §5 rules, §7 POST /api/inquiries, §8 toasts. */
export function InquiryForm({
  propertyId,
  agentId,
  propertyTitle,
  recipient = "agent",
}: {
  propertyId: number;
  agentId: number | null;
  propertyTitle: string;
  recipient?: InquiryRecipient;
}) {
  const { user } = useAuth();
  const empty: InquiryValues = {
    name: [user?.firstName, user?.lastName].filter(Boolean).join(" "),
    email: user?.email ?? "",
    phone: "",
    message: `Hello, I am interested in "${propertyTitle}". Is it still available?`,
  };
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<InquiryValues>({ values: empty });

  async function onSubmit(values: InquiryValues) {
    try {
      await apiRequest("POST", "/api/inquiries", {
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        message: values.message.trim(),
        propertyId,
        agentId,
      });
      toast({
        title: "Inquiry Sent",
        description: INQUIRY_SENT[recipient],
      });
      reset({ ...empty, message: "" });
    } catch (error) {
      if (toastIfRateLimited(error)) return;
      if (isUnauthorizedError(error)) {
        toast({
          title: "Sign in required",
          description: "Please sign in to send inquiries.",
          variant: "destructive",
        });
        return;
      }
      applyServerFieldErrors(error, setError, FIELDS);
      toast({
        title: "Error",
        description: "Failed to send inquiry. Please try again.",
        variant: "destructive",
      });
    }
  }

  const invalid = (field: keyof InquiryValues) =>
    errors[field] ? { "aria-invalid": true, "aria-describedby": `inquiry-${field}-error` } : {};

  return (
    <ScriptForm noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <Field id="inquiry-name" label="Your name" error={errors.name?.message}>
        <Input
          id="inquiry-name"
          autoComplete="name"
          {...invalid("name")}
          {...register("name", { validate: atLeast(SENDER_NAME) })}
        />
      </Field>
      <Field id="inquiry-email" label="Email address" error={errors.email?.message}>
        <Input
          id="inquiry-email"
          type="email"
          autoComplete="email"
          {...invalid("email")}
          {...register("email", {
            validate: (v) => isEmailAddress(v.trim()) || SENDER_EMAIL.message,
          })}
        />
      </Field>
      <Field id="inquiry-phone" label="Phone number (optional)" error={errors.phone?.message}>
        <Input
          id="inquiry-phone"
          type="tel"
          autoComplete="tel"
          placeholder="024 123 4567"
          {...invalid("phone")}
          {...register("phone")}
        />
      </Field>
      <Field id="inquiry-message" label="Message" error={errors.message?.message}>
        <Textarea
          id="inquiry-message"
          rows={4}
          {...invalid("message")}
          {...register("message", {
            validate: atLeast(SENDER_MESSAGE),
          })}
        />
      </Field>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? "Sending..." : "Send Inquiry"}
      </Button>
    </ScriptForm>
  );
}
