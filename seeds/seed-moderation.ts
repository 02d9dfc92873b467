import { createHash } from "node:crypto";
import type { EntityManager } from "typeorm";
import { ListingReportEntity } from "../src/adapters/modules/reports/listing-report.entity.js";
import { FEE_REPORTS, LAST_CONFIRMED_DAYS_AGO, OPEN_REPORTS } from "./data/listing-moderation.js";
import type { PropertySeed } from "./data/seed-types.js";

/** The seed keeps the default LISTING_TTL_DAYS: a confirmation holds for 60 days. */
export const SEED_TTL_DAYS = 60;

/** How many days ago a seeded listing was last confirmed (set on first seeding only). */
export function lastConfirmedDaysAgo(seed: PropertySeed): number {
  const listed = seed.listedDaysAgo;
  return LAST_CONFIRMED_DAYS_AGO[seed.title] ?? (listed <= 45 ? listed : listed - 45);
}

/**
 * Adds the seeded open reports to listings inserted by this run only, so that a rerun never
 * reopens reports the administrator has already dealt with. Returns how many were added.
 */
export async function seedOpenReports(
  manager: EntityManager,
  insertedIds: Map<string, number>,
): Promise<number> {
  let added = 0;
  for (const [title, reports] of Object.entries(OPEN_REPORTS)) {
    const propertyId = insertedIds.get(title);
    if (propertyId === undefined) continue;
    await manager.getRepository(ListingReportEntity).insert(
      reports.map((r, i) => ({
        propertyId,
        reason: r.reason,
        note: r.note,
        // Distinct made-up reporters: the seed has no sessions to hash. They stand for verified
        // accounts, so the seeded listing with three is out of search (decision 43).
        reporterHash: seedHash(`seed-reporter:${title}:${i}`),
        // Distinct people on distinct networks, as counting asks (decision 82).
        mailboxHash: seedHash(`seed-mailbox:${title}:${i}`),
        networkHash: seedHash(`seed-network:${title}:${i}`),
        counted: true,
      })),
    );
    // The listing is new to this run and each report is a person of its own: the count the
    // reports service keeps is their number, no second copy of its rule needed here.
    await manager.query("UPDATE properties SET open_report_count = $2 WHERE id = $1", [
      propertyId,
      reports.length,
    ]);
    added += reports.length;
  }
  return added;
}

/**
 * Reports of a fee the listing did not show (decision 100), on listings this run added: the
 * upheld ones, closed a few days ago, count on the agent's page; an open one waits in the queue.
 */
export async function seedFeeReports(
  manager: EntityManager,
  insertedIds: Map<string, number>,
  now: Date,
): Promise<void> {
  for (const [title, reports] of Object.entries(FEE_REPORTS)) {
    const propertyId = insertedIds.get(title);
    if (propertyId === undefined) continue;
    await manager.getRepository(ListingReportEntity).insert(
      reports.map((r, i) => ({
        propertyId,
        reason: "fee-not-shown" as const,
        note: r.note,
        feeKind: r.kind,
        feeAmount: r.amount,
        reporterHash: seedHash(`seed-fee-reporter:${title}:${i}`),
        mailboxHash: seedHash(`seed-fee-mailbox:${title}:${i}`),
        networkHash: seedHash(`seed-fee-network:${title}:${i}`),
        counted: true,
        createdAt: daysAgo(now, 12 - i),
        status: r.upheld ? "upheld" : "open",
        closedAt: r.upheld ? daysAgo(now, 5 - i) : null,
      })),
    );
    // Each open report is a person of their own, as in seedOpenReports.
    await manager.query(
      "UPDATE properties SET open_report_count = open_report_count + $2 WHERE id = $1",
      [propertyId, reports.filter((r) => !r.upheld).length],
    );
  }
}

const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

const seedHash = (text: string) => createHash("sha256").update(text).digest("hex");
