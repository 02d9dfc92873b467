import type supertest from "supertest";
import { signUp } from "../support/builders.js";
import { mailedToken } from "../support/outbox.js";
import { passWindowTime } from "../support/rate-limit-windows.js";
import { BEHIND_LOCAL_PROXY, startTestApp, type TestApp } from "../support/test-app.js";

// Decision 86 (issue 32): ten wrong passwords from one address gave 429, but from the next
// addresses the guessing went on. One account's wrong passwords now count from every address,
// and past ten each try waits twice as long as the last (1 s … 15 min) instead of a lockout.
// Behind a trusted proxy, so each try names its address; waits are passed, not slept.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp(BEHIND_LOCAL_PROXY);
});
afterAll(() => app.close());
beforeEach(() => app.reset());

let addresses = 0;
/** A try from an address of its own, so no per-address limit is ever reached. */
const tryFromNewAddress = (email: string, password: string) => {
  addresses += 1;
  return tryFrom(
    `154.161.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`,
    email,
    password,
  );
};
const tryFrom = (address: string, email: string, password: string) =>
  app.client().post("/api/auth/login").set("X-Forwarded-For", address).send({ email, password });
/** The account's address as a guesser might spell it: the same mailbox. */
const respelled = (email: string, i: number) =>
  i % 2 ? email.toUpperCase() : email.replace("@", `+${i}@`);

/** Ten wrong passwords from ten addresses, then past the waits of 1, 2, … 32 s: the next is 64 s. */
async function guessUntilTheWaitIs64Seconds(email: string) {
  for (let i = 0; i < 10; i += 1) {
    await tryFromNewAddress(respelled(email, i), "not-the-password").expect(401);
  }
  for (let wait = 1; wait <= 32; wait *= 2) {
    await passWindowTime(app, wait);
    await tryFromNewAddress(email, "not-the-password").expect(401);
  }
}

/** A 429 whose wait is at most `seconds`, less what a slow machine took since it was set. */
function expectSlowed(res: supertest.Response, seconds: number): number {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers["retry-after"]);
  expect(retryAfter).toBeLessThanOrEqual(seconds);
  expect(retryAfter).toBeGreaterThan(seconds - 30);
  const minutes = Math.ceil(retryAfter / 60);
  expect(res.body).toEqual({
    message: `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    code: "RATE_LIMITED",
  });
  return retryAfter;
}

describe("wrong passwords for one account from many addresses", () => {
  it("slow each further try by a growing wait, and a right password after the wait signs in and ends it", async () => {
    const ama = await signUp(app.client());
    await guessUntilTheWaitIs64Seconds(ama.email);
    // Even the right password waits: else the wait would tell a guesser when it had guessed.
    const first = expectSlowed(await tryFromNewAddress(ama.email, ama.password), 64);
    await passWindowTime(app, 64);
    await tryFromNewAddress(ama.email, "not-the-password").expect(401);
    const second = expectSlowed(await tryFromNewAddress(ama.email, "not-the-password"), 128);
    expect(second).toBeGreaterThan(first);

    await passWindowTime(app, 128);
    await tryFromNewAddress(ama.email, ama.password).expect(200);
    // Ended: the next wrong password is answered at once, not slowed.
    await tryFromNewAddress(ama.email, "not-the-password").expect(401);
    await tryFromNewAddress(ama.email, ama.password).expect(200);
  });

  it("do not slow another account tried from the same addresses", async () => {
    const ama = await signUp(app.client());
    const kofi = await signUp(app.client());
    await guessUntilTheWaitIs64Seconds(ama.email);
    const address = "154.162.0.9";
    expectSlowed(await tryFrom(address, ama.email, ama.password), 64);
    await tryFrom(address, kofi.email, "not-his-password").expect(401);
    await tryFrom(address, kofi.email, kofi.password).expect(200);
  });

  it("are forgotten once the owner resets the password through the mailed link", async () => {
    const ama = await signUp(app.client());
    await guessUntilTheWaitIs64Seconds(ama.email);
    await app.client().post("/api/auth/password-reset").send({ email: ama.email }).expect(202);
    const link = await mailedToken(app, ama.email, "/reset-password/");
    await app
      .client()
      .post(`/api/auth/password-reset/${link}`)
      .send({ password: "kente-cloth-4-ever" })
      .expect(200);
    await tryFromNewAddress(ama.email, "kente-cloth-4-ever").expect(200);
  });
});
