import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  MinLength,
} from "class-validator";
import type { Property } from "./listings.types.js";

/** A listing as its manager sees it on /manage-listings: the property and what it brought in. */
export interface ManagedListing extends Property {
  inquiryCount: number;
  whatsappClicks: number;
  emailClicks: number;
}

/** "Mark let" is rented; "mark sold" is sold; "mark available" puts it back on the market. */
export const MANAGED_STATUSES = ["available", "rented", "sold"] as const;
export type ManagedStatus = (typeof MANAGED_STATUSES)[number];

/** What the owner may change; photos are not among them (decision 17). */
export type PropertyChanges = Partial<
  Pick<
    Property,
    | "title"
    | "description"
    | "price"
    | "bedrooms"
    | "bathrooms"
    | "parking"
    | "area"
    | "amenities"
    | "status"
  >
>;

/**
 * PUT /api/my-listings/{id}: every editable field at once (a PUT). The messages are the listing
 * form's (spec §5) where the fields overlap; area is in m², as the property page shows it.
 */
export class EditListingInput {
  @MaxLength(200, { message: "Title must be at most 200 characters" })
  @MinLength(5, { message: "Title must be at least 5 characters" })
  @IsString({ message: "Title must be at least 5 characters" })
  title: string;

  @MaxLength(10000, { message: "Description must be at most 10000 characters" })
  @MinLength(20, { message: "Description must be at least 20 characters" })
  @IsString({ message: "Description must be at least 20 characters" })
  description: string;

  @Matches(/^\D*(\d,?){1,12}(\.\d{1,2})?\s*$/, {
    message: "Price must be below GH₵1,000,000,000,000",
  })
  @Matches(/^\s*(GH₵|GHS|GHC)?\s*\d[\d,]*(\.\d{1,2})?\s*$/i, {
    message: "Price must be a number in cedis, e.g. 450000",
  })
  @MinLength(1, { message: "Price is required" })
  @IsString({ message: "Price is required" })
  price: string;

  @IsOptional()
  @Matches(/^\d{1,2}$/, { message: "Bedrooms must be a whole number" })
  bedrooms?: string;

  @IsOptional()
  @Matches(/^\d{1,2}$/, { message: "Bathrooms must be a whole number" })
  bathrooms?: string;

  @IsOptional()
  @Matches(/^\d{1,2}$/, { message: "Parking must be a whole number" })
  parking?: string;

  @IsOptional()
  @Matches(/^\d{1,7}(\.\d{1,2})?$/, { message: "Area must be a number of square metres" })
  area?: string;

  @IsOptional()
  @MaxLength(60, { each: true, message: "Each amenity must be at most 60 characters" })
  @IsString({ each: true, message: "Amenities must be a list of words" })
  @ArrayMaxSize(30, { message: "At most 30 amenities" })
  @IsArray({ message: "Amenities must be a list of words" })
  amenities?: string[];
}

export class ListingStatusInput {
  @IsIn(MANAGED_STATUSES, { message: "Status must be available, rented or sold" })
  status: ManagedStatus;
}

/** JSON sends numbers as numbers and forms as text; an empty optional field means "not set". */
export function prepareEdit(input: EditListingInput, raw: Record<string, unknown>): void {
  const record = input as unknown as Record<string, unknown>;
  if (typeof raw.price === "number") record.price = String(raw.price);
  for (const key of ["bedrooms", "bathrooms", "parking", "area"]) {
    const value = raw[key];
    if (typeof value === "number") record[key] = String(value);
    else if (value === null || (typeof value === "string" && value.trim() === "")) {
      record[key] = undefined;
    } else if (typeof value === "string") record[key] = value.trim();
  }
  // "Borehole, Security" from a text field is the same list as ["Borehole", "Security"].
  const amenities = typeof raw.amenities === "string" ? raw.amenities.split(",") : raw.amenities;
  if (Array.isArray(amenities)) {
    record.amenities = [
      ...new Set(
        amenities.map((a) => (typeof a === "string" ? a.trim() : a)).filter((a) => a !== ""),
      ),
    ];
  } else if (amenities === null) record.amenities = undefined;
}
