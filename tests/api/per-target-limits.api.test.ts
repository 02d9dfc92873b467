import { RESET_REQUESTED } from "../../src/adapters/modules/accounts/account-links.router.js";
import { mailboxKey } from "../../src/shared/mailbox.js";
import { signUp } from "../support/builders.js";
import { FakeClock } from "../support/fake-clock.js";
import { mailedToken, outbox } from "../support/outbox.js";
import { passWindowTime } from "../support/rate-limit-windows.js";
import { BEHIND_LOCAL_PROXY, startTestApp, type TestApp } from "../support/test-app.js";

// Decision 86 (issue 32): a cap on a target anyone may name (a mailbox) cannot be spent for its
// owner. Past it the answer is the usual one and nothing more is mailed; only the requester's
// own caps answer 429. Behind a trusted proxy, so each request names its address.
const clock = new FakeClock();
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp(BEHIND_LOCAL_PROXY, { clock });
});
afterAll(() => app.close());
beforeEach(() => app.reset());

const resetFrom = (address: string, email: string) =>
  app.client().post("/api/auth/password-reset").set("X-Forwarded-For", address).send({ email });
const resetMails = async (email: string) =>
  (await outbox(app, email)).filter((mail) => mail.subject === "Reset your Ofie password");
/** Every mail to the mailbox, however its address was spelled. */
const mailsToMailbox = async (address: string) =>
  (await outbox(app)).filter((mail) => mailboxKey(mail.recipient) === mailboxKey(address));
const profile = (email: string) => ({ firstName: "Esi", lastName: "Mensah", email });

describe("POST /api/auth/password-reset past the mailbox's 10 an hour", () => {
  it("answers the owner as usual after strangers spent the cap, mails nothing more, and the last link still works", async () => {
    const victim = await signUp(app.client());
    for (let i = 1; i <= 15; i += 1) {
      const res = await resetFrom(`154.160.3.${i}`, victim.email).expect(202);
      expect(res.body).toEqual(RESET_REQUESTED);
    }
    expect(await resetMails(victim.email)).toHaveLength(10);
    const lastLink = await mailedToken(app, victim.email, "/reset-password/");

    const own = await resetFrom("41.66.7.7", victim.email).expect(202);
    expect(own.body).toEqual(RESET_REQUESTED);
    expect(await resetMails(victim.email)).toHaveLength(10);
    // No new link was issued, so none voided the last one mailed: the owner is not locked out.
    await app
      .client()
      .post(`/api/auth/password-reset/${lastLink}`)
      .send({ password: "kente-cloth-4-ever" })
      .expect(200);
  });

  it("still answers 429 to one requester past its own cap of 5 for that mailbox", async () => {
    const victim = await signUp(app.client());
    for (let i = 1; i <= 10; i += 1) await resetFrom(`154.160.4.${i}`, victim.email).expect(202);
    for (let i = 0; i < 5; i += 1) await resetFrom("154.160.4.99", victim.email).expect(202);
    const refused = await resetFrom("154.160.4.99", victim.email).expect(429);
    expect(refused.body.message).toMatch(/^Too many attempts\. Try again in \d+ minutes?\.$/);
    expect(await resetMails(victim.email)).toHaveLength(10);
  });
});

describe("PUT /api/profile to a new address past its 3 an hour", () => {
  it("answers the owner as usual after other accounts spent the cap, mails the address nothing more, and mails it after the hour", async () => {
    const target = "esi.new@example.com";
    const spellings = [target, "Esi.New+1@example.com", "esi.new+2@EXAMPLE.com"];
    for (let i = 0; i < 5; i += 1) {
      const stranger = app.client();
      const { email } = await signUp(stranger);
      const spelled = spellings[i % spellings.length] ?? target;
      const res = await stranger.put("/api/profile").send(profile(spelled)).expect(200);
      expect(res.body).toMatchObject({ email, pendingEmail: spelled });
      // Each account's own address is still told of the change asked on it.
      expect(
        (await outbox(app, email)).filter(
          (m) => m.subject !== "Confirm your e-mail address for Ofie",
        ),
      ).toHaveLength(1);
    }
    expect(await mailsToMailbox(target)).toHaveLength(3);

    const owner = app.client();
    const me = await signUp(owner);
    const own = await owner.put("/api/profile").send(profile(target)).expect(200);
    expect(own.body).toMatchObject({ email: me.email, pendingEmail: target });
    expect(await mailsToMailbox(target)).toHaveLength(3);

    await passWindowTime(app, 3601);
    await owner.put("/api/profile").send(profile(target)).expect(200);
    expect(await mailsToMailbox(target)).toHaveLength(4);
    const link = await mailedToken(app, target, "/confirm-email/");
    await app.client().post(`/api/auth/confirm-email/${link}`).expect(200);
    expect((await owner.get("/api/auth/user").expect(200)).body).toMatchObject({ email: target });
  });
});
