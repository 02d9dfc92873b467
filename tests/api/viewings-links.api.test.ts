import { readCalendar } from "../support/calendar-file.js";
import { FakeClock } from "../support/fake-clock.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import { adminClient } from "./agents-support.js";
import {
  act,
  agentsListing,
  mails,
  requested,
  requestLinksIn,
  slot,
  viewingRow,
} from "./viewings-support.js";

// Decision 104: the lister's mailed link (a GET never acts: mail scanners open links; its page's
// buttons POST, with or without JavaScript) and the confirmed viewing's calendar file.

const clock = new FakeClock();
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ PUBLIC_URL: "https://ofie.example/" }, { clock });
});
afterAll(() => app.close());
beforeEach(() => app.reset());

const linkUrl = (token: string) => `/api/viewing-answers/${token}`;

/** An agent's listing requested by a visitor for two times; the mailed link's token and times. */
async function mailedRequest() {
  const lister = await agentsListing(app, clock, {
    title: "Osu flat",
    location: "Osu",
    city: "Accra",
    viewing_fee: "50",
    digital_address: "GA-183-8164",
    latitude: 5.556,
    longitude: -0.181,
  });
  const visitor = await requested(app, lister.id, [
    slot(clock, 1, "16:00"),
    slot(clock, 2, "09:30"),
  ]);
  const mail = (await mails(app)).at(-1);
  return { lister, visitor, id: visitor.viewing.id, ...requestLinksIn(mail?.body ?? "") };
}

describe("the lister's mailed link", () => {
  it("shows the request to the lister without acting; a malformed or unknown token is 404", async () => {
    const { lister, id, token, times } = await mailedRequest();
    expect(times).toEqual([slot(clock, 1, "16:00"), slot(clock, 2, "09:30")]);
    const before = await viewingRow(app, id);
    const count = (await mails(app)).length;
    for (const url of [
      linkUrl(token),
      `${linkUrl(token)}?time=${encodeURIComponent(times[0] as string)}`,
    ]) {
      const shown = await app.client().get(url).expect(200);
      expect(shown.body).toMatchObject({
        id,
        propertyId: lister.id,
        title: "Osu flat",
        status: "requested",
        awaiting: "lister",
        times,
        visitorName: "Kofi",
        phone: "+233244123456",
        role: "lister",
        actions: ["confirm", "propose", "decline"],
      });
    }
    expect(await viewingRow(app, id)).toEqual(before);
    expect(await mails(app)).toHaveLength(count);
    for (const bad of ["x".repeat(43), "short", `${token}x`]) {
      const res = await app.client().get(linkUrl(bad)).expect(404);
      expect(res.body.message).toBe("This viewing link is invalid.");
      await app.client().post(linkUrl(bad)).send({ action: "cancel" }).expect(404);
    }
  });

  it("POST acts as the lister with PUT's body, until the viewing is closed", async () => {
    const { visitor, id, token, times } = await mailedRequest();
    const confirmed = await app
      .client()
      .post(linkUrl(token))
      .send({ action: "confirm", time: times[1] })
      .expect(200);
    expect(confirmed.body).toMatchObject({
      id,
      status: "confirmed",
      startsAt: times[1],
      role: "lister",
    });
    expect((await mails(app)).slice(-2).map((m) => m.subject)).toEqual([
      "Viewing confirmed: Osu flat",
      "Viewing confirmed: Osu flat",
    ]);
    const cancelled = await app
      .client()
      .post(linkUrl(token))
      .send({ action: "cancel" })
      .expect(200);
    expect(cancelled.body).toMatchObject({ status: "cancelled", closedBy: "lister", actions: [] });
    expect((await mails(app)).at(-1)).toMatchObject({
      recipient: visitor.user.email,
      subject: "Viewing cancelled: Osu flat",
    });
    const spent = await app.client().post(linkUrl(token)).send({ action: "cancel" }).expect(409);
    expect(spent.body.message).toBe("This viewing has been cancelled.");
    expect((await app.client().get(linkUrl(token)).expect(200)).body).toMatchObject({
      status: "cancelled",
      actions: [],
    });
  });

  it("answers a form post (no JavaScript) with the page again: ?done=<action>, ?refused=<action>, a bad link's page", async () => {
    const { id, token } = await mailedRequest();
    const page = `/viewings/answer/${token}`;
    const proposed = await app
      .client()
      .post(linkUrl(token))
      .type("form")
      .send(`action=propose&time=${encodeURIComponent(slot(clock, 3, "12:30"))}`)
      .expect(303);
    expect(proposed.headers.location).toBe(`${page}?done=propose`);
    expect(await viewingRow(app, id)).toMatchObject({ status: "proposed", awaiting: "visitor" });
    // The visitor's turn now: the lister's decline is refused, and the page says which.
    const refused = await app
      .client()
      .post(linkUrl(token))
      .type("form")
      .send("action=decline")
      .expect(303);
    expect(refused.headers.location).toBe(`${page}?refused=decline`);
    const unnamed = await app
      .client()
      .post(linkUrl(token))
      .type("form")
      .send("action=accept")
      .expect(303);
    expect(unnamed.headers.location).toBe(page);
    const bad = "y".repeat(43);
    const back = await app
      .client()
      .post(linkUrl(bad))
      .type("form")
      .send("action=cancel")
      .expect(303);
    expect(back.headers.location).toBe(`/viewings/answer/${bad}?refused=cancel`);
    // JSON is answered as JSON.
    await app.client().post(linkUrl(token)).send({ action: "decline" }).expect(409);
    expect(await viewingRow(app, id)).toMatchObject({ status: "proposed" });
  });
});

