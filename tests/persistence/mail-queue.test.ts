import type { OutboxSignal } from "../../src/adapters/mail/outbox-signal.js";
import { SqlMailQueue } from "../../src/adapters/modules/mail/sql-mail-queue.js";
import type { DbContext } from "../../src/adapters/persistence/db-context.js";
import { TOKENS } from "../../src/container/tokens.js";
import type { Mailer } from "../../src/shared/ports.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import { within } from "../support/until.js";
import { connectBeside } from "./raw-connections.js";

// The outbox as the relay's queue (decision 35), on whichever database this run has: the claim's
// row locks and leases are where PGlite's one session and a server's many differ.

let app: TestApp;
let queue: SqlMailQueue;
beforeAll(async () => {
  app = await startTestApp();
  queue = new SqlMailQueue(app.application.database.dataSource);
});
afterAll(async () => {
  await app.close();
});
beforeEach(async () => {
  await app.reset();
});

const LEASE_MS = 60_000;

async function enqueue(count: number, columns = ""): Promise<number[]> {
  const rows = await app.sql<{ id: number }>(
    `INSERT INTO mail_outbox (recipient, subject, body${columns ? `, ${columns}` : ""})
     SELECT 'kofi' || i || '@example.com', 'Viewing on Saturday ' || i, 'See you at 10.'${
       columns ? `, ${columnValues(columns)}` : ""
     }
       FROM generate_series(1, $1) AS i
     RETURNING id`,
    [count],
  );
  return rows.map((row) => row.id).sort((a, b) => a - b);
}
const columnValues = (columns: string) =>
  columns
    .split(",")
    .map(() => "now()")
    .join(", ");

const outboxRow = async (id: number) =>
  (
    await app.sql<{
      attempts: number;
      leased_for_s: number;
      last_error: string | null;
      sent: boolean;
      failed: boolean;
    }>(
      `SELECT attempts, extract(epoch FROM next_attempt_at - now())::float8 AS leased_for_s,
              last_error, sent_at IS NOT NULL AS sent, failed_at IS NOT NULL AS failed
         FROM mail_outbox WHERE id = $1`,
      [id],
    )
  )[0];

describe("enqueueing (the outbox mailer)", () => {
  it("queues a mail when its transaction commits and nudges the relay after the commit; a rolled-back one leaves nothing", async () => {
    const db = app.application.container.get<DbContext>(TOKENS.Db);
    const mailer = app.application.container.get<Mailer>(TOKENS.Mailer);
    const signal = app.application.container.get<OutboxSignal>(TOKENS.OutboxSignal);
    const nudges: number[] = [];
    const stop = signal.subscribe(() => nudges.push(nudges.length));
    try {
      await expect(
        db.run(async () => {
          await mailer.send({ to: "ama@example.com", subject: "Lost", text: "never sent" });
          throw new Error("the use case failed after writing its mail");
        }),
      ).rejects.toThrow("the use case failed");
      expect(nudges).toEqual([]);
      expect(await queue.countWaiting()).toBe(0);

      let nudgedInside = true;
      await db.run(async () => {
        await mailer.send({
          to: "ama@example.com",
          subject: "Your listing is live",
          text: "It is on the site.",
          replyTo: "support@ofie.example",
        });
        nudgedInside = nudges.length > 0;
      });
      expect(nudgedInside).toBe(false);
      expect(nudges).toHaveLength(1);
      const [claimed] = await queue.claimDue(10, 0, LEASE_MS);
      expect(claimed).toMatchObject({
        attempts: 1,
        message: {
          to: "ama@example.com",
          subject: "Your listing is live",
          text: "It is on the site.",
          replyTo: "support@ofie.example",
        },
      });
    } finally {
      stop();
    }
  });

  it("keeps a mail's attachments (a viewing's calendar file) for the relay; a mail without has none", async () => {
    const mailer = app.application.container.get<Mailer>(TOKENS.Mailer);
    const calendar = {
      filename: "ofie-viewing-1.ics",
      contentType: "text/calendar; charset=utf-8; method=PUBLISH",
      content: "BEGIN:VCALENDAR\r\nSUMMARY:Viewing: Osu flat · GH₵50\r\nEND:VCALENDAR\r\n",
    };
    await mailer.send({
      to: "ama@example.com",
      subject: "Viewing confirmed",
      text: "Saturday.",
      attachments: [calendar],
    });
    await mailer.send({
      to: "kofi@example.com",
      subject: "Plain",
      text: "No file.",
      attachments: [],
    });
    const claimed = await queue.claimDue(10, 0, LEASE_MS);
    expect(claimed.map((mail) => mail.message)).toEqual([
      {
        to: "ama@example.com",
        subject: "Viewing confirmed",
        text: "Saturday.",
        attachments: [calendar],
      },
      { to: "kofi@example.com", subject: "Plain", text: "No file." },
    ]);
    expect(await app.sql("SELECT attachments FROM mail_outbox ORDER BY id")).toEqual([
      { attachments: [calendar] },
      { attachments: null },
    ]);
  });
});

