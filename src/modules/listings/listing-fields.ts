import {
  IsDefined,
  IsIn,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  MinLength,
  ValidateBy,
  ValidateIf,
  type ValidationArguments,
} from "class-validator";
import type { FieldErrors } from "../../shared/errors.js";
import type { TestRule } from "../../shared/text-rule.js";
import { optionalText } from "../../shared/validation.js";
import {
  COORDINATE_MESSAGES,
  type Coordinates,
  coordinateGiven,
  coordinateNumber,
  latitudeInGhana,
  longitudeInGhana,
} from "./listing-coordinates.js";
import {
  normaliseDigitalAddress,
  type PriceCurrency,
  TERM_FIELDS,
  TERM_RULES,
  TITLE_STATUSES,
  type TitleStatus,
} from "./listing-terms.js";
import {
  DESCRIPTION,
  PRICE,
  type PriceTerms,
  priceNumber,
  priceProblem,
  ROOM_COUNT,
  ROOM_COUNT_MESSAGES,
  TITLE,
} from "./listings.rules.js";
import type { ListingTerms } from "./listings.types.js";

/**
 * The terms a price is checked against when the input itself does not carry them (an edit keeps
 * the stored listing's type, period and currency). A symbol key, because class-validator's
 * whitelist deletes every string key no decorator declares, and a caller cannot send one.
 */
export const PRICE_TERMS = Symbol("priceTerms");

/** Above zero and within the sane bounds of its terms (listings.rules.ts `priceProblem`). */
function PriceWithinBounds() {
  const problem = (value: unknown, args: ValidationArguments) => {
    const input = args.object as PriceTerms & { [PRICE_TERMS]?: PriceTerms };
    return typeof value === "string"
      ? priceProblem(priceNumber(value), input[PRICE_TERMS] ?? input)
      : null;
  };
  return ValidateBy({
    name: "priceWithinBounds",
    validator: {
      validate: (value, args) => problem(value, args as ValidationArguments) === null,
      defaultMessage: (args) => (args ? problem(args.value, args) : null) ?? PRICE.notPositive,
    },
  });
}

/** A rule of a shared table (TERM_RULES) as a decorator: text that passes its test, else its message. */
function Follows(rule: TestRule) {
  return ValidateBy({
    name: "follows",
    validator: {
      validate: (value) => typeof value === "string" && rule.test(value),
      defaultMessage: () => rule.message,
    },
  });
}

/**
 * A check of listing-coordinates.ts as a decorator: the value in Ghana's box, else `message`
 * (a missing one is IsDefined's to name, so the pair's message is the only one shown).
 */
function InGhana(test: (value: unknown) => boolean, message: string) {
  return ValidateBy({
    name: "inGhana",
    validator: {
      validate: (value) => !coordinateGiven(value) || test(value),
      defaultMessage: () => message,
    },
  });
}

/** Both coordinates or neither: a field is checked when either is given (then it is required). */
const eitherCoordinate = (input: object) => {
  const { latitude, longitude } = input as { latitude?: unknown; longitude?: unknown };
  return coordinateGiven(latitude) || coordinateGiven(longitude);
};

/**
 * The fields the listing form (POST /api/listings) and Manage Listings' edit (PUT
 * /api/my-listings/{id}) share, with the rules and messages of listings.rules.ts. Subclasses inherit the
 * class-validator decorators; text arrives from a multipart form or from JSON made text first.
 */
export class ListingFieldsInput {
  @MaxLength(TITLE.max, { message: TITLE.tooLong })
  @MinLength(TITLE.min, { message: TITLE.message })
  @IsString({ message: TITLE.message })
  title: string;

  @MaxLength(DESCRIPTION.max, { message: DESCRIPTION.tooLong })
  @MinLength(DESCRIPTION.min, { message: DESCRIPTION.message })
  @IsString({ message: DESCRIPTION.message })
  description: string;

  // Free text ("GH₵ 450,000", "US$ 250,000"); the digits must fit numeric(14,2).
  @PriceWithinBounds()
  @Matches(/^\D*(\d,?){1,12}(\.\d{1,2})?\s*$/, {
    message: "Price must be below 1,000,000,000,000",
  })
  @Matches(/^\s*(GH₵|GHS|GHC|US\$|USD|\$)?\s*\d[\d,]*(\.\d{1,2})?\s*$/i, {
    message: "Price must be a number, e.g. 450000",
  })
  @MinLength(PRICE.min, { message: PRICE.message })
  @IsString({ message: PRICE.message })
  price: string;

