import type { Requester } from "#modules/rate-limits/rate-limit-rules.js";
import { type Admission, RateLimitsService } from "#modules/rate-limits/rate-limits.service.js";
import { RateLimitedError, UnauthorizedError } from "#shared/errors.js";
import { FakeRateLimiter } from "../uploads/uploads.fakes.js";

// Decision 86: a cap on a target anyone may name stops the mail, not its owner; an account's
// wrong passwords from every address slow the next try rather than lock it.

const from = (i: number, email: string): Requester => ({ address: `198.51.100.${i}`, email });
const admitted = (limits: RateLimitsService, requester: Requester) =>
  limits.guard("passwordReset", requester, async (admission: Admission) => admission);
const wrongPassword = (limits: RateLimitsService, requester: Requester) =>
  limits.guard("signIn", requester, async () => {
    throw new UnauthorizedError();
  });
const rightPassword = (limits: RateLimitsService, requester: Requester) =>
  limits.guard("signIn", requester, async () => "signed in");
const caught = (promise: Promise<unknown>) => promise.catch((error: unknown) => error);

describe("a silent cap (the password reset's per mailbox)", () => {
  it("lets the attempt run, silenced, past the mailbox's 10 an hour, counting tagged forms as one", async () => {
    const limits = new RateLimitsService(new FakeRateLimiter());
    const answers = [];
    for (let i = 0; i < 12; i += 1) {
      answers.push(
        await admitted(limits, from(i, i % 2 ? "Ama+x@example.com" : "ama@example.com")),
      );
    }
    expect(answers.map((a) => a.silenced)).toEqual([...Array(10).fill(false), true, true]);
    expect(await admitted(limits, from(1, "kofi@example.com"))).toEqual({ silenced: false });
  });

  it("still refuses the requester past its own cap (5 an hour per address and mailbox)", async () => {
    const limits = new RateLimitsService(new FakeRateLimiter());
    for (let i = 0; i < 5; i += 1) await admitted(limits, from(1, "ama@example.com"));
    const refused = await caught(admitted(limits, from(1, "ama@example.com")));
    expect(refused).toBeInstanceOf(RateLimitedError);
    expect(refused).toMatchObject({ rule: "passwordReset:address+email" });
  });
});

describe("sign-in backoff per account, across addresses", () => {
  it("slows the 11th wrong password by 1 s, then 2 s, 4 s …, refusing even the right one in a wait", async () => {
    const limiter = new FakeRateLimiter();
    const limits = new RateLimitsService(limiter);
    for (let i = 0; i < 10; i += 1) {
      expect(await caught(wrongPassword(limits, from(i, "ama@example.com")))).toBeInstanceOf(
        UnauthorizedError,
      );
    }
    const waits: number[] = [];
    for (let i = 10; i < 14; i += 1) {
      const refused = await caught(rightPassword(limits, from(i, "AMA+1@example.com")));
      expect(refused).toMatchObject({
        rule: "signIn:email",
        message: "Too many attempts. Try again in 1 minute.",
      });
      const { retryAfterSeconds } = refused as RateLimitedError;
      waits.push(retryAfterSeconds);
      limiter.elapse(retryAfterSeconds);
      await expect(wrongPassword(limits, from(i, "ama@example.com"))).rejects.toBeInstanceOf(
        UnauthorizedError,
      );
    }
    expect(waits).toEqual([1, 2, 4, 8]);
  });

  it("waits at most 15 minutes, and a right password after the wait ends the backoff", async () => {
    const limiter = new FakeRateLimiter();
    const limits = new RateLimitsService(limiter);
    for (let i = 0; i < 25; i += 1) {
      limiter.elapse(900);
      await caught(wrongPassword(limits, from(i, "ama@example.com")));
    }
    const refused = await caught(rightPassword(limits, from(99, "ama@example.com")));
    expect(refused).toMatchObject({
      retryAfterSeconds: 900,
      message: "Too many attempts. Try again in 15 minutes.",
    });
    limiter.elapse(900);
    expect(await rightPassword(limits, from(99, "ama@example.com"))).toBe("signed in");
    expect(await caught(wrongPassword(limits, from(98, "ama@example.com")))).toBeInstanceOf(
      UnauthorizedError,
    );
  });

  it("neither starts nor stretches a wait for a try another rule refused", async () => {
    const limiter = new FakeRateLimiter();
    const limits = new RateLimitsService(limiter);
    for (let i = 0; i < 10; i += 1) await caught(wrongPassword(limits, from(1, "ama@example.com")));
    limiter.elapse(1);
    // Address 1 is out of tries for ama (429, 15 minutes); its refusals leave her backoff be.
    for (let i = 0; i < 5; i += 1) {
      expect(await caught(wrongPassword(limits, from(1, "ama@example.com")))).toMatchObject({
        rule: "signIn:address+email",
      });
    }
    expect(await rightPassword(limits, from(2, "ama@example.com"))).toBe("signed in");
  });

  it("does not slow another account tried from the same addresses", async () => {
    const limits = new RateLimitsService(new FakeRateLimiter());
    for (let i = 0; i < 10; i += 1) await caught(wrongPassword(limits, from(i, "ama@example.com")));
    await expect(rightPassword(limits, from(3, "kofi@example.com"))).resolves.toBe("signed in");
    await expect(rightPassword(limits, from(3, "ama@example.com"))).rejects.toBeInstanceOf(
      RateLimitedError,
    );
  });
});