describe("claiming due mail", () => {
  it("claims waiting mail in id order, up to the limit and after the given id, counting the attempt and leasing it", async () => {
    const ids = await enqueue(5);
    const first = await queue.claimDue(2, 0, LEASE_MS);
    expect(first.map((m) => [m.id, m.attempts])).toEqual([
      [ids[0], 1],
      [ids[1], 1],
    ]);
    // No reply-to on the row: the message has none, rather than a null the transport would send.
    expect(first[0]?.message).toEqual({
      to: "kofi1@example.com",
      subject: "Viewing on Saturday 1",
      text: "See you at 10.",
    });
    const rest = await queue.claimDue(10, ids[1] as number, LEASE_MS);
    expect(rest.map((m) => m.id)).toEqual(ids.slice(2));
    // Leased: no relay takes them again until the lease runs out.
    expect(await queue.claimDue(10, 0, LEASE_MS)).toEqual([]);
    const leased = await outboxRow(ids[0] as number);
    expect(leased?.leased_for_s).toBeGreaterThan(LEASE_MS / 1000 - 30);
    expect(leased?.leased_for_s).toBeLessThanOrEqual(LEASE_MS / 1000);
    // Claimed is still waiting: only markSent or markFailed ends a mail.
    expect(await queue.countWaiting()).toBe(5);
  });

  it("leaves sent mail, failed mail and mail not yet due", async () => {
    await enqueue(1, "sent_at");
    await enqueue(1, "failed_at");
    await app.sql(
      `INSERT INTO mail_outbox (recipient, subject, body, next_attempt_at)
       VALUES ('later@example.com', 'Later', 'Tomorrow', now() + interval '1 hour')`,
    );
    const [due] = await enqueue(1);
    expect((await queue.claimDue(10, 0, LEASE_MS)).map((m) => m.id)).toEqual([due]);
  });

  it("takes a mail again once its lease has run out (a relay that died mid-send), as a further attempt", async () => {
    const [id] = await enqueue(1);
    // A lease of 0 ms runs out at once: the next statement's now() is later.
    expect((await queue.claimDue(10, 0, 0)).map((m) => [m.id, m.attempts])).toEqual([[id, 1]]);
    expect((await queue.claimDue(10, 0, 0)).map((m) => [m.id, m.attempts])).toEqual([[id, 2]]);
  });
});

