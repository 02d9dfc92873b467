import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from "typeorm";

@Entity({ name: "agents" })
export class AgentEntity {
  @PrimaryGeneratedColumn({ type: "integer" }) id: number;
  @Column({ type: "varchar", length: 120 }) name: string;
  @Column({ type: "varchar", length: 160, nullable: true }) company: string | null;
  @Column({ type: "varchar", length: 254 }) email: string;
  @Column({ type: "varchar", length: 40, nullable: true }) phone: string | null;
  @Column({ type: "text", name: "profile_image", nullable: true }) profileImage: string | null;
  @Column({ type: "numeric", precision: 2, scale: 1, default: 0 }) rating: string;
  @Column({ type: "integer", name: "review_count", default: 0 }) reviewCount: number;
  @Column({ type: "integer", name: "properties_sold", default: 0 }) propertiesSold: number;
  @Column({ type: "text", nullable: true }) bio: string | null;
  @Column({ type: "boolean", name: "is_verified", default: false }) isVerified: boolean;
  @Column({ type: "boolean", default: false }) featured: boolean;
  @Column({ type: "varchar", length: 60, nullable: true }) region: string | null;
  @Column({ type: "varchar", length: 80, nullable: true }) specialization: string | null;
  @CreateDateColumn({ type: "timestamptz", name: "created_at" }) createdAt: Date;
  /** The account holding the agent's powers (decision 43); never shown publicly. */
  @Column({ type: "integer", name: "user_id", nullable: true }) userId: number | null;
  /** The Real Estate Agency Council licence number the agent gave (decision 100). */
  @Column({ type: "varchar", length: 80, name: "license_number", nullable: true })
  licenseNumber: string | null;
  /** When an admin checked that number; only then is the agent shown as licence-checked. */
  @Column({ type: "timestamptz", name: "license_checked_at", nullable: true })
  licenseCheckedAt: Date | null;
  /** Which admin checked it, as the audit log names them; never shown publicly. */
  @Column({ type: "varchar", length: 100, name: "license_checked_by", nullable: true })
  licenseCheckedBy: string | null;
}
