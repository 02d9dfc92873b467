import fs from "node:fs";
import path from "node:path";
import { photoSources } from "../../src/shared/photo-variants.js";
import type { TestApp } from "../support/test-app.js";

/** `count(table)`: the number of rows in a table of the app `app()` returns. */
export function rowCounter(app: () => TestApp): (table: string) => Promise<number> {
  return async (table) => {
    const [row] = await app().sql<{ n: string }>(`SELECT count(*) AS n FROM ${table}`);
    return Number(row.n);
  };
}

/** The url is a picture the app serves from public/images, with every size its URL names. */
export function expectPublicFile(url: string): void {
  expect(url).toMatch(/^\/images\//);
  for (const file of [url, ...photoSources(url).map((s) => s.url)]) {
    const onDisk = path.resolve("public", `.${file}`);
    expect(fs.existsSync(onDisk) ? file : `missing ${onDisk}`).toBe(file);
  }
}

/** A seeded photo follows the pipeline's convention (src/shared/photo-variants.ts). */
export function expectSeedPhoto(url: string): void {
  expect(photoSources(url).at(-1)?.url).toBe(url);
  expectPublicFile(url);
}

/** The tables the seed writes. */
export const SEEDED_TABLES = [
  "agents",
  "properties",
  "student_hostels",
  "blog_posts",
  "hostel_rooms",
  "contact_clicks",
];

/** Every property type the search filters offer. */
export const PROPERTY_TYPES = new Set([
  "house",
  "apartment",
  "condo",
  "townhouse",
  "land",
  "commercial",
  "office",
  "warehouse",
]);

/** The six categories of the blog. */
export const BLOG_CATEGORIES = new Set([
  "Market Trends",
  "Buying Guide",
  "Investment",
  "Legal",
  "Property Management",
  "News",
]);

/** The columns of a seeded property row the tests read (`SELECT * FROM properties`). */
export interface PropertyRow {
  title: string;
  price: string;
  property_type: string;
  city: string;
  status: string;
  featured: boolean;
  images: string[];
  agent_id: number | null;
  listing_type: string;
  rent_period: string | null;
  rent_advance_months: number | null;
  viewing_fee: string | null;
  commission_percent: string | null;
  digital_address: string | null;
  title_status: string | null;
  price_currency: string;
  price_ghs: string | null;
}

export interface AgentRow {
  email: string;
  is_verified: boolean;
  rating: string;
  bio: string;
  profile_image: string;
  featured: boolean;
}

export interface HostelRow {
  gender: string;
  price_per_semester: string;
  images: string[];
  nearby_universities: string[];
  amenities: string[];
}

export interface BlogPostRow {
  slug: string;
  category: string;
  featured_image: string;
  source_url: string | null;
}

/** Each hostel with its cheapest room, its number of rooms and of rooms with a bed left. */
export const HOSTELS_WITH_ROOMS = `SELECT h.id, h.images, h.price_per_semester, h.semester, h.distance_km,
        min(r.price_per_semester) AS cheapest, count(r.id)::int AS rooms,
        count(r.id) FILTER (WHERE r.bed_spaces_left > 0)::int AS free_rooms
 FROM student_hostels h LEFT JOIN hostel_rooms r ON r.hostel_id = h.id GROUP BY h.id`;

export interface HostelWithRoomsRow {
  id: number;
  images: string[];
  price_per_semester: string;
  semester: string | null;
  distance_km: string | null;
  cheapest: string | null;
  rooms: number;
  free_rooms: number;
}
