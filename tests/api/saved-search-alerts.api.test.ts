import { signUp } from "../support/builders.js";
import { insertProperty } from "../support/fixtures.js";
import type { OutboxMail as Mail } from "../support/outbox.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import { kumasiHouses, savedSearchHelpers } from "./saved-searches-support.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ PUBLIC_URL: "https://ofie.test/" });
});
afterAll(() => app.close());
beforeEach(() => app.reset());

const { outbox, publish, signedIn } = savedSearchHelpers(() => app);

describe("alerts", () => {
  it("attack (issue 32): an account with someone else's unproved address saves five instant searches; a matching listing mails the victim nothing", async () => {
    const mallory = app.client();
    await signUp(mallory, { email: "victim@example.com" });
    for (let i = 1; i <= 5; i++) {
      await mallory
        .post("/api/saved-searches")
        .send({ ...kumasiHouses, name: `Claim your GH₵ 5,000 prize ${i}` })
        .expect(201);
    }
    await publish({ title: "Family house at Ahodwo", price: "650000" });
    expect((await outbox()).filter((m) => m.recipient === "victim@example.com")).toEqual([]);
  });

  it("mails each matching instant search once when a listing is published, with its link and an unsubscribe link", async () => {
    const ama = await signedIn();
    const amaEmail = (await ama.get("/api/auth/user")).body.email;
    await ama.post("/api/saved-searches").send(kumasiHouses).expect(201);
    await ama
      .post("/api/saved-searches")
      .send({ ...kumasiHouses, name: "Daily Kumasi", frequency: "daily" })
      .expect(201);
    await ama
      .post("/api/saved-searches")
      .send({ ...kumasiHouses, name: "Accra flats", query: { city: "Accra" } })
      .expect(201);

    const id = await publish({ title: "Family house at Ahodwo", price: "650000" });
    const alerts = (await outbox()).filter((m) => m.recipient === amaEmail);
    expect(alerts).toHaveLength(1);
    const [mail] = alerts as [Mail];
    expect(mail.subject).toBe('New listing for "3-bed houses in Kumasi": Family house at Ahodwo');
    expect(mail.body).toContain("Family house at Ahodwo\nGH₵650,000 · Ahodwo, Kumasi");
    expect(mail.body).toContain(`https://ofie.test/properties/${id}`);
    expect(mail.body).toContain("https://ofie.test/profile?tab=preferences");
    expect(mail.body).toMatch(
      /Unsubscribe from "3-bed houses in Kumasi": https:\/\/ofie\.test\/alerts\/unsubscribe\/[\w-]{43}/,
    );
    const [instant] = await app.sql<{ last_sent_at: Date | null }>(
      "SELECT last_sent_at FROM saved_searches WHERE frequency = 'instant' AND name LIKE '3-bed%'",
    );
    expect(instant?.last_sent_at).not.toBeNull();

    // Too dear for the search: nobody is mailed.
    const before = (await outbox()).length;
    await publish({ title: "Mansion at Nhyiaeso", price: "4500000" });
    expect((await outbox()).filter((m) => m.recipient === amaEmail)).toHaveLength(1);
    expect((await outbox()).length).toBe(before + 2); // the info mailbox and the owner only
  });

  it("unsubscribes by the mail's token, signed out, by POST only; a form post is sent back to the page", async () => {
    const ama = await signedIn();
    const saved = await ama.post("/api/saved-searches").send(kumasiHouses).expect(201);
    await publish({});
    const [mail] = (await outbox()).filter((m) => m.subject.startsWith("New listing"));
    const token = /alerts\/unsubscribe\/([\w-]{43})/.exec(mail?.body ?? "")?.[1] as string;
    expect(token).toBeDefined();
    // The token is stored only as a hash.
    expect(
      JSON.stringify(await app.sql("SELECT * FROM saved_search_unsubscribe_tokens")),
    ).not.toContain(token);

    const visitor = app.client();
    await visitor.get(`/api/alerts/unsubscribe/${token}`).expect(404);
    const form = await visitor
      .post("/api/alerts/unsubscribe")
      .type("form")
      .send({ token })
      .expect(303);
    expect(form.headers.location).toBe(`/alerts/unsubscribe/${token}`);
    expect((await ama.get("/api/saved-searches")).body[0]).toMatchObject({
      id: saved.body.id,
      active: false,
    });
    // Twice is fine; JSON callers get the result.
    await visitor
      .post("/api/alerts/unsubscribe")
      .send({ token })
      .expect(200, { name: "3-bed houses in Kumasi", active: false });
    const bad = await visitor.post("/api/alerts/unsubscribe").send({ token: "nope" }).expect(404);
    expect(bad.body.message).toBe("This unsubscribe link is not valid");
    await visitor
      .post("/api/alerts/unsubscribe")
      .send({ token: "A".repeat(43) })
      .expect(404);

    // Unsubscribed: the next matching listing mails nobody; switched back on, it mails again.
    await publish({ title: "Second house at Ahodwo" });
    expect((await outbox()).filter((m) => m.subject.startsWith("New listing"))).toHaveLength(1);
    await ama.patch(`/api/saved-searches/${saved.body.id}`).send({ active: true }).expect(200);
    await publish({ title: "Third house at Ahodwo" });
    expect((await outbox()).filter((m) => m.subject.startsWith("New listing"))).toHaveLength(2);
  });
});

