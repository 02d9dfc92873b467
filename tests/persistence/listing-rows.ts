import { mailboxKey } from "../../src/shared/mailbox.js";
import type { TestApp } from "../support/test-app.js";

/** The contract tests' present: the app's FakeClock starts here, and every row is dated from it. */
export const NOW = new Date("2026-11-23T10:00:00.000Z");

/** A moment `n` days before NOW (negative: after it). */
export const daysAgo = (n: number) => new Date(NOW.getTime() - n * 86_400_000);

/** Pins where the seeds put those neighbourhoods. */
export const EAST_LEGON = { latitude: 5.636, longitude: -0.161 };
export const OSU = { latitude: 5.556, longitude: -0.181 };
export const AHODWO = { latitude: 6.665, longitude: -1.63 };

export type Row = Record<string, unknown>;

/**
 * A properties row: a three-bedroom house for sale in East Legon, visible to search at NOW
 * (published, 30 days left, no reports, available). Dates are explicit so no default reads the
 * database's own clock.
 */
export function listing(overrides: Row = {}): Row {
  return {
    title: "Three-bedroom house",
    description: "A walled three-bedroom house with a boys' quarters and a borehole.",
    price: "1850000",
    price_currency: "GHS",
    listing_type: "sale",
    rent_period: null,
    location: "East Legon",
    city: "Accra",
    region: "Greater Accra",
    property_type: "house",
    status: "available",
    bedrooms: 3,
    bathrooms: 3,
    furnishing: "unfurnished",
    near_universities: [],
    images: [],
    amenities: [],
    featured: false,
    agent_id: null,
    owner_id: null,
    latitude: null,
    longitude: null,
    rent_advance_months: null,
    created_at: daysAgo(10),
    updated_at: daysAgo(10),
    last_confirmed_at: daysAgo(10),
    expires_at: daysAgo(-30),
    published: true,
    open_report_count: 0,
    ...overrides,
  };
}

/** Inserts rows in one statement (in the given order, so ids rise with it); their ids in order. */
export async function insertRows(app: TestApp, table: string, rows: Row[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const params: unknown[] = [];
  const tuples = rows.map(
    (row) =>
      `(${columns
        .map((column) => {
          if (!(column in row)) return "DEFAULT";
          params.push(row[column]);
          return `$${params.length}`;
        })
        .join(", ")})`,
  );
  const inserted = await app.sql<{ id: number }>(
    `INSERT INTO ${table} (${columns.join(", ")}) VALUES ${tuples.join(", ")} RETURNING id`,
    params,
  );
  return inserted.map((row) => row.id).sort((a, b) => a - b);
}

/** Inserts listings (listing() with each one's overrides); their ids, in order. */
export const insertListings = (app: TestApp, overrides: Row[]) =>
  insertRows(app, "properties", overrides.map(listing));

export async function insertListing(app: TestApp, overrides: Row = {}): Promise<number> {
  const [id] = await insertListings(app, [overrides]);
  return id as number;
}

let sequence = 0;

/** An agent row; its e-mail unique per call. */
export async function insertAgent(app: TestApp, overrides: Row = {}): Promise<number> {
  sequence += 1;
  const [id] = await insertRows(app, "agents", [
    {
      name: "Akosua Asante",
      company: "Adinkra Realty",
      email: `akosua.${sequence}@adinkra.example`,
      phone: "+233241234567",
      rating: "4.6",
      review_count: 31,
      properties_sold: 54,
      is_verified: true,
      created_at: daysAgo(100),
      ...overrides,
    },
  ]);
  return id as number;
}

/** A user row (a password hash nobody signs in with); its e-mail unique per call. */
export async function insertUser(app: TestApp, overrides: Row = {}): Promise<number> {
  sequence += 1;
  const row: Row = {
    email: `kofi.${sequence}@example.com`,
    password_hash: "not-a-real-hash",
    first_name: "Kofi",
    last_name: "Boateng",
    created_at: daysAgo(100),
    ...overrides,
  };
  const [id] = await insertRows(app, "users", [
    { email_key: mailboxKey(String(row.email)), ...row },
  ]);
  return id as number;
}

/** A dollar rate set at `at`, as the operator's set-rate does; the price trigger reads the latest. */
export const setRate = (app: TestApp, ghsPerUsd: string, at: Date) =>
  app.sql("INSERT INTO exchange_rates (ghs_per_usd, set_at) VALUES ($1, $2)", [ghsPerUsd, at]);
