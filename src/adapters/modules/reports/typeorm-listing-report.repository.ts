import { In } from "typeorm";
import { FEE_KINDS, type FeeKind } from "#modules/reports/reported-fees.rules.js";
import type { ListingReportRepository } from "#modules/reports/reports.ports.js";
import type {
  ListingContact,
  ListingReport,
  ReportedListing,
  ReportReason,
} from "#modules/reports/reports.types.js";
import type { DbContext } from "../../persistence/db-context.js";
import {
  bool,
  float,
  int,
  nullable,
  oneOf,
  returnedRows,
  rowParser,
  text,
  timestamp,
} from "../../persistence/row-parser.js";
import { PropertyEntity } from "../listings/property.entity.js";
import { ListingReportEntity } from "./listing-report.entity.js";

const countRow = rowParser("count", { n: int });
const reporterRow = rowParser("reporter", { email: text, verified: bool, createdAt: timestamp });
const upheldFeeRow = rowParser("upheld fee report", {
  kind: oneOf(...FEE_KINDS),
  amount: float,
  rental: bool,
});
const upheldIdRow = rowParser("upheld report", { id: int });
const contactRow = rowParser("listing contact", {
  title: text,
  email: nullable(text),
  name: nullable(text),
});

export class TypeOrmListingReportRepository implements ListingReportRepository {
  constructor(private readonly db: DbContext) {}

  async lockPublishedListing(propertyId: number): Promise<number | null> {
    const rows: unknown[] = await this.db.manager.query(
      "SELECT open_report_count AS n FROM properties WHERE id = $1 AND published FOR UPDATE",
      [propertyId],
    );
    return countRow.first(rows)?.n ?? null;
  }

  async reporterAccount(
    userId: number,
  ): Promise<{ email: string; verified: boolean; createdAt: Date } | null> {
    const rows: unknown[] = await this.db.manager.query(
      `SELECT email, email_verified_at IS NOT NULL AS verified, created_at AS "createdAt"
         FROM users WHERE id = $1`,
      [userId],
    );
    return reporterRow.first(rows);
  }

  async wasDismissed(propertyId: number, mailboxHash: string): Promise<boolean> {
    return this.db
      .repository(ListingReportEntity)
      .existsBy({ propertyId, mailboxHash, status: "dismissed" });
  }

  async add(report: {
    propertyId: number;
    reason: ReportReason;
    note: string | null;
    feeKind: FeeKind | null;
    feeAmount: string | null;
    reporterHash: string;
    mailboxHash: string | null;
    networkHash: string;
    counted: boolean;
  }): Promise<ListingReport> {
    const repo = this.db.repository(ListingReportEntity);
    return toReport(await repo.save(repo.create(report)));
  }

  async listingContact(propertyId: number): Promise<ListingContact | null> {
    const rows: unknown[] = await this.db.manager.query(
      `SELECT p.title,
              COALESCE(NULLIF(a.email, ''), u.email) AS email,
              CASE WHEN NULLIF(a.email, '') IS NOT NULL THEN a.name
                   ELSE NULLIF(trim(concat_ws(' ', u.first_name, u.last_name)), '') END AS name
         FROM properties p
         LEFT JOIN agents a ON a.id = p.agent_id
         LEFT JOIN users u ON u.id = p.owner_id AND u.email_verified_at IS NOT NULL
        WHERE p.id = $1`,
      [propertyId],
    );
    const row = contactRow.first(rows);
    return row?.email ? { title: row.title, email: row.email, name: row.name } : null;
  }

  async recount(propertyId: number): Promise<number> {
    // One person with many mailboxes, or many addresses on one network, counts once.
    const rows: unknown[] = await this.db.manager.query(
      `SELECT least(count(DISTINCT mailbox_hash), count(DISTINCT network_hash))::int AS n
         FROM listing_reports
        WHERE property_id = $1 AND status = 'open' AND counted`,
      [propertyId],
    );
    const [{ n }] = countRow.all(rows);
    await this.db.repository(PropertyEntity).update(propertyId, { openReportCount: n });
    return n;
  }

