import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from "typeorm";
import type { FeeKind } from "#modules/reports/reported-fees.rules.js";
import type { ReportReason } from "#modules/reports/reports.types.js";

/** A report of a listing: no name, no e-mail, only a keyed hash to count distinct reporters. */
@Entity({ name: "listing_reports" })
export class ListingReportEntity {
  @PrimaryGeneratedColumn({ type: "integer" }) id: number;
  @Column({ type: "integer", name: "property_id" }) propertyId: number;
  @Column({ type: "varchar", length: 20 }) reason: ReportReason;
  @Column({ type: "varchar", length: 1000, nullable: true }) note: string | null;
  /** A fee not shown: the kind and the amount asked (GH₵); null for every other reason. */
  @Column({ type: "varchar", length: 12, name: "fee_kind", nullable: true })
  feeKind: FeeKind | null;
  @Column({ type: "numeric", precision: 10, scale: 2, name: "fee_amount", nullable: true })
  feeAmount: string | null;
  @Column({ type: "char", length: 64, name: "reporter_hash" }) reporterHash: string;
  /** Keyed hashes of the reporter's mailbox (accounts only) and network: distinct people. */
  @Column({ type: "char", length: 64, name: "mailbox_hash", nullable: true }) mailboxHash:
    | string
    | null;
  @Column({ type: "char", length: 64, name: "network_hash", nullable: true }) networkHash:
    | string
    | null;
  @Column({ type: "varchar", length: 12, default: "open" }) status: string;
  /** A verified account's report: only these take a listing out of search. */
  @Column({ type: "boolean", default: false }) counted: boolean;
  @CreateDateColumn({ type: "timestamptz", name: "created_at" }) createdAt: Date;
  @Column({ type: "timestamptz", name: "closed_at", nullable: true }) closedAt: Date | null;
  /** Why the admin unpublished the listing, as mailed to its owner; null for any other outcome. */
  @Column({ type: "text", name: "decision_reason", nullable: true }) decisionReason: string | null;
}
