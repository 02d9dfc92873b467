import type { DbContext } from "../../src/adapters/persistence/db-context.js";
import { TOKENS } from "../../src/container/tokens.js";
import type { ContactClickRepository } from "../../src/modules/contact-clicks/contact-clicks.ports.js";
import type { NewContactClick } from "../../src/modules/contact-clicks/contact-clicks.types.js";
import { insertAgent, insertHostel, insertProperty } from "../support/fixtures.js";
import type { TestApp } from "../support/test-app.js";
import { withContractApp } from "./contract-app.js";

/**
 * The contact buttons' click adapter, called directly on this run's database (PGlite or a
 * PostgreSQL server): one click per visitor, target and day (decision 84).
 */

let app: TestApp;
withContractApp((started) => {
  app = started;
});

const get = <T>(token: symbol) => app.application.container.get<T>(token);
const db = () => get<DbContext>(TOKENS.Db);
const clicks = () => get<ContactClickRepository>(TOKENS.ContactClickRepository);

const HASH_A = "a".repeat(64);
const HASH_B = "b".repeat(64);
const DAY = "2026-11-23";

/** A click of visitor `visitorHash` on DAY, at 10:00 that day unless told. */
const click = (over: Partial<NewContactClick> = {}): NewContactClick => ({
  propertyId: null,
  agentId: null,
  hostelId: null,
  channel: "whatsapp",
  createdAt: new Date(`${DAY}T10:00:00Z`),
  visitorHash: HASH_A,
  day: DAY,
  ...over,
});