describe("digests", () => {
  const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
  const digests = () => app.application.services.alerts.sendDigests();

  it("mail each due search once with the matches new since its last mail, then wait a day (a week)", async () => {
    const ama = await signedIn();
    const daily = await ama
      .post("/api/saved-searches")
      .send({ ...kumasiHouses, name: "Daily Kumasi", frequency: "daily" })
      .expect(201);
    await ama
      .post("/api/saved-searches")
      .send({ ...kumasiHouses, name: "Weekly Kumasi", frequency: "weekly" })
      .expect(201);
    // Just saved: nothing is due yet.
    expect(await digests()).toEqual([
      { frequency: "daily", due: 0, mailed: 0, listings: 0, skipped: 0 },
      { frequency: "weekly", due: 0, mailed: 0, listings: 0, skipped: 0 },
    ]);

    // A day (less the cron's hour of slack) later for the daily one, eight days for the weekly.
    await app.sql("UPDATE saved_searches SET created_at = $1 WHERE frequency = 'daily'", [
      hoursAgo(23.5),
    ]);
    await app.sql("UPDATE saved_searches SET created_at = $1 WHERE frequency = 'weekly'", [
      hoursAgo(8 * 24),
    ]);
    const kumasi = { city: "Kumasi", region: "Ashanti", location: "Bantama", price: "600000" };
    await insertProperty(app, { ...kumasi, title: "Bantama house", created_at: hoursAgo(2) });
    await insertProperty(app, { ...kumasi, title: "Old Bantama house", created_at: hoursAgo(48) });
    await insertProperty(app, { title: "East Legon house", created_at: hoursAgo(1) });
    await insertProperty(app, {
      ...kumasi,
      title: "Dear Bantama house",
      price: "2000000",
      created_at: hoursAgo(1),
    });

    expect(await digests()).toEqual([
      { frequency: "daily", due: 1, mailed: 1, listings: 1, skipped: 0 },
      { frequency: "weekly", due: 1, mailed: 1, listings: 2, skipped: 0 },
    ]);
    const mails = await outbox();
    expect(mails.map((m) => m.subject)).toEqual([
      '1 new listing for "Daily Kumasi"',
      '2 new listings for "Weekly Kumasi"',
    ]);
    expect(mails[0]?.body).toContain(
      "Bantama house\nGH₵600,000 · Bantama, Kumasi\nhttps://ofie.test/properties/",
    );
    expect(mails[0]?.body).not.toContain("Old Bantama");
    expect(mails[1]?.body).toContain("Old Bantama house");
    expect(mails[1]?.body).toContain(
      "See every match: https://ofie.test/properties?propertyType=house&city=Kumasi&maxPrice=900000&bedrooms=3",
    );

    // Run twice: nothing more is due, nothing more is sent.
    expect((await digests()).map((o) => o.due)).toEqual([0, 0]);
    expect(await outbox()).toHaveLength(2);

    // A day on with nothing new (every listing is older than the last mail): due, no mail, but
    // the clock moves on.
    await app.sql("UPDATE properties SET created_at = created_at - interval '2 days'");
    await app.sql("UPDATE saved_searches SET last_sent_at = $1 WHERE id = $2", [
      hoursAgo(25),
      daily.body.id,
    ]);
    expect((await digests())[0]).toEqual({
      frequency: "daily",
      due: 1,
      mailed: 0,
      listings: 0,
      skipped: 0,
    });
    expect(await outbox()).toHaveLength(2);
    const [row] = await app.sql<{ last_sent_at: Date }>(
      "SELECT last_sent_at FROM saved_searches WHERE id = $1",
      [daily.body.id],
    );
    expect(row?.last_sent_at.getTime()).toBeGreaterThan(hoursAgo(1).getTime());
  });

  it("leave instant and unsubscribed searches out", async () => {
    const ama = await signedIn();
    await ama.post("/api/saved-searches").send(kumasiHouses).expect(201);
    const off = await ama
      .post("/api/saved-searches")
      .send({ ...kumasiHouses, frequency: "daily" })
      .expect(201);
    await ama.patch(`/api/saved-searches/${off.body.id}`).send({ active: false }).expect(200);
    await app.sql("UPDATE saved_searches SET created_at = $1", [hoursAgo(30 * 24)]);
    await insertProperty(app, { city: "Kumasi", price: "600000", created_at: hoursAgo(1) });
    expect((await digests()).map((o) => o.due)).toEqual([0, 0]);
  });
});
