import { TOKENS } from "../../src/container/tokens.js";
import type { ListingHistoryRepository } from "../../src/modules/listing-history/listing-history.ports.js";
import type { TestApp } from "../support/test-app.js";
import { withContractApp } from "./contract-app.js";
import { daysAgo, insertListing } from "./listing-rows.js";

// Decision 99: the database records a listing's history itself, whoever writes the row.

let app: TestApp;
withContractApp((started) => {
  app = started;
});

const events = (id: number) =>
  app.application.container
    .get<ListingHistoryRepository>(TOKENS.ListingHistoryRepository)
    .eventsOf(id);

const reducedAt = async (id: number) =>
  (
    await app.sql<{ at: Date | null }>(
      "SELECT price_reduced_at AS at FROM properties WHERE id = $1",
      [id],
    )
  )[0]?.at;

describe("a listing's history", () => {
  it("records the listing with its price and status, dated when it was listed", async () => {
    const id = await insertListing(app, { price: "6000", created_at: daysAgo(40) });
    expect(await events(id)).toEqual([
      {
        kind: "listed",
        at: daysAgo(40),
        price: "6000.00",
        oldPrice: null,
        priceCurrency: "GHS",
        status: "available",
        oldStatus: null,
      },
    ]);
  });

  it("records each price change with the price before it, and dates the last cut on the listing", async () => {
    const id = await insertListing(app, { price: "6000" });
    await app.sql("UPDATE properties SET price = 5500 WHERE id = $1", [id]);
    const cut = await reducedAt(id);
    expect(cut).toBeInstanceOf(Date);
    await app.sql("UPDATE properties SET title = 'Renamed' WHERE id = $1", [id]);
    expect(await reducedAt(id)).toEqual(cut);
    await app.sql("UPDATE properties SET price = 5800 WHERE id = $1", [id]);
    expect(await reducedAt(id)).toBeNull();

    const changes = (await events(id)).filter((e) => e.kind === "price");
    expect(
      changes.map(({ price, oldPrice, priceCurrency }) => ({ price, oldPrice, priceCurrency })),
    ).toEqual([
      { price: "5500.00", oldPrice: "6000.00", priceCurrency: "GHS" },
      { price: "5800.00", oldPrice: "5500.00", priceCurrency: "GHS" },
    ]);
  });

  it("records a change of currency without comparing the two prices", async () => {
    const id = await insertListing(app, { price: "80000", price_currency: "GHS" });
    await app.sql("UPDATE properties SET price = 5000, price_currency = 'USD' WHERE id = $1", [id]);
    const [change] = (await events(id)).filter((e) => e.kind === "price");
    expect(change).toMatchObject({ price: "5000.00", oldPrice: null, priceCurrency: "USD" });
    expect(await reducedAt(id)).toBeNull();
  });

  it("records status changes and confirmations, and nothing for a write that changes neither", async () => {
    const id = await insertListing(app, { last_confirmed_at: daysAgo(10) });
    await app.sql("UPDATE properties SET status = 'rented' WHERE id = $1", [id]);
    await app.sql("UPDATE properties SET status = 'available' WHERE id = $1", [id]);
    await app.sql("UPDATE properties SET last_confirmed_at = $2 WHERE id = $1", [id, daysAgo(1)]);
    await app.sql("UPDATE properties SET status = 'available', price = price WHERE id = $1", [id]);

    const kinds = (await events(id)).map(({ kind, status, oldStatus, at }) =>
      kind === "confirmed" ? { kind, at } : { kind, status, oldStatus },
    );
    expect(kinds).toEqual([
      // In time order: the rows' dates are the fixture's days, the changes' are the database's now.
      { kind: "listed", status: "available", oldStatus: null },
      { kind: "confirmed", at: daysAgo(1) },
      { kind: "status", status: "rented", oldStatus: "available" },
      { kind: "status", status: "available", oldStatus: "rented" },
    ]);
  });

  it("goes with its listing", async () => {
    const id = await insertListing(app);
    await app.sql("DELETE FROM properties WHERE id = $1", [id]);
    expect(await events(id)).toEqual([]);
  });
});
