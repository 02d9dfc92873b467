import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from "typeorm";
import type { SubmissionStatus } from "#modules/listing-submissions/listing-submissions.types.js";

@Entity({ name: "listing_submissions" })
export class ListingSubmissionEntity {
  @PrimaryGeneratedColumn({ type: "integer" }) id: number;
  @Column({ type: "varchar", length: 200 }) title: string;
  @Column({ type: "text" }) description: string;
  @Column({ type: "numeric", precision: 14, scale: 2 }) price: string;
  @Column({ type: "varchar", length: 8, name: "listing_type", default: "sale" }) listingType:
    | "sale"
    | "rent";
  @Column({ type: "varchar", length: 8, name: "rent_period", nullable: true }) rentPeriod:
    | "month"
    | "year"
    | null;
  @Column({ type: "varchar", length: 200 }) location: string;
  @Column({ type: "varchar", length: 80, nullable: true }) city: string | null;
  @Column({ type: "varchar", length: 60, nullable: true }) region: string | null;
  @Column({ type: "varchar", length: 40, name: "property_type" }) propertyType: string;
  @Column({ type: "integer", nullable: true }) bedrooms: number | null;
  @Column({ type: "integer", nullable: true }) bathrooms: number | null;
  @Column({ type: "numeric", precision: 10, scale: 2, nullable: true }) area: string | null;
  @Column({ type: "varchar", length: 10, nullable: true }) furnished: string | null;
  @Column({ type: "varchar", length: 120, name: "contact_name" }) contactName: string;
  @Column({ type: "varchar", length: 254, name: "contact_email" }) contactEmail: string;
  @Column({ type: "varchar", length: 40, name: "contact_phone", nullable: true })
  contactPhone: string | null;
  @Column({ type: "text", name: "additional_info", nullable: true }) additionalInfo: string | null;
  @Column({ type: "text", array: true, default: () => "'{}'" }) images: string[];
  @Column({ type: "text", array: true, default: () => "'{}'" }) videos: string[];
  @Column({ type: "varchar", length: 10, default: "pending" }) status: SubmissionStatus;
  @Column({ type: "integer", name: "user_id", nullable: true }) userId: number | null;
  @Column({ type: "integer", name: "property_id", nullable: true }) propertyId: number | null;
  @Column({ type: "integer", name: "photos_for_property_id", nullable: true })
  photosForPropertyId: number | null;
  @Column({ type: "timestamptz", name: "decided_at", nullable: true }) decidedAt: Date | null;
  @Column({ type: "text", name: "decision_reason", nullable: true }) decisionReason: string | null;
  @Column({ type: "varchar", length: 3, name: "price_currency", default: "GHS" })
  priceCurrency: "GHS" | "USD";
  @Column({ type: "smallint", name: "rent_advance_months", nullable: true })
  rentAdvanceMonths: number | null;
  @Column({ type: "numeric", precision: 10, scale: 2, name: "viewing_fee", nullable: true })
  viewingFee: string | null;
  @Column({ type: "numeric", precision: 5, scale: 2, name: "commission_percent", nullable: true })
  commissionPercent: string | null;
  @Column({ type: "varchar", length: 16, name: "digital_address", nullable: true })
  digitalAddress: string | null;
  @Column({ type: "varchar", length: 12, name: "title_status", nullable: true })
  titleStatus: "registered" | "search-done" | null;
  /** Decimal degrees; both or neither, inside Ghana's box (checked by the inputs). */
  @Column({ type: "double precision", nullable: true }) latitude: number | null;
  @Column({ type: "double precision", nullable: true }) longitude: number | null;
  @CreateDateColumn({ type: "timestamptz", name: "created_at" }) createdAt: Date;
}
