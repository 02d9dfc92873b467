import type { DataSource } from "typeorm";

/** The connections of the data source's pool as pg counts them. */
export interface PoolCounts {
  /** Open connections, idle or busy. */
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

interface PgPool {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/** TypeORM's postgres driver keeps its pg Pool as `master`; undefined before it opens or after it closes. */
export function poolCounts(dataSource: DataSource): PoolCounts | undefined {
  const pool = (dataSource.driver as { master?: Partial<PgPool> }).master;
  if (typeof pool?.totalCount !== "number") return undefined;
  return { total: pool.totalCount, idle: pool.idleCount ?? 0, waiting: pool.waitingCount ?? 0 };
}
