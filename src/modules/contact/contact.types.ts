import { IsEmail, IsIn, IsOptional, MaxLength } from "class-validator";
import { SenderInput } from "../../shared/sender-input.js";
import { SENDER_EMAIL } from "../../shared/sender-rules.js";
import { INQUIRY_TYPE_MESSAGE, INQUIRY_TYPES } from "./contact.rules.js";

/** Spec §5: name, email, message required; phone and inquiryType optional. */
export class ContactInput extends SenderInput {
  @IsOptional()
  @IsIn(INQUIRY_TYPES, { message: INQUIRY_TYPE_MESSAGE })
  inquiryType?: string;
}

export class NewsletterInput {
  @MaxLength(SENDER_EMAIL.max, { message: SENDER_EMAIL.tooLong })
  @IsEmail({}, { message: SENDER_EMAIL.message })
  email: string;
}

export interface ContactMessage {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  inquiryType: string | null;
  createdAt: Date;
}

export interface NewsletterSubscription {
  id: number;
  email: string;
  createdAt: Date;
}
