import { AsyncLocalStorage } from "node:async_hooks";
import type { DataSource, EntityManager, EntityTarget, ObjectLiteral, Repository } from "typeorm";
import type { TransactionRunner } from "../../shared/ports.js";

const transactionScope = new AsyncLocalStorage<EntityManager>();

/**
 * Gives repositories the entity manager of the transaction they run in, if any,
 * so that services compose atomic writes through the TransactionRunner port alone.
 */
export class DbContext implements TransactionRunner {
  constructor(readonly dataSource: DataSource) {}

  get manager(): EntityManager {
    return transactionScope.getStore() ?? this.dataSource.manager;
  }

  repository<T extends ObjectLiteral>(entity: EntityTarget<T>): Repository<T> {
    return this.manager.getRepository(entity);
  }

  run<T>(work: () => Promise<T>): Promise<T> {
    if (transactionScope.getStore()) return work();
    return this.dataSource.transaction((manager) => transactionScope.run(manager, work));
  }
}
