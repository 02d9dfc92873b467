import type { SettingsRepository } from "#modules/admin/admin.ports.js";
import { ListingReportsService } from "#modules/reports/listing-reports.service.js";
import type { ListingReportRepository } from "#modules/reports/reports.ports.js";
import type { ListingReport, ReportReason } from "#modules/reports/reports.types.js";
import { type Actor, operatorActor, userActor, VISITOR } from "#shared/actor.js";
import { FakeAuditLog, FakeTransactions, fixedClock } from "../shared/shared.fakes.js";

/** Reports in memory; the listing's count of distinct counted reporters is kept like the SQL one. */
class FakeReports implements ListingReportRepository {
  rows: (ListingReport & { reporterHash: string; status: string })[] = [];
  published = new Map<number, boolean>([[1, true]]);
  counts = new Map<number, number>();
  verified = new Set<number>([12, 13, 14]);
  async lockPublishedListing(id: number) {
    return this.published.get(id) === true;
  }
  async isVerifiedAccount(userId: number) {
    return this.verified.has(userId);
  }
  async add(r: {
    propertyId: number;
    reason: ReportReason;
    note: string | null;
    reporterHash: string;
    counted: boolean;
  }) {
    const row = { ...r, id: this.rows.length + 1, createdAt: new Date(), status: "open" };
    this.rows.push(row);
    return row;
  }
  async recount(id: number) {
    const open = this.rows.filter((r) => r.propertyId === id && r.status === "open" && r.counted);
    const n = new Set(open.map((r) => r.reporterHash)).size;
    this.counts.set(id, n);
    return n;
  }
  async listOpen() {
    return [...this.counts.entries()]
      .map(([propertyId, countedReporters]) => {
        const reports = this.rows.filter((r) => r.propertyId === propertyId && r.status === "open");
        const anonymousReports = reports.filter((r) => !r.counted).length;
        return {
          propertyId,
          title: "T",
          location: "L",
          city: "Accra",
          countedReporters,
          anonymousReports,
          reports,
        };
      })
      .filter((l) => l.reports.length > 0);
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
  async setIfAbsent(key: string, value: string) {
    if (!this.values.has(key)) this.values.set(key, value);
    return this.values.get(key) as string;
  }
}

function setUp() {
  const repo = new FakeReports();
  const settings = new FakeSettings();
  const audit = new FakeAuditLog();
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

const admin = operatorActor("cli:test");
const visitor = (id: string) => [VISITOR, () => id] as const;
const account = (id: number) => [userActor(id), () => "unused"] as const;
const report = (
  reports: ListingReportsService,
  id: number,
  raw: unknown,
  [actor, key]: readonly [Actor, () => string],
) => reports.reportListing(id, raw, actor, key);

describe("ListingReportsService", () => {
  it("keeps no reporter key, only a keyed hash: the same person hashes the same", async () => {
    const { repo, settings, reports } = setUp();
    await report(reports, 1, { reason: "scam" }, account(12));
    await report(reports, 1, { reason: "duplicate" }, account(12));
    await report(reports, 1, { reason: "scam" }, visitor("abc"));
    const [a, b, c] = repo.rows;
    expect(a?.reporterHash).toMatch(/^[0-9a-f]{64}$/);
    expect(a?.reporterHash).toBe(b?.reporterHash);
    expect(a?.reporterHash).not.toBe(c?.reporterHash);
    expect(JSON.stringify(repo.rows)).not.toContain("user:12");
    expect(settings.values.size).toBe(1);
    expect(repo.rows.map((r) => r.counted)).toEqual([true, true, false]);
    expect(repo.counts.get(1)).toBe(1);
  });

  it("puts a listing under review at 3 verified accounts; visitors and unverified accounts show, uncounted", async () => {
    const { reports } = setUp();
    for (const who of [account(12), account(13), account(99), visitor("v")]) {
      await report(reports, 1, { reason: "scam" }, who);
    }
    expect((await reports.listOpenReports(admin))[0]).toMatchObject({
      countedReporters: 2,
      anonymousReports: 2,
      underReview: false,
    });
    await report(reports, 1, { reason: "scam" }, account(14));
    expect((await reports.listOpenReports(admin))[0]).toMatchObject({
      countedReporters: 3,
      underReview: true,
    });
    await expect(reports.listOpenReports(userActor(12))).rejects.toMatchObject({
      kind: "unauthorized",
    });
  });

  it("needs a note for 'other' and refuses an unknown reason or listing", async () => {
    const { repo, reports } = setUp();
    await expect(
      report(reports, 1, { reason: "other", note: " " }, visitor("a")),
    ).rejects.toMatchObject({
      errors: { note: ["Please tell us what is wrong with this listing"] },
    });
    await expect(report(reports, 1, { reason: "spam" }, visitor("a"))).rejects.toMatchObject({
      kind: "invalid",
    });
    await expect(report(reports, 9, { reason: "scam" }, visitor("a"))).rejects.toMatchObject({
      kind: "not_found",
    });
    expect(repo.rows).toEqual([]);
  });

  it("dismiss reopens search; unpublish takes the listing down; nothing open is 409", async () => {
    const { repo, reports, audit } = setUp();
    await report(reports, 1, { reason: "scam" }, account(12));
    expect(await reports.decideReports(1, { action: "dismiss" }, admin)).toMatchObject({
      closed: 1,
      published: true,
    });
    expect(repo.counts.get(1)).toBe(0);
    await expect(reports.decideReports(1, { action: "dismiss" }, admin)).rejects.toMatchObject({
      kind: "conflict",
    });
    await report(reports, 1, { reason: "scam" }, visitor("b"));
    await expect(reports.decideReports(1, { action: "unpublish" }, VISITOR)).rejects.toMatchObject({
      kind: "unauthorized",
    });
    await reports.decideReports(1, { action: "unpublish" }, admin);
    expect(repo.published.get(1)).toBe(false);
    expect(audit.entries.map((e) => [e.actor, e.action, e.targetId, e.detail])).toEqual([
      ["cli:test", "listing_reports.dismissed", "1", "1 report closed"],
      ["cli:test", "listing_reports.unpublished", "1", "1 report closed"],
    ]);
    await expect(reports.decideReports(5, { action: "dismiss" }, admin)).rejects.toMatchObject({
      kind: "not_found",
    });
  });
});
