import type { MailMessage } from "../../shared/ports.js";
import { formatPrice } from "../listings/index.js";
import { FEE_KIND_LABELS } from "./reported-fees.rules.js";
import type { ListingContact, ListingReport } from "./reports.types.js";

/**
 * A mail to a listing's agent or owner about its reports. A reply reaches the team (Reply-To),
 * which is how the owner answers: no form to find on a phone.
 */
function toOwner(
  contact: ListingContact,
  subject: string,
  paragraphs: string[],
  config: { infoEmail: string },
): MailMessage {
  return {
    to: contact.email,
    replyTo: config.infoEmail,
    subject: `${subject}: ${contact.title}`,
    text: [`Hello ${contact.name ?? "there"},`, ...paragraphs, "The Ofie team"].join("\n\n"),
  };
}

/** Reports took the listing out of search: it asks for a review by replying. */
export function underReviewMail(
  contact: ListingContact,
  listingUrl: string,
  config: { infoEmail: string },
): MailMessage {
  return toOwner(
    contact,
    "Your listing is under review",
    [
      `Several people reported your listing "${contact.title}" (${listingUrl}). Until our team has reviewed it, it does not show in search; people with the link can still open it.`,
      "If the reports are wrong, reply to this e-mail to ask for a review and tell us what is right about the listing (for example, that it is still available at the price shown). We usually answer within two working days.",
    ],
    config,
  );
}

/**
 * The team unpublished the listing after reports: the reason in the team's words, and a reply
 * for an owner who can show it is wrong.
 */
export function unpublishedMail(
  contact: ListingContact,
  reason: string,
  config: { infoEmail: string },
): MailMessage {
  return toOwner(
    contact,
    "Your listing was unpublished",
    [
      `After people reported your listing "${contact.title}", our team reviewed it and unpublished it, for this reason:`,
      reason,
      "It no longer shows on Ofie. If this is a mistake, reply to this e-mail and tell us what is right about the listing; we usually answer within two working days.",
    ],
    config,
  );
}

/**
 * The team upheld reports that the listing's agent or owner asked for a fee the listing does not
 * show: they hear which, and that it now shows on the agent's page (decision 100).
 */
export function feesConfirmedMail(
  contact: ListingContact,
  reports: readonly ListingReport[],
  config: { infoEmail: string },
): MailMessage {
  const fees = reports.map(
    (r) => `- ${FEE_KIND_LABELS[r.feeKind ?? "other"]}: ${formatPrice(r.feeAmount ?? "0", "GHS")}`,
  );
  return toOwner(
    contact,
    "A fee not shown on your listing",
    [
      `People who contacted you about your listing "${contact.title}" reported being asked for a fee the listing does not show, and our team upheld ${reports.length === 1 ? "the report" : "the reports"}:`,
      fees.join("\n"),
      "Upheld reports of fees asked for an agent's listings are counted on the agent's page on Ofie. Please state every fee a renter or buyer pays on the listing itself. If a report is wrong, reply to this e-mail and tell us.",
    ],
    config,
  );
}
