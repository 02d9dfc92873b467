import { useForm } from "react-hook-form";
import { isEmailAddress } from "#shared/address-checks.js";
import { SENDER_EMAIL, SENDER_MESSAGE, SENDER_NAME } from "#shared/sender-rules.js";
import { atLeast } from "#shared/text-rule.js";
import { usePrefill } from "../../auth/use-prefill.js";
import { apiRequest } from "../../lib/api.js";
import { applyServerFieldErrors } from "../../lib/form-errors.js";
import { toastIfRateLimited } from "../../lib/rate-limit.js";
import { useFormDraft } from "../../lib/use-form-draft.js";
import { toast } from "../../toast/toast-store.js";
import { Button } from "../ui/button.js";
import { ClearFormButton } from "../ui/clear-form-button.js";
import { Field, Input, Select, Textarea } from "../ui/field.js";
import { ScriptForm } from "../ui/script-form.js";
import { INQUIRY_TYPE_OPTIONS } from "./inquiry-types.js";

interface ContactValues {
  name: string;
  email: string;
  phone: string;
  inquiryType: string;
  message: string;
}

const EMPTY: ContactValues = { name: "", email: "", phone: "", inquiryType: "", message: "" };
const FIELDS = Object.keys(EMPTY);

/**
 * Spec §2 contact form: POST /api/contact/submit with the §5 rules and the §8 toasts. The message
 * is kept as a draft in the tab until sent or cleared.
 */
export function ContactForm() {
  const form = useForm<ContactValues>({ defaultValues: EMPTY });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const prefilled = usePrefill(form, { name: "name", email: "email" });
  const draft = useFormDraft(form, "contact");
  const clear = () => draft.discard(prefilled(EMPTY));

  async function onSubmit(values: ContactValues) {
    try {
      await apiRequest("POST", "/api/contact/submit", {
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim() || undefined,
        inquiryType: values.inquiryType || undefined,
        message: values.message.trim(),
      });
      toast({ title: "Message Sent!", description: "We'll get back to you within 24 hours." });
      clear();
    } catch (error) {
      if (toastIfRateLimited(error)) return;
      applyServerFieldErrors(error, setError, FIELDS);
      toast({
        title: "Error",
        description: "Failed to send message. Please try again.",
        variant: "destructive",
      });
    }
  }

  const describe = (field: keyof ContactValues) =>
    errors[field] ? `contact-${field}-error` : undefined;

  return (
    <ScriptForm noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="contact-name" label="Full name" error={errors.name?.message}>
          <Input
            id="contact-name"
            autoComplete="name"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describe("name")}
            {...register("name", { validate: atLeast(SENDER_NAME) })}
          />
        </Field>
        <Field id="contact-email" label="Email address" error={errors.email?.message}>
          <Input
            id="contact-email"
            type="email"
            autoComplete="email"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describe("email")}
            {...register("email", {
              validate: (v) => isEmailAddress(v.trim()) || SENDER_EMAIL.message,
            })}
          />
        </Field>
        <Field id="contact-phone" label="Phone number (optional)" error={errors.phone?.message}>
          <Input
            id="contact-phone"
            type="tel"
            autoComplete="tel"
            placeholder="024 123 4567"
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={describe("phone")}
            {...register("phone")}
          />
        </Field>
        <Field id="contact-inquiryType" label="Inquiry type" error={errors.inquiryType?.message}>
          <Select
            id="contact-inquiryType"
            aria-invalid={errors.inquiryType ? true : undefined}
            aria-describedby={describe("inquiryType")}
            {...register("inquiryType")}
          >
            <option value="">Select an inquiry type</option>
            {INQUIRY_TYPE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Field id="contact-message" label="Message" error={errors.message?.message}>
        <Textarea
          id="contact-message"
          rows={6}
          placeholder="How can we help you?"
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describe("message")}
          {...register("message", {
            validate: atLeast(SENDER_MESSAGE),
          })}
        />
      </Field>
      <Button
        type="submit"
        size="lg"
        disabled={isSubmitting}
        className="w-full sm:w-auto sm:self-start"
      >
        {isSubmitting ? "Sending..." : "Send Message"}
      </Button>
      <ClearFormButton onClear={clear} disabled={isSubmitting} />
    </ScriptForm>
  );
}
