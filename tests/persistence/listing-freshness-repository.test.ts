import { TOKENS } from "../../src/container/tokens.js";
import type { ListingFreshnessRepository } from "../../src/modules/listing-freshness/listing-freshness.ports.js";
import type { TestApp } from "../support/test-app.js";
import { withContractApp } from "./contract-app.js";
import {
  daysAgo,
  insertAgent,
  insertListing,
  insertListings,
  insertRows,
  insertUser,
  NOW,
} from "./listing-rows.js";

let app: TestApp;
withContractApp((started) => {
  app = started;
});

const get = <T>(token: symbol) => app.application.container.get<T>(token);
const freshness = () => get<ListingFreshnessRepository>(TOKENS.ListingFreshnessRepository);

describe("ListingFreshnessRepository", () => {
  const until = daysAgo(-7);

  it("lists published listings expiring by a moment, with whom to ask, and not once reminded this period", async () => {
    const agent = await insertAgent(app, { name: "Yaw Mensah", email: "yaw@adinkra.example" });
    const blankAgent = await insertAgent(app, { name: "No Mail Agent", email: "" });
    const named = await insertUser(app, {
      email: "ama@example.com",
      first_name: "Ama",
      last_name: "Owusu",
    });
    const unnamed = await insertUser(app, {
      email: "kojo@example.com",
      first_name: null,
      last_name: " ",
    });
    const ids = await insertListings(app, [
      { title: "Agent's", agent_id: agent, owner_id: named, expires_at: daysAgo(-2) },
      { title: "Owner's", owner_id: named, expires_at: daysAgo(3), last_confirmed_at: daysAgo(63) },
      { title: "Blank agent", agent_id: blankAgent, owner_id: unnamed, expires_at: daysAgo(-2) },
      { title: "Nobody's", expires_at: until },
      { title: "Reminded", agent_id: agent, expires_at: daysAgo(-1) },
      { title: "Reminded before", agent_id: agent, expires_at: daysAgo(-1) },
      { title: "Unpublished", agent_id: agent, expires_at: daysAgo(-1), published: false },
      { title: "Later", agent_id: agent, expires_at: new Date(until.getTime() + 1) },
    ]);
    const [agents, owners, blank, nobodys, reminded, remindedBefore] = ids as number[];
    await insertRows(app, "listing_confirmations", [
      { property_id: reminded, token_hash: "a".repeat(64), period_expires_at: daysAgo(-1) },
      { property_id: remindedBefore, token_hash: "b".repeat(64), period_expires_at: daysAgo(59) },
    ]);
    expect(await freshness().listDueForReminder(until)).toEqual([
      {
        propertyId: owners,
        title: "Owner's",
        lastConfirmedAt: daysAgo(63),
        expiresAt: daysAgo(3),
        email: "ama@example.com",
        name: "Ama Owusu",
      },
      {
        propertyId: remindedBefore,
        title: "Reminded before",
        lastConfirmedAt: daysAgo(10),
        expiresAt: daysAgo(-1),
        email: "yaw@adinkra.example",
        name: "Yaw Mensah",
      },
      {
        propertyId: agents,
        title: "Agent's",
        lastConfirmedAt: daysAgo(10),
        expiresAt: daysAgo(-2),
        email: "yaw@adinkra.example",
        name: "Yaw Mensah",
      },
      {
        propertyId: blank,
        title: "Blank agent",
        lastConfirmedAt: daysAgo(10),
        expiresAt: daysAgo(-2),
        email: "kojo@example.com",
        name: null,
      },
      {
        propertyId: nobodys,
        title: "Nobody's",
        lastConfirmedAt: daysAgo(10),
        expiresAt: until,
        email: null,
        name: null,
      },
    ]);
  });

  it("records one reminder per listing and period (ON CONFLICT): a second is refused", async () => {
    const id = await insertListing(app, { expires_at: daysAgo(-3) });
    expect(await freshness().recordReminder(id, daysAgo(-3), "a".repeat(64))).toBe(true);
    expect(await freshness().recordReminder(id, daysAgo(-3), "b".repeat(64))).toBe(false);
    expect(await freshness().recordReminder(id, daysAgo(-63), "c".repeat(64))).toBe(true);
    const rows = await app.sql(
      "SELECT property_id, token_hash, period_expires_at, used_at FROM listing_confirmations ORDER BY id",
    );
    expect(rows).toEqual([
      {
        property_id: id,
        token_hash: "a".repeat(64),
        period_expires_at: daysAgo(-3),
        used_at: null,
      },
      {
        property_id: id,
        token_hash: "c".repeat(64),
        period_expires_at: daysAgo(-63),
        used_at: null,
      },
    ]);
  });

  it("finds a link by its token hash while its listing is published", async () => {
    const [live, hidden] = await insertListings(app, [
      { title: "Live", last_confirmed_at: daysAgo(55), expires_at: daysAgo(-5) },
      { title: "Hidden", published: false },
    ]);
    await insertRows(app, "listing_confirmations", [
      {
        property_id: live,
        token_hash: "a".repeat(64),
        period_expires_at: daysAgo(-5),
        used_at: daysAgo(1),
      },
      { property_id: live, token_hash: "b".repeat(64), period_expires_at: daysAgo(-6) },
      { property_id: hidden, token_hash: "c".repeat(64), period_expires_at: daysAgo(-30) },
    ]);
    expect(await freshness().findLink("a".repeat(64))).toEqual({
      propertyId: live,
      title: "Live",
      lastConfirmedAt: daysAgo(55),
      expiresAt: daysAgo(-5),
      usedAt: daysAgo(1),
    });
    expect(await freshness().findLink("b".repeat(64))).toMatchObject({
      propertyId: live,
      usedAt: null,
    });
    expect(await freshness().findLink("c".repeat(64))).toBeNull();
    expect(await freshness().findLink("d".repeat(64))).toBeNull();
  });

  it("confirms a published listing for a new period and spends its unused links only", async () => {
    const [live, hidden] = await insertListings(app, [
      { expires_at: daysAgo(-1) },
      { published: false },
    ]);
    await insertRows(app, "listing_confirmations", [
      { property_id: live, token_hash: "a".repeat(64), period_expires_at: daysAgo(-1) },
      {
        property_id: live,
        token_hash: "b".repeat(64),
        period_expires_at: daysAgo(59),
        used_at: daysAgo(60),
      },
      { property_id: hidden, token_hash: "c".repeat(64), period_expires_at: daysAgo(-1) },
    ]);
    expect(await freshness().confirm(live as number, NOW, daysAgo(-60))).toBe(true);
    expect(await freshness().confirm(hidden as number, NOW, daysAgo(-60))).toBe(false);
    expect(await freshness().confirm(9999, NOW, daysAgo(-60))).toBe(false);
    expect(
      await app.sql("SELECT id, last_confirmed_at, expires_at FROM properties ORDER BY id"),
    ).toEqual([
      { id: live, last_confirmed_at: NOW, expires_at: daysAgo(-60) },
      { id: hidden, last_confirmed_at: daysAgo(10), expires_at: daysAgo(-30) },
    ]);
    expect(
      await app.sql("SELECT token_hash, used_at FROM listing_confirmations ORDER BY id"),
    ).toEqual([
      { token_hash: "a".repeat(64), used_at: NOW },
      { token_hash: "b".repeat(64), used_at: daysAgo(60) },
      { token_hash: "c".repeat(64), used_at: null },
    ]);
  });

  it("counts published listings expired at a moment, that moment included", async () => {
    await insertListings(app, [
      { expires_at: NOW },
      { expires_at: daysAgo(3) },
      { expires_at: new Date(NOW.getTime() + 1) },
      { expires_at: daysAgo(3), published: false },
    ]);
    expect(await freshness().countExpired(NOW)).toBe(2);
    expect(await freshness().countExpired(daysAgo(4))).toBe(0);
  });
});
