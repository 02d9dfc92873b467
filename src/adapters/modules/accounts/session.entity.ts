import { Column, Entity, PrimaryColumn } from "typeorm";

@Entity({ name: "sessions" })
export class SessionEntity {
  @PrimaryColumn({ type: "varchar", length: 128 }) id: string;
  @Column({ type: "jsonb" }) data: Record<string, unknown>;
  @Column({ type: "timestamptz", name: "expires_at" }) expiresAt: Date;
}
