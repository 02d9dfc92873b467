/**
 * Who is writing and what they say (spec §5: the contact form and the inquiry form share their
 * rules), written once: SenderInput on the server and both forms in the browser import them.
 * Plain data only, so the browser bundle can carry it.
 */
import { textRule } from "./text-rule.js";

export const SENDER_NAME = textRule("Name", 1, 120, { required: true, brief: true });

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

export const SENDER_MESSAGE = textRule("Message", 1, 5000, { required: true, brief: true });
