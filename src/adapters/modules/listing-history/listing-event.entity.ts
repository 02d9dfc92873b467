import { Column, Entity, PrimaryGeneratedColumn } from "typeorm";
import type { ListingEventKind } from "#modules/listing-history/index.js";
import type { PriceCurrency } from "#modules/listings/index.js";

/** Written only by the `properties` triggers (migration 1765480000000); read here. */
@Entity({ name: "listing_events" })
export class ListingEventEntity {
  @PrimaryGeneratedColumn({ type: "integer" }) id: number;
  @Column({ type: "integer", name: "property_id" }) propertyId: number;
  @Column({ type: "varchar", length: 10 }) kind: ListingEventKind;
  @Column({ type: "timestamptz" }) at: Date;
  @Column({ type: "numeric", precision: 14, scale: 2, nullable: true }) price: string | null;
  @Column({ type: "numeric", precision: 14, scale: 2, name: "old_price", nullable: true })
  oldPrice: string | null;
  @Column({ type: "varchar", length: 3, name: "price_currency", nullable: true })
  priceCurrency: PriceCurrency | null;
  @Column({ type: "varchar", length: 20, nullable: true }) status: string | null;
  @Column({ type: "varchar", length: 20, name: "old_status", nullable: true })
  oldStatus: string | null;
}
