import { Column, Entity, PrimaryGeneratedColumn } from "typeorm";

@Entity({ name: "blog_refresh_runs" })
export class BlogRefreshRunEntity {
  @PrimaryGeneratedColumn({ type: "integer" }) id: number;
  @Column({ type: "timestamptz", name: "started_at" }) startedAt: Date;
  @Column({ type: "timestamptz", name: "finished_at", nullable: true }) finishedAt: Date | null;
  @Column({ type: "varchar", length: 10 }) status: string;
  @Column({ type: "text", array: true, default: () => "'{}'" }) feeds: string[];
  @Column({ type: "integer", default: 0 }) added: number;
  @Column({ type: "integer", default: 0 }) updated: number;
  @Column({ type: "text", nullable: true }) error: string | null;
}
