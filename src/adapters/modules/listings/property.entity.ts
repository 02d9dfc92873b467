import { Column, Entity, JoinColumn, ManyToOne, UpdateDateColumn } from "typeorm";
import { AgentEntity } from "../agents/agent.entity.js";
import { ListingColumns } from "./listing-columns.js";

@Entity({ name: "properties" })
export class PropertyEntity extends ListingColumns {
  @Column({ type: "varchar", length: 80 }) city: string;
  @Column({ type: "varchar", length: 60 }) region: string;
  @Column({ type: "varchar", length: 20, default: "available" }) status: string;
  @Column({ type: "integer", nullable: true }) parking: number | null;
  @Column({ type: "varchar", length: 20, nullable: true }) furnishing: string | null;
  @Column({ type: "text", array: true, name: "near_universities", default: () => "'{}'" })
  nearUniversities: string[];
  @Column({ type: "text", array: true, default: () => "'{}'" }) amenities: string[];
  @Column({ type: "boolean", default: false }) featured: boolean;
  @Column({ type: "integer", name: "agent_id", nullable: true }) agentId: number | null;
  @ManyToOne(() => AgentEntity, { nullable: true, onDelete: "SET NULL" })
  @JoinColumn({ name: "agent_id" })
  agent: AgentEntity | null;
  @Column({ type: "integer", name: "owner_id", nullable: true }) ownerId: number | null;
  /** The contact the owner's submission gave (decision 56); shown only when no agent lists it. */
  @Column({ type: "varchar", length: 120, name: "owner_name", nullable: true })
  ownerName: string | null;
  // Read only where an inquiry is mailed: never part of a listing anyone is served.
  @Column({ type: "varchar", length: 254, name: "owner_email", nullable: true, select: false })
  ownerEmail: string | null;
  @Column({ type: "varchar", length: 40, name: "owner_phone", nullable: true })
  ownerPhone: string | null;
  /** Kept by a database trigger (migration 1763900000000); written by no code. */
  @Column({
    type: "numeric",
    precision: 16,
    scale: 2,
    name: "price_ghs",
    nullable: true,
    insert: false,
    update: false,
  })
  priceGhs: string | null;
  /** Generated (migration 1765010000000): what price sorts compare, a rental's monthly cedi rent. */
  @Column({
    type: "numeric",
    precision: 16,
    scale: 2,
    name: "comparable_price_ghs",
    nullable: true,
    insert: false,
    update: false,
    select: false,
  })
  comparablePriceGhs: string | null;
  /** Kept by a database trigger (migration 1765480000000): when the price last went down. */
  @Column({
    type: "timestamptz",
    name: "price_reduced_at",
    nullable: true,
    insert: false,
    update: false,
  })
  priceReducedAt: Date | null;
  /**
   * When the listing shows "Not confirmed recently" (decision 101): set by the third unanswered
   * availability ask, cleared by a database trigger when its lister answers (migration 1765500000000).
   */
  @Column({
    type: "timestamptz",
    name: "unconfirmed_from",
    nullable: true,
    insert: false,
    update: false,
  })
  unconfirmedFrom: Date | null;
  // Freshness and moderation (decision 13): search shows only published, unexpired, unreported listings.
  @Column({ type: "timestamptz", name: "last_confirmed_at" }) lastConfirmedAt: Date;
  @Column({ type: "timestamptz", name: "expires_at" }) expiresAt: Date;
  @Column({ type: "boolean", default: true }) published: boolean;
  @Column({ type: "integer", name: "open_report_count", default: 0 }) openReportCount: number;
  @UpdateDateColumn({ type: "timestamptz", name: "updated_at" }) updatedAt: Date;
}
