import { formatDate } from "../../shared/dates.js";
import type { MailMessage } from "../../shared/ports.js";
import type { ReminderCandidate } from "./listing-freshness.ports.js";

const day = (d: Date) => formatDate(d);

/** The confirm link mail: the link opens a page with a button (a GET never confirms). */
export function confirmLinkMail(
  c: ReminderCandidate & { email: string },
  link: string,
  now: Date,
  ttlDays: number,
): MailMessage {
  const expired = c.expiresAt.getTime() <= now.getTime();
  return {
    to: c.email,
    subject: `Is "${c.title}" still available?`,
    text: [
      `Hello ${c.name?.trim() || "there"},`,
      "",
      expired
        ? `Your listing "${c.title}" left the Ofie search results on ${day(c.expiresAt)}: nobody has confirmed it since ${day(c.lastConfirmedAt)}.`
        : `Your listing "${c.title}" leaves the Ofie search results on ${day(c.expiresAt)} unless you confirm it is still available.`,
      "",
      "If it is still available, open this link and press Confirm:",
      link,
      "",
      `A confirmed listing stays in search for another ${ttlDays} days. If it has been let or sold, you need do nothing.`,
      "",
      "The Ofie team",
    ].join("\n"),
  };
}
