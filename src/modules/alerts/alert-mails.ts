import type { MailMessage } from "../../shared/ports.js";
import type { Property } from "../listings/index.js";
import { formatListingPrice, listingPlace } from "../listings/index.js";
import { savedQueryString } from "./saved-search-query.js";
import type { AlertSubscription } from "./saved-searches.types.js";

export interface AlertMail {
  search: AlertSubscription;
  listings: Property[];
  /** Every match, when more than the mail lists. */
  total: number;
  unsubscribeToken: string;
  publicUrl: string;
}

/** One mail for one saved search: its name, each listing (title, price, place, link) and the way out. */
export function alertMail({ search, listings, total, unsubscribeToken, publicUrl }: AlertMail) {
  const query = savedQueryString(search.query);
  const searchUrl = `${publicUrl}/properties${query ? `?${query}` : ""}`;
  const count = total === 1 ? "1 new listing" : `${total} new listings`;
  const lines = [
    `Hello ${search.firstName?.trim() || "there"},`,
    "",
    `${count} ${total === 1 ? "matches" : "match"} your saved search "${search.name}":`,
    "",
  ];
  for (const p of listings) {
    // As the listing's card writes it, in its own currency (decision 90).
    lines.push(
      p.title,
      `${formatListingPrice(p)} · ${listingPlace(p)}`,
      `${publicUrl}/properties/${p.id}`,
      "",
    );
  }
  if (total > listings.length) lines.push(`…and ${total - listings.length} more.`, "");
  lines.push(
    `See every match: ${searchUrl}`,
    `Manage your alerts: ${publicUrl}/profile?tab=preferences`,
    `Unsubscribe from "${search.name}": ${publicUrl}/alerts/unsubscribe/${unsubscribeToken}`,
    "",
    "The Ofie team",
  );
  const subject =
    search.frequency === "instant" && listings.length === 1
      ? `New listing for "${search.name}": ${listings[0]?.title}`
      : `${count} for "${search.name}"`;
  return {
    to: search.email,
    subject: subject.slice(0, 300),
    text: lines.join("\n"),
  } satisfies MailMessage;
}
