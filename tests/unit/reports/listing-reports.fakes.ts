import type { SettingsRepository } from "#modules/admin/admin.ports.js";
import { ListingReportsService } from "#modules/reports/listing-reports.service.js";
import type { FeeKind } from "#modules/reports/reported-fees.rules.js";
import type { ListingReportRepository } from "#modules/reports/reports.ports.js";
import type {
  ListingContact,
  ListingReport,
  ReportReason,
} from "#modules/reports/reports.types.js";
import { type Actor, operatorActor, userActor, VISITOR } from "#shared/actor.js";
import { FakeAuditLog, FakeMailer, FakeTransactions, fixedClock } from "../shared/shared.fakes.js";

export const DAYS_AGO = (days: number) =>
  new Date(Date.parse("2026-11-23T12:00:00.000Z") - days * 86_400_000);

/** Reports in memory; the listing's count of distinct people is kept like the SQL one. */
export class FakeReports implements ListingReportRepository {
  rows: (ListingReport & {
    reporterHash: string;
    mailboxHash: string | null;
    networkHash: string;
    status: string;
    decisionReason?: string | null;
  })[] = [];
  published = new Map<number, boolean>([[1, true]]);
  counts = new Map<number, number>();
  /** Verified accounts ten days old, each its own mailbox; 99 unverified; 50 an hour old. */
  accounts = new Map<number, { email: string; verified: boolean; createdAt: Date }>([
    ...[12, 13, 14, 15, 16, 17].map(
      (id) =>
        [
          id,
          { email: `person${id}@example.com`, verified: true, createdAt: DAYS_AGO(10) },
        ] as const,
    ),
    [99, { email: "unproved@example.com", verified: false, createdAt: DAYS_AGO(10) }],
    [
      50,
      { email: "new@example.com", verified: true, createdAt: new Date("2026-11-23T11:00:00.000Z") },
    ],
  ]);
  contact: ListingContact | null = { title: "Osu flat", email: "owner@example.com", name: "Yaw" };
  async lockPublishedListing(id: number) {
    return this.published.get(id) === true ? (this.counts.get(id) ?? 0) : null;
  }
  async reporterAccount(userId: number) {
    return this.accounts.get(userId) ?? null;
  }
  async wasDismissed(propertyId: number, mailboxHash: string) {
    return this.rows.some(
      (r) =>
        r.propertyId === propertyId && r.mailboxHash === mailboxHash && r.status === "dismissed",
    );
  }
  async add(r: {
    propertyId: number;
    reason: ReportReason;
    note: string | null;
    feeKind: FeeKind | null;
    feeAmount: string | null;
    reporterHash: string;
    mailboxHash: string | null;
    networkHash: string;
    counted: boolean;
  }) {
    const row = { ...r, id: this.rows.length + 1, createdAt: new Date(), status: "open" };
    this.rows.push(row);
    return row;
  }
  async listingContact() {
    return this.contact;
  }
  async recount(id: number) {
    const open = this.rows.filter((r) => r.propertyId === id && r.status === "open" && r.counted);
    const n = Math.min(
      new Set(open.map((r) => r.mailboxHash)).size,
      new Set(open.map((r) => r.networkHash)).size,
    );
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
  async closeOpen(id: number, status: "dismissed" | "upheld", _at: Date, reason: string | null) {
    const open = this.rows.filter((r) => r.propertyId === id && r.status === "open");
    for (const r of open) Object.assign(r, { status, decisionReason: reason });
    return open.length;
  }
  async upholdOpenFees(id: number) {
    const open = this.rows.filter(
      (r) => r.propertyId === id && r.status === "open" && r.reason === "fee-not-shown",
    );
    for (const r of open) r.status = "upheld";
    return open;
  }
  /** Every listing here is the one agent's rental. */
  async upheldFeesOfAgent() {
    return this.rows
      .filter((r) => r.reason === "fee-not-shown" && r.status === "upheld")
      .map((r) => ({ kind: r.feeKind as FeeKind, amount: Number(r.feeAmount), rental: true }));
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

export function setUp() {
  const repo = new FakeReports();
  const settings = new FakeSettings();
  const audit = new FakeAuditLog();
  const mailer = new FakeMailer();
  const clock = fixedClock("2026-11-23T12:00:00.000Z");
  const reports = new ListingReportsService(
    repo,
    settings,
    new FakeTransactions([audit]),
    clock,
    audit.trail(clock),
    mailer,
    { publicUrl: "https://ofie.example", infoEmail: "info@ofie.example" },
  );
  return { repo, settings, reports, audit, mailer };
}

export const admin = operatorActor("cli:test");
export type Reporter = readonly [Actor, () => string, string];
/** Each reporter on a network of their own unless one is given. */
export const visitor = (id: string, address = "41.66.200.7"): Reporter => [
  VISITOR,
  () => id,
  address,
];
export const account = (id: number, address = `41.66.${id}.7`): Reporter => [
  userActor(id),
  () => "unused",
  address,
];
export const report = (
  reports: ListingReportsService,
  id: number,
  raw: unknown,
  [actor, key, address]: Reporter,
) => reports.reportListing(id, raw, actor, key, address);

export const UNPUBLISH_REASON = "The property is no longer available.";
