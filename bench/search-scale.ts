import { SEARCH_INDEXES as FILTER_INDEXES } from "../migrations/1764000000000-search-indexes.js";
import { SEARCH_GIN_INDEX } from "../migrations/1764500000000-covering-search-indexes.js";
import {
  AVAILABILITY_SEARCH_INDEXES,
  UNCONFIRMED_LISTINGS_INDEX,
} from "../migrations/1765500000000-availability-asks.js";
import type { Application } from "../src/bootstrap.js";
import { countProperties, GENERATED_ROWS, growCatalogue } from "./grow-catalogue.js";
import { summarise, type Timing } from "./percentiles.js";
import {
  DEFAULT_SERVER_URL,
  openScratchApp,
  type ScratchApp,
  serverAnswers,
} from "./scratch-database.js";
import { type SearchQuery, searchQueries } from "./search-queries.js";

/**
 * The indexes the search uses as the migrations leave them: the covering sort and filter indexes
 * (decision 31, keyed by comparable price since issue 18, carrying the text signature since issue
 * 21 and the date a listing stops being confirmed since decision 101), the listings not confirmed
 * recently, the filters' statistics, and the words' GIN, still the last and slowest to build.
 */
const SEARCH_INDEXES = [
  ...AVAILABILITY_SEARCH_INDEXES,
  UNCONFIRMED_LISTINGS_INDEX,
  ...FILTER_INDEXES.filter((index) => index.name === "properties_filters_stats"),
  SEARCH_GIN_INDEX,
];

/** Issue 21's targets for search at scale (issue 6 asked growth ≤ 2×; issue 21 allows 3×). */
export const SEARCH_TARGETS = { p95AtLargestMs: 30, growthRatio: 3 };
export const DEFAULT_SIZES = [10_000, 100_000, 1_000_000];
export const SMOKE_SIZES = [100, 400];

export interface SearchScaleOptions {
  sizes?: number[];
  queries?: number;
  /** A server URL; undefined: DATABASE_URL or 127.0.0.1:5432 when it answers; null: PGlite. */
  serverUrl?: string | null;
  /** Indexes of the search-index migration to drop before timing (names, or "all"): before/after. */
  withoutIndexes?: string[];
  /** At the largest size, also time without each index in turn (dropped, timed, rebuilt). */
  perIndex?: boolean;
  /** The database to measure on instead of a fresh one (the tests' copy of a migrated template). */
  open?: () => Promise<ScratchApp>;
  /** Leave the server database in place (to EXPLAIN by hand); its name is logged. */
  keep?: boolean;
  log?: (line: string) => void;
}

export interface SizeResult {
  size: number;
  list: Timing;
  count: Timing;
  /** The same queries split: those with search words, and those with filters only (decision 31). */
  withWords: { queries: number; list: Timing; count: Timing };
  filtersOnly: { queries: number; list: Timing; count: Timing };
}

export interface SearchScaleResult {
  database: "server" | "embedded";
  where: string;
  queries: number;
  withoutIndexes: string[];
  sizes: SizeResult[];
  /** At the largest size: the timings with one index missing (perIndex). */
  perIndex: Array<{ without: string; list: Timing; count: Timing }>;
  /** p95 at the largest size over p95 at the smallest, list and count. */
  growth: { list: number; count: number };
  targets: typeof SEARCH_TARGETS;
}

/**
 * Grows a fresh catalogue through `sizes` and, at each, times the API's own search — the
 * services' listProperties and countProperties, so the SQL GET /api/properties and
 * /api/properties/count run — over the same seeded, varied queries.
 */
