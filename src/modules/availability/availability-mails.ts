import type { MailMessage } from "../../shared/ports.js";
import { ANSWER_WITHIN_HOURS } from "../../shared/response-rate.js";
import type { AskedListing } from "./availability.ports.js";
import { answerLabel } from "./availability.rules.js";

/**
 * The ask mailed to the lister: one link per answer. A link opens the answer page with that
 * answer's button; only the button's POST answers, since mail scanners open every link.
 */
export function askMail(
  listing: AskedListing & { lister: { email: string } },
  links: { listing: string; answer: string },
  ttlDays: number,
): MailMessage {
  const days = ANSWER_WITHIN_HOURS / 24;
  return {
    to: listing.lister.email,
    subject: `A renter asks: is "${listing.title}" still available?`,
    text: [
      `Hello ${listing.lister.name?.trim() || "there"},`,
      "",
      `Someone on Ofie would like to know whether your listing "${listing.title}" is still available:`,
      links.listing,
      "",
      `${answerLabel("yes", listing.listingType)}:`,
      `${links.answer}?answer=yes`,
      "",
      `${answerLabel("gone", listing.listingType)}:`,
      `${links.answer}?answer=gone`,
      "",
      `Yes keeps your listing in search for another ${ttlDays} days and shows renters when you last confirmed it. No marks it ${listing.listingType === "rent" ? "let" : "sold"} and takes it out of search.`,
      `Listings whose renters wait more than ${days} days for an answer are shown as "Not confirmed recently" and listed after the others.`,
      "",
      "The Ofie team",
    ].join("\n"),
  };
}
