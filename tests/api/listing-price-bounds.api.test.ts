import { startTestApp, type TestApp } from "../support/test-app.js";
import { listing, submit } from "./listing-submissions-support.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ INFO_EMAIL: "info@ofie.test" });
});
afterAll(() => app.close());
beforeEach(() => app.reset());

describe("POST /api/listings", () => {
  it("refuses a price too large to store with a message, not a 500", async () => {
    const res = await submit(app.client(), listing({ price: "9999999999999999" })).expect(400);
    expect(res.body.errors).toEqual({ price: ["Price must be below 1,000,000,000,000"] });
    // Storable but far beyond any sale in Ghana: the sane bound refuses it (issue 18).
    const huge = await submit(
      app.client(),
      listing({ listingType: "sale", price: "GH₵ 999,999,999,999.99" }),
    ).expect(400);
    expect(huge.body.errors).toEqual({
      price: ["A sale price must be between GH₵1,000 and GH₵500,000,000"],
    });
  });

  it("refuses a price of 0 and prices out of their sane bounds; the bounds themselves pass (issue 18)", async () => {
    const refused = async (fields: Record<string, string>, message: string) => {
      const res = await submit(app.client(), listing(fields)).expect(400);
      expect(res.body.errors).toEqual({ price: [message] });
    };
    await refused({ price: "0" }, "Price must be more than 0");
    await refused({ price: "GH₵ 0.00" }, "Price must be more than 0");
    await refused({ price: "49" }, "Rent per month must be between GH₵50 and GH₵1,000,000");
    await refused({ price: "1000001" }, "Rent per month must be between GH₵50 and GH₵1,000,000");
    await refused(
      { rentPeriod: "year", price: "599" },
      "Rent per year must be between GH₵600 and GH₵12,000,000",
    );
    await refused(
      { listingType: "sale", price: "999" },
      "A sale price must be between GH₵1,000 and GH₵500,000,000",
    );
    await refused(
      { listingType: "sale", priceCurrency: "USD", price: "50000001" },
      "A sale price must be between US$100 and US$50,000,000",
    );
    await refused(
      { listingType: "sale", price: "US$ 99" },
      "A sale price must be between US$100 and US$50,000,000",
    );
    expect(await app.sql("SELECT id FROM listing_submissions")).toHaveLength(0);
    const atTheBounds: Record<string, string>[] = [
      { price: "50" },
      { price: "1,000,000" },
      { rentPeriod: "year", price: "12000000" },
      { listingType: "sale", price: "1000" },
      { listingType: "sale", price: "GH₵ 500,000,000" },
      { listingType: "sale", priceCurrency: "USD", price: "100" },
      { priceCurrency: "USD", price: "100000" },
    ];
    for (const fields of atTheBounds) {
      await submit(app.client(), listing(fields)).expect(201);
    }
    expect(await app.sql("SELECT id FROM listing_submissions")).toHaveLength(7);
  });
});