export async function measureSearchAtScale(
  options: SearchScaleOptions = {},
): Promise<SearchScaleResult> {
  const sizes = [...(options.sizes ?? DEFAULT_SIZES)].sort((a, b) => a - b);
  const log = options.log ?? (() => undefined);
  const queries = searchQueries(options.queries ?? 200);
  // Before a database is made for nothing.
  const withoutIndexes = indexesNamed(options.withoutIndexes ?? []);
  const scratch = options.open
    ? await options.open()
    : await openScratchApp(await pickServer(options.serverUrl));
  log(`database: ${scratch.where}`);
  try {
    const { dataSource } = scratch.app.database;
    await dropIndexes(scratch.app, withoutIndexes);
    if (withoutIndexes.length > 0) log(`without: ${withoutIndexes.join(", ")}`);
    const results: SizeResult[] = [];
    for (const size of sizes) {
      log(`growing to ${size}…`);
      await growWithIndexesSuspended(scratch.app, size, withoutIndexes, log);
      const actual = await countProperties(dataSource);
      results.push({ size: actual, ...(await timeQueries(scratch.app, queries)) });
    }
    const perIndex = [];
    if (options.perIndex) {
      // In the migration's order: the trigram index, slowest to rebuild, comes last and is not.
      const kept = SEARCH_INDEXES.filter((index) => !withoutIndexes.includes(index.name));
      for (const [i, index] of kept.entries()) {
        log(`timing without ${index.name}…`);
        await dataSource.query(index.drop);
        await dataSource.query("ANALYZE properties");
        perIndex.push({ without: index.name, ...(await timeQueries(scratch.app, queries)) });
        if (i < kept.length - 1) {
          await dataSource.query(index.create);
          await dataSource.query("ANALYZE properties");
        }
      }
    }
    const first = results[0];
    const last = results[results.length - 1];
    return {
      database: scratch.kind,
      where: scratch.where,
      queries: queries.length,
      withoutIndexes,
      sizes: results,
      perIndex,
      growth: { list: last.list.p95 / first.list.p95, count: last.count.p95 / first.count.p95 },
      targets: SEARCH_TARGETS,
    };
  } finally {
    if (options.keep && scratch.kind === "server") await scratch.app.close();
    else await scratch.dispose();
  }
}

async function pickServer(option: string | null | undefined): Promise<string | undefined> {
  if (option === null) return undefined;
  const url = option ?? process.env.DATABASE_URL ?? DEFAULT_SERVER_URL;
  return (await serverAnswers(url)) ? url : undefined;
}

/** Times every query's list and count, after one untimed pass that warms caches and plans. */
async function timeQueries(app: Application, queries: SearchQuery[]) {
  const { catalogue } = app.services;
  for (const q of queries.slice(0, 20)) {
    await catalogue.listProperties(q);
    await catalogue.countProperties(q);
  }
  const timed: Array<{ words: boolean; list: number; count: number }> = [];
  for (const q of queries) {
    let start = performance.now();
    await catalogue.listProperties(q);
    const list = performance.now() - start;
    start = performance.now();
    await catalogue.countProperties(q);
    timed.push({ words: Boolean(q.search), list, count: performance.now() - start });
  }
  const summary = (rows: typeof timed) => ({
    queries: rows.length,
    list: summarise(rows.map((row) => row.list)),
    count: summarise(rows.map((row) => row.count)),
  });
  const { list, count } = summary(timed);
  return {
    list,
    count,
    withWords: summary(timed.filter((row) => row.words)),
    filtersOnly: summary(timed.filter((row) => !row.words)),
  };
}

/**
 * A bulk load's usual order: the search indexes are dropped while rows are copied in and built
 * again after (a trigram index updated row by row makes the load many times slower). Then the
 * statistics and visibility map are refreshed, as autovacuum does on a live catalogue.
 */
async function growWithIndexesSuspended(
  app: Application,
  size: number,
  without: string[],
  log: (line: string) => void,
) {
  const { dataSource } = app.database;
  const suspended = SEARCH_INDEXES.filter((index) => !without.includes(index.name));
  const bulk = size > GENERATED_ROWS && (await countProperties(dataSource)) < size;
  const runner = dataSource.createQueryRunner();
  try {
    if (bulk) for (const index of suspended) await runner.query(index.drop);
    await growCatalogue(dataSource, size, log);
    if (bulk) {
      await runner.query("SET maintenance_work_mem = '256MB'");
      for (const index of suspended) await runner.query(index.create);
    }
    await runner.query("VACUUM ANALYZE properties");
  } finally {
    await runner.release();
  }
}

/** The search indexes named ("all" for every one); an unknown name throws. */
function indexesNamed(names: string[]): string[] {
  const all = SEARCH_INDEXES.map((index) => index.name);
  const chosen = names.includes("all") ? all : names;
  for (const name of chosen) {
    if (!all.includes(name)) throw new Error(`unknown index ${name}; one of: ${all.join(", ")}`);
  }
  return chosen;
}

/** Drops some of the search indexes (a before/after measurement). */
async function dropIndexes(app: Application, names: string[]): Promise<void> {
  for (const name of names) {
    await app.database.dataSource.query(
      SEARCH_INDEXES.find((index) => index.name === name)?.drop as string,
    );
  }
}
