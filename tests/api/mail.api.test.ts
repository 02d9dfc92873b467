import { signUp } from "../support/builders.js";
import { readCalendar } from "../support/calendar-file.js";
import { FakeClock } from "../support/fake-clock.js";
import { insertProperty } from "../support/fixtures.js";
import { NOT_SIGN_UP_MAIL } from "../support/outbox.js";
import { type SmtpServer, startSmtpServer } from "../support/smtp-server.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import {
  adminClient,
  anApplication,
  applyWithOwnAddress,
  submitApplication,
} from "./agents-support.js";
import { act, agentsListing, requested, slot } from "./viewings-support.js";

// Mail only through the outbox (decision 35): a use case writes rows in its own transaction,
// the relay (here one pass at a time, as `send-mail` runs it) hands them to the SMTP server.

const RETRY_BASE_MS = 1500;

let smtp: SmtpServer;
let app: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await startTestApp({
    SMTP_URL: smtp.url,
    INFO_EMAIL: "info@ofie.test",
    MAIL_RETRY_BASE_MS: String(RETRY_BASE_MS),
  });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});
beforeEach(async () => {
  await app.reset();
  smtp.received.length = 0;
  smtp.failing = false;
});

const count = async (table: string) => (await app.sql(`SELECT id FROM ${table}`)).length;
const relayPass = () => app.application.services.mailRelay.relayDue();

interface OutboxRow {
  subject: string;
  attempts: number;
  sent: boolean;
  failed: boolean;
  last_error: string | null;
}
const outbox = () =>
  app.sql<OutboxRow>(
    `SELECT subject, attempts, sent_at IS NOT NULL AS sent, failed_at IS NOT NULL AS failed,
            last_error
       FROM mail_outbox WHERE ${NOT_SIGN_UP_MAIL} ORDER BY id`,
  );

const contact = { name: "Kwesi Appiah", email: "kwesi@example.com", message: "Plot at Oyarifa." };

