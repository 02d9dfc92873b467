import type { Inquiry, NewInquiry } from "./inquiries.types.js";

export interface InquiryRepository {
  listForUser(userId: number): Promise<Inquiry[]>;
  create(inquiry: NewInquiry): Promise<Inquiry>;
  /** Every inquiry about one listing, newest first (Manage Listings). */
  listForProperty(propertyId: number): Promise<Inquiry[]>;
}
