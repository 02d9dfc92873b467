import {
  LEGAL_MAX_RENT_ADVANCE_MONTHS,
  type TitleStatus,
} from "#modules/listings/listing-terms.js";
import type { Property } from "#modules/listings/listings.types.js";
import { type Currency, formatPrice, formatPriceConversion } from "../../lib/format.js";
import type { Json } from "../../lib/json.js";
import { Badge } from "../ui/card.js";

export const NOT_STATED = "not stated";

export const TITLE_LABELS: Record<TitleStatus, string> = {
  registered: "Registered title",
  "search-done": "Search done at the Lands Commission",
};

/** "24 months" or "1 month". */
export function months(n: number): string {
  return `${n} month${n === 1 ? "" : "s"}`;
}

/** The Rent Act's limit, said plainly; `full` adds what a renter can do about it. */
export function legalAdvanceText(asked: number, full: boolean): string {
  const limit = `The Rent Act, 1963 (Act 220) limits rent paid in advance to ${LEGAL_MAX_RENT_ADVANCE_MONTHS} months`;
  if (!full) return `Above the legal ${LEGAL_MAX_RENT_ADVANCE_MONTHS}-month limit`;
  return `${limit}. This listing asks for ${months(asked)}: you may offer ${LEGAL_MAX_RENT_ADVANCE_MONTHS} months, and should get a receipt and a tenancy agreement for whatever you pay.`;
}

/**
 * The dated equivalent in the other currency, in a muted line under the price; a dollar listing
 * says "rate not set" until the operator sets one (decision 54).
 */
export function PriceConversionLine({
  conversion,
  currency,
  className = "text-sm text-muted",
}: {
  conversion: Json<Property>["priceConversion"] | undefined;
  currency: Currency;
  className?: string;
}) {
  const text = formatPriceConversion(conversion, currency);
  return text ? <p className={className}>{text}</p> : null;
}

/** A rental's advance, "6 months", or 'not stated'; null for a sale, which asks none. */
export function advanceText(p: Pick<Json<Property>, "listingType" | "rentAdvanceMonths">) {
  if (p.listingType !== "rent") return null;
  return p.rentAdvanceMonths == null ? NOT_STATED : months(p.rentAdvanceMonths);
}

/** The agent's commission, "5%", or 'not stated'. */
export function commissionText(percent: string | null): string {
  return percent == null ? NOT_STATED : `${Number(percent)}%`;
}

/** A fee in cedis, "None" when the listing says it is free, or 'not stated'. */
export function feeText(fee: string | null, currency: Currency = "GHS"): string {
  if (fee === null) return NOT_STATED;
  return Number(fee) === 0 ? "None" : formatPrice(fee, currency);
}

/** The card's light version: the advance with its flag, and the land's papers as a badge. */
export function CardTerms({ property: p }: { property: Json<Property> }) {
  const advance = p.listingType === "rent" ? p.rentAdvanceMonths : null;
  const isLand = p.propertyType === "land";
  if (advance == null && !isLand) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      {advance != null ? <span className="text-muted">{`${months(advance)} advance`}</span> : null}
      {p.exceedsLegalAdvance && advance != null ? (
        <Badge tone="yellow" title={legalAdvanceText(advance, true)}>
          {legalAdvanceText(advance, false)}
        </Badge>
      ) : null}
      {isLand ? (
        <Badge tone={p.titleStatus ? "green" : "gray"}>
          {p.titleStatus ? TITLE_LABELS[p.titleStatus] : `Title ${NOT_STATED}`}
        </Badge>
      ) : null}
    </div>
  );
}
