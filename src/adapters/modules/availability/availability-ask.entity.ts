import { Column, Entity, PrimaryGeneratedColumn } from "typeorm";
import type { AvailabilityAnswer } from "#modules/availability/index.js";

/** One renter's "Is it still available?" about a listing (decision 101); only its token's hash is kept. */
@Entity({ name: "availability_asks" })
export class AvailabilityAskEntity {
  @PrimaryGeneratedColumn({ type: "integer" }) id: number;
  @Column({ type: "integer", name: "property_id" }) propertyId: number;
  @Column({ type: "integer", name: "asker_id", nullable: true }) askerId: number | null;
  /** The agent asked, when an agent listed it: their response rate counts it. */
  @Column({ type: "integer", name: "agent_id", nullable: true }) agentId: number | null;
  @Column({ type: "timestamptz", name: "asked_at" }) askedAt: Date;
  @Column({ type: "timestamptz", name: "answered_at", nullable: true }) answeredAt: Date | null;
  @Column({ type: "varchar", length: 4, nullable: true }) answer: AvailabilityAnswer | null;
  @Column({ type: "char", length: 64, name: "token_hash" }) tokenHash: string;
}
