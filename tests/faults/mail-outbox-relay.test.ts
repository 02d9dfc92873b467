import { freePort } from "../../bench/processes.js";
import { openDatabase } from "../../src/adapters/persistence/database.js";
import { startBuiltApp } from "../support/built-app-process.js";
import { startSmtpServer } from "../support/smtp-server.js";
import { createTestDatabase } from "../support/test-database.js";
import { until } from "../support/until.js";

// Issue 14 item 3 on the production build: SMTP_URL names a mail server that is down (a port
// reserved, then closed). The write answers as usual; the relay inside the server keeps trying;
// once a mail server comes up on that port the mail arrives, exactly once.

const RETRY_BASE_MS = 200;
const token = `outbox-relay-${Date.now()}`;
const message = {
  name: "Abena Relay",
  email: "abena@example.com",
  message: `Is the chamber and hall at Madina still free? token ${token}`,
};

interface LogLine {
  msg: string;
  mailId?: number;
  attempts?: number;
  reason?: string;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it("a contact message sent while SMTP is down answers 201; its mail leaves once SMTP is up, once", async () => {
  const database = await createTestDatabase({ template: "seeded" });
  const smtpPort = await freePort();
  let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
  try {
    const app = await startBuiltApp({
      databaseUrl: database.databaseUrl,
      listenUrl: database.listenUrl,
      dataDir: database.dataDir,
      env: {
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_RETRY_BASE_MS: String(RETRY_BASE_MS),
        INFO_EMAIL: "info@ofie.test",
      },
    });
    // Every line the server prints from here on (its own buffer keeps only a tail).
    const lines: LogLine[] = [];
    let partial = "";
    app.process.child.stdout?.on("data", (chunk: Buffer) => {
      const text = partial + chunk.toString();
      const complete = text.split("\n");
      partial = complete.pop() ?? "";
      for (const line of complete) {
        if (line.startsWith("{")) lines.push(JSON.parse(line) as LogLine);
      }
    });
    const exited = new Promise<number | null>((resolve) =>
      app.process.child.once("exit", (code) => resolve(code)),
    );
    await until(
      "the relay has started",
      () => app.process.output().includes("mail relay started"),
      10_000,
    );

    const res = await fetch(`${app.baseUrl}/api/contact/submit`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(message),
    });
    expect(res.status).toBe(201);

    // The relay keeps trying, each attempt counted and its reason kept.
    const failures = () => lines.filter((l) => l.msg === "mail not sent, will retry");
    await until("three attempts have failed", () => failures().length >= 3, 30_000);
    const [first] = failures();
    expect(first.reason).toContain("ECONNREFUSED");
    expect(failures().map((l) => l.mailId)).toEqual(failures().map(() => first.mailId));
    expect(failures().map((l) => l.attempts)).toEqual(failures().map((_, i) => i + 1));

    smtp = await startSmtpServer({ port: smtpPort });
    const up = Date.now();
    const mine = () => (smtp?.received ?? []).filter((m) => m.data.includes(token));
    await until("the mail arrives", () => mine().length > 0, 60_000);
    const arrivedAfterMs = Date.now() - up;
    // The sink has the mail before the relay has recorded and logged it.
    await until(
      "the relay logs the mail sent",
      () => lines.some((l) => l.msg === "mail sent"),
      10_000,
    );
    const sent = lines.find((l) => l.msg === "mail sent");
    expect(sent).toMatchObject({ mailId: first.mailId });
    // A few retry periods more (the longest wait so far is 2^attempts × 200 ms): still once.
    await wait(4000);
    expect(mine()).toHaveLength(1);
    expect(mine()[0].to).toEqual(["<info@ofie.test>"]);
    expect(lines.filter((l) => l.msg === "mail sent")).toHaveLength(1);
    process.stdout.write(
      `mail arrived ${arrivedAfterMs} ms after the SMTP sink came up, at attempt ${sent?.attempts}\n`,
    );

    app.process.child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(app.process.output()).toContain("stopped: requests finished, database closed");

    const reopened = await openDatabase({
      databaseUrl: database.databaseUrl,
      listenUrl: database.listenUrl,
      dataDir: database.dataDir,
      migrate: false,
    });
    try {
      const rows = await reopened.dataSource.query(
        `SELECT id, attempts, sent_at IS NOT NULL AS sent, failed_at IS NULL AS not_failed, last_error
           FROM mail_outbox WHERE body LIKE $1`,
        [`%${token}%`],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        id: first.mailId,
        attempts: sent?.attempts,
        sent: true,
        not_failed: true,
      });
      expect(rows[0].attempts).toBeGreaterThanOrEqual(4);
      expect(rows[0].last_error).toContain("ECONNREFUSED");
    } finally {
      await reopened.close();
    }
  } finally {
    await smtp?.close();
    await database.dispose();
  }
}, 180_000);

it("with SMTP up, a committed mail is nudged out at once, not left for the next poll", async () => {
  const database = await createTestDatabase({ template: "seeded" });
  const smtp = await startSmtpServer();
  try {
    const app = await startBuiltApp({
      databaseUrl: database.databaseUrl,
      listenUrl: database.listenUrl,
      dataDir: database.dataDir,
      // The relay looks on its own only every 10 minutes: mail that leaves sooner was nudged.
      env: { SMTP_URL: smtp.url, MAIL_RELAY_POLL_MS: "600000", MAIL_RETRY_BASE_MS: "600000" },
    });
    try {
      const delays: number[] = [];
      // Write-to-arrival times are printed, not asserted (the first also loads nodemailer).
      for (let i = 0; i < 4; i++) {
        const posted = Date.now();
        const res = await fetch(`${app.baseUrl}/api/contact/submit`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ ...message, email: `nudge${i}@example.com` }),
        });
        expect(res.status).toBe(201);
        await until("the mail arrives", () => smtp.received.length > i, 30_000);
        delays.push(Date.now() - posted);
      }
      process.stdout.write(`write-to-arrival with SMTP up: ${delays.join(", ")} ms\n`);
      expect(smtp.received).toHaveLength(4);
    } finally {
      await app.process.stop();
    }
  } finally {
    await smtp.close();
    await database.dispose();
  }
}, 180_000);
