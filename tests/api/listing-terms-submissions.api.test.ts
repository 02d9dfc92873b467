import type supertest from "supertest";
import { startTestApp, type TestApp } from "../support/test-app.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());
beforeEach(() => app.reset());

const listing = (overrides: Record<string, string> = {}) => ({
  title: "Chamber and hall at Madina",
  price: "1,200",
  description: "A chamber and hall self-contain with its own kitchen and a prepaid meter.",
  location: "Madina, Accra",
  propertyType: "apartment",
  listingType: "rent",
  contactName: "Esi Mensah",
  contactEmail: "esi@example.com",
  ...overrides,
});

function submit(client: supertest.Agent, fields: Record<string, string>) {
  let req = client.post("/api/listings");
  for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
  return req;
}

async function approve(id: number) {
  const admin = app.client();
  await admin.post("/api/admin/login").send({ password: "test-admin-password" }).expect(200);
  const decided = await admin
    .put(`/api/admin/listings/${id}/status`)
    .send({ status: "approved" })
    .expect(200);
  return (await app.client().get(`/api/properties/${decided.body.propertyId}`).expect(200)).body;
}

describe("POST /api/listings with the honest terms", () => {
  it("stores the terms, normalises the digital address, and approval copies them to the property", async () => {
    const created = await submit(
      app.client(),
      listing({
        rentAdvanceMonths: "24",
        viewingFee: "50",
        commissionPercent: "10",
        digitalAddress: " ga 183 8164 ",
      }),
    ).expect(201);
    expect(created.body).toMatchObject({
      rentAdvanceMonths: 24,
      viewingFee: expect.stringMatching(/^50(\.00)?$/),
      commissionPercent: expect.stringMatching(/^10(\.00)?$/),
      digitalAddress: "GA-183-8164",
      priceCurrency: "GHS",
      titleStatus: null,
    });
    const [mail] = await app.sql<{ body: string }>("SELECT body FROM mail_outbox");
    expect(mail?.body).toContain("Rent advance: 24 months (above the legal six months)");
    const property = await approve(created.body.id);
    expect(property).toMatchObject({
      rentAdvanceMonths: 24,
      exceedsLegalAdvance: true,
      viewingFee: "50.00",
      commissionPercent: "10.00",
      digitalAddress: "GA-183-8164",
      priceCurrency: "GHS",
    });
  });

  it("keeps a dollar price in dollars (chosen, or written as US$) and land's title status", async () => {
    const chosen = await submit(
      app.client(),
      listing({
        title: "Plot at East Legon Hills",
        propertyType: "land",
        listingType: "sale",
        price: "85,000",
        priceCurrency: "USD",
        titleStatus: "search-done",
        rentAdvanceMonths: "12",
      }),
    ).expect(201);
    // A sale has no rent advance: the field is dropped, as the rent period is.
    expect(chosen.body).toMatchObject({
      price: expect.stringMatching(/^85000(\.00)?$/),
      priceCurrency: "USD",
      titleStatus: "search-done",
      rentAdvanceMonths: null,
    });
    const property = await approve(chosen.body.id);
    expect(property).toMatchObject({
      price: "85000.00",
      priceCurrency: "USD",
      titleStatus: "search-done",
    });
    const written = await submit(app.client(), listing({ price: "US$ 1,500" })).expect(201);
    expect(written.body).toMatchObject({
      price: expect.stringMatching(/^1500(\.00)?$/),
      priceCurrency: "USD",
    });
    // Only land has a title.
    const flat = await submit(app.client(), listing({ titleStatus: "registered" })).expect(201);
    expect(flat.body.titleStatus).toBeNull();
  });

  it("answers each term's message at once and stores nothing", async () => {
    const res = await submit(
      app.client(),
      listing({
        rentAdvanceMonths: "61",
        viewingFee: "fifty",
        commissionPercent: "120",
        digitalAddress: "Madina junction",
        titleStatus: "indenture",
        priceCurrency: "EUR",
      }),
    ).expect(400);
    expect(res.body.errors).toEqual({
      rentAdvanceMonths: ["Rent advance must be a whole number of months from 0 to 60"],
      viewingFee: ["Viewing fee must be an amount in GH₵, e.g. 50"],
      commissionPercent: ["Commission must be a percentage from 0 to 100, e.g. 10"],
      digitalAddress: ["Digital address must look like GA-183-8164"],
      titleStatus: ["Title status must be registered or search-done"],
      priceCurrency: ["Currency must be GHS or USD"],
    });
    const mismatch = await submit(
      app.client(),
      listing({ price: "$1,500", priceCurrency: "GHS" }),
    ).expect(400);
    expect(mismatch.body.errors).toEqual({
      price: ["The price's currency does not match the currency chosen"],
    });
    expect(await app.sql("SELECT id FROM listing_submissions")).toHaveLength(0);
  });

  it("treats empty optional terms as not stated", async () => {
    const created = await submit(
      app.client(),
      listing({ rentAdvanceMonths: "", viewingFee: "", commissionPercent: "", digitalAddress: "" }),
    ).expect(201);
    expect(created.body).toMatchObject({
      rentAdvanceMonths: null,
      viewingFee: null,
      commissionPercent: null,
      digitalAddress: null,
    });
  });
});
