/**
 * The agent application's rules, written once: the server's input (agents.inputs.ts), the
 * browser's form (web/ui/components/agent-application) and the seeds import them. Plain data and tiny pure
 * functions only, so the browser bundle can carry them. Messages are spec §5's word for word
 * where it gives them; the maximum lengths are the table's columns.
 */
import { APPLICATION_REGIONS, type ApplicationRegion } from "../../shared/ghana-regions.js";
import { oneOfMessage, textRule } from "../../shared/text-rule.js";

export const NAME = textRule("Name", 2, 120);

export const EMAIL = {
  max: 254,
  message: "Invalid email address",
  tooLong: "Email must be at most 254 characters",
} as const;

/** Ten digits at least, whatever spaces, dashes or "+233" surround them ("024 123 4567"). */
export const PHONE = {
  digits: /^(?:\D*\d){10}/,
  max: 40,
  message: "Phone number must be at least 10 digits",
  tooLong: "Phone number must be at most 40 characters",
} as const;

export const COMPANY = textRule("Company name", 2, 160);

export const LICENSE_NUMBER = {
  max: 80,
  message: "License number must be text",
  tooLong: "License number must be at most 80 characters",
} as const;

/**
 * The admin's record of checking a licence (decision 100): the Real Estate Agency Council's
 * number, under the Real Estate Agency Act, 2020 (Act 1047). Recording a check needs a number,
 * the agent's own or one the admin types.
 */
export const LICENCE_CHECK = {
  numberRequired: "Enter the licence number you checked: this agent gave none",
  withdrawReasonRequired: "Give a reason for withdrawing the check: it is e-mailed to the agent",
  actionMessage: "Action must be check or withdraw",
} as const;

/** The quick choices of the admin's Withdraw dialog, written to the agent. */
export const LICENCE_WITHDRAW_REASONS = [
  "The Real Estate Agency Council's register does not show this licence number.",
  "The licence has expired or has been suspended.",
  "The licence number belongs to another agent.",
] as const;

export const YEARS_EXPERIENCE = {
  min: 0,
  max: 80,
  message: "Years of experience must be 0 or more",
  tooMany: "Years of experience must be 80 or less",
} as const;

/** Spec §5: non-numeric input becomes 0; a fraction is cut to whole years. */
export function yearsFrom(value: unknown): number {
  const years = typeof value === "number" ? value : Number.parseFloat(String(value ?? ""));
  return Number.isFinite(years) ? Math.trunc(years) : 0;
}

/** Spec §9: the agent specializations. */
export const SPECIALIZATIONS = [
  "Residential Properties",
  "Commercial Properties",
  "Industrial Properties",
  "Land Sales",
  "Rental Properties",
  "Luxury Properties",
  "Student Housing",
  "Investment Properties",
  "Property Management",
  "Real Estate Development",
] as const;
export type Specialization = (typeof SPECIALIZATIONS)[number];
export const SPECIALIZATION = {
  min: 2,
  message: "Specialization is required",
  unknown: oneOfMessage("Specialization", SPECIALIZATIONS),
} as const;

/** The applicant's primary location is a region of spec §9's application list. */
export const AGENT_REGIONS = APPLICATION_REGIONS;
export type AgentRegion = ApplicationRegion;
export const LOCATION = {
  min: 2,
  message: "Location is required",
  unknown: oneOfMessage("Location", AGENT_REGIONS),
} as const;

export const BIO = textRule("Bio", 50, 5000);

export const WEBSITE = {
  max: 500,
  message: "Invalid website URL",
  tooLong: "Website URL must be at most 500 characters",
} as const;

/**
 * "www.example.com.gh" and "example.com.gh" are how Ghanaian agencies write their sites: without
 * a scheme the address means https://. Text with a scheme keeps it, so "javascript:…" or
 * "ftp://…" still meet the http(s) check and are refused. The API (before class-validator) and
 * the form (before its own check) both call this.
 */
export function normaliseWebsite(value: string): string {
  const text = value.trim();
  if (text === "" || /^[a-z][a-z\d+.-]*:\/\//i.test(text)) return text;
  return `https://${text}`;
}

export const CERTIFICATIONS = {
  max: 1000,
  message: "Certifications must be text",
  tooLong: "Certifications must be at most 1000 characters",
} as const;

export const LANGUAGES = textRule("Languages", 2, 200, {
  required: "Languages spoken is required",
});
