import type { ListingType } from "./listings.rules.js";

/**
 * What agents in Ghana commonly charge, as public reporting gives it (decision 100): 10% of the
 * first year's rent for a letting, around 5% of the price on a sale. Common practice, not a
 * limit in law: the page says a commission is above it, never that it is unlawful. The API, the
 * property page and the tests read it here, once.
 */
export const COMMON_COMMISSION_PERCENT: Record<ListingType, number> = { rent: 10, sale: 5 };

/** True only for a stated commission above what is common for the listing's kind. */
export function commissionAboveCommon(
  listingType: ListingType,
  percent: string | number | null | undefined,
): boolean {
  if (percent === null || percent === undefined || percent === "") return false;
  const stated = Number(percent);
  return Number.isFinite(stated) && stated > COMMON_COMMISSION_PERCENT[listingType];
}

const COMMON_BASIS: Record<ListingType, string> = {
  rent: "of the first year's rent for a letting",
  sale: "of the price on a sale",
};

/**
 * The property page's plain sentence: the fact, the common figure and where that figure comes
 * from. "Agents in Ghana commonly charge 10% of the first year's rent for a letting (common
 * practice as publicly reported); this listing states 15%."
 */
export function commissionAboveCommonText(listingType: ListingType, percent: string | number) {
  const common = COMMON_COMMISSION_PERCENT[listingType];
  const around = listingType === "sale" ? "around " : "";
  return `Agents in Ghana commonly charge ${around}${common}% ${COMMON_BASIS[listingType]} (common practice as publicly reported); this listing states ${Number(percent)}%. Agree the commission in writing before you pay.`;
}
