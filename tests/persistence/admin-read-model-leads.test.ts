import { TOKENS } from "../../src/container/tokens.js";
import type { AdminReadModel } from "../../src/modules/admin/admin.ports.js";
import { insertAgent, insertHostel, insertProperty } from "../support/fixtures.js";
import type { TestApp } from "../support/test-app.js";
import { leadRows } from "./admin-support.js";
import { withContractApp } from "./contract-app.js";
import { at, bound, inFarTimeZone } from "./marketplace-support.js";

let app: TestApp;
withContractApp((started) => {
  app = started;
});

const readModel = () => bound<AdminReadModel>(app, TOKENS.AdminReadModel);
const { newsletter, contactMessage, inquiry, click } = leadRows(() => app);

describe("AdminReadModel.leads / leadCounts", () => {
  it("merges every source, newest first, ties in id order, up to the limit", async () => {
    const agentId = await insertAgent(app, { name: "Efua Owusu" });
    const osu = await insertProperty(app, { title: "Osu two-bedroom flat", agent_id: agentId });
    const same = at("2026-11-23T09:00:00.000Z");
    const n = await newsletter("kweku@example.com", at("2026-11-20T08:00:00Z"));
    const c = await contactMessage("adwoa@example.com", "sell", same);
    const i = await inquiry(osu, same, { agentId });
    const answered = await inquiry(osu, at("2026-11-21T08:00:00Z"), { status: "contacted" });
    const w = await click(osu, "whatsapp", same, agentId);
    const e = await click(osu, "email", at("2026-11-23T10:00:00Z"));

    const leads = await readModel().leads(10);

    expect(leads.map((l) => l.id)).toEqual([
      `click-${e}`,
      `click-${w}`,
      `contact-${c}`,
      `inquiry-${i}`,
      `inquiry-${answered}`,
      `newsletter-${n}`,
    ]);
    expect(leads).toEqual([
      {
        id: `click-${e}`,
        email: null,
        source: "email-click",
        createdAt: at("2026-11-23T10:00:00Z"),
        propertyInterest: "Osu two-bedroom flat",
        agentName: null,
        status: "new",
      },
      {
        id: `click-${w}`,
        email: null,
        source: "whatsapp",
        createdAt: same,
        propertyInterest: "Osu two-bedroom flat",
        agentName: "Efua Owusu",
        status: "new",
      },
      {
        id: `contact-${c}`,
        email: "adwoa@example.com",
        source: "contact",
        createdAt: same,
        propertyInterest: "sell",
        agentName: null,
        status: "new",
      },
      {
        id: `inquiry-${i}`,
        email: expect.stringMatching(/^yaw\.\d+@example\.com$/),
        source: "inquiry",
        createdAt: same,
        propertyInterest: "Osu two-bedroom flat",
        agentName: "Efua Owusu",
        status: "new",
      },
      expect.objectContaining({ id: `inquiry-${answered}`, status: "contacted", agentName: null }),
      {
        id: `newsletter-${n}`,
        email: "kweku@example.com",
        source: "newsletter",
        createdAt: at("2026-11-20T08:00:00Z"),
        propertyInterest: null,
        agentName: null,
        status: "new",
      },
    ]);
    expect((await readModel().leads(2)).map((l) => l.id)).toEqual([`click-${e}`, `click-${w}`]);
    // The times are instants: a session in another zone reads the same ones.
    expect(await inFarTimeZone(app, () => readModel().leads(10))).toEqual(leads);
  });

  it("counts leads by source, every source present even at zero", async () => {
    expect(await readModel().leadCounts()).toEqual({
      newsletter: 0,
      contact: 0,
      inquiry: 0,
      whatsapp: 0,
      call: 0,
      "email-click": 0,
    });
    const p = await insertProperty(app);
    const day = at("2026-11-23T09:00:00Z");
    await newsletter("a@example.com", day);
    await newsletter("b@example.com", day);
    await contactMessage("c@example.com", null, day);
    await inquiry(p, day);
    await inquiry(p, day, { status: "contacted" });
    await inquiry(p, day);
    await click(p, "whatsapp", day);
    await click(p, "whatsapp", day);
    await click(p, "whatsapp", day);
    await click(p, "whatsapp", day);
    await click(p, "call", day);

    expect(await readModel().leadCounts()).toEqual({
      newsletter: 2,
      contact: 1,
      inquiry: 3,
      whatsapp: 4,
      call: 1,
      "email-click": 0,
    });
  });
});