describe("the bookkeeping after an attempt", () => {
  it("retryLater keeps the mail waiting until the delay has passed, with the reason", async () => {
    const [id] = (await enqueue(1)) as [number];
    await queue.claimDue(10, 0, LEASE_MS);
    await queue.retryLater(id, 3_600_000, "421 try again later");
    const waiting = await outboxRow(id);
    expect(waiting).toMatchObject({ attempts: 1, last_error: "421 try again later", sent: false });
    expect(waiting?.leased_for_s).toBeGreaterThan(3600 - 60);
    expect(await queue.claimDue(10, 0, LEASE_MS)).toEqual([]);
    expect(await queue.countWaiting()).toBe(1);

    await queue.retryLater(id, 0, "421 again");
    expect((await queue.claimDue(10, 0, LEASE_MS)).map((m) => [m.id, m.attempts])).toEqual([
      [id, 2],
    ]);
  });

  it("markSent and markFailed end a mail: never claimed again, no longer waiting, the failure's reason kept", async () => {
    const [sent, failed] = (await enqueue(2)) as [number, number];
    await queue.claimDue(10, 0, 0);
    await queue.markSent(sent);
    await queue.markFailed(failed, "550 no such mailbox");
    expect(await queue.claimDue(10, 0, LEASE_MS)).toEqual([]);
    expect(await queue.countWaiting()).toBe(0);
    expect(await outboxRow(sent)).toMatchObject({ sent: true, failed: false });
    expect(await outboxRow(failed)).toMatchObject({
      sent: false,
      failed: true,
      last_error: "550 no such mailbox",
    });
  });

  it("reports the backlog: how many wait and how long the oldest has (none: null)", async () => {
    expect(await queue.backlog()).toEqual({ waiting: 0, oldestAgeSeconds: null });
    const [oldest, , done] = (await enqueue(3)) as [number, number, number];
    await app.sql("UPDATE mail_outbox SET created_at = now() - interval '1 hour' WHERE id = $1", [
      oldest,
    ]);
    await queue.markSent(done);
    const backlog = await queue.backlog();
    expect(backlog.waiting).toBe(2);
    expect(backlog.oldestAgeSeconds).toBeGreaterThanOrEqual(3600);
    expect(backlog.oldestAgeSeconds).toBeLessThan(3600 + 600);
  });
});

describe("two relays at once", () => {
  it("never hands the same mail to two claimers", async () => {
    const ids = await enqueue(40);
    // Separate queues on the one pool: on a server up to ten claims run at the same moment.
    const relays = Array.from(
      { length: 8 },
      () => new SqlMailQueue(app.application.database.dataSource),
    );
    const claimed: number[] = [];
    for (let round = 0; round < 10 && claimed.length < ids.length; round++) {
      const batches = await Promise.all(relays.map((relay) => relay.claimDue(3, 0, LEASE_MS)));
      for (const batch of batches) claimed.push(...batch.map((m) => m.id));
    }
    expect([...claimed].sort((a, b) => a - b)).toEqual(ids);
    const attempts = await app.sql<{ attempts: number }>(
      "SELECT DISTINCT attempts FROM mail_outbox",
    );
    expect(attempts).toEqual([{ attempts: 1 }]);
  });

  it("leaves a mail another relay is claiming right now to that relay", async () => {
    const server = app.application.database.kind === "server";
    const [held, ...free] = (await enqueue(3)) as [number, ...number[]];
    // The other relay, halfway through its claim: the row locked and leased, not yet committed.
    const other = await connectBeside(app.application.database.dataSource);
    try {
      await other.query("BEGIN");
      await other.query("SELECT id FROM mail_outbox WHERE id = $1 FOR UPDATE", [held]);
      await other.query(
        `UPDATE mail_outbox SET attempts = attempts + 1, next_attempt_at = now() + interval '1 minute'
          WHERE id = $1`,
        [held],
      );
      const claim = queue.claimDue(10, 0, LEASE_MS);
      // On a server SKIP LOCKED passes the locked row by at once. The embedded database is one
      // session: the claim queues behind the other connection's transaction and runs after it.
      if (server) {
        const ids = (await within("a claim beside a locked row", claim, 20_000)).map((m) => m.id);
        expect(ids).toEqual(free);
        await other.query("COMMIT");
      } else {
        await other.query("COMMIT");
        const ids = (await within("a claim queued behind a transaction", claim, 20_000)).map(
          (m) => m.id,
        );
        expect(ids).toEqual(free);
      }
    } finally {
      await other.end();
    }
    expect(await outboxRow(held)).toMatchObject({ attempts: 1 });
  });
});
