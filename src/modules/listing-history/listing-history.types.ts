import type { PriceCurrency } from "../listings/index.js";

/** What happened to a listing, as the database recorded it (decision 99). */
export type ListingEventKind = "listed" | "price" | "status" | "confirmed";

export interface ListingEvent {
  kind: ListingEventKind;
  at: Date;
  /** "listed": the asking price then (null for listings kept before history was); "price": the new one. */
  price: string | null;
  /** "price": the one before, when in the same currency. */
  oldPrice: string | null;
  priceCurrency: PriceCurrency | null;
  /** "status": available, rented, sold or pending, and what it was. */
  status: string | null;
  oldStatus: string | null;
}

/** An earlier listing of the same place, as the history of the one repeating it reads it. */
export interface EarlierListing {
  propertyId: number;
  firstListedAt: Date;
  /** Its asking price when first listed; null for a listing kept from before history was. */
  firstPrice: { price: string; currency: PriceCurrency } | null;
  /** Its asking price now, or when it was last shown. */
  lastPrice: { price: string; currency: PriceCurrency };
  /** When it was let or sold, when that is where its history ends; null otherwise. */
  leftMarketAt: Date | null;
}

/**
 * "Listed before on Ofie: March 2026 at GH₵6,000": the earliest listing of the same place, when
 * it was first listed and at what price — its first recorded price, else (`priceIs: "last"`) the
 * last it asked.
 */
export interface ListedBefore {
  firstListedAt: Date;
  price: { price: string; currency: PriceCurrency };
  priceIs: "first" | "last";
}

/** GET /api/properties/{id}/history: what a careful renter wants to know before calling. */
export interface ListingHistory {
  propertyId: number;
  firstListedAt: Date;
  /** The asking price when first listed; null for a listing kept from before history was. */
  firstPrice: { price: string; currency: PriceCurrency } | null;
  /**
   * Whole days on the market: from first listed until it left the market (let, sold), or until
   * now, with the days the earlier listings of the same place were on it (decision 102).
   */
  daysOnMarket: number;
  /** The earliest listing of the same place this one repeats; null when it repeats none. */
  listedBefore: ListedBefore | null;
  /** The latest confirmation that it is still available, if any since it was listed. */
  lastConfirmedAt: Date | null;
  /** Price and status changes, newest first; confirmations are summed up in lastConfirmedAt. */
  changes: ListingEvent[];
}