  async listOpen(): Promise<Omit<ReportedListing, "underReview">[]> {
    const rows = await this.db
      .repository(ListingReportEntity)
      .createQueryBuilder("r")
      .where("r.status = 'open'")
      .orderBy("r.createdAt", "ASC")
      .addOrderBy("r.id", "ASC")
      .getMany();
    if (rows.length === 0) return [];
    const ids = [...new Set(rows.map((r) => r.propertyId))];
    const listings = await this.db
      .repository(PropertyEntity)
      .createQueryBuilder("p")
      .select(["p.id", "p.title", "p.location", "p.city", "p.openReportCount"])
      .where("p.id IN (:...ids)", { ids })
      .getMany();
    return listings
      .map((p) => ({
        propertyId: p.id,
        title: p.title,
        location: p.location,
        city: p.city,
        countedReporters: p.openReportCount,
        anonymousReports: rows.filter((r) => r.propertyId === p.id && !r.counted).length,
        reports: rows.filter((r) => r.propertyId === p.id).map(toReport),
      }))
      .sort(
        (a, b) =>
          b.countedReporters - a.countedReporters ||
          a.reports[0].createdAt.getTime() - b.reports[0].createdAt.getTime(),
      );
  }

  async closeOpen(
    propertyId: number,
    status: "dismissed" | "upheld",
    at: Date,
    reason: string | null,
  ): Promise<number> {
    const result = await this.db
      .repository(ListingReportEntity)
      .update({ propertyId, status: "open" }, { status, closedAt: at, decisionReason: reason });
    return result.affected ?? 0;
  }

  async upholdOpenFees(propertyId: number, at: Date): Promise<ListingReport[]> {
    // One statement that answers with what it changed (decision 95): the ids it upheld.
    const result: unknown = await this.db.manager.query(
      `UPDATE listing_reports SET status = 'upheld', closed_at = $2
        WHERE property_id = $1 AND status = 'open' AND reason = 'fee-not-shown'
        RETURNING id`,
      [propertyId, at],
    );
    const ids = upheldIdRow.all(returnedRows(result)).map((row) => row.id);
    if (ids.length === 0) return [];
    const rows = await this.db
      .repository(ListingReportEntity)
      .find({ where: { id: In(ids) }, order: { createdAt: "ASC", id: "ASC" } });
    return rows.map(toReport);
  }

  async upheldFeesOfAgent(
    agentId: number,
  ): Promise<{ kind: FeeKind; amount: number; rental: boolean }[]> {
    // A read model across reports and listings (decision 95): one person's repeated report of one
    // listing counts once, with its latest amount.
    const rows: unknown[] = await this.db.manager.query(
      `SELECT DISTINCT ON (r.property_id, r.reporter_hash, r.fee_kind)
              r.fee_kind AS kind, r.fee_amount::float8 AS amount, p.listing_type = 'rent' AS rental
         FROM listing_reports r
         JOIN properties p ON p.id = r.property_id
        WHERE p.agent_id = $1 AND r.reason = 'fee-not-shown' AND r.status = 'upheld'
        ORDER BY r.property_id, r.reporter_hash, r.fee_kind, r.created_at DESC, r.id DESC`,
      [agentId],
    );
    return upheldFeeRow.all(rows);
  }

  async unpublish(propertyId: number): Promise<void> {
    await this.db.repository(PropertyEntity).update(propertyId, { published: false });
  }

  async exists(propertyId: number): Promise<boolean> {
    return this.db.repository(PropertyEntity).existsBy({ id: propertyId });
  }
}

function toReport(row: ListingReportEntity): ListingReport {
  return {
    id: row.id,
    propertyId: row.propertyId,
    reason: row.reason,
    note: row.note,
    feeKind: row.feeKind,
    feeAmount: row.feeAmount,
    counted: row.counted,
    createdAt: row.createdAt,
  };
}
