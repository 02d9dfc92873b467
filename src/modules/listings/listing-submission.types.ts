import {
  IsEmail,
  IsIn,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  MinLength,
} from "class-validator";
import { ListingFieldsInput } from "./listing-fields.js";
import { PRICE_CURRENCIES, type PriceCurrency, type TitleStatus } from "./listing-terms.js";
import type { PhotoMatch } from "./photo-matches.types.js";

export const LISTING_PROPERTY_TYPES = [
  "house",
  "apartment",
  "condo",
  "townhouse",
  "land",
  "commercial",
  "office",
  "warehouse",
] as const;
export const FURNISHED_CHOICES = ["yes", "no", "partial"] as const;
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

  @MaxLength(200, { message: "Location must be at most 200 characters" })
  @MinLength(3, { message: "Location is required" })
  @IsString({ message: "Location is required" })
  location: string;

  @IsIn(LISTING_PROPERTY_TYPES, { message: "Property type is required" })
  propertyType: string;

  @IsOptional()
  @IsIn(["sale", "rent"], { message: "Listing type must be sale or rent" })
  listingType?: "sale" | "rent";

  @IsOptional()
  @IsIn(["month", "year"], { message: "Rent period must be month or year" })
  rentPeriod?: "month" | "year";

  /** GHS unless chosen; a "US$" or "$" written before the price also means dollars. */
  @IsOptional()
  @IsIn(PRICE_CURRENCIES, { message: "Currency must be GHS or USD" })
  priceCurrency?: PriceCurrency;

  /** Square feet, as the form labels it. */
  @IsOptional()
  @Matches(/^\d{1,7}(\.\d{1,2})?$/, { message: "Area must be a number of square feet" })
  area?: string;

  @IsOptional()
  @IsIn(FURNISHED_CHOICES, { message: "Furnished must be yes, no or partial" })
  furnished?: string;

  @IsOptional()
  @MaxLength(80, { message: "City must be at most 80 characters" })
  @IsString()
  city?: string;

  @IsOptional()
  @MaxLength(60, { message: "Region must be at most 60 characters" })
  @IsString()
  region?: string;

  @MaxLength(120, { message: "Contact name must be at most 120 characters" })
  @MinLength(2, { message: "Contact name is required" })
  @IsString({ message: "Contact name is required" })
  contactName: string;

  @MaxLength(254, { message: "Valid email is required" })
  @IsEmail({}, { message: "Valid email is required" })
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

export interface ListingSubmission {
  id: number;
  title: string;
  description: string;
  price: string;
  listingType: "sale" | "rent";
  rentPeriod: "month" | "year" | null;
  location: string;
  city: string | null;
  region: string | null;
  propertyType: string;
  bedrooms: number | null;
  bathrooms: number | null;
  area: string | null;
  furnished: string | null;
  contactName: string;
  contactEmail: string;
  contactPhone: string | null;
  additionalInfo: string | null;
  priceCurrency: PriceCurrency;
  rentAdvanceMonths: number | null;
  viewingFee: string | null;
  commissionPercent: string | null;
  digitalAddress: string | null;
  titleStatus: TitleStatus | null;
  images: string[];
  videos: string[];
  status: SubmissionStatus;
  userId: number | null;
  propertyId: number | null;
  decidedAt: Date | null;
  createdAt: Date;
}

export type NewListingSubmission = Omit<
  ListingSubmission,
  "id" | "status" | "propertyId" | "decidedAt" | "createdAt"
> & { status: "pending" | "held" };

/** A submission as the administrator reviews it: with the photo matches that held it. */
export interface ReviewedSubmission extends ListingSubmission {
  photoMatches: PhotoMatch[];
}
