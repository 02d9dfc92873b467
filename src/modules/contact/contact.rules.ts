/**
 * The contact form's vocabulary, written once: the server's input (contact.types.ts) and the
 * browser's form import it. Plain data only, so the browser bundle can carry it. The sender's
 * fields (name, e-mail, message) are src/shared/sender-rules.ts, shared with the inquiry form.
 */
import { oneOfMessage } from "../../shared/text-rule.js";

/** Spec §5: the contact form's optional inquiry types, with the label a visitor reads. */
export const INQUIRY_TYPE_LABELS = {
  buying: "Buying a property",
  selling: "Selling a property",
  renting: "Renting a property",
  agent: "Becoming an agent",
  support: "Technical support",
  other: "Other",
} as const;
export type InquiryType = keyof typeof INQUIRY_TYPE_LABELS;
export const INQUIRY_TYPES = Object.keys(INQUIRY_TYPE_LABELS) as InquiryType[];
export const INQUIRY_TYPE_MESSAGE = oneOfMessage("Inquiry type", INQUIRY_TYPES);
