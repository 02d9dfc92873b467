import type { MailQueue, QueuedMail } from "#modules/mail/mail-relay.ports.js";
import {
  MAIL_RELAY_DEFAULTS,
  MailRelayService,
  retryDelayMs,
} from "#modules/mail/mail-relay.service.js";

const silent = { info() {}, warn() {}, error() {} };

describe("the retry schedule", () => {
  it("waits 30 s after the first failure, doubles, and stops growing at an hour", () => {
    const waits = Array.from({ length: 9 }, (_, i) => retryDelayMs(i + 1, MAIL_RELAY_DEFAULTS));
    expect(waits.map((ms) => ms / 1000)).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
    // The 10th attempt is the last: it comes about 3 h after the first.
    expect(MAIL_RELAY_DEFAULTS.maxAttempts).toBe(10);
    expect(waits.reduce((sum, ms) => sum + ms, 0) / 3_600_000).toBeCloseTo(3.06, 2);
  });
});

/** An in-memory queue: the port's contract as the relay relies on it. */
class FakeMailQueue implements MailQueue {
  readonly claimed: number[] = [];
  readonly sent: number[] = [];
  constructor(private readonly ids: number[]) {}
  async claimDue(limit: number, afterId: number): Promise<QueuedMail[]> {
    const batch = this.ids.filter((id) => id > afterId && !this.claimed.includes(id));
    return batch.slice(0, limit).map((id) => {
      this.claimed.push(id);
      return { id, attempts: 1, message: { to: "a@example.com", subject: `#${id}`, text: "" } };
    });
  }
  async markSent(id: number) {
    this.sent.push(id);
  }
  async retryLater() {}
  async markFailed() {}
  async countWaiting() {
    return this.ids.length - this.sent.length;
  }
}

describe("a slow mail server", () => {
  it("sends no claimed mail once half its lease has passed: the rest wait for the lease to end", async () => {
    const queue = new FakeMailQueue([1, 2, 3, 4]);
    let now = 0;
    // Each hand-over takes 40 s of a 120 s lease: the third would start 80 s after the claim.
    const transport = {
      async send() {
        now += 40_000;
      },
    };
    const relay = new MailRelayService(queue, transport, silent, { batchSize: 4 }, () => now);
    expect(await relay.relayDue()).toEqual({ sent: 2, retried: 0, failed: 0 });
    expect(queue.sent).toEqual([1, 2]);
  });
});
