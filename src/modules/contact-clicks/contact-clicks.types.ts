import { IsIn } from "class-validator";

export const CONTACT_CHANNELS = ["whatsapp", "email", "call"] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

/** The body of POST …/contact-clicks: which button the visitor pressed (Call is a `tel:` link), nothing about them. */
export class ContactClickInput {
  @IsIn(CONTACT_CHANNELS, { message: "Channel must be whatsapp, email or call" })
  channel: ContactChannel;
}

/**
 * What is stored: no IP, no user id, no user agent (decision 17). The visitor is only a keyed
 * hash, keyed per listing (or agent) and day, so no two listings' or days' clicks can be joined
 * to one person; it exists to count each visitor once a day (decision 84).
 */
export interface NewContactClick {
  propertyId: number | null;
  agentId: number | null;
  /** A hostel page's or card's buttons: no listing and no agent (decision 91). */
  hostelId: number | null;
  channel: ContactChannel;
  createdAt: Date;
  visitorHash: string;
  /** The Africa/Accra calendar day of `createdAt`, `YYYY-MM-DD`. */
  day: string;
}

/** Per listing, how many visitors opened each channel. */
export interface ContactClickCounts {
  whatsapp: number;
  email: number;
  call: number;
}
