import type { DbContext } from "../../src/adapters/persistence/db-context.js";
import { TOKENS } from "../../src/container/tokens.js";
import type {
  ContactMessageRepository,
  NewsletterRepository,
} from "../../src/modules/contact/contact.ports.js";
import type { TestApp } from "../support/test-app.js";
import { inRolledBackTransaction as rolledBack } from "./accounts-support.js";
import { withContractApp } from "./contract-app.js";

/**
 * The contact form's and the newsletter's adapters, called directly on this run's database
 * (PGlite or a PostgreSQL server). The contact buttons' clicks are contact-click-repository's.
 */

let app: TestApp;
withContractApp((started) => {
  app = started;
});

const get = <T>(token: symbol) => app.application.container.get<T>(token);
const db = () => get<DbContext>(TOKENS.Db);
const messages = () => get<ContactMessageRepository>(TOKENS.ContactMessageRepository);
const newsletter = () => get<NewsletterRepository>(TOKENS.NewsletterRepository);
const inRolledBackTransaction = (work: () => Promise<void>) => rolledBack(app, work);

describe("ContactMessageRepository (TypeOrmContactMessageRepository)", () => {
  it("stores a message and answers it with its id and the database's creation time", async () => {
    const saved = await messages().create({
      name: "Abena Owusu",
      email: "abena.owusu@example.com",
      phone: "+233 24 123 4567",
      message: "I'd like to view the two-bedroom in Osu at GH₵4,500 a month. Ɛyɛ papa!",
      inquiryType: "rent",
    });
    expect(saved).toEqual({
      id: 1,
      name: "Abena Owusu",
      email: "abena.owusu@example.com",
      phone: "+233 24 123 4567",
      message: "I'd like to view the two-bedroom in Osu at GH₵4,500 a month. Ɛyɛ papa!",
      inquiryType: "rent",
      createdAt: expect.any(Date),
    });
    const [row] = await app.sql<Record<string, unknown>>(
      `SELECT name, email, phone, message, inquiry_type, status, created_at,
              abs(extract(epoch FROM now() - created_at)) < 600 AS recent
         FROM contact_messages`,
    );
    expect(row).toEqual({
      name: "Abena Owusu",
      email: "abena.owusu@example.com",
      phone: "+233 24 123 4567",
      message: saved.message,
      inquiry_type: "rent",
      status: "new",
      created_at: saved.createdAt,
      recent: true,
    });
  });

  it("stores an absent phone and inquiry type as NULL, and numbers messages in order", async () => {
    const first = await messages().create({
      name: "Yaw Mensah",
      email: "yaw@example.com",
      phone: null,
      message: "Do you list hostels near KNUST in Kumasi?",
      inquiryType: null,
    });
    const second = await messages().create({
      name: "Efua Darko",
      email: "efua@example.com",
      phone: null,
      message: "Hello",
      inquiryType: null,
    });
    expect(first).toMatchObject({ phone: null, inquiryType: null });
    expect(second.id).toBeGreaterThan(first.id);
    expect(
      await app.sql(`SELECT id, phone, inquiry_type FROM contact_messages ORDER BY id`),
    ).toEqual([
      { id: first.id, phone: null, inquiry_type: null },
      { id: second.id, phone: null, inquiry_type: null },
    ]);
  });

  it("writes inside the caller's transaction: a message whose mail failed is not kept", async () => {
    await inRolledBackTransaction(async () => {
      const saved = await messages().create({
        name: "Kwame Asante",
        email: "kwame@example.com",
        phone: null,
        message: "Is the Ahodwo flat in Kumasi still free?",
        inquiryType: null,
      });
      expect(saved.id).toBe(1);
    });
    expect(await app.sql(`SELECT id FROM contact_messages`)).toEqual([]);
  });
});

describe("NewsletterRepository (TypeOrmNewsletterRepository)", () => {
  it("subscribes a new address, answering the stored subscription", async () => {
    const { subscription, created } = await newsletter().subscribe("Ama.Serwaa@Example.com");
    expect(created).toBe(true);
    expect(subscription).toEqual({
      id: 1,
      email: "Ama.Serwaa@Example.com",
      createdAt: expect.any(Date),
    });
    expect(
      await app.sql(`SELECT id, email, status, created_at FROM newsletter_subscriptions`),
    ).toEqual([
      { id: 1, email: "Ama.Serwaa@Example.com", status: "new", created_at: subscription.createdAt },
    ]);
  });

  it("keeps an address once whatever its case, answering the first subscription", async () => {
    const first = await newsletter().subscribe("Ama.Serwaa@Example.com");
    const again = await newsletter().subscribe("ama.serwaa@example.com");
    expect(again).toEqual({ subscription: first.subscription, created: false });
    const other = await newsletter().subscribe("kofi@example.com");
    expect(other.created).toBe(true);
    expect(await app.sql(`SELECT email FROM newsletter_subscriptions ORDER BY id`)).toEqual([
      { email: "Ama.Serwaa@Example.com" },
      { email: "kofi@example.com" },
    ]);
  });

  it("creates one subscription of several racing with one address", async () => {
    const results = await Promise.all(
      ["yaw@example.com", "YAW@example.com", "Yaw@Example.com", "yaw@EXAMPLE.com"].map((email) =>
        newsletter().subscribe(email),
      ),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
    const ids = new Set(results.map((r) => r.subscription.id));
    expect(ids.size).toBe(1);
    expect(await app.sql(`SELECT count(*)::int AS n FROM newsletter_subscriptions`)).toEqual([
      { n: 1 },
    ]);
  });

  it("answers an existing address inside a transaction without spoiling it", async () => {
    await newsletter().subscribe("abena@example.com");
    await db().run(async () => {
      expect((await newsletter().subscribe("ABENA@example.com")).created).toBe(false);
      expect((await newsletter().subscribe("efua@example.com")).created).toBe(true);
    });
    expect(await app.sql(`SELECT email FROM newsletter_subscriptions ORDER BY id`)).toEqual([
      { email: "abena@example.com" },
      { email: "efua@example.com" },
    ]);
  });
});
