import { mailboxKey } from "../../shared/mailbox.js";
import {
  VIEWING_MAILS_PER_LISTING_PER_DAY,
  VIEWING_REQUESTS_PER_ACCOUNT_PER_DAY,
} from "../../shared/viewing-limits.js";
import type { Backoff } from "./rate-limits.ports.js";

/**
 * Who is counted for each protected action, how many attempts a window allows, and which
 * attempts count (decision 25). Addresses are shared by many people behind a mobile carrier's
 * NAT, so address-only limits are generous; tight limits pair the address with an e-mail or
 * use the signed-in user.
 */
export type RateLimitedAction =
  | "adminLogin"
  | "signIn"
  | "signUp"
  | "contact"
  | "newsletter"
  | "inquiry"
  | "listingSubmission"
  | "agentRegistration"
  | "report"
  | "availabilityAsk"
  | "viewingRequest"
  | "emailChange"
  | "verificationMail"
  | "passwordReset"
  | "uploadPixels";

/** What the door knows about who is asking. */
export interface Requester {
  address: string;
  userId?: number;
  email?: string;
  /** The listing an attempt is about, where its lister is the one a flood would reach. */
  listingId?: number;
}

type Subject = "address" | "address+email" | "user-or-address" | "user" | "email" | "listing";

export interface RateLimitRule {
  subject: Subject;
  limit: number;
  windowSeconds: number;
  /**
   * Past the limit: "refuse" (unless set) answers 429. "silent" is for a cap on a target that
   * anyone may name, so anyone could spend it (decision 86): the attempt is answered as usual and
   * the caller sends nothing to the target; the refusal would only have locked its owner out.
   */
  overflow?: "refuse" | "silent";
  /** Past the limit each try waits longer (decision 86), rather than all of them a window. */
  backoff?: Backoff;
}

export interface RateLimitPolicy {
  rules: RateLimitRule[];
  /**
   * "wrong-credentials": only a refused password keeps its hit (ASVS 2.2.1 counts failed
   * attempts; a right password is given its hit back). "every-attempt": all attempts count.
   */
  counts: "wrong-credentials" | "every-attempt";
  /** What a refusal says before "Try again in N minutes."; "Too many attempts." unless set. */
  refusal?: string;
}

const MINUTES = 60;
const HOUR = 3600;
const DAY = 24 * HOUR;
export const REPORTS_PER_ACCOUNT_PER_HOUR = 10;
export const REPORTS_PER_ADDRESS_PER_HOUR = 30;
/** "Is it still available?" asks one account may make in a day, across listings (decision 101). */
export const AVAILABILITY_ASKS_PER_ACCOUNT_PER_DAY = 10;
/** Asks about one listing mailed to its lister in a day; the ones past it still count (decision 101). */
export const AVAILABILITY_MAILS_PER_LISTING_PER_DAY = 5;
/**
 * Megapixels of pictures (weighted by format, PHOTO_PIXEL_WEIGHTS) one address may have decoded
 * in an hour, whoever is signed in: accounts are cheap. Decoding costs CPU by the pixel; the form
 * sends photos of at most 4 megapixels, so a carrier's shared address still holds some 24 full
 * listings of ten photos an hour (decision 81).
 */
export const UPLOAD_MEGAPIXELS_PER_ADDRESS_PER_HOUR = 1000;

