import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from "typeorm";
import type { MailAttachment } from "#shared/ports.js";

@Entity({ name: "mail_outbox" })
export class MailOutboxEntity {
  @PrimaryGeneratedColumn({ type: "integer" }) id: number;
  @Column({ type: "varchar", length: 254 }) recipient: string;
  @Column({ type: "varchar", length: 300 }) subject: string;
  @Column({ type: "text" }) body: string;
  @Column({ type: "varchar", length: 254, name: "reply_to", nullable: true }) replyTo:
    | string
    | null;
  /** Files sent with the mail (a viewing's calendar file), as a JSON list; null for none. */
  @Column({ type: "jsonb", nullable: true }) attachments: MailAttachment[] | null;
  @CreateDateColumn({ type: "timestamptz", name: "created_at" }) createdAt: Date;
  @Column({ type: "timestamptz", name: "sent_at", nullable: true }) sentAt: Date | null;
  // The relay's bookkeeping (decision 35); the database's defaults fill them in on insert.
  @Column({ type: "integer", default: 0 }) attempts: number;
  @Column({ type: "timestamptz", name: "next_attempt_at", default: () => "now()" })
  nextAttemptAt: Date;
  @Column({ type: "timestamptz", name: "failed_at", nullable: true }) failedAt: Date | null;
  @Column({ type: "text", name: "last_error", nullable: true }) lastError: string | null;
}
