import { INQUIRY_TYPE_LABELS, INQUIRY_TYPES } from "#modules/contact/contact.rules.js";

/** Spec §5: the contact form's optional inquiry types (contact.rules.ts), as the select lists them. */
export const INQUIRY_TYPE_OPTIONS = INQUIRY_TYPES.map((value) => ({
  value,
  label: INQUIRY_TYPE_LABELS[value],
}));
