import type { EntityManager, EntityTarget, ObjectLiteral, QueryDeepPartialEntity } from "typeorm";
import type { SeedRow } from "./seed-rows.js";

export interface SeedCounts {
  inserted: number;
  updated: number;
}

/**
 * Inserts the rows whose natural key is new and refreshes the others, so a second run adds
 * nothing. One statement for each keeps seeding quick on the embedded database.
 * `existing` maps each stored natural key to its row id.
 */
export async function upsertRows<E extends ObjectLiteral & { id: number }>(
  manager: EntityManager,
  entity: EntityTarget<E>,
  rows: SeedRow<E>[],
  existing: Map<string, number>,
): Promise<SeedCounts & { ids: Map<string, number> }> {
  const ids = new Map(existing);
  const fresh = rows.filter((row) => !existing.has(row.key));
  const known = rows.filter((row) => existing.has(row.key));
  if (fresh.length > 0) {
    const result = await manager
      .createQueryBuilder()
      .insert()
      .into(entity)
      .values(
        fresh.map((row) => ({ ...row.fields, ...row.firstTimeOnly }) as QueryDeepPartialEntity<E>),
      )
      .execute();
    result.identifiers.forEach((identifier, i) => {
      ids.set(fresh[i].key, Number(identifier.id));
    });
  }
  if (known.length > 0) {
    await updateByIds(
      manager,
      entity,
      known.map((row) => ({ id: existing.get(row.key) as number, fields: row.fields })),
    );
  }
  return { inserted: fresh.length, updated: known.length, ids };
}

/** Refreshes many rows in one `UPDATE … FROM (VALUES …)`, each value cast to its column's type. */
async function updateByIds<E extends ObjectLiteral>(
  manager: EntityManager,
  entity: EntityTarget<E>,
  rows: Array<{ id: number; fields: Partial<E> }>,
): Promise<void> {
  const metadata = manager.connection.getMetadata(entity);
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row.fields)))].map((name) => {
    const column = metadata.findColumnWithPropertyName(name);
    if (!column) throw new Error(`${metadata.tableName} has no column for ${name}`);
    return { name, sql: column.databaseName, type: `${column.type}${column.isArray ? "[]" : ""}` };
  });
  const params: unknown[] = [];
  const tuples = rows.map((row) => {
    params.push(row.id);
    const cells = [`$${params.length}::integer`];
    for (const column of columns) {
      params.push(row.fields[column.name] ?? null);
      cells.push(`$${params.length}::${column.type}`);
    }
    return `(${cells.join(", ")})`;
  });
  const names = columns.map((column) => `"${column.sql}"`);
  await manager.query(
    `UPDATE "${metadata.tableName}" AS t SET ${names.map((n) => `${n} = v.${n}`).join(", ")}
     FROM (VALUES ${tuples.join(", ")}) AS v(id, ${names.join(", ")}) WHERE t.id = v.id`,
    params,
  );
}

/** Natural key → lowest id, read with one query; duplicates (if any) resolve to the oldest row. */
export async function existingKeys<R extends { id: number }>(
  manager: EntityManager,
  sql: string,
  keyOf: (row: R) => string,
): Promise<Map<string, number>> {
  const rows: R[] = await manager.query(sql);
  const keys = new Map<string, number>();
  for (const row of rows) if (!keys.has(keyOf(row))) keys.set(keyOf(row), Number(row.id));
  return keys;
}
