import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
} from "class-validator";
import type { ListingType, PriceCurrency, Property } from "../listings/index.js";
import {
  ListingFieldsInput,
  optionalField,
  prepareListingFields,
  ROOM_COUNT,
  ROOM_COUNT_MESSAGES,
} from "../listings/index.js";

/** A listing as its manager sees it on /manage-listings: the property and what it brought in. */
export interface ManagedListing extends Property {
  inquiryCount: number;
  whatsappClicks: number;
  callClicks: number;
  emailClicks: number;
}

/**
 * A listing its owner submitted that waits for the team's review (decision 56): Manage Listings
 * shows it as "pending" until it is published (then it is a ManagedListing) or turned down.
 */
export interface PendingListing {
  /** The submission's id: a pending listing has no property (nor property id) yet. */
  submissionId: number;
  title: string;
  location: string;
  price: string;
  priceCurrency: PriceCurrency;
  listingType: ListingType;
  rentPeriod: "month" | "year" | null;
  propertyType: string;
  images: string[];
  status: "pending";
  submittedAt: Date;
}

/** A lead as Manage Listings shows it: who wrote, how to reach them, what they asked and when. */
export interface ListingInquiry {
  id: number;
  propertyId: number;
  createdAt: Date;
  name: string;
  email: string;
  phone: string | null;
  message: string;
}

/** "Mark let" is rented; "mark sold" is sold; "mark available" puts it back on the market. */
export const MANAGED_STATUSES = ["available", "rented", "sold"] as const;
export type ManagedStatus = (typeof MANAGED_STATUSES)[number];

/**
 * PUT /api/my-listings/{id}: every editable field at once (a PUT). The shared fields and their
 * messages are the listing form's (`ListingFieldsInput`); area is in m², as the property page
 * shows it. The currency is not among them: the price is in the listing's own (decision 17).
 */
export class EditListingInput extends ListingFieldsInput {
  @IsOptional()
  @Matches(ROOM_COUNT, { message: ROOM_COUNT_MESSAGES.parking })
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
  prepareListingFields(input);
  for (const key of ["parking", "area"]) record[key] = optionalField(raw[key]);
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
