import { AsyncLocalStorage } from "node:async_hooks";
import type { DataSource, EntityManager, EntityTarget, ObjectLiteral, Repository } from "typeorm";
import type { TransactionRunner } from "../../shared/ports.js";

interface TransactionScope {
  manager: EntityManager;
  /** Run once the transaction has committed; dropped if it rolls back. */
  committed: (() => void)[];
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
