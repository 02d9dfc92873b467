import { Command, InvalidArgumentError } from "commander";

export interface BenchOptions {
  /** Seconds each target is loaded. */
  duration: number;
  /** Instead of a duration, this many requests per target (the smoke run's: it measures nothing). */
  requests?: number;
  connections: number;
  /** Synthetic properties added to the Ghana seed. */
  count: number;
  /** A few seconds in all, for CI: fails on errors (5xx, timeouts), never on speed. */
  smoke: boolean;
  /** Embedded PGlite even when a PostgreSQL server is at hand. */
  pglite: boolean;
  /** Image bytes per page in Chromium, with a listing of phone photos (off in --smoke). */
  images: boolean;
  /** Where results.json goes. */
  out: string;
  /** The groups of load targets to run (the ceilings always run): all of TARGET_GROUPS by default. */
  only: TargetGroup[];
}

/** Issue 6's repeated reads, issue 21's uncached path, the favourite write loop. */
export const TARGET_GROUPS = ["reads", "uncached", "write"] as const;
export type TargetGroup = (typeof TARGET_GROUPS)[number];

function groups(text: string): TargetGroup[] {
  const names = text.split(",").map((name) => name.trim());
  const unknown = names.filter((name) => !TARGET_GROUPS.includes(name as TargetGroup));
  if (unknown.length > 0 || names.length === 0) {
    throw new InvalidArgumentError(`expected some of ${TARGET_GROUPS.join(",")}`);
  }
  return names as TargetGroup[];
}

function whole(min: number, max: number) {
  return (text: string) => {
    const n = Number(text);
    if (!/^\d+$/.test(text) || n < min || n > max) {
      throw new InvalidArgumentError(`expected a whole number from ${min} to ${max}`);
    }
    return n;
  };
}

/** Reads the command line; --smoke sets small defaults that explicit options still override. */
export function parseOptions(argv: string[]): BenchOptions {
  const program = new Command("bench")
    .description(
      "load the production app on a seeded database and compare it with a bare Koa ceiling",
    )
    .option("--duration <s>", "seconds per target (default 10)", whole(1, 600))
    .option("--connections <n>", "concurrent connections (default 32)", whole(1, 1024))
    .option("--count <n>", "synthetic properties to seed (default 100000)", whole(0, 9_999_999))
    .option("--requests <n>", "requests per target instead of a duration", whole(1, 10_000_000))
    .option("--smoke", "a quick run for CI: count 200, 40 requests, connections 4", false)
    .option("--pglite", "use embedded PGlite even when a PostgreSQL server answers", false)
    .option("--images", "image bytes per page in Chromium (default, except with --smoke)")
    .option("--no-images", "skip the image bytes (Chromium and six phone photos)")
    .option("--out <file>", "results file", "bench/results.json")
    .option("--only <groups>", `load only these of ${TARGET_GROUPS.join(",")}`, groups)
    .parse(argv);
  const given = program.opts<Partial<BenchOptions>>();
  const smoke = given.smoke === true;
  return {
    duration: given.duration ?? 10,
    // A smoke run proves each target answers under concurrent load, not how fast: a second of
    // each on a loaded CI machine was most of its CPU.
    requests: given.requests ?? (smoke && given.duration === undefined ? 40 : undefined),
    connections: given.connections ?? (smoke ? 4 : 32),
    count: given.count ?? (smoke ? 200 : 100_000),
    smoke,
    pglite: given.pglite === true,
    // CI's smoke run stays cheap: the browser journeys hold the same budgets on every push.
    images: given.images ?? !smoke,
    out: given.out ?? "bench/results.json",
    only: given.only ?? [...TARGET_GROUPS],
  };
}
