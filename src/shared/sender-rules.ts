/**
 * Who is writing and what they say (spec §5: the contact form and the inquiry form share their
 * rules), written once: SenderInput on the server and both forms in the browser import them.
 * Plain data only, so the browser bundle can carry it.
 */
import type { TextRule } from "./text-rule.js";

export const SENDER_NAME: TextRule = {
  min: 1,
  max: 120,
  message: "Name is required",
  tooLong: "Name is too long",
};

export const SENDER_EMAIL = {
  max: 254,
  message: "Valid email is required",
  tooLong: "Email is too long",
} as const;

export const SENDER_PHONE = {
  max: 40,
  message: "Phone number must be text",
  tooLong: "Phone number is too long",
} as const;

export const SENDER_MESSAGE: TextRule = {
  min: 1,
  max: 5000,
  message: "Message is required",
  tooLong: "Message is too long",
};
