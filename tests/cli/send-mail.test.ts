import { type SmtpServer, startSmtpServer } from "../support/smtp-server.js";
import { cli, sql, withCliDatabase } from "./cli-harness.js";

withCliDatabase({ INFO_EMAIL: "info@ofie.test" }, "migrated");

let smtp: SmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  await smtp.close();
});

const queue = (subject: string) =>
  sql(
    `INSERT INTO mail_outbox (recipient, subject, body) VALUES ('esi@example.com', $1, 'Hello')`,
    [subject],
  );

describe("send-mail", () => {
  it("without SMTP_URL sends nothing, says how many mails wait, and exits 0", async () => {
    delete process.env.SMTP_URL;
    await queue("First");
    await queue("Second");
    expect(await cli("send-mail")).toEqual({
      code: 0,
      out: "SMTP_URL is not set: nothing can be sent; 2 mail(s) waiting in the outbox",
      err: "",
    });
    expect(await sql("SELECT id FROM mail_outbox WHERE attempts > 0")).toEqual([]);
  });

  it("with SMTP_URL sends every due mail once and prints the counts", async () => {
    process.env.SMTP_URL = smtp.url;
    smtp.failing = true;
    expect(await cli("send-mail")).toEqual({
      code: 0,
      out: "sent 0, retry later 2, failed 0",
      err: "",
    });
    // Refused mail waits out its backoff (30 s by default): a second run right away sends nothing.
    smtp.failing = false;
    expect((await cli("send-mail")).out).toBe("sent 0, retry later 0, failed 0");
    await sql("UPDATE mail_outbox SET next_attempt_at = now()");
    await queue("Third");
    expect((await cli("send-mail")).out).toBe("sent 3, retry later 0, failed 0");
    expect(smtp.received.map((mail) => /^Subject: (.*)$/m.exec(mail.data)?.[1])).toEqual([
      "First",
      "Second",
      "Third",
    ]);
    expect((await cli("send-mail")).out).toBe("sent 0, retry later 0, failed 0");
    expect(smtp.received).toHaveLength(3);
  });
});
