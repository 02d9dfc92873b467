import { Column, Entity, PrimaryGeneratedColumn } from "typeorm";

@Entity({ name: "exchange_rates" })
export class ExchangeRateEntity {
  @PrimaryGeneratedColumn({ type: "integer" }) id: number;
  @Column({ type: "numeric", precision: 10, scale: 4, name: "ghs_per_usd" }) ghsPerUsd: string;
  @Column({ type: "timestamptz", name: "set_at" }) setAt: Date;
}
