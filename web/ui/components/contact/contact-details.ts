/** The info mailbox that answers contact messages and every legal question (spec §2, §7). */
export const INFO_EMAIL = "info@ofie.com.gh";

/** Spec §1 and §9: the reply promise shown wherever a visitor writes to us. */
export const REPLY_PROMISE = "We answer every message within 24 hours.";
