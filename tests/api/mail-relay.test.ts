import { freePort } from "../../bench/processes.js";
import { startTestApp, type TestApp } from "../support/test-app.js";

// The relay against a mail server that never answers (a closed port), through our own nodemailer
// transport and the real outbox table: bounded attempts, then the row is marked failed with why.
// freePort gives a port that was free a moment ago: nothing listens on it.

const RETRY_BASE_MS = 5;
const MAX_ATTEMPTS = 10;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({
    SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
    MAIL_RETRY_BASE_MS: String(RETRY_BASE_MS),
  });
});
afterAll(async () => {
  await app.close();
});

interface Row {
  attempts: number;
  sent: boolean;
  failed: boolean;
  waiting_ms: number;
  last_error: string | null;
}
const row = async () =>
  (
    await app.sql<Row>(
      `SELECT attempts, sent_at IS NOT NULL AS sent, failed_at IS NOT NULL AS failed,
              greatest(extract(epoch FROM next_attempt_at - now()) * 1000, 0)::float8 AS waiting_ms,
              last_error
         FROM mail_outbox`,
    )
  )[0];

it("retries with a doubling wait, then after the last attempt marks the mail failed with the reason", async () => {
  await app
    .client()
    .post("/api/contact/submit")
    .send({ name: "Ama", email: "ama@example.com", message: "Is the flat at Osu still free?" })
    .expect(201);
  const relay = app.application.services.mailRelay;
  const totals = { sent: 0, retried: 0, failed: 0 };
  const waits: number[] = [];
  const deadline = Date.now() + 30_000;
  while (totals.failed === 0 && Date.now() < deadline) {
    const outcome = await relay.relayDue();
    totals.sent += outcome.sent;
    totals.retried += outcome.retried;
    totals.failed += outcome.failed;
    if (outcome.retried) waits.push((await row()).waiting_ms);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(totals).toEqual({ sent: 0, retried: MAX_ATTEMPTS - 1, failed: 1 });
  const failed = await row();
  expect(failed).toMatchObject({ attempts: MAX_ATTEMPTS, sent: false, failed: true });
  expect(failed.last_error).toContain("ECONNREFUSED");
  // The waits double: the last one (5 ms × 2^8) is far longer than the first (5 ms).
  expect(waits).toHaveLength(MAX_ATTEMPTS - 1);
  expect(waits[waits.length - 1]).toBeGreaterThan(RETRY_BASE_MS * 2 ** 7);
  // Failed for good: no later pass takes it again.
  expect(await relay.relayDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
  expect(await relay.countWaiting()).toBe(0);
});
