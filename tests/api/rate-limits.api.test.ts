import type supertest from "supertest";
import { signUp } from "../support/builders.js";
import { insertProperty } from "../support/fixtures.js";
import { aPng } from "../support/media.js";
import { passWindowTime } from "../support/rate-limit-windows.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import { anApplication, pngPhoto, storedUploads, submitApplication } from "./agents-support.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());
beforeEach(() => app.reset());

const ADMIN = "/api/admin/login";
const count = async (table: string) =>
  Number((await app.sql<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))[0]?.n);

async function times(n: number, send: (i: number) => Promise<supertest.Response>) {
  const statuses: number[] = [];
  for (let i = 0; i < n; i += 1) statuses.push((await send(i)).status);
  return statuses;
}

/** The window runs on the store's clock while the test works, so Retry-After may be a little under. */
function expectTooMany(res: supertest.Response, retryAfter: number, minutes: number) {
  expect(res.status).toBe(429);
  const seconds = Number(res.headers["retry-after"]);
  expect(seconds).toBeLessThanOrEqual(retryAfter);
  expect(seconds).toBeGreaterThan(retryAfter - 30);
  expect(res.body).toEqual({
    message: `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    code: "RATE_LIMITED",
  });
}

describe("admin login: 5 failed tries per 15 minutes per address", () => {
  it("answers the 6th try 429 with Retry-After, even with the right password, until the window ends", async () => {
    const c = app.client();
    expect(await times(5, () => c.post(ADMIN).send({ password: "wrong" }))).toEqual([
      401, 401, 401, 401, 401,
    ]);
    expectTooMany(await c.post(ADMIN).send({ password: "test-admin-password" }), 900, 15);
    expect((await c.get("/api/admin/session")).body).toEqual({ isAdmin: false });

    await passWindowTime(app, 14 * 60);
    expectTooMany(await c.post(ADMIN).send({ password: "test-admin-password" }), 60, 1);
    await passWindowTime(app, 60);
    await c.post(ADMIN).send({ password: "test-admin-password" }).expect(200);
    expect((await c.get("/api/admin/session")).body).toEqual({ isAdmin: true });
  });

  it("does not count a right password or a request without one", async () => {
    const c = app.client();
    const statuses = await times(12, (i) =>
      c
        .post(ADMIN)
        .send(
          i % 3 === 0
            ? { password: "wrong" }
            : i % 3 === 1
              ? {}
              : { password: "test-admin-password" },
        ),
    );
    expect(statuses).toEqual([401, 400, 200, 401, 400, 200, 401, 400, 200, 401, 400, 200]);
    await c.post(ADMIN).send({ password: "wrong" }).expect(401);
    await c.post(ADMIN).send({ password: "test-admin-password" }).expect(429);
  });
});

describe("sign-in: 10 failed tries per address and e-mail", () => {
  it("refuses the 11th try for one e-mail but not a neighbour behind the same address", async () => {
    const ama = await signUp(app.client());
    const kofi = await signUp(app.client());
    const c = app.client();
    const wrong = await times(10, () =>
      c.post("/api/auth/login").send({ email: ama.email, password: "not-her-password" }),
    );
    expect(wrong).toEqual(Array(10).fill(401));
    const refused = await c
      .post("/api/auth/login")
      .send({ email: ama.email, password: ama.password });
    expectTooMany(refused, 900, 15);
    await app
      .client()
      .post("/api/auth/login")
      .send({ email: kofi.email, password: kofi.password })
      .expect(200);
  });
});

describe("the write endpoints answer 429 past their limit and store nothing", () => {
  it("sign-up: 50 an hour per address", async () => {
    expect(await times(50, () => app.client().post("/api/auth/register").send({}))).toEqual(
      Array(50).fill(400),
    );
    const refused = await app.client().post("/api/auth/register").send({
      email: "esi.late@example.com",
      password: "akwaaba-2026",
      firstName: "Esi",
      lastName: "Mensah",
    });
    expectTooMany(refused, 3600, 60);
    expect(await count("users")).toBe(0);
  });

  it("contact: 5 an hour per address and e-mail", async () => {
    const message = (email: string) => ({
      name: "Kwesi Appiah",
      email,
      message: "I want to sell my plot at Oyarifa.",
    });
    const sent = await times(5, () =>
      app.client().post("/api/contact/submit").send(message("kwesi@example.com")),
    );
    expect(sent).toEqual(Array(5).fill(201));
    expectTooMany(
      await app.client().post("/api/contact/submit").send(message("kwesi@example.com")),
      3600,
      60,
    );
    expect(await count("contact_messages")).toBe(5);
    await app.client().post("/api/contact/submit").send(message("efua@example.com")).expect(201);
  });

  it("newsletter: 100 an hour per address", async () => {
    const subscribed = await times(100, (i) =>
      app
        .client()
        .post("/api/newsletter/subscribe")
        .send({ email: `reader${i}@example.com` }),
    );
    expect(subscribed).toEqual(Array(100).fill(201));
    expectTooMany(
      await app.client().post("/api/newsletter/subscribe").send({ email: "late@example.com" }),
      3600,
      60,
    );
    expect(await count("newsletter_subscriptions")).toBe(100);
  });

  it("inquiries: 20 an hour per signed-in user", async () => {
    const propertyId = await insertProperty(app);
    const inquiry = {
      name: "Abena Darko",
      email: "abena@example.com",
      message: "Is the house still available for viewing on Saturday?",
      propertyId,
    };
    const abena = app.client();
    await signUp(abena);
    expect(await times(20, () => abena.post("/api/inquiries").send(inquiry))).toEqual(
      Array(20).fill(201),
    );
    expectTooMany(await abena.post("/api/inquiries").send(inquiry), 3600, 60);
    expect(await count("inquiries")).toBe(20);
    const neighbour = app.client();
    await signUp(neighbour);
    await neighbour.post("/api/inquiries").send(inquiry).expect(201);
  });

  it("listing submissions: 30 an hour, refused before a file is written", async () => {
    expect(await times(30, () => app.client().post("/api/listings").field("title", "x"))).toEqual(
      Array(30).fill(400),
    );
    const before = storedUploads(app).length;
    const refused = await app
      .client()
      .post("/api/listings")
      .field("title", "Two-bedroom flat at Ahodwo")
      .field("price", "4500")
      .field("description", "A quiet, walled two-bedroom flat with a borehole.")
      .field("location", "Ahodwo, Kumasi")
      .field("propertyType", "apartment")
      .field("contactName", "Yaa Asantewaa")
      .field("contactEmail", "yaa@example.com")
      .attach("images", await aPng("#123456"), "front.png");
    expectTooMany(refused, 3600, 60);
    expect(await count("listing_submissions")).toBe(0);
    expect(storedUploads(app).length).toBe(before);
  });

  it("agent registration: 20 an hour per address, refused before the photo is written", async () => {
    expect(
      await times(20, () => app.client().post("/api/agent-registration").field("name", "K")),
    ).toEqual(Array(20).fill(400));
    const before = storedUploads(app).length;
    const refused = await submitApplication(app.client(), anApplication(), await pngPhoto());
    expectTooMany(refused, 3600, 60);
    expect(await count("agent_registrations")).toBe(0);
    expect(storedUploads(app).length).toBe(before);
  });
});
