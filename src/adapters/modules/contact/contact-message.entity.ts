import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from "typeorm";

@Entity({ name: "contact_messages" })
export class ContactMessageEntity {
  @PrimaryGeneratedColumn({ type: "integer" }) id: number;
  @Column({ type: "varchar", length: 120 }) name: string;
  @Column({ type: "varchar", length: 254 }) email: string;
  @Column({ type: "varchar", length: 40, nullable: true }) phone: string | null;
  @Column({ type: "text" }) message: string;
  @Column({ type: "varchar", length: 20, name: "inquiry_type", nullable: true }) inquiryType:
    | string
    | null;
  @Column({ type: "varchar", length: 20, default: "new" }) status: string;
  @CreateDateColumn({ type: "timestamptz", name: "created_at" }) createdAt: Date;
}
