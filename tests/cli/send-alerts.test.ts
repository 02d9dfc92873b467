import { cli, sql, withCliDatabase } from "./cli-harness.js";

withCliDatabase({ PUBLIC_URL: "https://ofie.test" });

describe("send-alerts", () => {
  it("mails the due digests, prints the counts, and does nothing more when run again", async () => {
    const [user] = await sql<{ id: number }>(
      `INSERT INTO users (email, email_key, password_hash, first_name, email_verified_at) VALUES ('esi@example.com', 'esi@example.com', 'x', 'Esi', now()) RETURNING id`,
    );
    await sql(
      `INSERT INTO saved_searches (user_id, name, query, frequency, created_at)
       VALUES ($1, 'Tema rentals', '{"city":"Tema","type":"rent"}', 'daily', now() - interval '2 days'),
              ($1, 'Weekly Tema', '{"city":"Tema"}', 'weekly', now() - interval '2 days')`,
      [user?.id],
    );
    await sql(
      `INSERT INTO properties (title, description, price, listing_type, rent_period, location, city, region, property_type, status, created_at)
       VALUES ('Community 25 flat', 'Two bedrooms with a prepaid meter and water tank.', 3500, 'rent', 'month',
               'Community 25', 'Tema', 'Greater Accra', 'apartment', 'available', now() - interval '1 hour')`,
    );

    const first = await cli("send-alerts");
    expect(first).toEqual({
      code: 0,
      out: "daily: 1 due, 1 mailed, 1 listing(s)\nweekly: 0 due, 0 mailed, 0 listing(s)",
      err: "",
    });
    const mails = await sql<{ recipient: string; subject: string; body: string }>(
      "SELECT recipient, subject, body FROM mail_outbox",
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      recipient: "esi@example.com",
      subject: '1 new listing for "Tema rentals"',
    });
    expect(mails[0]?.body).toContain("Community 25 flat\nGH₵3,500 / month · Community 25, Tema");

    expect((await cli("send-alerts", "--frequency", "daily")).out).toBe(
      "daily: 0 due, 0 mailed, 0 listing(s)",
    );
    expect(await sql("SELECT id FROM mail_outbox")).toHaveLength(1);
  });

  it("refuses an unknown frequency with exit code 2", async () => {
    const r = await cli("send-alerts", "--frequency", "hourly");
    expect(r.code).toBe(2);
    expect(r.err).toContain('--frequency must be daily or weekly, not "hourly"');
  });
});