describe("GET /api/viewings/{id}/calendar.ics", () => {
  it("is the confirmed viewing's file, the one its mails attach, read back by a calendar parser", async () => {
    const { lister, visitor, id, times } = await mailedRequest();
    const early = await visitor.client.get(`/api/viewings/${id}/calendar.ics`).expect(409);
    expect(early.body.message).toBe("Only a confirmed viewing has a calendar file.");
    await act(lister.client, id, { action: "confirm", time: times[0] }).expect(200);

    const res = await visitor.client.get(`/api/viewings/${id}/calendar.ics`).expect(200);
    expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8; method=PUBLISH");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="ofie-viewing-${id}.ics"`,
    );
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const event = readCalendar(res.text);
    expect(event).toEqual({
      uid: `viewing-${id}@ofie`,
      summary: "Viewing: Osu flat",
      start: new Date(times[0] as string),
      durationSeconds: 30 * 60,
      location: "Osu, Accra (GhanaPostGPS GA-183-8164)",
      url: `https://ofie.example/properties/${lister.id}`,
      status: "CONFIRMED",
      description: expect.stringContaining(
        "Map: https://www.google.com/maps/search/?api=1&query=5.556,-0.181",
      ),
      alarms: [
        { action: "DISPLAY", triggerSeconds: -24 * 3600 },
        { action: "DISPLAY", triggerSeconds: -2 * 3600 },
      ],
    });
    expect(event.description).toContain("Viewing fee: GH₵50, as the listing states it");

    const [mailed] = await app.sql<{ attachments: { content: string; contentType: string }[] }>(
      "SELECT attachments FROM mail_outbox WHERE subject = 'Viewing confirmed: Osu flat' LIMIT 1",
    );
    const attached = mailed?.attachments[0];
    expect(attached?.contentType).toBe("text/calendar; charset=utf-8; method=PUBLISH");
    expect(readCalendar(attached?.content ?? "")).toEqual(event);

    // The lister and the admin read it as they read the viewing.
    await lister.client.get(`/api/viewings/${id}/calendar.ics`).expect(200);
    await (await adminClient(app)).get(`/api/viewings/${id}/calendar.ics`).expect(200);
  });
});
