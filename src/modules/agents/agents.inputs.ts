import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
} from "class-validator";
import type { UploadRule } from "../../shared/uploads.js";
import { optionalText } from "../../shared/validation.js";
import {
  AGENT_SORTS,
  type AgentSort,
  APPLICATION_STATUSES,
  type Decision,
} from "./agents.types.js";

export const MAX_AGENTS_PER_PAGE = 100;

/** GET /api/agents query; values arrive as strings. */
export class AgentListInput {
  @IsOptional()
  @MaxLength(100, { message: "Search must be at most 100 characters" })
  @IsString({ message: "Search must be text" })
  search?: string;

  @IsIn(AGENT_SORTS, { message: `Sort must be one of ${AGENT_SORTS.join(", ")}` })
  sort: AgentSort;

  @Max(MAX_AGENTS_PER_PAGE, { message: `Limit must be between 1 and ${MAX_AGENTS_PER_PAGE}` })
  @Min(1, { message: `Limit must be between 1 and ${MAX_AGENTS_PER_PAGE}` })
  @IsInt({ message: `Limit must be between 1 and ${MAX_AGENTS_PER_PAGE}` })
  limit: number;

  @IsBoolean()
  featured: boolean;
}

export function prepareAgentList(input: AgentListInput, raw: Record<string, unknown>): void {
  input.featured = raw.featured === "true" || raw.featured === true;
  input.search = optionalText(raw.search);
  input.sort = (raw.sort ?? "rating") as AgentSort;
  const limit = raw.limit ?? String(MAX_AGENTS_PER_PAGE);
  input.limit = typeof limit === "string" && /^\d{1,6}$/.test(limit) ? Number(limit) : Number.NaN;
}

/** Spec §5's rules and messages word for word; the maximum lengths are the table's columns. */
export class AgentApplicationInput {
  @MaxLength(120, { message: "Name must be at most 120 characters" })
  @MinLength(2, { message: "Name must be at least 2 characters" })
  @IsString({ message: "Name must be at least 2 characters" })
  name: string;

  @MaxLength(254, { message: "Email must be at most 254 characters" })
  @IsEmail({}, { message: "Invalid email address" })
  email: string;

  @MaxLength(40, { message: "Phone number must be at most 40 characters" })
  @Matches(/^(?:\D*\d){10}/, { message: "Phone number must be at least 10 digits" })
  @IsString({ message: "Phone number must be at least 10 digits" })
  phone: string;

  @MaxLength(160, { message: "Company name must be at most 160 characters" })
  @MinLength(2, { message: "Company name must be at least 2 characters" })
  @IsString({ message: "Company name must be at least 2 characters" })
  company: string;

  @IsOptional()
  @MaxLength(80, { message: "License number must be at most 80 characters" })
  @IsString({ message: "License number must be text" })
  licenseNumber?: string;

  @Max(80, { message: "Years of experience must be 80 or less" })
  @Min(0, { message: "Years of experience must be 0 or more" })
  @IsInt({ message: "Years of experience must be 0 or more" })
  yearsExperience: number;

  @MaxLength(80, { message: "Specialization must be at most 80 characters" })
  @MinLength(2, { message: "Specialization is required" })
  @IsString({ message: "Specialization is required" })
  specialization: string;

  @MaxLength(60, { message: "Location must be at most 60 characters" })
  @MinLength(2, { message: "Location is required" })
  @IsString({ message: "Location is required" })
  location: string;

  @MaxLength(5000, { message: "Bio must be at most 5000 characters" })
  @MinLength(50, { message: "Bio must be at least 50 characters" })
  @IsString({ message: "Bio must be at least 50 characters" })
  bio: string;

  @IsOptional()
  @MaxLength(500, { message: "Website URL must be at most 500 characters" })
  // http(s) only: the URL is shown as a link, and a javascript: URL would run in the admin's browser.
  @IsUrl(
    { require_protocol: true, protocols: ["http", "https"] },
    { message: "Invalid website URL" },
  )
  website?: string;

  @IsOptional()
  @MaxLength(1000, { message: "Certifications must be at most 1000 characters" })
  @IsString({ message: "Certifications must be text" })
  certifications?: string;

  @MaxLength(200, { message: "Languages must be at most 200 characters" })
  @MinLength(2, { message: "Languages spoken is required" })
  @IsString({ message: "Languages spoken is required" })
  languages: string;
}

const OPTIONAL_TEXT = ["licenseNumber", "website", "certifications"] as const;
const REQUIRED_TEXT = [
  "name",
  "email",
  "phone",
  "company",
  "specialization",
  "location",
  "bio",
  "languages",
] as const;

/** Form values arrive as text: trim them, blank optionals are absent, non-numeric years become 0 (spec §5). */
export function prepareApplication(input: AgentApplicationInput, raw: Record<string, unknown>) {
  for (const key of REQUIRED_TEXT) {
    const value = raw[key];
    if (typeof value === "string") input[key] = value.trim();
  }
  for (const key of OPTIONAL_TEXT) {
    const value = raw[key];
    input[key] = typeof value === "string" ? optionalText(value) : (value as string | undefined);
  }
  input.yearsExperience = yearsFrom(raw.yearsExperience);
}

function yearsFrom(value: unknown): number {
  const years = typeof value === "number" ? value : Number.parseFloat(String(value ?? ""));
  return Number.isFinite(years) ? Math.trunc(years) : 0;
}

export class DecisionInput {
  @IsIn(["approved", "rejected"], { message: "Status must be approved or rejected" })
  status: Decision;
}

export class ApplicationFilterInput {
  @IsOptional()
  @IsIn(APPLICATION_STATUSES, { message: "Status must be pending, approved or rejected" })
  status?: (typeof APPLICATION_STATUSES)[number];
}

export const PROFILE_PHOTO_RULE: UploadRule = {
  kinds: "jpeg-png",
  maxBytes: 5 * 1024 * 1024,
  maxCount: 1,
  messages: {
    wrongType: "Profile photo must be a JPG or PNG image",
    tooLarge: "Profile photo must be 5MB or smaller",
    tooMany: "Only one profile photo can be uploaded",
  },
};
