import { historyFrom } from "#modules/listing-history/listing-history.rules.js";
import type {
  EarlierListing,
  ListingEvent,
} from "#modules/listing-history/listing-history.types.js";

// Decision 102: a re-listing's days on the market take in the days the earlier listings of the
// same place were on it, each day once.

const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000);
const NOW = day(200);

const listed = (at: Date, price: string | null = "6500.00"): ListingEvent => ({
  kind: "listed",
  at,
  price,
  oldPrice: null,
  priceCurrency: "GHS",
  status: "available",
  oldStatus: null,
});

const earlier = (overrides: Partial<EarlierListing>): EarlierListing => ({
  propertyId: 1,
  firstListedAt: day(0),
  firstPrice: { price: "6000.00", currency: "GHS" },
  lastPrice: { price: "5800.00", currency: "GHS" },
  leftMarketAt: null,
  ...overrides,
});

const daysOf = (before: EarlierListing[], events = [listed(day(190))]) =>
  historyFrom(9, events, day(190), NOW, before).daysOnMarket;

describe("days on the market of a re-listing", () => {
  it("are its own when it repeats nothing", () => {
    expect(daysOf([])).toBe(10);
    expect(historyFrom(9, [listed(day(190))], day(190), NOW).listedBefore).toBeNull();
  });

  it("add the earlier listing's days until it was let, not the months it was let", () => {
    expect(daysOf([earlier({ leftMarketAt: day(30) })])).toBe(40);
  });

  it("run on from an earlier listing withdrawn without being let: the place never left the market", () => {
    expect(daysOf([earlier({})])).toBe(200);
  });

  it("count a day once when two listings of the place were up together, and stop when the new one is let", () => {
    const letOn185: ListingEvent = {
      ...listed(day(195), null),
      kind: "status",
      status: "rented",
      oldStatus: "available",
    };
    const events = [listed(day(180)), letOn185];
    expect(daysOf([earlier({ firstListedAt: day(170) })], events)).toBe(25);
    expect(
      daysOf(
        [
          earlier({ firstListedAt: day(100), leftMarketAt: day(120) }),
          earlier({ firstListedAt: day(110) }),
        ],
        events,
      ),
    ).toBe(95);
  });
});

describe("listed before", () => {
  it("names the earliest earlier listing with its first price, else its last", () => {
    const before = [
      earlier({ propertyId: 2, firstListedAt: day(50) }),
      earlier({ propertyId: 1, firstListedAt: day(10), firstPrice: null }),
    ];
    expect(historyFrom(9, [listed(day(190))], day(190), NOW, before).listedBefore).toEqual({
      firstListedAt: day(10),
      price: { price: "5800.00", currency: "GHS" },
      priceIs: "last",
    });
  });
});
