import type {
  EarlierListing,
  ListedBefore,
  ListingEvent,
  ListingHistory,
} from "./listing-history.types.js";

const DAY_MS = 24 * 60 * 60 * 1000;

const OFF_MARKET = new Set(["rented", "sold"]);

/**
 * The history a visitor reads from the recorded events (oldest first) and the earlier listings
 * of the same place. Days on the market run from the first listing to now, or to the day it was
 * let or sold while it stays so, and take in the days each earlier listing was on the market.
 */
export function historyFrom(
  propertyId: number,
  events: readonly ListingEvent[],
  listedAt: Date,
  now: Date,
  earlier: readonly EarlierListing[] = [],
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
    daysOnMarket: daysOnMarket([
      [firstListedAt, leftAt],
      ...earlier.map((e): Span => [e.firstListedAt, earliest(e.leftMarketAt ?? leftAt, leftAt)]),
    ]),
    listedBefore: listedBefore(earlier),
    lastConfirmedAt: confirmations.at(-1)?.at ?? null,
    changes: events.filter((e) => e.kind === "price" || e.kind === "status").reverse(),
  };
}

type Span = readonly [Date, Date];

/**
 * Whole days covered by the spans, a day counted once: an earlier listing withdrawn and put up
 * again as a new one was on the market all along (its span runs on), one let in between was off
 * it until the new listing; two listings on at once are one place on the market.
 */
export function daysOnMarket(spans: readonly Span[]): number {
  const sorted = spans
    .map(([from, to]) => [from.getTime(), to.getTime()] as const)
    .filter(([from, to]) => to > from)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let end = Number.NEGATIVE_INFINITY;
  for (const [from, to] of sorted) {
    if (to <= end) continue;
    total += to - Math.max(from, end);
    end = to;
  }
  return Math.floor(total / DAY_MS);
}

/** The earliest of the earlier listings, with its first price, else its last. */
function listedBefore(earlier: readonly EarlierListing[]): ListedBefore | null {
  const first = [...earlier].sort(
    (a, b) => a.firstListedAt.getTime() - b.firstListedAt.getTime() || a.propertyId - b.propertyId,
  )[0];
  if (!first) return null;
  return first.firstPrice
    ? { firstListedAt: first.firstListedAt, price: first.firstPrice, priceIs: "first" }
    : { firstListedAt: first.firstListedAt, price: first.lastPrice, priceIs: "last" };
}

const earliest = (a: Date, b: Date) => (a.getTime() <= b.getTime() ? a : b);
