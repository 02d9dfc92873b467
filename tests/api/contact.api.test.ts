import { startTestApp, type TestApp } from "../support/test-app.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ INFO_EMAIL: "info@ofie.test" });
});
afterAll(() => app.close());
beforeEach(() => app.reset());

describe("POST /api/contact/submit", () => {
  it("stores the message and notifies the info mailbox", async () => {
    await app
      .client()
      .post("/api/contact/submit")
      .send({
        name: "Kwesi Appiah",
        email: "kwesi@example.com",
        phone: "",
        message: "I want to sell my plot at Oyarifa.",
        inquiryType: "selling",
      })
      .expect(201);
    const [row] = await app.sql("SELECT name, phone, inquiry_type FROM contact_messages");
    expect(row).toEqual({ name: "Kwesi Appiah", phone: null, inquiry_type: "selling" });
    const [mail] = await app.sql<{ recipient: string; body: string }>(
      "SELECT recipient, body FROM mail_outbox",
    );
    expect(mail.recipient).toBe("info@ofie.test");
    expect(mail.body).toContain("Oyarifa");
  });

  it("validates per spec §5, with the inquiry types of spec §5, and stores nothing", async () => {
    const res = await app
      .client()
      .post("/api/contact/submit")
      .send({ email: "nope", inquiryType: "complaint" })
      .expect(400);
    expect(res.body.errors).toEqual({
      name: ["Name is required"],
      email: ["Valid email is required"],
      message: ["Message is required"],
      inquiryType: ["Inquiry type must be one of buying, selling, renting, agent, support, other"],
    });
    expect(await app.sql("SELECT id FROM contact_messages")).toHaveLength(0);
    expect(await app.sql("SELECT id FROM mail_outbox")).toHaveLength(0);
  });
});

describe("POST /api/newsletter/subscribe", () => {
  it("stores an address once, accepting a second subscription in any case", async () => {
    const c = app.client();
    await c.post("/api/newsletter/subscribe").send({ email: "ama@example.com" }).expect(201);
    await c.post("/api/newsletter/subscribe").send({ email: "AMA@example.com" }).expect(200);
    expect(await app.sql("SELECT email FROM newsletter_subscriptions")).toEqual([
      { email: "ama@example.com" },
    ]);
    expect(await app.sql("SELECT id FROM mail_outbox")).toHaveLength(1);
  });

  it("answers 400 for a bad address", async () => {
    const res = await app
      .client()
      .post("/api/newsletter/subscribe")
      .send({ email: "x" })
      .expect(400);
    expect(res.body.errors).toEqual({ email: ["Valid email is required"] });
  });
});
