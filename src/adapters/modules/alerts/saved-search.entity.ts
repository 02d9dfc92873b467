import {
  Column,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
} from "typeorm";
import type { AlertFrequency, SavedSearchQuery } from "#modules/alerts/saved-searches.types.js";
import { UserEntity } from "../accounts/user.entity.js";

@Entity({ name: "saved_searches" })
export class SavedSearchEntity {
  @PrimaryGeneratedColumn({ type: "integer" }) id: number;
  @Column({ type: "integer", name: "user_id" }) userId: number;
  @ManyToOne(() => UserEntity, { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id" })
  user: UserEntity;
  @Column({ type: "varchar", length: 80 }) name: string;
  @Column({ type: "jsonb" }) query: SavedSearchQuery;
  @Column({ type: "varchar", length: 8 }) frequency: AlertFrequency;
  @Column({ type: "boolean" }) active: boolean;
  @Column({ type: "timestamptz", name: "last_sent_at", nullable: true }) lastSentAt: Date | null;
  /** Set by the service from its clock (not now()), so tests can move time. */
  @Column({ type: "timestamptz", name: "created_at" }) createdAt: Date;
}

@Entity({ name: "saved_search_unsubscribe_tokens" })
export class SavedSearchTokenEntity {
  @PrimaryColumn({ type: "char", length: 64, name: "token_hash" }) tokenHash: string;
  @Column({ type: "integer", name: "saved_search_id" }) savedSearchId: number;
  @Column({ type: "timestamptz", name: "created_at" }) createdAt: Date;
}
