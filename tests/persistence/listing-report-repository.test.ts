import type { DbContext } from "../../src/adapters/persistence/db-context.js";
import { TOKENS } from "../../src/container/tokens.js";
import type { ListingReportRepository } from "../../src/modules/reports/reports.ports.js";
import type { TestApp } from "../support/test-app.js";
import { withContractApp } from "./contract-app.js";
import {
  daysAgo,
  insertListing,
  insertListings,
  insertRows,
  NOW,
  type Row,
} from "./listing-rows.js";

let app: TestApp;
withContractApp((started) => {
  app = started;
});

const get = <T>(token: symbol) => app.application.container.get<T>(token);
const reports = () => get<ListingReportRepository>(TOKENS.ListingReportRepository);

/** A 64-character reporter hash, distinct per letter. */
const reporter = (letter: string) => letter.repeat(64);

describe("ListingReportRepository", () => {
  it("locks a published listing's row for the transaction; none for an unpublished or unknown one", async () => {
    const [live, hidden] = await insertListings(app, [{}, { published: false }]);
    const db = get<DbContext>(TOKENS.Db);
    const seen = await db.run(async () => {
      const locked = await reports().lockPublishedListing(live as number);
      // The row's xmax names this transaction: it holds the row lock. The other row's need not
      // be 0: the insert's check of its history's foreign key (decision 99) left a lock-only
      // xmax of that committed transaction; what matters is that it does not name this one.
      const [row] = await db.manager.query(
        `SELECT xmax::text = (txid_current() % 4294967296)::text AS mine,
                (SELECT xmax::text = (txid_current() % 4294967296)::text
                   FROM properties WHERE id = $2) AS other
           FROM properties WHERE id = $1`,
        [live, hidden],
      );
      return { locked, ...row };
    });
    expect(seen).toEqual({ locked: 0, mine: true, other: false });
    expect(await db.run(() => reports().lockPublishedListing(hidden as number))).toBeNull();
    expect(await db.run(() => reports().lockPublishedListing(9999))).toBeNull();
    await app.sql("UPDATE properties SET open_report_count = 2 WHERE id = $1", [live]);
    expect(await db.run(() => reports().lockPublishedListing(live as number))).toBe(2);
  });

  it("adds a report, open, and gives it back as stored", async () => {
    const id = await insertListing(app);
    const report = await reports().add({
      propertyId: id,
      reason: "let-or-sold",
      note: "Agent said it was let in October.",
      feeKind: null,
      feeAmount: null,
      reporterHash: reporter("a"),
      mailboxHash: reporter("m"),
      networkHash: reporter("n"),
      counted: true,
    });
    expect(report).toEqual({
      id: expect.any(Number),
      propertyId: id,
      reason: "let-or-sold",
      note: "Agent said it was let in October.",
      feeKind: null,
      feeAmount: null,
      counted: true,
      createdAt: expect.any(Date),
    });
    expect(
      await app.sql(
        "SELECT id, status, reporter_hash, mailbox_hash, network_hash, closed_at FROM listing_reports",
      ),
    ).toEqual([
      {
        id: report.id,
        status: "open",
        reporter_hash: reporter("a"),
        mailbox_hash: reporter("m"),
        network_hash: reporter("n"),
        closed_at: null,
      },
    ]);
  });

  it("recounts distinct people of open counted reports onto the listing: the fewer of their mailboxes and networks", async () => {
    const [id, other] = await insertListings(app, [{}, {}]);
    // A person: a mailbox and a network, both hashed.
    const report = (hash: string, extra: Row = {}) => ({
      property_id: id,
      reason: "scam",
      reporter_hash: reporter(hash),
      mailbox_hash: reporter(hash),
      network_hash: reporter(hash),
      counted: true,
      ...extra,
    });
    await insertRows(app, "listing_reports", [
      report("a"),
      report("a", { reason: "wrong-price" }),
      report("b"),
      report("c", { counted: false }),
      report("d", { status: "dismissed", closed_at: daysAgo(1) }),
      report("e", { property_id: other }),
    ]);
    expect(await reports().recount(id as number)).toBe(2);
    // Two more accounts of one mailbox (mallory+1@, +2@) on new networks: still two people.
    await insertRows(app, "listing_reports", [
      report("f", { mailbox_hash: reporter("a") }),
      report("g", { mailbox_hash: reporter("a") }),
    ]);
    expect(await reports().recount(id as number)).toBe(2);
    // Two new mailboxes from one network already counted (the first two gone): still two.
    await app.sql("DELETE FROM listing_reports WHERE reporter_hash IN ($1, $2)", [
      reporter("f"),
      reporter("g"),
    ]);
    await insertRows(app, "listing_reports", [
      report("h", { network_hash: reporter("b") }),
      report("i", { network_hash: reporter("b") }),
    ]);
    expect(await reports().recount(id as number)).toBe(2);
    // A third person, new mailbox and new network: three.
    await insertRows(app, "listing_reports", [report("j")]);
    expect(await reports().recount(id as number)).toBe(3);
    await app.sql("DELETE FROM listing_reports WHERE reporter_hash IN ($1, $2, $3)", [
      reporter("h"),
      reporter("i"),
      reporter("j"),
    ]);
    expect(await reports().recount(id as number)).toBe(2);
    expect(await app.sql("SELECT id, open_report_count FROM properties ORDER BY id")).toEqual([
      { id, open_report_count: 2 },
      { id: other, open_report_count: 0 },
    ]);
    await app.sql("UPDATE listing_reports SET status = 'upheld' WHERE property_id = $1", [id]);
    expect(await reports().recount(id as number)).toBe(0);
    expect(await app.sql("SELECT open_report_count FROM properties WHERE id = $1", [id])).toEqual([
      { open_report_count: 0 },
    ]);
  });

  it("lists listings with open reports, most counted reporters first, then the oldest report first", async () => {
    const [busy, early, late, closed] = await insertListings(app, [
      { title: "Busy", location: "Osu", open_report_count: 2 },
      { title: "Early", location: "Adum", city: "Kumasi", open_report_count: 0 },
      { title: "Late", open_report_count: 0 },
      { title: "Closed", open_report_count: 0 },
    ]);
    const report = (propertyId: unknown, hash: string, at: Date, extra: Row = {}) => ({
      property_id: propertyId,
      reason: "scam",
      reporter_hash: reporter(hash),
      counted: false,
      created_at: at,
      ...extra,
    });
    const [lateOne, earlyOne, busyA, busyB, busyAnon, , earlyTie] = await insertRows(
      app,
      "listing_reports",
      [
        report(late, "a", daysAgo(1)),
        report(early, "b", daysAgo(5), { note: "Same photos as another listing" }),
        report(busy, "c", daysAgo(2), { counted: true }),
        report(busy, "d", daysAgo(2), { counted: true, reason: "duplicate" }),
        report(busy, "e", daysAgo(3)),
        report(closed, "f", daysAgo(9), { status: "dismissed", closed_at: daysAgo(8) }),
        report(early, "g", daysAgo(5)),
      ],
    );
    const open = await reports().listOpen();
    expect(open.map((l) => l.propertyId)).toEqual([busy, early, late]);
    expect(open[0]).toEqual({
      propertyId: busy,
      title: "Busy",
      location: "Osu",
      city: "Accra",
      countedReporters: 2,
      anonymousReports: 1,
      reports: [
        {
          id: busyAnon,
          propertyId: busy,
          reason: "scam",
          note: null,
          feeKind: null,
          feeAmount: null,
          counted: false,
          createdAt: daysAgo(3),
        },
        {
          id: busyA,
          propertyId: busy,
          reason: "scam",
          note: null,
          feeKind: null,
          feeAmount: null,
          counted: true,
          createdAt: daysAgo(2),
        },
        {
          id: busyB,
          propertyId: busy,
          reason: "duplicate",
          note: null,
          feeKind: null,
          feeAmount: null,
          counted: true,
          createdAt: daysAgo(2),
        },
      ],
    });
    expect(open[1]?.reports.map((r) => r.id)).toEqual([earlyOne, earlyTie]);
    expect(open[1]).toMatchObject({ city: "Kumasi", anonymousReports: 2 });
    expect(open[2]?.reports.map((r) => r.id)).toEqual([lateOne]);
    await app.sql("UPDATE listing_reports SET status = 'dismissed'");
    expect(await reports().listOpen()).toEqual([]);
  });

  it("closes a listing's open reports only, saying how many, with the admin's reason; unpublishes; tells whether a listing exists", async () => {
    const [id, other] = await insertListings(app, [{}, {}]);
    const report = (propertyId: unknown, hash: string, extra: Row = {}) => ({
      property_id: propertyId,
      reason: "scam",
      reporter_hash: reporter(hash),
      ...extra,
    });
    await insertRows(app, "listing_reports", [
      report(id, "a"),
      report(id, "b"),
      report(id, "c", { status: "dismissed", closed_at: daysAgo(4) }),
      report(other, "d"),
    ]);
    const reason = "The property is no longer available.";
    expect(await reports().closeOpen(id as number, "upheld", NOW, reason)).toBe(2);
    expect(await reports().closeOpen(id as number, "dismissed", NOW, null)).toBe(0);
    expect(
      await app.sql(
        "SELECT reporter_hash, status, closed_at, decision_reason FROM listing_reports ORDER BY id",
      ),
    ).toEqual([
      { reporter_hash: reporter("a"), status: "upheld", closed_at: NOW, decision_reason: reason },
      { reporter_hash: reporter("b"), status: "upheld", closed_at: NOW, decision_reason: reason },
      {
        reporter_hash: reporter("c"),
        status: "dismissed",
        closed_at: daysAgo(4),
        decision_reason: null,
      },
      { reporter_hash: reporter("d"), status: "open", closed_at: null, decision_reason: null },
    ]);
    // A dismissal keeps no reason.
    expect(await reports().closeOpen(other as number, "dismissed", NOW, null)).toBe(1);
    expect(
      await app.sql("SELECT status, decision_reason FROM listing_reports WHERE property_id = $1", [
        other,
      ]),
    ).toEqual([{ status: "dismissed", decision_reason: null }]);

    await reports().unpublish(id as number);
    expect(await app.sql("SELECT id, published FROM properties ORDER BY id")).toEqual([
      { id, published: false },
      { id: other, published: true },
    ]);
    expect(await reports().exists(id as number)).toBe(true);
    expect(await reports().exists(9999)).toBe(false);
  });
});
