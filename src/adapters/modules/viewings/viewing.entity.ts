import { Column, Entity, PrimaryGeneratedColumn } from "typeorm";
import type { ViewingSide, ViewingStatus } from "#modules/viewings/index.js";

/**
 * A visitor's request to view a listing, its answers and what became of it (decision 104);
 * migration 1765520000000 keeps its rules (one open viewing per visitor and listing, the states'
 * checks). Only the lister's token's hash is kept. The repository reads and writes it in SQL.
 */
@Entity({ name: "viewings" })
export class ViewingEntity {
  @PrimaryGeneratedColumn({ type: "integer" }) id: number;
  @Column({ type: "integer", name: "property_id" }) propertyId: number;
  @Column({ type: "integer", name: "visitor_id" }) visitorId: number;
  /** The listing's agent when requested: the agent's signals count it. */
  @Column({ type: "integer", name: "agent_id", nullable: true }) agentId: number | null;
  @Column({ type: "varchar", length: 16 }) phone: string;
  @Column({ type: "varchar", length: 500, default: "" }) note: string;
  @Column({ type: "varchar", length: 10 }) status: ViewingStatus;
  @Column({ type: "timestamptz", array: true }) times: Date[];
  @Column({ type: "varchar", length: 7, nullable: true }) awaiting: ViewingSide | null;
  @Column({ type: "timestamptz", name: "starts_at", nullable: true }) startsAt: Date | null;
  @Column({ type: "varchar", length: 300, nullable: true }) reason: string | null;
  @Column({ type: "varchar", length: 7, name: "closed_by", nullable: true })
  closedBy: ViewingSide | null;
  @Column({ type: "varchar", length: 7, name: "no_show_of", nullable: true })
  noShowOf: ViewingSide | null;
  @Column({ type: "char", length: 64, name: "lister_token_hash" }) listerTokenHash: string;
  @Column({ type: "timestamptz", name: "requested_at" }) requestedAt: Date;
  @Column({ type: "timestamptz", name: "first_answered_at", nullable: true })
  firstAnsweredAt: Date | null;
  @Column({ type: "timestamptz", name: "confirmed_at", nullable: true }) confirmedAt: Date | null;
  @Column({ type: "timestamptz", name: "day_reminder_at", nullable: true })
  dayReminderAt: Date | null;
  @Column({ type: "timestamptz", name: "hour_reminder_at", nullable: true })
  hourReminderAt: Date | null;
  @Column({ type: "timestamptz", name: "updated_at" }) updatedAt: Date;
}
