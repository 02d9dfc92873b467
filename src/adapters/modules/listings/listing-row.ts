import { getMetadataArgsStorage } from "typeorm";
import { PRICE_CURRENCIES, TITLE_STATUSES } from "#modules/listings/listing-terms.js";
import { LISTING_TYPES, RENT_PERIODS } from "#modules/listings/listings.rules.js";
import {
  bool,
  type Column,
  float,
  int,
  nullable,
  numeric,
  oneOf,
  rowParser,
  text,
  textArray,
  timestamp,
} from "../../persistence/row-parser.js";
import { AgentEntity } from "../agents/agent.entity.js";
import { PropertyEntity } from "./property.entity.js";
import type { ListingRow } from "./property.mapper.js";

// What a listing is read as, wherever written SQL selects one: the search's pages, the favourites,
// the read models. Its columns come from the entities, its row is parsed (decision 95).

/**
 * The columns TypeORM reads for an entity, as [column, property]: read from the entity's own
 * decorators (its inherited ListingColumns too), so the written-out select cannot forget one.
 * Those marked `select: false` (the owner's e-mail, the sort key) stay out, as in TypeORM's reads.
 */
function selectedColumns(entity: abstract new () => unknown): Array<[string, string]> {
  const targets: Array<abstract new () => unknown> = [];
  for (let t = entity; t !== Function.prototype; t = Object.getPrototypeOf(t)) targets.push(t);
  return getMetadataArgsStorage()
    .filterColumns(targets)
    .filter((column) => column.options.select !== false)
    .map((column) => [column.options.name ?? column.propertyName, column.propertyName]);
}

const PROPERTY_COLUMNS = selectedColumns(PropertyEntity);
const AGENT_COLUMNS = selectedColumns(AgentEntity);

/**
 * What a listing is served from, for `properties p LEFT JOIN agents agent`: the entity's
 * columns under its own names (the owner's email and the search columns are never read here),
 * and the listing agent's under "agent.". pg gives each the type TypeORM would.
 */
export const LISTING_SELECT = [
  ...PROPERTY_COLUMNS.map(([column, name]) => `p.${column} AS "${name}"`),
  ...AGENT_COLUMNS.map(([column, name]) => `agent.${column} AS "agent.${name}"`),
].join(", ");

export const LISTING_FROM = "properties p LEFT JOIN agents agent ON agent.id = p.agent_id";

type ColumnsOf<T> = { [K in keyof T]-?: Column<T[K]> };

/**
 * How LISTING_SELECT's columns are read (decision 95): one for every column the entity selects
 * (the type insists on each, and tests/api/listing-columns.api.test.ts that they are the ones
 * the decorators select), each read as the type TypeORM would give it.
 */
const propertyRow = rowParser("listing", {
  id: int,
  title: text,
  description: text,
  price: numeric,
  listingType: oneOf(...LISTING_TYPES),
  rentPeriod: nullable(oneOf(...RENT_PERIODS)),
  location: text,
  propertyType: text,
  bedrooms: nullable(int),
  bathrooms: nullable(int),
  area: nullable(numeric),
  images: textArray,
  priceCurrency: oneOf(...PRICE_CURRENCIES),
  rentAdvanceMonths: nullable(int),
  viewingFee: nullable(numeric),
  commissionPercent: nullable(numeric),
  digitalAddress: nullable(text),
  titleStatus: nullable(oneOf(...TITLE_STATUSES)),
  latitude: nullable(float),
  longitude: nullable(float),
  createdAt: timestamp,
  city: text,
  region: text,
  status: text,
  parking: nullable(int),
  furnishing: nullable(text),
  nearUniversities: textArray,
  amenities: textArray,
  featured: bool,
  agentId: nullable(int),
  ownerId: nullable(int),
  ownerName: nullable(text),
  ownerPhone: nullable(text),
  priceGhs: nullable(numeric),
  priceReducedAt: nullable(timestamp),
  unconfirmedFrom: nullable(timestamp),
  lastConfirmedAt: timestamp,
  expiresAt: timestamp,
  published: bool,
  openReportCount: int,
  updatedAt: timestamp,
} satisfies ColumnsOf<Omit<ListingRow, "agent">>);

/** The listing agent's columns, selected as "agent.<name>". */
const agentRow = rowParser("listing's agent", {
  id: int,
  name: text,
  company: nullable(text),
  email: text,
  phone: nullable(text),
  profileImage: nullable(text),
  rating: numeric,
  reviewCount: int,
  propertiesSold: int,
  bio: nullable(text),
  isVerified: bool,
  featured: bool,
  region: nullable(text),
  specialization: nullable(text),
  createdAt: timestamp,
  userId: nullable(int),
  licenseNumber: nullable(text),
  licenseCheckedAt: nullable(timestamp),
  licenseCheckedBy: nullable(text),
} satisfies ColumnsOf<AgentEntity>);

const AGENT_PREFIX = "agent.";

/** A row selected with LISTING_SELECT, parsed: the listing, and its agent or null (none joined). */
export function listingRow(raw: unknown): ListingRow {
  const listing = propertyRow(raw);
  const agent: Record<string, unknown> = {};
  if (typeof raw === "object" && raw !== null) {
    for (const [key, value] of Object.entries(raw)) {
      if (key.startsWith(AGENT_PREFIX)) agent[key.slice(AGENT_PREFIX.length)] = value;
    }
  }
  const joined = agent.id !== null && agent.id !== undefined;
  return { ...listing, agent: joined ? agentRow(agent) : null };
}
