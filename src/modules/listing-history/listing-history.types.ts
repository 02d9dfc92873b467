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

/** GET /api/properties/{id}/history: what a careful renter wants to know before calling. */
export interface ListingHistory {
  propertyId: number;
  firstListedAt: Date;
  /** The asking price when first listed; null for a listing kept from before history was. */
  firstPrice: { price: string; currency: PriceCurrency } | null;
  /** Whole days from first listed until it left the market (let, sold), or until now. */
  daysOnMarket: number;
  /** The latest confirmation that it is still available, if any since it was listed. */
  lastConfirmedAt: Date | null;
  /** Price and status changes, newest first; confirmations are summed up in lastConfirmedAt. */
  changes: ListingEvent[];
}
