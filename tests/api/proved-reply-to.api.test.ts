import type supertest from "supertest";
import { signUp } from "../support/builders.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import { listing, submit } from "./listing-submissions-support.js";

// Issue 32: the team answers a message by replying to it, so its Reply-To is the sender's
// address only where the sender proved it; otherwise a typed stranger's address would receive
// the team's reply.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ INFO_EMAIL: "info@ofie.test" });
});
afterAll(() => app.close());
beforeEach(() => app.reset());

interface QueuedMail {
  reply_to: string | null;
  body: string;
}
const infoMail = async (subject: string) => {
  const rows = await app.sql<QueuedMail>(
    "SELECT reply_to, body FROM mail_outbox WHERE recipient = 'info@ofie.test' AND subject LIKE $1",
    [`${subject}%`],
  );
  expect(rows).toHaveLength(1);
  return rows[0];
};

/** A signed-in client whose account's address is `email`, proved or not. */
async function account(email: string, proved: boolean): Promise<supertest.Agent> {
  const client = app.client();
  const { id } = await signUp(client, { email });
  if (proved) await app.sql("UPDATE users SET email_verified_at = now() WHERE id = $1", [id]);
  return client;
}

const message = (email: string) => ({ name: "Ama Owusu", email, message: "Is Ofie free?" });

describe("the contact form's Reply-To", () => {
  it("is left out, and the address marked unconfirmed, when the sender proved no address", async () => {
    await app.client().post("/api/contact/submit").send(message("victim@example.com")).expect(201);
    const mail = await infoMail("Contact message");
    expect(mail.reply_to).toBeNull();
    expect(mail.body).toContain("victim@example.com (not confirmed)");
  });

  it("is left out for a signed-in account that has not proved its address, or types another", async () => {
    const unproved = await account("ama@example.com", false);
    await unproved.post("/api/contact/submit").send(message("ama@example.com")).expect(201);
    expect((await infoMail("Contact message")).reply_to).toBeNull();
    await app.reset();
    const other = await account("ama@example.com", true);
    await other.post("/api/contact/submit").send(message("victim@example.com")).expect(201);
    expect((await infoMail("Contact message")).reply_to).toBeNull();
  });

  it("is the typed address when it is the signed-in account's proved mailbox", async () => {
    const client = await account("ama.owusu@example.com", true);
    await client
      .post("/api/contact/submit")
      .send(message("Ama.Owusu+ofie@Example.com"))
      .expect(201);
    const mail = await infoMail("Contact message");
    expect(mail.reply_to).toBe("Ama.Owusu+ofie@Example.com");
    expect(mail.body).not.toContain("not confirmed");
  });
});

describe("a listing submission's Reply-To", () => {
  it("is left out when submitted signed out with any contact address", async () => {
    await submit(app.client(), listing({ contactEmail: "victim@example.com" })).expect(201);
    const mail = await infoMail("New Property Listing");
    expect(mail.reply_to).toBeNull();
    expect(mail.body).toContain("<victim@example.com> (e-mail not confirmed");
  });

  it("is the contact address only when it is the submitter's proved mailbox", async () => {
    const client = await account("kojo@example.com", true);
    await submit(client, listing({ contactEmail: "victim@example.com" })).expect(201);
    expect((await infoMail("New Property Listing")).reply_to).toBeNull();
    await app.reset();
    const own = await account("kojo@example.com", true);
    await submit(own, listing({ contactEmail: "KOJO@example.com" })).expect(201);
    expect((await infoMail("New Property Listing")).reply_to).toBe("KOJO@example.com");
  });
});
