import { TOKENS } from "../../src/container/tokens.js";
import type { ExchangeRateRepository, RateHistory } from "../../src/modules/money/money.ports.js";
import { insertProperty } from "../support/fixtures.js";
import type { TestApp } from "../support/test-app.js";
import { withContractApp } from "./contract-app.js";
import { at, bound } from "./marketplace-support.js";

let app: TestApp;
withContractApp((started) => {
  app = started;
});

const rates = () => bound<ExchangeRateRepository>(app, TOKENS.ExchangeRateRepository);
/** The price guide reads the history from the same binding (price-guide.bindings.ts). */
const rateHistory = () => bound<RateHistory>(app, TOKENS.ExchangeRateRepository);

describe("ExchangeRateRepository", () => {
  it("answers null before any rate is set", async () => {
    expect(await rates().latest()).toBeNull();
    expect(await rateHistory().history()).toEqual([]);
  });

  it("stores the rate as numeric(10,4) and answers what was stored", async () => {
    const setAt = at("2026-11-23T10:00:00.123Z");
    const rate = await rates().add("15.4", setAt);

    expect(rate).toEqual({ id: expect.any(Number), ghsPerUsd: "15.4000", setAt });
    expect((await rates().add("15.43215", setAt)).ghsPerUsd).toBe("15.4322");
    expect(
      await app.sql("SELECT ghs_per_usd::text AS rate FROM exchange_rates ORDER BY id"),
    ).toEqual([{ rate: "15.4000" }, { rate: "15.4322" }]);
  });

  it("answers the latest by set time, ties the later id; the history oldest first", async () => {
    const early = await rates().add("14.9", at("2026-10-01T00:00:00Z"));
    const late = await rates().add("15.1", at("2026-11-20T00:00:00Z"));
    const tie = await rates().add("15.2", at("2026-11-20T00:00:00Z"));
    // Set later in the past: insertion order is not the order of set times.
    const backdated = await rates().add("14.5", at("2026-09-01T00:00:00Z"));

    expect(await rates().latest()).toEqual(tie);
    expect(await rateHistory().history()).toEqual([backdated, early, late, tie]);
  });

  it("reprices every dollar listing at the rate, rounded to the pesewa, and no cedi listing", async () => {
    const sale = await insertProperty(app, { price_currency: "USD", price: "1234.56" });
    const yearly = await insertProperty(app, {
      price_currency: "USD",
      price: "24000",
      listing_type: "rent",
      rent_period: "year",
    });
    const cedi = await insertProperty(app, { price_currency: "GHS", price: "850000" });

    expect(await rates().repriceDollarListings("15.4321")).toBe(2);

    expect(
      await app.sql("SELECT id, price_ghs, comparable_price_ghs FROM properties ORDER BY id"),
    ).toEqual([
      { id: sale, price_ghs: "19051.85", comparable_price_ghs: "19051.85" },
      { id: yearly, price_ghs: "370370.40", comparable_price_ghs: "30864.20" },
      { id: cedi, price_ghs: "850000.00", comparable_price_ghs: "850000.00" },
    ]);
  });

  it("reprices nothing when there are no dollar listings", async () => {
    await insertProperty(app, { price_currency: "GHS" });
    expect(await rates().repriceDollarListings("15.4")).toBe(0);
  });
});
