import { TOKENS } from "../../src/container/tokens.js";
import type { AdminReadModel } from "../../src/modules/admin/admin.ports.js";
import { insertAgent, insertProperty } from "../support/fixtures.js";
import type { TestApp } from "../support/test-app.js";
import { leadRows } from "./admin-support.js";
import { withContractApp } from "./contract-app.js";
import { at, bound, inFarTimeZone, insertUser } from "./marketplace-support.js";

let app: TestApp;
withContractApp((started) => {
  app = started;
});

const readModel = () => bound<AdminReadModel>(app, TOKENS.AdminReadModel);
const { inquiry } = leadRows(() => app);

describe("AdminReadModel.stats", () => {
  it("counts zero of everything as the integer 0", async () => {
    expect(await readModel().stats(at("2026-11-16T00:00:00Z"))).toEqual({
      totalUsers: 0,
      totalProperties: 0,
      totalInquiries: 0,
      totalAgents: 0,
      activeListings: 0,
      pendingInquiries: 0,
      weeklySignups: 0,
      totalLeads: 0,
    });
  });

  it("counts rows, available listings, pending inquiries and sign-ups since the time, inclusive", async () => {
    const since = at("2026-11-16T10:00:00.000Z");
    await insertUser(app, { created_at: at("2026-11-16T09:59:59.999Z") });
    await insertUser(app, { created_at: since });
    await insertUser(app, { created_at: at("2026-11-22T18:00:00Z") });
    await insertAgent(app);
    const available = await insertProperty(app, { status: "available" });
    await insertProperty(app, { status: "available" });
    await insertProperty(app, { status: "sold" });
    await insertProperty(app, { status: "rented" });
    // Each inquiry adds its own sender's account, an old one.
    await inquiry(available, at("2026-11-20T00:00:00Z"));
    await inquiry(available, at("2026-11-20T00:00:00Z"), { status: "contacted" });

    expect(await readModel().stats(since)).toEqual({
      totalUsers: 5,
      totalProperties: 4,
      totalInquiries: 2,
      totalAgents: 1,
      activeListings: 2,
      pendingInquiries: 1,
      weeklySignups: 2,
      // The two inquiries are every lead there is (the Leads tab's total).
      totalLeads: 2,
    });
    expect((await inFarTimeZone(app, () => readModel().stats(since))).weeklySignups).toBe(2);
  });
});

describe("AdminReadModel.recentProperties / users", () => {
  it("lists the newest listings first, ties newest id first, with the price as stored", async () => {
    const same = at("2026-11-20T12:00:00Z");
    const a = await insertProperty(app, {
      title: "Cantonments villa",
      location: "Cantonments",
      price: "450000",
      price_currency: "USD",
      property_type: "villa",
      status: "available",
      created_at: same,
    });
    const b = await insertProperty(app, {
      title: "Dansoman flat",
      location: "Dansoman",
      price: "3500.5",
      listing_type: "rent",
      rent_period: "month",
      property_type: "apartment",
      status: "rented",
      created_at: same,
    });
    await insertProperty(app, { title: "Old listing", created_at: at("2025-01-01T00:00:00Z") });

    const recent = await readModel().recentProperties(2);

    expect(recent).toEqual([
      {
        id: b,
        title: "Dansoman flat",
        location: "Dansoman",
        price: "3500.50",
        priceCurrency: "GHS",
        listingType: "rent",
        rentPeriod: "month",
        propertyType: "apartment",
        createdAt: same,
        status: "rented",
      },
      {
        id: a,
        title: "Cantonments villa",
        location: "Cantonments",
        price: "450000.00",
        priceCurrency: "USD",
        listingType: "sale",
        rentPeriod: null,
        propertyType: "villa",
        createdAt: same,
        status: "available",
      },
    ]);
    expect((await readModel().recentProperties(10)).map((p) => p.title)).toEqual([
      "Dansoman flat",
      "Cantonments villa",
      "Old listing",
    ]);
  });

  it("lists the newest accounts first, ties newest id first, with their NULL names", async () => {
    const same = at("2026-11-22T07:00:00.000Z");
    const first = await insertUser(app, {
      email: "nana@example.com",
      first_name: null,
      last_name: null,
      created_at: same,
    });
    const second = await insertUser(app, {
      email: "Kojo.Mensah@Example.com",
      first_name: "Kojo",
      last_name: "Mensah",
      profile_image_url: "/uploads/avatars/kojo.webp",
      created_at: same,
    });
    await insertUser(app, { email: "old@example.com", created_at: at("2025-06-01T00:00:00Z") });

    expect(await readModel().users(2)).toEqual([
      {
        id: second,
        firstName: "Kojo",
        lastName: "Mensah",
        email: "Kojo.Mensah@Example.com",
        profileImageUrl: "/uploads/avatars/kojo.webp",
        createdAt: same,
      },
      {
        id: first,
        firstName: null,
        lastName: null,
        email: "nana@example.com",
        profileImageUrl: null,
        createdAt: same,
      },
    ]);
    expect(await readModel().users(10)).toHaveLength(3);
  });
});