describe("mail with SMTP_URL set", () => {
  it("is only queued by the write, then handed to the SMTP server once by the relay", async () => {
    // From an account that proved the address, so the mail carries a Reply-To (issue 32).
    const kwesi = app.client();
    const { id } = await signUp(kwesi, { email: contact.email });
    await app.sql("UPDATE users SET email_verified_at = now() WHERE id = $1", [id]);
    await app.sql("DELETE FROM mail_outbox");
    await kwesi.post("/api/contact/submit").send(contact).expect(201);
    expect(smtp.received).toHaveLength(0);
    expect(await outbox()).toEqual([
      {
        subject: "Contact message (general) from Kwesi Appiah",
        attempts: 0,
        sent: false,
        failed: false,
        last_error: null,
      },
    ]);

    expect(await relayPass()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].to).toEqual(["<info@ofie.test>"]);
    expect(smtp.received[0].data).toContain("Subject: Contact message (general) from Kwesi Appiah");
    expect(smtp.received[0].data).toContain("Reply-To: kwesi@example.com");
    expect(await outbox()).toMatchObject([{ attempts: 1, sent: true, failed: false }]);

    expect(await relayPass()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it("with the SMTP server refusing: every write succeeds; its mail waits out the backoff, then leaves once", async () => {
    smtp.failing = true;
    const user = app.client();
    await signUp(user);
    // The sign-up's own verification mail is not this test's business.
    await app.sql("DELETE FROM mail_outbox");
    const propertyId = await insertProperty(app);
    const sender = { name: "Esi", email: "esi@example.com", message: "Still available?" };
    const answers = await Promise.all([
      app.client().post("/api/contact/submit").send(sender),
      app.client().post("/api/newsletter/subscribe").send({ email: "esi@example.com" }),
      user.post("/api/inquiries").send({ ...sender, propertyId }),
      submitApplication(user, anApplication()),
    ]);
    expect(answers.map((res) => res.status)).toEqual([201, 201, 201, 201]);
    expect(await count("contact_messages")).toBe(1);
    expect(await count("newsletter_subscriptions")).toBe(1);
    expect(await count("inquiries")).toBe(1);
    expect(await count("agent_registrations")).toBe(1);

    expect(await relayPass()).toEqual({ sent: 0, retried: 4, failed: 0 });
    const waiting = await outbox();
    expect(waiting).toHaveLength(4);
    for (const row of waiting) {
      expect(row).toMatchObject({ attempts: 1, sent: false, failed: false });
      expect(row.last_error).toContain("451");
    }
    // Not due again before the backoff ends, even with the server back.
    smtp.failing = false;
    expect(await relayPass()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(0);

    await new Promise((resolve) => setTimeout(resolve, RETRY_BASE_MS + 200));
    expect(await relayPass()).toEqual({ sent: 4, retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(4);
    expect(await outbox()).toEqual(waiting.map((row) => ({ ...row, attempts: 2, sent: true })));
    expect(await relayPass()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(4);
  });

  it("an inquiry about a private owner's listing is queued for the owner and the info mailbox; only the relay sends them", async () => {
    const buyer = app.client();
    // A proved address: only that is a Reply-To (decision 82).
    const { id } = await signUp(buyer, { email: "esi@example.com" });
    await app.sql("UPDATE users SET email_verified_at = now() WHERE id = $1", [id]);
    await app.sql("DELETE FROM mail_outbox");
    const propertyId = await insertProperty(app, {
      title: "Ahodwo flat",
      owner_name: "Yaa Asantewaa",
      owner_email: "yaa@example.com",
    });
    await buyer
      .post("/api/inquiries")
      .send({ name: "Esi", email: "esi@example.com", message: "Still available?", propertyId })
      .expect(201);
    expect(smtp.received).toHaveLength(0);
    expect(await outbox()).toEqual([
      expect.objectContaining({
        subject: "New inquiry about Ahodwo flat",
        attempts: 0,
        sent: false,
      }),
      expect.objectContaining({
        subject: "New inquiry about Ahodwo flat (copy of the owner's)",
        attempts: 0,
        sent: false,
      }),
    ]);
    expect(await relayPass()).toEqual({ sent: 2, retried: 0, failed: 0 });
    expect(smtp.received.map((mail) => mail.to)).toEqual([
      ["<yaa@example.com>"],
      ["<info@ofie.test>"],
    ]);
    expect(smtp.received[0].data).toContain("Reply-To: esi@example.com");
  });

  it("two relays at once (two workers, or a worker and the CLI) send each mail once", async () => {
    for (let i = 0; i < 25; i++) {
      await app
        .client()
        .post("/api/contact/submit")
        .send({ ...contact, name: `Sender ${i}`, email: `sender${i}@example.com` })
        .expect(201);
    }
    const outcomes = await Promise.all([relayPass(), relayPass(), relayPass()]);
    expect(outcomes.reduce((sum, o) => sum + o.sent, 0)).toBe(25);
    const subjects = smtp.received.map((mail) => /^Subject: (.*)$/m.exec(mail.data)?.[1]);
    expect(subjects).toHaveLength(25);
    expect(new Set(subjects).size).toBe(25);
    expect((await outbox()).every((row) => row.sent && row.attempts === 1)).toBe(true);
  });
});

/** A part of a MIME message named `filename`: its headers and its content, decoded. */
function mimePart(data: string, filename: string): { headers: string; content: string } {
  const boundary = /boundary="?([^";\n]+)"?/.exec(data)?.[1];
  const part = data.split(`--${boundary}`).find((p) => p.includes(filename)) ?? "";
  const [headers = "", ...rest] = part.replace(/^\n/, "").split("\n\n");
  const raw = rest.join("\n\n").trim();
  if (/^Content-Transfer-Encoding: base64$/im.test(headers)) {
    return { headers, content: Buffer.from(raw.replace(/\s/g, ""), "base64").toString("utf8") };
  }
  if (/^Content-Transfer-Encoding: quoted-printable$/im.test(headers)) {
    const content = raw
      .replace(/=\n/g, "")
      .replace(/(=[0-9A-F]{2})+/gi, (hex) =>
        Buffer.from(hex.replace(/=/g, ""), "hex").toString("utf8"),
      );
    return { headers, content };
  }
  return { headers, content: raw };
}

describe("a mail with an attachment", () => {
  it("a confirmed viewing's mail reaches the SMTP server with its calendar file, which a calendar reads", async () => {
    // The app keeps the machine's time; the helpers date listings and slots from this one.
    const clock = new FakeClock(new Date().toISOString());
    const lister = await agentsListing(app, clock, { title: "Osu flat" });
    const time = slot(clock, 2, "10:30");
    const visitor = await requested(app, lister.id, [time]);
    const id = visitor.viewing.id;
    await act(lister.client, id, { action: "confirm", time }).expect(200);
    smtp.received.length = 0;
    await relayPass();
    const mail = smtp.received.find(
      (m) =>
        m.to[0] === `<${visitor.user.email}>` &&
        m.data.includes("Subject: Viewing confirmed: Osu flat"),
    );
    expect(mail).toBeDefined();
    const part = mimePart(mail?.data ?? "", `ofie-viewing-${id}.ics`);
    expect(part.headers).toMatch(/^Content-Type: text\/calendar; charset=utf-8; method=PUBLISH/im);
    expect(part.headers).toMatch(
      /^Content-Disposition: attachment; filename=ofie-viewing-\d+\.ics$/im,
    );
    expect(readCalendar(part.content)).toMatchObject({
      uid: `viewing-${id}@ofie`,
      summary: "Viewing: Osu flat",
      start: new Date(time),
      durationSeconds: 1800,
    });
    // The text is there too, beside the file.
    expect(mail?.data).toContain("is confirmed:");
  });
});

describe("a write that fails after queuing its mail", () => {
  // A deferred constraint trigger fails the transaction at COMMIT, after every statement of the
  // use case (its mail row included) has run: the real rollback, not a stand-in of our code.
  async function failingAtCommit(table: string, work: () => Promise<void>) {
    await app.sql(
      `CREATE FUNCTION fail_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN RAISE EXCEPTION 'the test fails this transaction at commit'; END $$`,
    );
    await app.sql(
      `CREATE CONSTRAINT TRIGGER fail_at_commit AFTER INSERT OR UPDATE ON ${table}
       DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION fail_at_commit()`,
    );
    try {
      await work();
    } finally {
      await app.sql(`DROP TRIGGER fail_at_commit ON ${table}`);
      await app.sql(`DROP FUNCTION fail_at_commit()`);
    }
  }

  it("leaves no contact message and no mail row; nothing is sent", async () => {
    await failingAtCommit("contact_messages", async () => {
      const res = await app.client().post("/api/contact/submit").send(contact);
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ message: "Internal Server Error" });
    });
    expect(await count("contact_messages")).toBe(0);
    expect(await count("mail_outbox")).toBe(0);
    expect(await relayPass()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(0);
  });

  it("leaves an approval undone and its decision unmailed", async () => {
    const { sent: applied } = await applyWithOwnAddress(app);
    const admin = await adminClient(app);
    await failingAtCommit("agent_registrations", () =>
      admin
        .put(`/api/admin/agent-registrations/${applied.id}/status`)
        .send({ status: "approved" })
        .expect(500)
        .then(() => undefined),
    );
    expect(await app.sql("SELECT status FROM agent_registrations")).toEqual([
      { status: "pending" },
    ]);
    expect(await count("agents")).toBe(0);
    // Only the applicant's sign-up mail and the application's (to the info mailbox) are there to
    // send: no decision mail.
    expect(await relayPass()).toEqual({ sent: 2, retried: 0, failed: 0 });
    expect(smtp.received.map((mail) => mail.to)).toContainEqual(["<info@ofie.test>"]);
    const subjects = await app.sql<{ subject: string }>("SELECT subject FROM mail_outbox");
    expect(subjects.map((m) => m.subject)).not.toContain(
      "Your Ofie agent application has been approved",
    );
  });
});