describe("ContactClickRepository (SqlContactClickRepository)", () => {
  it("records a listing's click with its agent, channel, exact time, visitor hash and day", async () => {
    const agentId = await insertAgent(app);
    const propertyId = await insertProperty(app, { agent_id: agentId });
    const at = new Date("2026-11-23T10:00:00.123Z");
    expect(await clicks().record(click({ propertyId, agentId, createdAt: at }))).toBe(true);
    const rows = await app.sql<Record<string, unknown>>(
      `SELECT property_id, agent_id, channel, created_at, visitor_hash, day::text AS day,
              extract(epoch FROM created_at)::text AS epoch
         FROM contact_clicks`,
    );
    expect(rows).toEqual([
      {
        property_id: propertyId,
        agent_id: agentId,
        channel: "whatsapp",
        created_at: at,
        visitor_hash: HASH_A,
        day: DAY,
        epoch: expect.any(String),
      },
    ]);
    // The stored instant, whatever time zone the session renders it in.
    expect(Number(rows[0]?.epoch)).toBe(at.getTime() / 1000);
  });

  it("records a click with no listing (the agents' directory) or no agent, as NULL", async () => {
    const agentId = await insertAgent(app);
    const propertyId = await insertProperty(app, { agent_id: null });
    await clicks().record(click({ agentId, channel: "email" }));
    await clicks().record(click({ propertyId }));
    expect(
      await app.sql(`SELECT property_id, agent_id, channel FROM contact_clicks ORDER BY id`),
    ).toEqual([
      { property_id: null, agent_id: agentId, channel: "email" },
      { property_id: propertyId, agent_id: null, channel: "whatsapp" },
    ]);
  });

  it("keeps one click per visitor, listing and day, whichever channel; another visitor or day counts", async () => {
    const propertyId = await insertProperty(app);
    const other = await insertProperty(app);
    expect(await clicks().record(click({ propertyId }))).toBe(true);
    expect(await clicks().record(click({ propertyId }))).toBe(false);
    expect(await clicks().record(click({ propertyId, channel: "email" }))).toBe(false);
    expect(await clicks().record(click({ propertyId, visitorHash: HASH_B }))).toBe(true);
    expect(await clicks().record(click({ propertyId: other }))).toBe(true);
    expect(
      await clicks().record(
        click({ propertyId, day: "2026-11-24", createdAt: new Date("2026-11-24T00:00:00Z") }),
      ),
    ).toBe(true);
    expect(
      await app.sql(
        `SELECT property_id, visitor_hash, day::text AS day FROM contact_clicks ORDER BY id`,
      ),
    ).toEqual([
      { property_id: propertyId, visitor_hash: HASH_A, day: DAY },
      { property_id: propertyId, visitor_hash: HASH_B, day: DAY },
      { property_id: other, visitor_hash: HASH_A, day: DAY },
      { property_id: propertyId, visitor_hash: HASH_A, day: "2026-11-24" },
    ]);
  });

  it("keeps a directory click once per visitor, agent and day, apart from listing clicks", async () => {
    const agentId = await insertAgent(app);
    const otherAgent = await insertAgent(app);
    const propertyId = await insertProperty(app, { agent_id: agentId });
    expect(await clicks().record(click({ agentId }))).toBe(true);
    expect(await clicks().record(click({ agentId, channel: "email" }))).toBe(false);
    expect(await clicks().record(click({ agentId: otherAgent }))).toBe(true);
    // The same visitor's click on the agent's listing is a listing's click: it counts too.
    expect(await clicks().record(click({ propertyId, agentId }))).toBe(true);
    expect(await app.sql(`SELECT count(*)::int AS n FROM contact_clicks`)).toEqual([{ n: 3 }]);
  });

  it("keeps a hostel's click (a call too) once per visitor, hostel and day, apart from listings and agents (decision 91)", async () => {
    const hostelId = await insertHostel(app);
    const otherHostel = await insertHostel(app);
    expect(await clicks().record(click({ hostelId, channel: "call" }))).toBe(true);
    expect(await clicks().record(click({ hostelId, channel: "whatsapp" }))).toBe(false);
    expect(await clicks().record(click({ hostelId, visitorHash: HASH_B }))).toBe(true);
    expect(await clicks().record(click({ hostelId: otherHostel }))).toBe(true);
    // The same visitor's directory click on an agent is another target.
    expect(await clicks().record(click({ agentId: await insertAgent(app) }))).toBe(true);
    expect(
      await app.sql(
        `SELECT hostel_id, channel, visitor_hash FROM contact_clicks
          WHERE hostel_id IS NOT NULL ORDER BY id`,
      ),
    ).toEqual([
      { hostel_id: hostelId, channel: "call", visitor_hash: HASH_A },
      { hostel_id: hostelId, channel: "whatsapp", visitor_hash: HASH_B },
      { hostel_id: otherHostel, channel: "whatsapp", visitor_hash: HASH_A },
    ]);
    // A hostel's row names no listing; an unknown hostel is refused; deleting one deletes its clicks.
    const propertyId = await insertProperty(app);
    await expect(
      clicks().record(click({ hostelId, propertyId, visitorHash: "c".repeat(64) })),
    ).rejects.toThrow(/contact_clicks_hostel_alone/);
    await expect(clicks().record(click({ hostelId: 999_999 }))).rejects.toThrow(/foreign key/);
    await app.sql(`DELETE FROM student_hostels WHERE id = $1`, [hostelId]);
    expect(
      await app.sql(`SELECT count(*)::int AS n FROM contact_clicks WHERE hostel_id IS NOT NULL`),
    ).toEqual([{ n: 1 }]);
  });

  it("keeps exactly one of many presses racing (on the server, from several connections)", async () => {
    const propertyId = await insertProperty(app);
    const kept = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        clicks().record(click({ propertyId, channel: i % 2 ? "email" : "whatsapp" })),
      ),
    );
    expect(kept.filter(Boolean)).toHaveLength(1);
    expect(await app.sql(`SELECT count(*)::int AS n FROM contact_clicks`)).toEqual([{ n: 1 }]);
  });

  it("leaves a transaction usable after a press that was not kept", async () => {
    const propertyId = await insertProperty(app);
    await clicks().record(click({ propertyId }));
    await db().run(async () => {
      expect(await clicks().record(click({ propertyId }))).toBe(false);
      expect(await clicks().record(click({ propertyId, visitorHash: HASH_B }))).toBe(true);
    });
    expect(await app.sql(`SELECT count(*)::int AS n FROM contact_clicks`)).toEqual([{ n: 2 }]);
  });

  it("leaves clicks kept without a visitor (older ones) counted, however many", async () => {
    const propertyId = await insertProperty(app);
    for (let i = 0; i < 3; i++) {
      await app.sql(
        `INSERT INTO contact_clicks (property_id, channel, created_at) VALUES ($1, 'whatsapp', $2)`,
        [propertyId, new Date(`${DAY}T09:00:00Z`)],
      );
    }
    expect(await clicks().record(click({ propertyId }))).toBe(true);
    expect(await app.sql(`SELECT count(*)::int AS n FROM contact_clicks`)).toEqual([{ n: 4 }]);
    // A hash without a day (or a day without a hash) is refused: the rule needs both.
    await expect(
      app.sql(
        `INSERT INTO contact_clicks (property_id, channel, visitor_hash) VALUES ($1, 'email', $2)`,
        [propertyId, HASH_B],
      ),
    ).rejects.toThrow(/contact_clicks_visitor_and_day/);
  });

  it("refuses a click on a listing that does not exist", async () => {
    await expect(clicks().record(click({ propertyId: 999_999 }))).rejects.toThrow(/foreign key/);
    expect(await app.sql(`SELECT id FROM contact_clicks`)).toEqual([]);
  });
});
