import type { ListingEvent, ListingHistory } from "./listing-history.types.js";

const DAY_MS = 24 * 60 * 60 * 1000;

const OFF_MARKET = new Set(["rented", "sold"]);

/**
 * The history a visitor reads from the recorded events (oldest first). Days on the market run
 * from the first listing to now, or to the day it was let or sold while it stays so.
 */
export function historyFrom(
  propertyId: number,
  events: readonly ListingEvent[],
  listedAt: Date,
  now: Date,
): ListingHistory {
  const listed = events.find((e) => e.kind === "listed");
  const firstListedAt = listed?.at ?? listedAt;
  const lastStatus = events.filter((e) => e.kind === "status").at(-1);
  const leftAt = lastStatus?.status && OFF_MARKET.has(lastStatus.status) ? lastStatus.at : now;
  const confirmations = events.filter((e) => e.kind === "confirmed");
  return {
    propertyId,
    firstListedAt,
    firstPrice: listed?.price
      ? { price: listed.price, currency: listed.priceCurrency ?? "GHS" }
      : null,
    daysOnMarket: Math.max(0, Math.floor((leftAt.getTime() - firstListedAt.getTime()) / DAY_MS)),
    lastConfirmedAt: confirmations.at(-1)?.at ?? null,
    changes: events.filter((e) => e.kind === "price" || e.kind === "status").reverse(),
  };
}
