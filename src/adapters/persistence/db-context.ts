import { AsyncLocalStorage } from "node:async_hooks";
import type pg from "pg";
import {
  type DataSource,
  type EntityManager,
  type EntityTarget,
  type ObjectLiteral,
  QueryFailedError,
  type Repository,
} from "typeorm";
import type { TransactionRunner } from "../../shared/ports.js";

interface TransactionScope {
  manager: EntityManager;
  /** Run once the transaction has committed; dropped if it rolls back. */
  committed: (() => void)[];
}

/** A statement's answer (DbContext.query). */
export interface StatementResult {
  rows: unknown[];
  rowCount: number;
}

const transactionScope = new AsyncLocalStorage<TransactionScope>();

/**
 * Gives repositories the entity manager of the transaction they run in, if any,
 * so that services compose atomic writes through the TransactionRunner port alone.
 */
export class DbContext implements TransactionRunner {
  constructor(readonly dataSource: DataSource) {}

  get manager(): EntityManager {
    return transactionScope.getStore()?.manager ?? this.dataSource.manager;
  }

  /**
   * One written statement: its rows, and how many rows it touched. In a transaction it runs on
   * the transaction's connection; outside one, straight on the pg pool TypeORM opened, past the
   * query runner TypeORM builds, connects, logs to no one and releases around every statement
   * (5% of a favourite write's CPU, decision 107). A failure is TypeORM's QueryFailedError
   * either way, so the outage mapping (decision 28) and the callers see one shape.
   */
  async query(sql: string, parameters: unknown[] = []): Promise<StatementResult> {
    const scope = transactionScope.getStore();
    const pool = (this.dataSource.driver as { master?: pg.Pool }).master;
    if (!scope && pool) {
      try {
        const result = await pool.query(sql, parameters);
        return { rows: result.rows, rowCount: result.rowCount ?? 0 };
      } catch (error) {
        throw new QueryFailedError(sql, parameters, error as Error);
      }
    }
    const own = scope?.manager.queryRunner;
    const runner = own ?? this.dataSource.createQueryRunner();
    try {
      const result = await runner.query(sql, parameters, true);
      return { rows: result.records ?? [], rowCount: result.affected ?? 0 };
    } finally {
      if (!own) await runner.release();
    }
  }

  repository<T extends ObjectLiteral>(entity: EntityTarget<T>): Repository<T> {
    return this.manager.getRepository(entity);
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (transactionScope.getStore()) return work();
    const committed: (() => void)[] = [];
    const result = await this.dataSource.transaction((manager) =>
      transactionScope.run({ manager, committed }, work),
    );
    for (const callback of committed) callback();
    return result;
  }

  /**
   * Calls `callback` once what was just written is visible to others: after the current
   * transaction commits (never if it rolls back), or at once outside a transaction.
   */
  afterCommit(callback: () => void): void {
    const scope = transactionScope.getStore();
    if (scope) scope.committed.push(callback);
    else callback();
  }
}
