import { signUp } from "../support/builders.js";
import { insertProperty } from "../support/fixtures.js";
import { type SmtpServer, startSmtpServer } from "../support/smtp-server.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import {
  adminClient,
  anApplication,
  pngPhoto,
  storedUploads,
  submitApplication,
} from "./agents-support.js";

let smtp: SmtpServer;
let app: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await startTestApp({ SMTP_URL: smtp.url, INFO_EMAIL: "info@ofie.test" });
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

describe("mail through SMTP_URL", () => {
  it("is handed to the SMTP server, not kept in the outbox", async () => {
    await app
      .client()
      .post("/api/contact/submit")
      .send({ name: "Kwesi Appiah", email: "kwesi@example.com", message: "Plot at Oyarifa." })
      .expect(201);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].to).toEqual(["<info@ofie.test>"]);
    expect(smtp.received[0].data).toContain("Subject: Contact message (general) from Kwesi Appiah");
    expect(smtp.received[0].data).toContain("Reply-To: kwesi@example.com");
    expect(await count("mail_outbox")).toBe(0);
  });
});

describe("a write whose mail cannot be sent changes nothing", () => {
  it("keeps no contact message, subscription or inquiry", async () => {
    smtp.failing = true;
    const user = app.client();
    await signUp(user);
    const propertyId = await insertProperty(app);
    const sender = { name: "Esi", email: "esi@example.com", message: "Still available?" };
    const answers = await Promise.all([
      app.client().post("/api/contact/submit").send(sender),
      app.client().post("/api/newsletter/subscribe").send({ email: "esi@example.com" }),
      user.post("/api/inquiries").send({ ...sender, propertyId }),
    ]);
    for (const res of answers) {
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ message: "Internal Server Error" });
    }
    expect(await count("contact_messages")).toBe(0);
    expect(await count("newsletter_subscriptions")).toBe(0);
    expect(await count("inquiries")).toBe(0);
  });

  it("keeps neither the application nor its photo", async () => {
    smtp.failing = true;
    const before = storedUploads(app).length;
    await submitApplication(app.client(), anApplication(), await pngPhoto()).expect(500);
    expect(await count("agent_registrations")).toBe(0);
    expect(storedUploads(app)).toHaveLength(before);
  });

  it("leaves an approval undone: the application pending, no agent, no property", async () => {
    const application = anApplication();
    const applied = await submitApplication(app.client(), application).expect(201);
    const listing = await app
      .client()
      .post("/api/listings")
      .field("title", "Two-bedroom flat at Ahodwo")
      .field("description", "A quiet, walled two-bedroom flat with a borehole.")
      .field("price", "4500")
      .field("location", "Ahodwo, Kumasi")
      .field("propertyType", "apartment")
      .field("contactName", "Yaa Asantewaa")
      .field("contactEmail", "yaa@example.com")
      .expect(201);
    smtp.failing = true;
    const admin = await adminClient(app);
    await admin
      .put(`/api/admin/agent-registrations/${applied.body.id}/status`)
      .send({ status: "approved" })
      .expect(500);
    await admin
      .put(`/api/admin/listings/${listing.body.id}/status`)
      .send({ status: "approved" })
      .expect(500);
    expect(await app.sql("SELECT status FROM agent_registrations")).toEqual([
      { status: "pending" },
    ]);
    expect(await app.sql("SELECT status FROM listing_submissions")).toEqual([
      { status: "pending" },
    ]);
    expect(await count("agents")).toBe(0);
    expect(await count("properties")).toBe(0);
  });
});
