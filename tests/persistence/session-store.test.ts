import {
  sessionKey,
  type TypeOrmSessionStore,
} from "../../src/adapters/modules/accounts/typeorm-session.store.js";
import { TOKENS } from "../../src/container/tokens.js";
import type { TestApp } from "../support/test-app.js";
import { hashOf } from "./accounts-support.js";
import { withContractApp } from "./contract-app.js";

/**
 * The accounts' and the admin's repositories, called directly on this run's database (PGlite or
 * a PostgreSQL server): what each adapter promises must hold on both engines.
 */

let app: TestApp;
withContractApp((started) => {
  app = started;
});

const get = <T>(token: symbol) => app.application.container.get<T>(token);
const sessions = () => get<TypeOrmSessionStore>(TOKENS.SessionStore);

describe("SessionStore (TypeOrmSessionStore)", () => {
  const HOUR = 3600_000;
  const cookieId = "kofi-browser-cookie-id";

  it("keys the row by the cookie id's SHA-256 and gives the data back as stored", async () => {
    const data = {
      userId: 7,
      createdAt: 1_795_000_000_000,
      seenAt: 1_795_000_060_000,
      reporterId: "r-9f2c",
      note: "Akwaaba, Ɔdɔ — Osu ✓",
      nested: { region: "Greater Accra", towns: ["Osu", "East Legon"] },
    };
    await sessions().set(cookieId, data, HOUR);
    const rows = await app.sql<{ id: string }>(`SELECT id FROM sessions`);
    expect(rows).toEqual([{ id: sessionKey(cookieId) }]);
    expect(sessionKey(cookieId)).toBe(hashOf(cookieId));
    expect(await sessions().get(cookieId)).toEqual(data);
    expect(await sessions().get("another-cookie-id")).toBeUndefined();
  });

  it("expires a session after maxAge, or after the default when the cookie is a browser session's", async () => {
    const before = Date.now();
    await sessions().set("timed", { userId: 1 }, 2 * HOUR);
    await sessions().set("browser", { userId: 2 }, "session");
    await sessions().set("unset", { userId: 3 }, undefined);
    const after = Date.now();
    const rows = await app.sql<{ id: string; expires_at: Date }>(
      `SELECT id, expires_at FROM sessions`,
    );
    const expiry = (id: string) =>
      rows.find((r) => r.id === sessionKey(id))?.expires_at.getTime() ?? Number.NaN;
    const thirtyDays = 30 * 24 * HOUR;
    expect(expiry("timed")).toBeGreaterThanOrEqual(before + 2 * HOUR);
    expect(expiry("timed")).toBeLessThanOrEqual(after + 2 * HOUR);
    for (const id of ["browser", "unset"]) {
      expect(expiry(id)).toBeGreaterThanOrEqual(before + thirtyDays);
      expect(expiry(id)).toBeLessThanOrEqual(after + thirtyDays);
    }
  });

  it("replaces the data and expiry of an existing session (an upsert on its key)", async () => {
    await sessions().set(cookieId, { reporterId: "r-1" }, HOUR);
    await sessions().set(cookieId, { userId: 7, isAdmin: true }, 48 * HOUR);
    const rows = await app.sql<{ data: unknown; later: boolean }>(
      `SELECT data, expires_at > now() + interval '47 hours' AS later FROM sessions`,
    );
    expect(rows).toEqual([{ data: { userId: 7, isAdmin: true }, later: true }]);
    expect(await sessions().get(cookieId)).toEqual({ userId: 7, isAdmin: true });
  });

  it("answers nothing for an expired session and deletes it", async () => {
    await sessions().set(cookieId, { userId: 7 }, HOUR);
    await sessions().set("still-open", { userId: 8 }, HOUR);
    await app.sql(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      sessionKey(cookieId),
    ]);
    expect(await sessions().get(cookieId)).toBeUndefined();
    expect(await app.sql(`SELECT id FROM sessions`)).toEqual([{ id: sessionKey("still-open") }]);
  });

  it("destroys one session", async () => {
    await sessions().set(cookieId, { userId: 7 }, HOUR);
    await sessions().set("other", { userId: 7 }, HOUR);
    await sessions().destroy(cookieId);
    await sessions().destroy("never-existed");
    expect(await sessions().get(cookieId)).toBeUndefined();
    expect(await app.sql(`SELECT id FROM sessions`)).toEqual([{ id: sessionKey("other") }]);
  });

  it("ends every session of one account, matching its id exactly in the JSON", async () => {
    await sessions().set("phone", { userId: 7, seenAt: 1 }, HOUR);
    await sessions().set("laptop", { userId: 7 }, HOUR);
    await sessions().set("other-account", { userId: 70 }, HOUR);
    await sessions().set("admin", { isAdmin: true, adminTag: "7" }, HOUR);
    await sessions().set("visitor", { reporterId: "7" }, HOUR);
    await sessions().endAllFor(7);
    const left = await app.sql<{ id: string }>(`SELECT id FROM sessions`);
    expect(left.map((r) => r.id).sort()).toEqual(
      ["other-account", "admin", "visitor"].map(sessionKey).sort(),
    );
  });

  it("takes the admin rights from every session: an admin-only one goes, a user stays signed in", async () => {
    const adminRights = { isAdmin: true, adminTag: "a1b2", adminSince: 1_795_000_000_000 };
    await sessions().set("admin-only", { ...adminRights, createdAt: 1 }, HOUR);
    await sessions().set("user-and-admin", { userId: 7, ...adminRights, seenAt: 2 }, HOUR);
    await sessions().set("user", { userId: 8, seenAt: 3 }, HOUR);
    await sessions().set("visitor", { reporterId: "r-1" }, HOUR);
    await sessions().endAdminRights();
    expect(await sessions().get("admin-only")).toBeUndefined();
    expect(await sessions().get("user-and-admin")).toEqual({ userId: 7, seenAt: 2 });
    expect(await sessions().get("user")).toEqual({ userId: 8, seenAt: 3 });
    expect(await sessions().get("visitor")).toEqual({ reporterId: "r-1" });
  });

  it("purges expired sessions and counts them", async () => {
    for (const id of ["old-1", "old-2", "open"]) await sessions().set(id, { userId: 1 }, HOUR);
    await app.sql(`UPDATE sessions SET expires_at = now() - interval '2 hours' WHERE id <> $1`, [
      sessionKey("open"),
    ]);
    expect(await sessions().purgeExpired()).toBe(2);
    expect(await sessions().purgeExpired()).toBe(0);
    expect(await app.sql(`SELECT id FROM sessions`)).toEqual([{ id: sessionKey("open") }]);
  });
});