export const RATE_LIMITS: Record<RateLimitedAction, RateLimitPolicy> = {
  adminLogin: {
    rules: [{ subject: "address", limit: 5, windowSeconds: 15 * MINUTES }],
    counts: "wrong-credentials",
  },
  signIn: {
    rules: [
      { subject: "address+email", limit: 10, windowSeconds: 15 * MINUTES },
      { subject: "address", limit: 100, windowSeconds: 15 * MINUTES },
      // Decision 86: one account's wrong passwords from every address, slowed rather than locked,
      // so a stranger's guesses cost its owner a wait, never the account.
      {
        subject: "email",
        limit: 10,
        windowSeconds: DAY,
        backoff: { firstSeconds: 1, maxSeconds: 15 * MINUTES },
      },
    ],
    counts: "wrong-credentials",
  },
  signUp: {
    rules: [{ subject: "address", limit: 50, windowSeconds: HOUR }],
    counts: "every-attempt",
  },
  contact: {
    rules: [
      { subject: "address+email", limit: 5, windowSeconds: HOUR },
      { subject: "address", limit: 100, windowSeconds: HOUR },
    ],
    counts: "every-attempt",
  },
  newsletter: {
    rules: [
      { subject: "address+email", limit: 5, windowSeconds: HOUR },
      { subject: "address", limit: 100, windowSeconds: HOUR },
    ],
    counts: "every-attempt",
  },
  inquiry: {
    rules: [{ subject: "user-or-address", limit: 20, windowSeconds: HOUR }],
    counts: "every-attempt",
  },
  listingSubmission: {
    rules: [{ subject: "user-or-address", limit: 30, windowSeconds: HOUR }],
    counts: "every-attempt",
  },
  agentRegistration: {
    rules: [{ subject: "address", limit: 20, windowSeconds: HOUR }],
    counts: "every-attempt",
  },
  // Decision 43: a flood of reports is refused per account and, more generously, per address.
  report: {
    rules: [
      { subject: "user", limit: REPORTS_PER_ACCOUNT_PER_HOUR, windowSeconds: HOUR },
      { subject: "address", limit: REPORTS_PER_ADDRESS_PER_HOUR, windowSeconds: HOUR },
    ],
    counts: "every-attempt",
  },
  // Decision 101: a verified account asks about a few listings a day; a listing's lister is
  // mailed a few asks a day, and past that the asks are kept (they still count) but not mailed,
  // so no one can spend a listing's asks to keep others from asking.
  availabilityAsk: {
    rules: [
      { subject: "user", limit: AVAILABILITY_ASKS_PER_ACCOUNT_PER_DAY, windowSeconds: DAY },
      {
        subject: "listing",
        limit: AVAILABILITY_MAILS_PER_LISTING_PER_DAY,
        windowSeconds: DAY,
        overflow: "silent",
      },
    ],
    counts: "every-attempt",
    refusal: `You can ask about ${AVAILABILITY_ASKS_PER_ACCOUNT_PER_DAY} listings a day.`,
  },
  // Decision 104: as the asks. A verified account requests a few viewings a day; a listing's
  // lister is mailed a few requests a day, past which they are kept (and count) but not mailed.
  viewingRequest: {
    rules: [
      { subject: "user", limit: VIEWING_REQUESTS_PER_ACCOUNT_PER_DAY, windowSeconds: DAY },
      {
        subject: "listing",
        limit: VIEWING_MAILS_PER_LISTING_PER_DAY,
        windowSeconds: DAY,
        overflow: "silent",
      },
    ],
    counts: "every-attempt",
    refusal: `You can request ${VIEWING_REQUESTS_PER_ACCOUNT_PER_DAY} viewings a day.`,
  },
  // Each of these sends mail to an address, so the address is counted whoever asks
  // (a mailbox is not flooded from many accounts or networks), beside the asker. Past the
  // address's cap nothing more is mailed to it, but no one is refused (decision 86).
  emailChange: {
    rules: [
      { subject: "user", limit: 5, windowSeconds: HOUR },
      { subject: "email", limit: 3, windowSeconds: HOUR, overflow: "silent" },
    ],
    counts: "every-attempt",
  },
  verificationMail: {
    rules: [{ subject: "user-or-address", limit: 5, windowSeconds: HOUR }],
    counts: "every-attempt",
  },
  // Past the mailbox's cap no new link is issued, so the last one mailed (valid an hour, as long
  // as the window) still works for its owner (decision 86).
  passwordReset: {
    rules: [
      { subject: "address+email", limit: 5, windowSeconds: HOUR },
      { subject: "email", limit: 10, windowSeconds: HOUR, overflow: "silent" },
      { subject: "address", limit: 50, windowSeconds: HOUR },
    ],
    counts: "every-attempt",
  },
  // A budget rather than a count: each upload spends the megapixels its headers declare.
  uploadPixels: {
    rules: [
      { subject: "address", limit: UPLOAD_MEGAPIXELS_PER_ADDRESS_PER_HOUR, windowSeconds: HOUR },
    ],
    counts: "every-attempt",
    refusal: "Too many photos were sent from your network in the last hour.",
  },
};

/** The counter's name for one rule and requester, or undefined when the rule does not apply. */
export function subjectOf(rule: RateLimitRule, requester: Requester): string | undefined {
  switch (rule.subject) {
    case "address":
      return `address:${requester.address}`;
    case "address+email": {
      const email = mailboxOf(requester);
      return email ? `address:${requester.address}|email:${email}` : undefined;
    }
    case "user-or-address":
      return requester.userId ? `user:${requester.userId}` : `address:${requester.address}`;
    case "user":
      return requester.userId ? `user:${requester.userId}` : undefined;
    case "email": {
      const email = mailboxOf(requester);
      return email ? `email:${email}` : undefined;
    }
    case "listing":
      return requester.listingId !== undefined ? `listing:${requester.listingId}` : undefined;
  }
}

/** The mailbox, not the spelling: `Ama+1@x` spends what `ama@x` does. */
function mailboxOf(requester: Requester): string | undefined {
  return requester.email?.trim() ? mailboxKey(requester.email) : undefined;
}
