import { Column, CreateDateColumn, PrimaryGeneratedColumn } from "typeorm";
import type {
  ListingBasics,
  ListingTerms,
  ListingType,
  PriceCurrency,
  RentPeriod,
  TitleStatus,
} from "#modules/listings/index.js";

/**
 * The columns every listing table has, written once: `properties` and `listing_submissions`
 * both extend this (TypeORM's inherited columns, flat on the entity, so a repository writes
 * `viewingFee`, not `terms.viewingFee`). What differs stays on each entity: a submission's city
 * and region may be empty and it stores the form's furnished answer; a property has its status,
 * freshness and owner. The tables' defaults are the migrations' to set.
 */
export abstract class ListingColumns
  implements ListingBasics, ListingTerms, Record<"latitude" | "longitude", number | null>
{
  @PrimaryGeneratedColumn({ type: "integer" }) id: number;
  @Column({ type: "varchar", length: 200 }) title: string;
  @Column({ type: "text" }) description: string;
  @Column({ type: "numeric", precision: 14, scale: 2 }) price: string;
  @Column({ type: "varchar", length: 8, name: "listing_type" }) listingType: ListingType;
  @Column({ type: "varchar", length: 8, name: "rent_period", nullable: true })
  rentPeriod: RentPeriod | null;
  @Column({ type: "varchar", length: 200 }) location: string;
  @Column({ type: "varchar", length: 40, name: "property_type" }) propertyType: string;
  @Column({ type: "integer", nullable: true }) bedrooms: number | null;
  @Column({ type: "integer", nullable: true }) bathrooms: number | null;
  @Column({ type: "numeric", precision: 10, scale: 2, nullable: true }) area: string | null;
  @Column({ type: "text", array: true, default: () => "'{}'" }) images: string[];
  @Column({ type: "varchar", length: 3, name: "price_currency", default: "GHS" })
  priceCurrency: PriceCurrency;
  @Column({ type: "smallint", name: "rent_advance_months", nullable: true })
  rentAdvanceMonths: number | null;
  @Column({ type: "numeric", precision: 10, scale: 2, name: "viewing_fee", nullable: true })
  viewingFee: string | null;
  @Column({ type: "numeric", precision: 5, scale: 2, name: "commission_percent", nullable: true })
  commissionPercent: string | null;
  @Column({ type: "varchar", length: 16, name: "digital_address", nullable: true })
  digitalAddress: string | null;
  @Column({ type: "varchar", length: 12, name: "title_status", nullable: true })
  titleStatus: TitleStatus | null;
  /** Decimal degrees; both or neither, inside Ghana's box (checked by the inputs). */
  @Column({ type: "double precision", nullable: true }) latitude: number | null;
  @Column({ type: "double precision", nullable: true }) longitude: number | null;
  @CreateDateColumn({ type: "timestamptz", name: "created_at" }) createdAt: Date;
}
