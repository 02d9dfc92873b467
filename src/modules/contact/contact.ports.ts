import type { ContactMessage, NewsletterSubscription } from "./contact.types.js";

export interface ContactMessageRepository {
  create(message: Omit<ContactMessage, "id" | "createdAt">): Promise<ContactMessage>;
}

export interface NewsletterRepository {
  /** Adds the address once (case-insensitive); `created` is false when it was already there. */
  subscribe(email: string): Promise<{ subscription: NewsletterSubscription; created: boolean }>;
}
