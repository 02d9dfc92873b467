import { Column, Entity, PrimaryColumn, UpdateDateColumn } from "typeorm";

@Entity({ name: "settings" })
export class SettingEntity {
  @PrimaryColumn({ type: "varchar", length: 80 }) key: string;
  @Column({ type: "text" }) value: string;
  @UpdateDateColumn({ type: "timestamptz", name: "updated_at" }) updatedAt: Date;
}
