import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from "typeorm";

/** A confirm link mailed for one expiry period of a listing; only the token's hash is kept. */
@Entity({ name: "listing_confirmations" })
export class ListingConfirmationEntity {
  @PrimaryGeneratedColumn({ type: "integer" }) id: number;
  @Column({ type: "integer", name: "property_id" }) propertyId: number;
  @Column({ type: "char", length: 64, name: "token_hash" }) tokenHash: string;
  @Column({ type: "timestamptz", name: "period_expires_at" }) periodExpiresAt: Date;
  @CreateDateColumn({ type: "timestamptz", name: "created_at" }) createdAt: Date;
  @Column({ type: "timestamptz", name: "used_at", nullable: true }) usedAt: Date | null;
}
