import type { SettingsRepository } from "../../../src/modules/admin/admin.ports.js";
import { ListingReportsService } from "../../../src/modules/reports/listing-reports.service.js";
import type { ListingReportRepository } from "../../../src/modules/reports/reports.ports.js";
import type { ListingReport, ReportReason } from "../../../src/modules/reports/reports.types.js";
import { FakeTransactions, fixedClock, InMemoryAuditLog } from "../core/fakes.js";

/** Reports in memory; the listing's count of distinct open reporters is kept like the SQL one. */
class FakeReports implements ListingReportRepository {
  rows: (ListingReport & { reporterHash: string; status: string })[] = [];
  published = new Map<number, boolean>([[1, true]]);
  counts = new Map<number, number>();
  async lockPublishedListing(id: number) {
    return this.published.get(id) === true;
  }
  async add(r: {
    propertyId: number;
    reason: ReportReason;
    note: string | null;
    reporterHash: string;
  }) {
    const row = { ...r, id: this.rows.length + 1, createdAt: new Date(), status: "open" };
    this.rows.push(row);
    return row;
  }
  async recount(id: number) {
    const open = this.rows.filter((r) => r.propertyId === id && r.status === "open");
    const n = new Set(open.map((r) => r.reporterHash)).size;
    this.counts.set(id, n);
    return n;
  }
  async listOpen() {
    return [...this.counts.entries()]
      .filter(([, n]) => n > 0)
      .map(([propertyId, reporters]) => ({
        propertyId,
        title: "T",
        location: "L",
        city: "Accra",
        reporters,
        reports: this.rows.filter((r) => r.propertyId === propertyId && r.status === "open"),
      }));
  }
  async closeOpen(id: number, status: "dismissed" | "upheld") {
    const open = this.rows.filter((r) => r.propertyId === id && r.status === "open");
    for (const r of open) r.status = status;
    return open.length;
  }
  async unpublish(id: number) {
    this.published.set(id, false);
  }
  async exists(id: number) {
    return this.published.has(id);
  }
}

class FakeSettings implements SettingsRepository {
  values = new Map<string, string>();
  async get(key: string) {
    return this.values.get(key) ?? null;
  }
  async set(key: string, value: string) {
    this.values.set(key, value);
  }
}

function setUp() {
  const repo = new FakeReports();
  const settings = new FakeSettings();
  const audit = new InMemoryAuditLog();
  const clock = fixedClock("2026-11-23T12:00:00.000Z");
  const reports = new ListingReportsService(
    repo,
    settings,
    new FakeTransactions([audit]),
    clock,
    audit.trail(clock),
  );
  return { repo, settings, reports, audit };
}

describe("ListingReportsService", () => {
  it("keeps no reporter key, only a keyed hash: the same person hashes the same", async () => {
    const { repo, settings, reports } = setUp();
    await reports.reportListing(1, { reason: "scam" }, "user:12");
    await reports.reportListing(1, { reason: "duplicate" }, "user:12");
    await reports.reportListing(1, { reason: "scam" }, "visitor:abc");
    const [a, b, c] = repo.rows;
    expect(a?.reporterHash).toMatch(/^[0-9a-f]{64}$/);
    expect(a?.reporterHash).toBe(b?.reporterHash);
    expect(a?.reporterHash).not.toBe(c?.reporterHash);
    expect(JSON.stringify(repo.rows)).not.toContain("user:12");
    expect(settings.values.size).toBe(1);
    expect(repo.counts.get(1)).toBe(2);
  });

  it("puts a listing under review at 3 distinct reporters", async () => {
    const { reports } = setUp();
    for (const who of ["a", "b"]) await reports.reportListing(1, { reason: "scam" }, who);
    expect((await reports.listOpenReports())[0]?.underReview).toBe(false);
    await reports.reportListing(1, { reason: "scam" }, "c");
    expect((await reports.listOpenReports())[0]).toMatchObject({ reporters: 3, underReview: true });
  });

  it("needs a note for 'other' and refuses an unknown reason or listing", async () => {
    const { repo, reports } = setUp();
    await expect(
      reports.reportListing(1, { reason: "other", note: " " }, "a"),
    ).rejects.toMatchObject({
      errors: { note: ["Please tell us what is wrong with this listing"] },
    });
    await expect(reports.reportListing(1, { reason: "spam" }, "a")).rejects.toMatchObject({
      kind: "invalid",
    });
    await expect(reports.reportListing(9, { reason: "scam" }, "a")).rejects.toMatchObject({
      kind: "not_found",
    });
    expect(repo.rows).toEqual([]);
  });

  it("dismiss reopens search; unpublish takes the listing down; nothing open is 409", async () => {
    const { repo, reports, audit } = setUp();
    await reports.reportListing(1, { reason: "scam" }, "a");
    expect(await reports.decideReports(1, { action: "dismiss" }, "admin#1")).toMatchObject({
      closed: 1,
      published: true,
    });
    expect(repo.counts.get(1)).toBe(0);
    await expect(reports.decideReports(1, { action: "dismiss" }, "admin#1")).rejects.toMatchObject({
      kind: "conflict",
    });
    await reports.reportListing(1, { reason: "scam" }, "b");
    await reports.decideReports(1, { action: "unpublish" }, "admin#1");
    expect(repo.published.get(1)).toBe(false);
    expect(audit.entries.map((e) => [e.actor, e.action, e.targetId, e.detail])).toEqual([
      ["admin#1", "listing_reports.dismissed", "1", "1 report closed"],
      ["admin#1", "listing_reports.unpublished", "1", "1 report closed"],
    ]);
    await expect(reports.decideReports(5, { action: "dismiss" }, "admin#1")).rejects.toMatchObject({
      kind: "not_found",
    });
  });
});
