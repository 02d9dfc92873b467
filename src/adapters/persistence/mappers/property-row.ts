import type { DataSource, EntityMetadata } from "typeorm";
import { AgentEntity } from "../entities/agent.entity.js";
import { PropertyEntity } from "../entities/property.entity.js";

const AGENT = "agent.";

/**
 * A property with its agent read as flat columns of a hand-written statement, so a write can
 * answer with the listing from its own statement (issue 21): one round trip, no query builder,
 * no entity hydration. The columns come from the entities' metadata, so a new column (or a
 * `select: false` one) is read here as the ORM reads it. pg's own parsing of these types
 * (text, integers, numeric as text, booleans, timestamptz, text[]) is what TypeORM returns.
 */
export class PropertyRow {
  /** The select list for properties aliased `p` and agents aliased `a` (LEFT JOINed). */
  readonly select: string;
  private readonly propertyKeys: string[];
  private readonly agentKeys: string[];

  constructor(dataSource: DataSource) {
    const property = dataSource.getMetadata(PropertyEntity);
    const agent = dataSource.getMetadata(AgentEntity);
    this.propertyKeys = selected(property).map((c) => c.propertyName);
    this.agentKeys = selected(agent).map((c) => c.propertyName);
    this.select = [
      ...selected(property).map((c) => `p."${c.databaseName}" AS "${c.propertyName}"`),
      ...selected(agent).map((c) => `a."${c.databaseName}" AS "${AGENT}${c.propertyName}"`),
    ].join(", ");
  }

  /** The entity the ORM would have made of the same row (the agent null when none is joined). */
  entity(row: Record<string, unknown>): PropertyEntity {
    const property: Record<string, unknown> = {};
    for (const key of this.propertyKeys) property[key] = row[key];
    let agent: Record<string, unknown> | null = null;
    if (row[`${AGENT}id`] !== null) {
      agent = {};
      for (const key of this.agentKeys) agent[key] = row[AGENT + key];
    }
    property.agent = agent;
    return property as unknown as PropertyEntity;
  }
}

const selected = (metadata: EntityMetadata) => metadata.columns.filter((c) => c.isSelect);

const rows = new WeakMap<DataSource, PropertyRow>();

/** One reader per data source: the select list is built once. */
export function propertyRowOf(dataSource: DataSource): PropertyRow {
  let reader = rows.get(dataSource);
  if (!reader) {
    reader = new PropertyRow(dataSource);
    rows.set(dataSource, reader);
  }
  return reader;
}
