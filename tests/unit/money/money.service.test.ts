import type { ExchangeRateRepository } from "#modules/money/money.ports.js";
import { MoneyService } from "#modules/money/money.service.js";
import type { ExchangeRate } from "#modules/money/money.types.js";
import { convertPrice, rateText } from "#modules/money/price-conversion.js";
import { operatorActor } from "#shared/actor.js";
import { FakeAuditLog, FakeTransactions, fixedClock } from "../shared/shared.fakes.js";

/** Rates in memory; repricing fails on demand, to prove the rate is not kept alone. */
class FakeRates implements ExchangeRateRepository {
  rows: ExchangeRate[] = [];
  repricedWith: string[] = [];
  failReprice = false;
  snapshot() {
    const copy = [...this.rows];
    return () => {
      this.rows = copy;
    };
  }
  async latest() {
    return this.rows.at(-1) ?? null;
  }
  async add(ghsPerUsd: string, setAt: Date) {
    const rate = { id: this.rows.length + 1, ghsPerUsd: Number(ghsPerUsd).toFixed(4), setAt };
    this.rows.push(rate);
    return rate;
  }
  async repriceDollarListings(ghsPerUsd: string) {
    if (this.failReprice) throw new Error("database down");
    this.repricedWith.push(ghsPerUsd);
    return 3;
  }
}

const setUp = () => {
  const rates = new FakeRates();
  const audit = new FakeAuditLog();
  const clock = fixedClock("2026-11-23T09:30:00Z");
  const service = new MoneyService(
    rates,
    new FakeTransactions([rates, audit]),
    clock,
    audit.trail(clock),
  );
  return { rates, service, audit };
};
const rate = (ghsPerUsd: string, iso = "2026-11-23T09:30:00Z"): ExchangeRate => ({
  id: 1,
  ghsPerUsd,
  setAt: new Date(iso),
});

describe("MoneyService.setRate", () => {
  it("records the rate dated today and reprices the dollar listings with it", async () => {
    const { rates, service, audit } = setUp();
    expect(await service.setRate("15.4", operatorActor("cli:ops"))).toEqual({
      rate: "15.40",
      rateDate: "2026-11-23",
      repriced: 3,
    });
    expect(rates.repricedWith).toEqual(["15.4000"]);
    expect(audit.entries).toMatchObject([
      {
        actor: "cli:ops",
        action: "exchange_rate.set",
        targetType: "exchange_rate",
        targetId: "2026-11-23",
        detail: "GH₵15.40 per US$1; 3 dollar listing(s) repriced",
      },
    ]);
    expect(await service.setRate(16, operatorActor("cli:ops"))).toMatchObject({ rate: "16.00" });
  });

  it.each(["0", "0.99", "100.01", "154.5", "abc", "", "-15", "15.12345", "Infinity"])(
    "refuses %p and keeps nothing",
    async (bad) => {
      const { rates, service } = setUp();
      await expect(service.setRate(bad, operatorActor("cli:ops"))).rejects.toMatchObject({
        errors: { ghsPerUsd: [expect.stringContaining("between 1 and 100")] },
      });
      expect(rates.rows).toHaveLength(0);
    },
  );

  it("keeps no rate when repricing fails: searches never mix two rates", async () => {
    const { rates, service, audit } = setUp();
    rates.failReprice = true;
    await expect(service.setRate("15.4", operatorActor("cli:ops"))).rejects.toThrow(
      "database down",
    );
    expect(rates.rows).toHaveLength(0);
    expect(audit.entries).toEqual([]);
  });
});

describe("MoneyService.withConversions", () => {
  it("is null before any rate is set, then the other currency from one read of the rate", async () => {
    const { service } = setUp();
    const items = [
      { price: "380000.00", priceCurrency: "GHS" as const },
      { price: "250000.00", priceCurrency: "USD" as const },
    ];
    expect((await service.withConversions(items)).map((i) => i.priceConversion)).toEqual([
      null,
      null,
    ]);
    await service.setRate("15.4", operatorActor("cli:ops"));
    const [cedis, dollars] = await service.withConversions(items);
    expect(cedis?.priceConversion).toEqual({
      currency: "USD",
      amount: "24675.32",
      rate: "15.40",
      rateDate: "2026-11-23",
    });
    expect(dollars?.priceConversion).toMatchObject({ currency: "GHS", amount: "3850000.00" });
  });
});

describe("convertPrice and rateText", () => {
  it("has nothing honest to show for a price that is not a number", () => {
    expect(convertPrice({ price: "", priceCurrency: "GHS" }, rate("15.4"))).toBeNull();
    expect(convertPrice({ price: "abc", priceCurrency: "USD" }, rate("15.4"))).toBeNull();
  });

  it("dates the rate by its day in Ghana (GMT all year)", () => {
    const late = rate("15.4", "2026-11-23T23:59:00Z");
    expect(convertPrice({ price: "1", priceCurrency: "USD" }, late)?.rateDate).toBe("2026-11-23");
  });

  it.each([
    ["15.4000", "15.40"],
    ["15.0000", "15.00"],
    ["15.4320", "15.432"],
    ["15.4325", "15.4325"],
  ])("%s reads %s", (stored, shown) => {
    expect(rateText(stored)).toBe(shown);
  });
});
