import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from "typeorm";

@Entity({ name: "newsletter_subscriptions" })
export class NewsletterSubscriptionEntity {
  @PrimaryGeneratedColumn({ type: "integer" }) id: number;
  @Column({ type: "varchar", length: 254 }) email: string;
  @Column({ type: "varchar", length: 20, default: "new" }) status: string;
  @CreateDateColumn({ type: "timestamptz", name: "created_at" }) createdAt: Date;
}
