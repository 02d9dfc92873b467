import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from "typeorm";

@Entity({ name: "users" })
export class UserEntity {
  @PrimaryGeneratedColumn({ type: "integer" }) id: number;
  @Column({ type: "varchar", length: 254 }) email: string;
  /** The mailbox the address reaches (src/shared/mailbox.ts): one account per mailbox. */
  @Column({ type: "text", name: "email_key" }) emailKey: string;
  @Column({ type: "text", name: "password_hash" }) passwordHash: string;
  @Column({ type: "varchar", length: 100, name: "first_name", nullable: true }) firstName:
    | string
    | null;
  @Column({ type: "varchar", length: 100, name: "last_name", nullable: true }) lastName:
    | string
    | null;
  @Column({ type: "text", name: "profile_image_url", nullable: true }) profileImageUrl:
    | string
    | null;
  @Column({ type: "timestamptz", name: "email_verified_at", nullable: true })
  emailVerifiedAt: Date | null;
  @CreateDateColumn({ type: "timestamptz", name: "created_at" }) createdAt: Date;
}
