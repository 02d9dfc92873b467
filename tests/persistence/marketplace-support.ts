import type { DbContext } from "../../src/adapters/persistence/db-context.js";
import { TOKENS } from "../../src/container/tokens.js";
import type { NewAgentApplication } from "../../src/modules/agents/agents.types.js";
import { mailboxKey } from "../../src/shared/mailbox.js";
import type { TestApp } from "../support/test-app.js";

let sequence = 0;

/** An account row, for the foreign keys of favourites, searches, inquiries and agents. */
export async function insertUser(
  app: TestApp,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  sequence += 1;
  const user = {
    email: `esi.mensah.${sequence}@example.com`,
    password_hash: "not-a-real-hash",
    first_name: "Esi",
    last_name: "Mensah",
    ...overrides,
  };
  if (!("email_key" in user)) Object.assign(user, { email_key: mailboxKey(String(user.email)) });
  const columns = Object.keys(user);
  const [row] = await app.sql<{ id: number }>(
    `INSERT INTO users (${columns.join(", ")}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(", ")}) RETURNING id`,
    Object.values(user),
  );
  return row.id;
}

/** The adapter bound to `token` in the app's real container. */
export function bound<T>(app: TestApp, token: symbol): T {
  return app.application.container.get<T>(token);
}

/**
 * Runs `work` in one transaction whose session shows timestamps in a zone far from UTC:
 * SET LOCAL stays on the connection the work runs on, even behind a transaction pooler, so a
 * query that silently depended on the session's zone gives itself away.
 */
export async function inFarTimeZone<T>(app: TestApp, work: () => Promise<T>): Promise<T> {
  const db = bound<DbContext>(app, TOKENS.Db);
  return db.run(async () => {
    await db.manager.query("SET LOCAL TimeZone = 'Pacific/Kiritimati'");
    const [{ zone }] = await db.manager.query("SELECT current_setting('TimeZone') AS zone");
    if (zone !== "Pacific/Kiritimati") throw new Error(`the session's zone stayed ${zone}`);
    return work();
  });
}

export const at = (iso: string) => new Date(iso);

/** The names of a listing's rows, in its order. */
export const names = (list: { name: string }[]) => list.map((a) => a.name);

/** An agent application as the register form sends it, confirmed unless told otherwise. */
export function anApplication(
  overrides: Partial<
    NewAgentApplication & { userId: number | null; confirmedAt: Date | null }
  > = {},
) {
  return {
    name: "Abena Darko",
    email: "abena@adinkra-realty.example",
    phone: "024 123 4567",
    company: "Adinkra Realty",
    licenseNumber: null,
    yearsExperience: 8,
    specialization: "Residential Properties",
    location: "Greater Accra",
    bio: "Eight years selling homes in East Legon and Cantonments.",
    website: null,
    profileImage: null,
    certifications: null,
    languages: "English, Twi, Ga",
    userId: null,
    confirmedAt: at("2026-11-20T09:00:00.000Z"),
    ...overrides,
  };
}
