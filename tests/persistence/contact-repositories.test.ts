import type { DbContext } from "../../src/adapters/persistence/db-context.js";
import { TOKENS } from "../../src/container/tokens.js";
import type {
  ContactMessageRepository,
  NewsletterRepository,
} from "../../src/modules/contact/contact.ports.js";
import type { ContactClickRepository } from "../../src/modules/contact-clicks/contact-clicks.ports.js";
import { insertAgent, insertProperty } from "../support/fixtures.js";
import type { TestApp } from "../support/test-app.js";
import { withContractApp } from "./contract-app.js";

/**
 * The contact form's, the newsletter's and the contact buttons' adapters, called directly on this
 * run's database (PGlite or a PostgreSQL server).
 */

let app: TestApp;
withContractApp((started) => {
  app = started;
});

const get = <T>(token: symbol) => app.application.container.get<T>(token);
const db = () => get<DbContext>(TOKENS.Db);
const clicks = () => get<ContactClickRepository>(TOKENS.ContactClickRepository);
const messages = () => get<ContactMessageRepository>(TOKENS.ContactMessageRepository);
const newsletter = () => get<NewsletterRepository>(TOKENS.NewsletterRepository);

class RolledBack extends Error {}
async function inRolledBackTransaction(work: () => Promise<void>): Promise<void> {
  await expect(
    db().run(async () => {
      await work();
      throw new RolledBack();
    }),
  ).rejects.toBeInstanceOf(RolledBack);
}

describe("ContactClickRepository (SqlContactClickRepository)", () => {
  it("records a listing's click with its agent, channel and exact time", async () => {
    const agentId = await insertAgent(app);
    const propertyId = await insertProperty(app, { agent_id: agentId });
    const at = new Date("2026-11-23T10:00:00.123Z");
    await clicks().record({ propertyId, agentId, channel: "whatsapp", createdAt: at });
    const rows = await app.sql<Record<string, unknown>>(
      `SELECT property_id, agent_id, channel, created_at, extract(epoch FROM created_at)::text AS epoch
         FROM contact_clicks`,
    );
    expect(rows).toEqual([
      {
        property_id: propertyId,
        agent_id: agentId,
        channel: "whatsapp",
        created_at: at,
        epoch: expect.any(String),
      },
    ]);
    // The stored instant, whatever time zone the session renders it in.
    expect(Number(rows[0]?.epoch)).toBe(at.getTime() / 1000);
  });

  it("records a click with no listing (the agents' directory) or no agent, as NULL", async () => {
    const agentId = await insertAgent(app);
    const propertyId = await insertProperty(app, { agent_id: null });
    await clicks().record({
      propertyId: null,
      agentId,
      channel: "email",
      createdAt: new Date("2026-11-23T10:00:00Z"),
    });
    await clicks().record({
      propertyId,
      agentId: null,
      channel: "whatsapp",
      createdAt: new Date("2026-11-23T10:01:00Z"),
    });
    expect(
      await app.sql(`SELECT property_id, agent_id, channel FROM contact_clicks ORDER BY id`),
    ).toEqual([
      { property_id: null, agent_id: agentId, channel: "email" },
      { property_id: propertyId, agent_id: null, channel: "whatsapp" },
    ]);
  });

  it("records every press, the same second included, countable within a time window", async () => {
    const propertyId = await insertProperty(app);
    const at = new Date("2026-11-23T10:00:00Z");
    for (const createdAt of [at, at, new Date("2026-11-23T09:00:00Z")]) {
      await clicks().record({ propertyId, agentId: null, channel: "whatsapp", createdAt });
    }
    expect(
      await app.sql(
        `SELECT count(*)::int AS n FROM contact_clicks
          WHERE property_id = $1 AND created_at > $2::timestamptz - interval '30 minutes'`,
        [propertyId, at],
      ),
    ).toEqual([{ n: 2 }]);
  });

  it("refuses a click on a listing that does not exist", async () => {
    await expect(
      clicks().record({
        propertyId: 999_999,
        agentId: null,
        channel: "email",
        createdAt: new Date(),
      }),
    ).rejects.toThrow(/foreign key/);
    expect(await app.sql(`SELECT id FROM contact_clicks`)).toEqual([]);
  });
});

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
