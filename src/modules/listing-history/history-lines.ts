import { formatDate, formatMonthYear } from "../../shared/dates.js";
import { formatPrice } from "../listings/index.js";
import type { ListedBefore, ListingEvent, ListingHistory } from "./listing-history.types.js";

type Dated = Date | string;
type Event = Omit<ListingEvent, "at"> & { at: Dated };

/** "First listed 12 March 2026 at GH₵6,000" (the price only where it was recorded). */
export function firstListedLine(history: {
  firstListedAt: Dated;
  firstPrice: ListingHistory["firstPrice"];
}): string {
  const first = history.firstPrice;
  const price = first ? ` at ${formatPrice(first.price, first.currency)}` : "";
  return `First listed ${formatDate(history.firstListedAt)}${price}`;
}

/**
 * "45 days on the market"; a listing let or sold counts until that day. With an earlier listing
 * of the same place, its days are in the count, and the line says so.
 */
export function daysOnMarketLine(days: number, withEarlier = false): string {
  const count = `${days} ${days === 1 ? "day" : "days"} on the market`;
  return withEarlier ? `${count}, counting its earlier listing` : count;
}

/**
 * "Listed before on Ofie: March 2026 at GH₵6,000", the earlier listing's first price; "…, last
 * asking GH₵6,000" when its first was never recorded.
 */
export function listedBeforeLine(before: {
  firstListedAt: Dated;
  price: ListedBefore["price"];
  priceIs: ListedBefore["priceIs"];
}): string {
  const price = formatPrice(before.price.price, before.price.currency);
  const asked = before.priceIs === "first" ? ` at ${price}` : `, last asking ${price}`;
  return `Listed before on Ofie: ${formatMonthYear(before.firstListedAt)}${asked}`;
}

const STATUS_WORDS: Record<string, string> = {
  rented: "Let",
  sold: "Sold",
  pending: "Marked pending",
};

/** One change in words: "Reduced from GH₵6,000 to GH₵5,500 on 2 May 2026", "Let on …". */
export function changeLine(event: Event): string {
  const on = `on ${formatDate(event.at)}`;
  if (event.kind === "price") {
    const currency = event.priceCurrency ?? "GHS";
    const to = formatPrice(event.price, currency);
    if (event.oldPrice === null) return `Price changed to ${to} ${on}`;
    const from = formatPrice(event.oldPrice, currency);
    const verb = Number(event.price) < Number(event.oldPrice) ? "Reduced" : "Raised";
    return `${verb} from ${from} to ${to} ${on}`;
  }
  if (event.status === "available") return `Back on the market ${on}`;
  return `${STATUS_WORDS[event.status ?? ""] ?? `Marked ${event.status}`} ${on}`;
}
