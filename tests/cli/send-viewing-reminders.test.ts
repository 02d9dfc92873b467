import { cli, sql, withCliDatabase } from "./cli-harness.js";

withCliDatabase({ PUBLIC_URL: "https://ofie.test" });

// Decision 104: cron runs `send-viewing-reminders` every 15 minutes; each run prints what it
// queued, and a reminder once queued is never queued again.

describe("send-viewing-reminders", () => {
  it("queues the due reminders to both sides, prints the counts, and queues nothing more when run again", async () => {
    // Three visitors: one open viewing each of the listing.
    await sql(
      `INSERT INTO users (email, email_key, password_hash, first_name, email_verified_at)
       SELECT 'esi' || i || '@example.com', 'esi' || i || '@example.com', 'x', 'Esi', now()
         FROM generate_series(1, 3) AS i`,
    );
    const [property] = await sql<{ id: number }>(
      `INSERT INTO properties (title, description, price, listing_type, rent_period, location, city, region,
                               property_type, status, owner_name, owner_email, created_at)
       VALUES ('Community 25 flat', 'Two bedrooms with a prepaid meter and water tank.', 3500, 'rent', 'month',
               'Community 25', 'Tema', 'Greater Accra', 'apartment', 'available', 'Yaw Mensah',
               'yaw@example.com', now() - interval '10 days')
       RETURNING id`,
    );
    // One viewing tomorrow, one in an hour, one in three days; all confirmed two days ago.
    await sql(
      `INSERT INTO viewings (property_id, visitor_id, phone, status, times, starts_at, lister_token_hash,
                             requested_at, confirmed_at, updated_at)
       SELECT $1, u.id, '+233244123456', 'confirmed', ARRAY[at], at, repeat(i::text, 64),
              now() - interval '3 days', now() - interval '2 days', now() - interval '2 days'
         FROM (VALUES (1, now() + interval '20 hours'), (2, now() + interval '1 hour'),
                      (3, now() + interval '3 days')) AS v(i, at)
         JOIN users u ON u.email = 'esi' || i || '@example.com'`,
      [property?.id],
    );

    expect(await cli("send-viewing-reminders")).toEqual({
      code: 0,
      out: "1 day-before, 1 two-hour reminder(s) queued",
      err: "",
    });
    const mails = await sql<{ recipient: string; subject: string }>(
      "SELECT recipient, subject FROM mail_outbox ORDER BY id",
    );
    expect(mails).toEqual([
      { recipient: "esi1@example.com", subject: "Reminder: viewing tomorrow, Community 25 flat" },
      { recipient: "yaw@example.com", subject: "Reminder: viewing tomorrow, Community 25 flat" },
      {
        recipient: "esi2@example.com",
        subject: "Reminder: viewing in two hours, Community 25 flat",
      },
      {
        recipient: "yaw@example.com",
        subject: "Reminder: viewing in two hours, Community 25 flat",
      },
    ]);

    expect((await cli("send-viewing-reminders")).out).toBe(
      "0 day-before, 0 two-hour reminder(s) queued",
    );
    expect(await sql("SELECT id FROM mail_outbox")).toHaveLength(4);
  });
});
