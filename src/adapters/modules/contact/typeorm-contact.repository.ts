import type {
  ContactMessageRepository,
  NewsletterRepository,
} from "#modules/contact/contact.ports.js";
import type { ContactMessage } from "#modules/contact/contact.types.js";
import type { DbContext } from "../../persistence/db-context.js";
import { int, rowParser } from "../../persistence/row-parser.js";
import { ContactMessageEntity } from "./contact-message.entity.js";
import { NewsletterSubscriptionEntity } from "./newsletter-subscription.entity.js";

const insertedRow = rowParser("inserted subscription", { id: int });

export class TypeOrmContactMessageRepository implements ContactMessageRepository {
  constructor(private readonly db: DbContext) {}

  async create(message: Omit<ContactMessage, "id" | "createdAt">): Promise<ContactMessage> {
    const repo = this.db.repository(ContactMessageEntity);
    const row = await repo.save(repo.create(message));
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      message: row.message,
      inquiryType: row.inquiryType,
      createdAt: row.createdAt,
    };
  }
}

export class TypeOrmNewsletterRepository implements NewsletterRepository {
  constructor(private readonly db: DbContext) {}

  async subscribe(email: string) {
    // The unique index is on lower(email): the same reader in any case subscribes once, race-free.
    const inserted: unknown[] = await this.db.manager.query(
      `INSERT INTO newsletter_subscriptions (email) VALUES ($1)
       ON CONFLICT ((lower(email))) DO NOTHING RETURNING id`,
      [email],
    );
    const row = await this.db
      .repository(NewsletterSubscriptionEntity)
      .createQueryBuilder("n")
      .where("lower(n.email) = lower(:email)", { email })
      .getOneOrFail();
    return {
      subscription: { id: row.id, email: row.email, createdAt: row.createdAt },
      created: insertedRow.first(inserted) !== null,
    };
  }
}
