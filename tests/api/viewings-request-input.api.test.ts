import { FakeClock } from "../support/fake-clock.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import {
  listingAt,
  mails,
  PHONE,
  requestViewing,
  slot,
  verifiedRenter,
} from "./viewings-support.js";

// Decision 104: what a viewing request must say (its times, phone and note) and how it is kept.

const clock = new FakeClock();
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ PUBLIC_URL: "https://ofie.example/" }, { clock });
});
afterAll(() => app.close());
beforeEach(() => app.reset());

const valid = () => ({ times: [slot(clock, 1, "10:30")], phone: PHONE });
const viewings = () => app.sql("SELECT id FROM viewings");

describe("POST /api/properties/{id}/viewings: what a request says", () => {
  it("refuses bad times, phone and note with 400 and each field's message, storing nothing", async () => {
    const id = await listingAt(app, clock);
    const { client } = await verifiedRenter(app);
    const cases: [object, Record<string, string[]>][] = [
      [{ phone: PHONE }, { times: ["Choose between one and three times"] }],
      [{ times: [], phone: PHONE }, { times: ["Choose between one and three times"] }],
      [
        {
          times: ["07:00", "08:00", "09:00", "10:00"].map((t) => slot(clock, 2, t)),
          phone: PHONE,
        },
        { times: ["Choose between one and three times"] },
      ],
      [{ times: "tomorrow", phone: PHONE }, { times: ["Choose between one and three times"] }],
      ...[
        slot(clock, 1, "10:15"),
        slot(clock, 1, "06:30"),
        slot(clock, 1, "19:00"),
        slot(clock, 1, "10:30").slice(0, 10),
        "2026-11-24T10:30:00",
        "next Saturday",
      ].map((time): [object, Record<string, string[]>] => [
        { times: [time], phone: PHONE },
        { times: ["Choose times on the hour or half hour between 7:00 and 19:00"] },
      ]),
      // Within the hour's notice, in the past, and past the 14 days.
      ...[slot(clock, 0, "10:30"), slot(clock, -1, "10:30"), slot(clock, 15, "10:30")].map(
        (time): [object, Record<string, string[]>] => [
          { times: [time], phone: PHONE },
          { times: ["Choose times within the next 14 days"] },
        ],
      ),
      [
        { times: [slot(clock, 1, "10:30")], phone: "12345" },
        { phone: ["Enter a Ghana phone number, like 024 412 3456"] },
      ],
      [
        { times: [slot(clock, 1, "10:30")] },
        { phone: ["Enter a Ghana phone number, like 024 412 3456"] },
      ],
      [{ ...valid(), note: "x".repeat(501) }, { note: ["Note must be at most 500 characters"] }],
      [
        { times: [slot(clock, 1, "10:15"), slot(clock, 20, "10:30")], phone: "0" },
        {
          times: [
            "Choose times on the hour or half hour between 7:00 and 19:00",
            "Choose times within the next 14 days",
          ],
          phone: ["Enter a Ghana phone number, like 024 412 3456"],
        },
      ],
    ];
    for (const [body, errors] of cases) {
      const res = await requestViewing(client, id, body);
      expect({ body, status: res.status, errors: res.body.errors }).toEqual({
        body,
        status: 400,
        errors,
      });
    }
    expect(await viewings()).toEqual([]);
    expect(await mails(app)).toEqual([]);
  });

  it("takes the 14th day's last slot and an offset time, keeps the phone in +233 form and one of a time sent twice", async () => {
    const id = await listingAt(app, clock);
    const { client } = await verifiedRenter(app);
    const last = slot(clock, 14, "09:30");
    const offset = slot(clock, 3, "11:00").replace(".000Z", "+00:00");
    const res = await requestViewing(client, id, {
      times: [last, offset, slot(clock, 3, "11:00")],
      phone: "+233 24 412 3456",
    }).expect(201);
    expect(res.body.viewing).toMatchObject({
      times: [slot(clock, 3, "11:00"), last],
      phone: "+233244123456",
    });
  });
});
