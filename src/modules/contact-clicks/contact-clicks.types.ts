import { IsIn } from "class-validator";

export const CONTACT_CHANNELS = ["whatsapp", "email"] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

/** The body of POST …/contact-clicks: which button the visitor pressed, nothing about them. */
export class ContactClickInput {
  @IsIn(CONTACT_CHANNELS, { message: "Channel must be whatsapp or email" })
  channel: ContactChannel;
}

/** What is stored: no IP, no user id, no user agent (decision 17). */
export interface NewContactClick {
  propertyId: number | null;
  agentId: number | null;
  channel: ContactChannel;
  createdAt: Date;
}

/** Per listing, how many visitors opened each channel. */
export interface ContactClickCounts {
  whatsapp: number;
  email: number;
}
