/** Spec §5: the contact form's optional inquiry types, with the label a visitor reads. */
export const INQUIRY_TYPE_OPTIONS = [
  { value: "buying", label: "Buying a property" },
  { value: "selling", label: "Selling a property" },
  { value: "renting", label: "Renting a property" },
  { value: "agent", label: "Becoming an agent" },
  { value: "support", label: "Technical support" },
  { value: "other", label: "Other" },
] as const;
