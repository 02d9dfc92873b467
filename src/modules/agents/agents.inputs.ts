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
  ValidateIf,
} from "class-validator";
import { WEB_ADDRESS_OPTIONS } from "../../shared/address-checks.js";
import { optionalText } from "../../shared/validation.js";
import { IsDecisionReason } from "../admin/index.js";
import {
  AGENT_REGIONS,
  type AgentRegion,
  BIO,
  CERTIFICATIONS,
  COMPANY,
  EMAIL,
  LANGUAGES,
  LICENCE_CHECK,
  LICENSE_NUMBER,
  LOCATION,
  NAME,
  normaliseWebsite,
  PHONE,
  SPECIALIZATION,
  SPECIALIZATIONS,
  type Specialization,
  WEBSITE,
  YEARS_EXPERIENCE,
  yearsFrom,
} from "./agents.rules.js";
import {
  AGENT_SORTS,
  type AgentSort,
  APPLICATION_STATUSES,
  type Decision,
  LICENCE_ACTIONS,
  type LicenceAction,
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

/** Spec §5's rules and messages (agents.rules.ts); the vocabularies are spec §9's lists. */
export class AgentApplicationInput {
  @MaxLength(NAME.max, { message: NAME.tooLong })
  @MinLength(NAME.min, { message: NAME.message })
  @IsString({ message: NAME.message })
  name: string;

  @MaxLength(EMAIL.max, { message: EMAIL.tooLong })
  @IsEmail({}, { message: EMAIL.message })
  email: string;

  @MaxLength(PHONE.max, { message: PHONE.tooLong })
  @Matches(PHONE.digits, { message: PHONE.message })
  @IsString({ message: PHONE.message })
  phone: string;

  @MaxLength(COMPANY.max, { message: COMPANY.tooLong })
  @MinLength(COMPANY.min, { message: COMPANY.message })
  @IsString({ message: COMPANY.message })
  company: string;

  @IsOptional()
  @MaxLength(LICENSE_NUMBER.max, { message: LICENSE_NUMBER.tooLong })
  @IsString({ message: LICENSE_NUMBER.message })
  licenseNumber?: string;

  @Max(YEARS_EXPERIENCE.max, { message: YEARS_EXPERIENCE.tooMany })
  @Min(YEARS_EXPERIENCE.min, { message: YEARS_EXPERIENCE.message })
  @IsInt({ message: YEARS_EXPERIENCE.message })
  yearsExperience: number;

  @IsIn(SPECIALIZATIONS, { message: SPECIALIZATION.unknown })
  @MinLength(SPECIALIZATION.min, { message: SPECIALIZATION.message })
  @IsString({ message: SPECIALIZATION.message })
  specialization: Specialization;

  @IsIn(AGENT_REGIONS, { message: LOCATION.unknown })
  @MinLength(LOCATION.min, { message: LOCATION.message })
  @IsString({ message: LOCATION.message })
  location: AgentRegion;

  @MaxLength(BIO.max, { message: BIO.tooLong })
  @MinLength(BIO.min, { message: BIO.message })
  @IsString({ message: BIO.message })
  bio: string;

  @IsOptional()
  @MaxLength(WEBSITE.max, { message: WEBSITE.tooLong })
  @IsUrl(WEB_ADDRESS_OPTIONS, { message: WEBSITE.message })
  website?: string;

  @IsOptional()
  @MaxLength(CERTIFICATIONS.max, { message: CERTIFICATIONS.tooLong })
  @IsString({ message: CERTIFICATIONS.message })
  certifications?: string;

  @MaxLength(LANGUAGES.max, { message: LANGUAGES.tooLong })
  @MinLength(LANGUAGES.min, { message: LANGUAGES.message })
  @IsString({ message: LANGUAGES.message })
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
    // The vocabularies are checked after: until then a field holds whatever text was sent.
    if (typeof value === "string") (input as unknown as Record<string, string>)[key] = value.trim();
  }
  for (const key of OPTIONAL_TEXT) {
    const value = raw[key];
    input[key] = typeof value === "string" ? optionalText(value) : (value as string | undefined);
  }
  // A repeated field arrives as a list: left as it is, for the validation to refuse as not text.
  if (typeof input.website === "string") input.website = normaliseWebsite(input.website);
  input.yearsExperience = yearsFrom(raw.yearsExperience);
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

/**
 * PUT /api/admin/agents/{id}/licence (decision 100). A check may name the number the admin
 * checked (the agent's own otherwise); a withdrawal names its reason, which the agent is mailed.
 */
export class LicenceDecisionInput {
  @IsIn(LICENCE_ACTIONS, { message: LICENCE_CHECK.actionMessage })
  action: LicenceAction;

  @ValidateIf((i: LicenceDecisionInput) => i.action === "check" && i.licenseNumber !== undefined)
  @MaxLength(LICENSE_NUMBER.max, { message: LICENSE_NUMBER.tooLong })
  @IsString({ message: LICENSE_NUMBER.message })
  licenseNumber?: string;

  @ValidateIf((i: LicenceDecisionInput) => i.action === "withdraw")
  @IsDecisionReason(LICENCE_CHECK.withdrawReasonRequired)
  reason?: string;
}

/** Blank text is no text; anything else that is not text is left for the validation to refuse. */
export function prepareLicenceDecision(input: LicenceDecisionInput): void {
  if (typeof input.licenseNumber === "string" || input.licenseNumber === null) {
    input.licenseNumber = optionalText(input.licenseNumber);
  }
  if (typeof input.reason === "string") input.reason = input.reason.trim();
}

export { PROFILE_PHOTO_RULE } from "./profile-photo-rule.js";
