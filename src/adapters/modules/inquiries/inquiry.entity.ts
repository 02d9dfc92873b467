import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from "typeorm";

@Entity({ name: "inquiries" })
export class InquiryEntity {
  @PrimaryGeneratedColumn({ type: "integer" }) id: number;
  @Column({ type: "integer", name: "user_id", nullable: true }) userId: number | null;
  @Column({ type: "integer", name: "property_id" }) propertyId: number;
  @Column({ type: "integer", name: "agent_id", nullable: true }) agentId: number | null;
  @Column({ type: "varchar", length: 120 }) name: string;
  @Column({ type: "varchar", length: 254 }) email: string;
  @Column({ type: "varchar", length: 40, nullable: true }) phone: string | null;
  @Column({ type: "text" }) message: string;
  @Column({ type: "varchar", length: 20, default: "pending" }) status: string;
  @CreateDateColumn({ type: "timestamptz", name: "created_at" }) createdAt: Date;
}