describe("AdminReadModel.leadGroups", () => {
  async function arrange() {
    const osu = await insertProperty(app, { title: "Osu flat" });
    const tema = await insertProperty(app, { title: "Tema Community 25 house" });
    // Half an hour either side of midnight in Ghana (UTC): two days.
    await inquiry(osu, at("2026-11-22T23:30:00Z"));
    await click(osu, "whatsapp", at("2026-11-22T10:00:00Z"));
    await inquiry(osu, at("2026-11-23T00:30:00Z"));
    await newsletter("kweku@example.com", at("2026-11-23T01:00:00Z"));
    await contactMessage("adwoa@example.com", "rent", at("2026-11-23T23:59:59.999Z"));
    await click(tema, "email", at("2026-11-23T12:00:00Z"));
    return { osu, tema };
  }
  const zero = { newsletter: 0, contact: 0, inquiry: 0, whatsapp: 0, call: 0, "email-click": 0 };

  it("groups by UTC day and listing: newest day, then the busiest, then by listing, none last", async () => {
    const { osu, tema } = await arrange();

    const expected = {
      groups: [
        {
          day: "2026-11-23",
          propertyId: null,
          propertyTitle: null,
          hostelId: null,
          hostelName: null,
          counts: { ...zero, newsletter: 1, contact: 1 },
          total: 2,
        },
        {
          day: "2026-11-23",
          propertyId: osu,
          propertyTitle: "Osu flat",
          hostelId: null,
          hostelName: null,
          counts: { ...zero, inquiry: 1 },
          total: 1,
        },
        {
          day: "2026-11-23",
          propertyId: tema,
          propertyTitle: "Tema Community 25 house",
          hostelId: null,
          hostelName: null,
          counts: { ...zero, "email-click": 1 },
          total: 1,
        },
        {
          day: "2026-11-22",
          propertyId: osu,
          propertyTitle: "Osu flat",
          hostelId: null,
          hostelName: null,
          counts: { ...zero, inquiry: 1, whatsapp: 1 },
          total: 2,
        },
      ],
      totalGroups: 4,
      totalLeads: 6,
    };
    expect(await readModel().leadGroups(20, 0)).toEqual(expected);
    // A session far east of Ghana must not move a lead to the next day.
    expect(await inFarTimeZone(app, () => readModel().leadGroups(20, 0))).toEqual(expected);
  });

  it("puts groups tied on day and total in listing id order, not by their leads' times", async () => {
    const kumasi = await insertProperty(app, { title: "Kumasi house" });
    const takoradi = await insertProperty(app, { title: "Takoradi flat" });
    await click(takoradi, "email", at("2026-11-23T08:00:00Z"));
    await click(kumasi, "email", at("2026-11-23T07:00:00Z"));

    const { groups } = await readModel().leadGroups(20, 0);

    expect(groups.map((g) => g.propertyId)).toEqual([kumasi, takoradi]);
  });

  it("pages through the groups, keeping the totals of all of them", async () => {
    const { osu, tema } = await arrange();

    const page = await readModel().leadGroups(2, 1);

    expect(page.groups.map((g) => [g.day, g.propertyId])).toEqual([
      ["2026-11-23", osu],
      ["2026-11-23", tema],
    ]);
    expect(page).toMatchObject({ totalGroups: 4, totalLeads: 6 });
  });

  it("answers no groups but the right totals past the last page, and zeros when empty", async () => {
    expect(await readModel().leadGroups(20, 0)).toEqual({
      groups: [],
      totalGroups: 0,
      totalLeads: 0,
    });
    await arrange();
    expect(await readModel().leadGroups(20, 20)).toEqual({
      groups: [],
      totalGroups: 4,
      totalLeads: 6,
    });
  });

  it("groups a hostel's clicks under the hostel, apart from listings and the no-listing group (decision 91)", async () => {
    const hostel = await insertHostel(app, { name: "Bawaleshie Comfort Lodge" });
    const day = at("2026-11-23T09:00:00Z");
    await newsletter("ama@example.com", day);
    for (const channel of ["call", "whatsapp", "call"])
      await app.sql(
        "INSERT INTO contact_clicks (hostel_id, channel, created_at) VALUES ($1, $2, $3)",
        [hostel, channel, day],
      );
    const { groups, totalLeads } = await readModel().leadGroups(20, 0);
    expect(totalLeads).toBe(4);
    expect(groups).toEqual([
      expect.objectContaining({
        propertyId: null,
        hostelId: hostel,
        hostelName: "Bawaleshie Comfort Lodge",
        counts: { ...zero, call: 2, whatsapp: 1 },
        total: 3,
      }),
      expect.objectContaining({ propertyId: null, hostelId: null, total: 1 }),
    ]);
    expect((await readModel().leads(10)).map((l) => [l.source, l.propertyInterest])).toEqual(
      expect.arrayContaining([["call", "Bawaleshie Comfort Lodge"]]),
    );
  });
});
