import os from "node:os";
import { JobHeldError } from "../../src/modules/jobs/jobs.errors.js";
import { startTestApp, type TestApp } from "../support/test-app.js";

/**
 * Issue 14, "jobs run once": two runs of a cron job at once, as two machines' cron (or cron and
 * an operator) start them; here the services of one process, on this run's database (the CLI
 * processes on a PostgreSQL server are in jobs-run-once-server.test.ts).
 */

describe("on this run's database, two runs of the services of one process at once", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ PUBLIC_URL: "https://ofie.test" });
  });
  afterAll(async () => {
    await app.close();
  });

  it("send-alerts: one run sends one digest per due search, the other is told the job is held", async () => {
    const users = await app.sql<{ id: number }>(
      `INSERT INTO users (email, email_key, password_hash, first_name, email_verified_at)
       SELECT 'renter' || i || '@example.com', 'renter' || i || '@example.com', 'x', 'Renter', now() FROM generate_series(1, 4) i RETURNING id`,
    );
    await app.sql(
      `INSERT INTO saved_searches (user_id, name, query, frequency, created_at)
       SELECT id, 'Osu', '{"city":"Accra"}', 'daily', now() - interval '2 days' FROM unnest($1::int[]) AS id`,
      [users.map((u) => u.id)],
    );
    await app.sql(
      `INSERT INTO properties (title, description, price, listing_type, rent_period, location, city, region, property_type, status, created_at)
       VALUES ('Osu studio', 'A studio two streets from Oxford Street.', 2500, 'rent', 'month',
               'Osu', 'Accra', 'Greater Accra', 'apartment', 'available', now() - interval '1 hour')`,
    );
    const { alerts } = app.application.services;
    const [a, b] = await Promise.allSettled([
      alerts.sendDigests("daily"),
      alerts.sendDigests("daily"),
    ]);

    const ran = [a, b].filter((r) => r.status === "fulfilled");
    const held = [a, b].filter((r) => r.status === "rejected");
    expect(ran).toEqual([
      {
        status: "fulfilled",
        value: [{ frequency: "daily", due: 4, mailed: 4, listings: 4, skipped: 0 }],
      },
    ]);
    expect(held).toHaveLength(1);
    const refused = (held[0] as PromiseRejectedResult).reason as JobHeldError;
    expect(refused).toBeInstanceOf(JobHeldError);
    expect(refused.holder).toMatch(`${os.hostname()} pid ${process.pid}`);
    const mails = await app.sql<{ recipient: string }>("SELECT recipient FROM mail_outbox");
    expect(mails).toHaveLength(4);
    expect(new Set(mails.map((m) => m.recipient)).size).toBe(4);
  });
});
