import { signUp } from "../../support/builders.js";
import { insertHostel, insertProperty } from "../../support/fixtures.js";
import { snapshotStore } from "../../support/hostile-checks.js";
import { startTestApp, type TestApp } from "../../support/test-app.js";
import { anApplication, submitApplication } from "../agents-support.js";

// The 500s the property tests of this folder found, kept as plain examples (decision 29).

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());
beforeEach(() => app.reset());

const NUL_OR_SURROGATE = (field: string) =>
  `${field} must not contain NUL or unpaired surrogate characters`;

describe("a NUL byte in text is a 400 naming the field, not a failed INSERT (500)", () => {
  it("in the JSON writes: contact, inquiry, profile, report, saved search", async () => {
    const c = app.client();
    await signUp(c);
    const id = await insertProperty(app);
    const before = await snapshotStore(app);
    // [method, url, body, field, message]; a saved search's query names its own filter.
    const writes: [string, string, Record<string, unknown>, string, string?][] = [
      [
        "post",
        "/api/contact/submit",
        { name: "Kwesi", email: "k@example.com", message: "a\u0000b" },
        "message",
      ],
      [
        "post",
        "/api/inquiries",
        { name: "K\u0000", email: "k@example.com", message: "Hi", propertyId: id },
        "name",
      ],
      [
        "put",
        "/api/profile",
        { firstName: "K\u0000", lastName: "B", email: "kb@example.com" },
        "firstName",
      ],
      ["post", `/api/properties/${id}/reports`, { reason: "other", note: "a\u0000b" }, "note"],
      [
        "post",
        "/api/saved-searches",
        { name: "Kumasi", frequency: "daily", query: { city: "K\u0000" } },
        "query",
        NUL_OR_SURROGATE("city"),
      ],
    ];
    for (const [method, url, body, field, message = NUL_OR_SURROGATE(field)] of writes) {
      const res = await c[method as "post" | "put"](url).send(body);
      expect([url, res.status, res.body.errors]).toEqual([url, 400, { [field]: [message] }]);
    }
    expect(await snapshotStore(app)).toEqual(before);
  });

  it("in a multipart form (an agent application)", async () => {
    const res = await submitApplication(app.client(), anApplication({ name: "Kwame\u0000" }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ name: [NUL_OR_SURROGATE("name")] });
    expect(await app.sql("SELECT id FROM agent_registrations")).toEqual([]);
  });

  it("in the search of the property list, its count and the hostel list", async () => {
    await insertHostel(app);
    for (const url of ["/api/properties?search=%00", "/api/properties/count?city=a%00"]) {
      const res = await app.client().get(url).expect(400);
      expect(Object.keys(res.body.errors)).toEqual([url.includes("city") ? "city" : "search"]);
    }
    const hostels = await app.client().get("/api/student-hostels?search=x%00").expect(400);
    expect(hostels.body.errors).toEqual({ search: [NUL_OR_SURROGATE("search")] });
    await app.client().get("/api/agents?search=%00").expect(400);
  });
});

describe("an unpaired surrogate is a 400, not validator.js's URIError (500)", () => {
  it("in the e-mail of sign-up, sign-in, contact and newsletter", async () => {
    const email = "ama@example.com \ud800";
    const writes: [string, Record<string, unknown>][] = [
      ["/api/auth/register", { email, password: "akwaaba-2026", firstName: "Ama", lastName: "M" }],
      ["/api/auth/login", { email, password: "akwaaba-2026" }],
      ["/api/contact/submit", { name: "Ama", email, message: "Hello" }],
      ["/api/newsletter/subscribe", { email }],
    ];
    for (const [url, body] of writes) {
      // JSON.stringify writes an unpaired surrogate as the escape \ud800, as a client would.
      const res = await app
        .client()
        .post(url)
        .set("content-type", "application/json")
        .send(JSON.stringify(body));
      expect([url, res.status, res.body.errors]).toEqual([
        url,
        400,
        { email: [NUL_OR_SURROGATE("email")] },
      ]);
    }
    expect(await app.sql("SELECT id FROM users")).toEqual([]);
  });
});

describe("a report of a listing that does not exist", () => {
  it("is a 404 that writes nothing, not even the reporter-hash secret the first report creates", async () => {
    const before = await snapshotStore(app);
    await app
      .client()
      .post("/api/properties/2147483640/reports")
      .send({ reason: "scam" })
      .expect(404);
    expect(await snapshotStore(app)).toEqual(before);
  });
});

describe("PATCH /api/saved-searches/{id} with null", () => {
  it("answers 400 with the field's message instead of writing NULL to a NOT NULL column (500)", async () => {
    const c = app.client();
    await signUp(c);
    const saved = await c
      .post("/api/saved-searches")
      .send({ name: "Kumasi", frequency: "daily", query: { city: "Kumasi" } })
      .expect(201);
    const active = await c
      .patch(`/api/saved-searches/${saved.body.id}`)
      .send({ active: null })
      .expect(400);
    expect(active.body.errors).toEqual({ active: ["Active must be true or false"] });
    const frequency = await c
      .patch(`/api/saved-searches/${saved.body.id}`)
      .send({ frequency: null })
      .expect(400);
    expect(frequency.body.errors).toEqual({
      frequency: ["Frequency must be instant, daily or weekly"],
    });
  });
});
