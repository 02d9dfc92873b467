import {
  IsEmail,
  IsIn,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  MinLength,
} from "class-validator";
import {
  CONTACT_EMAIL_MESSAGE,
  CONTACT_NAME,
  type Coordinates,
  FURNISHED_CHOICES,
  FURNISHED_MESSAGE,
  type Furnished,
  LISTING_REGIONS,
  LISTING_TYPE_MESSAGE,
  LISTING_TYPES,
  type ListingBasics,
  ListingFieldsInput,
  type ListingRegion,
  type ListingTerms,
  type ListingType,
  LOCATION,
  PRICE_CURRENCIES,
  PROPERTY_TYPE,
  PROPERTY_TYPES,
  type PriceCurrency,
  type PropertyType,
  REGION_MESSAGE,
  RENT_PERIOD_MESSAGE,
  RENT_PERIODS,
  type RentPeriod,
} from "../listings/index.js";
import type { RelistingLink } from "../relistings/index.js";
import type { PhotoMatch } from "./photo-matches.types.js";

/** `held`: waiting for review like `pending`, but a photo matched another agent's listing. */
export type SubmissionStatus = "pending" | "held" | "approved" | "rejected";
export const SUBMISSION_STATUSES: readonly SubmissionStatus[] = [
  "pending",
  "held",
  "approved",
  "rejected",
];
/** The submissions still waiting for the administrator's decision. */
export const UNDECIDED_STATUSES: readonly SubmissionStatus[] = ["pending", "held"];

/** The listing form of spec §2 with the messages of spec §5; text arrives from a multipart form. */
export class ListingSubmissionInput extends ListingFieldsInput {
  // Title, description, price, rooms and the honest terms are ListingFieldsInput's.

  @MaxLength(LOCATION.max, { message: LOCATION.tooLong })
  @MinLength(LOCATION.min, { message: LOCATION.message })
  @IsString({ message: LOCATION.message })
  location: string;

  @IsIn(PROPERTY_TYPES, { message: PROPERTY_TYPE.unknown })
  @MinLength(PROPERTY_TYPE.min, { message: PROPERTY_TYPE.message })
  @IsString({ message: PROPERTY_TYPE.message })
  propertyType: PropertyType;

  @IsOptional()
  @IsIn(LISTING_TYPES, { message: LISTING_TYPE_MESSAGE })
  listingType?: ListingType;

  @IsOptional()
  @IsIn(RENT_PERIODS, { message: RENT_PERIOD_MESSAGE })
  rentPeriod?: RentPeriod;

  /** GHS unless chosen; a "US$" or "$" written before the price also means dollars. */
  @IsOptional()
  @IsIn(PRICE_CURRENCIES, { message: "Currency must be GHS or USD" })
  priceCurrency?: PriceCurrency;

  /** Square feet, as the form labels it. */
  @IsOptional()
  @Matches(/^\d{1,7}(\.\d{1,2})?$/, { message: "Area must be a number of square metres" })
  area?: string;

  @IsOptional()
  @IsIn(FURNISHED_CHOICES, { message: FURNISHED_MESSAGE })
  furnished?: Furnished;

  @IsOptional()
  @MaxLength(80, { message: "City must be at most 80 characters" })
  @IsString()
  city?: string;

  /** Not on the form (the location names the place); a JSON or script caller may send it. */
  @IsOptional()
  @IsIn(LISTING_REGIONS, { message: REGION_MESSAGE })
  region?: ListingRegion;

  @MaxLength(CONTACT_NAME.max, { message: CONTACT_NAME.tooLong })
  @MinLength(CONTACT_NAME.min, { message: CONTACT_NAME.message })
  @IsString({ message: CONTACT_NAME.message })
  contactName: string;

  @MaxLength(254, { message: CONTACT_EMAIL_MESSAGE })
  @IsEmail({}, { message: CONTACT_EMAIL_MESSAGE })
  contactEmail: string;

  @IsOptional()
  @MaxLength(40, { message: "Contact phone must be at most 40 characters" })
  @IsString()
  contactPhone?: string;

  @IsOptional()
  @MaxLength(5000, { message: "Additional info must be at most 5000 characters" })
  @IsString()
  additionalInfo?: string;
}

export interface ListingSubmission extends ListingBasics, ListingTerms, Coordinates {
  id: number;
  city: string | null;
  region: string | null;
  furnished: string | null;
  contactName: string;
  contactEmail: string;
  contactPhone: string | null;
  additionalInfo: string | null;
  videos: string[];
  status: SubmissionStatus;
  userId: number | null;
  propertyId: number | null;
  /**
   * Set on a photo change held from Manage Listings (decision 52): approval adds `images` to this
   * published listing instead of publishing a new one.
   */
  photosForPropertyId: number | null;
  decidedAt: Date | null;
  /** Why it was rejected (required) or a note with an approval, as mailed to the owner. */
  decisionReason: string | null;
  createdAt: Date;
}

export type NewListingSubmission = Omit<
  ListingSubmission,
  | "id"
  | "status"
  | "propertyId"
  | "photosForPropertyId"
  | "decidedAt"
  | "decisionReason"
  | "createdAt"
> & { status: "pending" | "held"; photosForPropertyId?: number };

/**
 * A submission as the administrator reviews it: with the photo matches that held it, and the
 * earlier listings of the same place it repeats (decision 102).
 */
export interface ReviewedSubmission extends ListingSubmission {
  photoMatches: PhotoMatch[];
  relistings: RelistingLink[];
}
