import { Column, Entity } from "typeorm";
import type { SubmissionStatus } from "#modules/listing-submissions/listing-submissions.types.js";
import { ListingColumns } from "../listings/listing-columns.js";

@Entity({ name: "listing_submissions" })
export class ListingSubmissionEntity extends ListingColumns {
  @Column({ type: "varchar", length: 80, nullable: true }) city: string | null;
  @Column({ type: "varchar", length: 60, nullable: true }) region: string | null;
  @Column({ type: "varchar", length: 10, nullable: true }) furnished: string | null;
  @Column({ type: "varchar", length: 120, name: "contact_name" }) contactName: string;
  @Column({ type: "varchar", length: 254, name: "contact_email" }) contactEmail: string;
  @Column({ type: "varchar", length: 40, name: "contact_phone", nullable: true })
  contactPhone: string | null;
  @Column({ type: "text", name: "additional_info", nullable: true }) additionalInfo: string | null;
  @Column({ type: "text", array: true, default: () => "'{}'" }) videos: string[];
  @Column({ type: "varchar", length: 10, default: "pending" }) status: SubmissionStatus;
  @Column({ type: "integer", name: "user_id", nullable: true }) userId: number | null;
  @Column({ type: "integer", name: "property_id", nullable: true }) propertyId: number | null;
  @Column({ type: "integer", name: "photos_for_property_id", nullable: true })
  photosForPropertyId: number | null;
  @Column({ type: "timestamptz", name: "decided_at", nullable: true }) decidedAt: Date | null;
  @Column({ type: "text", name: "decision_reason", nullable: true }) decisionReason: string | null;
}
