import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from "typeorm";

@Entity({ name: "agent_registrations" })
export class AgentApplicationEntity {
  @PrimaryGeneratedColumn({ type: "integer" }) id: number;
  @Column({ type: "varchar", length: 120 }) name: string;
  @Column({ type: "varchar", length: 254 }) email: string;
  @Column({ type: "varchar", length: 40 }) phone: string;
  @Column({ type: "varchar", length: 160 }) company: string;
  @Column({ type: "varchar", length: 80, name: "license_number", nullable: true })
  licenseNumber: string | null;
  @Column({ type: "integer", name: "years_experience", default: 0 }) yearsExperience: number;
  @Column({ type: "varchar", length: 80 }) specialization: string;
  @Column({ type: "varchar", length: 60 }) location: string;
  @Column({ type: "text" }) bio: string;
  @Column({ type: "text", nullable: true }) website: string | null;
  @Column({ type: "text", name: "profile_image", nullable: true }) profileImage: string | null;
  @Column({ type: "text", nullable: true }) certifications: string | null;
  @Column({ type: "varchar", length: 200 }) languages: string;
  @Column({ type: "varchar", length: 10, default: "pending" }) status:
    | "pending"
    | "approved"
    | "rejected";
  @Column({ type: "integer", name: "agent_id", nullable: true }) agentId: number | null;
  @Column({ type: "timestamptz", name: "decided_at", nullable: true }) decidedAt: Date | null;
  @Column({ type: "text", name: "decision_reason", nullable: true }) decisionReason: string | null;
  @CreateDateColumn({ type: "timestamptz", name: "created_at" }) createdAt: Date;
  @Column({ type: "integer", name: "user_id", nullable: true }) userId: number | null;
  @Column({ type: "timestamptz", name: "confirmed_at", nullable: true }) confirmedAt: Date | null;
  /** Sent back by migration 1765430000000: its address link is still to be mailed. */
  @Column({ type: "boolean", name: "address_link_due", default: false }) addressLinkDue: boolean;
}