  @IsOptional()
  @Matches(ROOM_COUNT, { message: ROOM_COUNT_MESSAGES.bedrooms })
  bedrooms?: string;

  @IsOptional()
  @Matches(ROOM_COUNT, { message: ROOM_COUNT_MESSAGES.bathrooms })
  bathrooms?: string;

  /** Months of rent asked up front (rentals only; above 6 the listing is flagged). */
  @IsOptional()
  @Follows(TERM_RULES.rentAdvanceMonths)
  rentAdvanceMonths?: string;

  @IsOptional()
  @Follows(TERM_RULES.viewingFee)
  viewingFee?: string;

  @IsOptional()
  @Follows(TERM_RULES.commissionPercent)
  commissionPercent?: string;

  /** Normalised to upper case with dashes before this check (`prepareListingFields`). */
  @IsOptional()
  @Follows(TERM_RULES.digitalAddress)
  digitalAddress?: string;

  @IsOptional()
  @IsIn(TITLE_STATUSES, { message: "Title status must be registered or search-done" })
  titleStatus?: TitleStatus;

  /** Decimal degrees as typed (a map pin fills them in later); both or neither. */
  @ValidateIf(eitherCoordinate)
  @InGhana(latitudeInGhana, COORDINATE_MESSAGES.latitude)
  @IsDefined({ message: COORDINATE_MESSAGES.latitudeMissing })
  latitude?: string;

  @ValidateIf(eitherCoordinate)
  @InGhana(longitudeInGhana, COORDINATE_MESSAGES.longitude)
  @IsDefined({ message: COORDINATE_MESSAGES.longitudeMissing })
  longitude?: string;
}

const OPTIONAL_SHARED = ["bedrooms", "bathrooms", ...TERM_FIELDS] as const;

/** An optional field's value: a number from JSON as text, '' or null as "not stated". */
export function optionalField(value: unknown): unknown {
  if (typeof value === "number") return String(value);
  if (value === null || typeof value === "string") return optionalText(value);
  return value; // anything else is left for the check to refuse
}

/**
 * Before validation: optional fields as `optionalField` says, and "ga 183 8164" is GA-183-8164
 * (a text that is no address keeps its form for the message).
 */
export function prepareListingFields(input: ListingFieldsInput): void {
  const record = input as unknown as Record<string, unknown>;
  if (typeof record.price === "number") record.price = String(record.price);
  for (const key of OPTIONAL_SHARED) record[key] = optionalField(record[key]);
  if (typeof input.digitalAddress === "string") {
    input.digitalAddress = normaliseDigitalAddress(input.digitalAddress) ?? input.digitalAddress;
  }
}

/** The point a listing input states, as numbers; null and null when it states none. */
export function coordinatesOf(input: ListingFieldsInput): Coordinates {
  return {
    latitude: coordinateNumber(input.latitude),
    longitude: coordinateNumber(input.longitude),
  };
}

/** The currency a price names by its sign ("US$ 250,000", "GH₵ 450,000"), or null. */
export function writtenCurrency(price: string | undefined): PriceCurrency | null {
  if (/^\s*(US\$|USD|\$)/i.test(price ?? "")) return "USD";
  if (/^\s*(GH₵|GHS|GHC)/i.test(price ?? "")) return "GHS";
  return null;
}

/** "$250,000" on a cedi listing (or "GH₵" on a dollar one) is a slip the owner should see. */
export function currencyMismatch(price: string | undefined, currency: PriceCurrency): FieldErrors {
  const written = writtenCurrency(price);
  if (written === null || written === currency) return {};
  return { price: ["The price's currency does not match the currency chosen"] };
}

/**
 * Which honest terms apply (decision 12): only rentals ask an advance and only land has a title,
 * so elsewhere those are dropped; an unstated term is null. The listing form and the edit use it.
 */
export function applicableTerms(
  input: ListingFieldsInput,
  listing: { listingType: string; propertyType: string },
): ListingTerms {
  return {
    rentAdvanceMonths:
      listing.listingType === "rent" && input.rentAdvanceMonths !== undefined
        ? Number(input.rentAdvanceMonths)
        : null,
    viewingFee: input.viewingFee ?? null,
    commissionPercent: input.commissionPercent ?? null,
    digitalAddress: input.digitalAddress ?? null,
    titleStatus: listing.propertyType === "land" ? (input.titleStatus ?? null) : null,
  };
}
