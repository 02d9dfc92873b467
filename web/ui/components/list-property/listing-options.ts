import {
  FURNISHED_CHOICES,
  FURNISHED_LABELS,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
} from "#modules/listings/listings.rules.js";

/** Spec §9: the listing form's property types and furnishing choices (listings.rules.ts). */
export const PROPERTY_TYPE_OPTIONS = PROPERTY_TYPES.map((value) => ({
  value,
  label: PROPERTY_TYPE_LABELS[value],
}));

export const FURNISHED_OPTIONS = FURNISHED_CHOICES.map((value) => ({
  value,
  label: FURNISHED_LABELS[value],
}));
