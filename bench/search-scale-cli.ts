import { Command, InvalidArgumentError } from "commander";
import {
  DEFAULT_SIZES,
  measureSearchAtScale,
  type SearchScaleResult,
  SMOKE_SIZES,
} from "./search-scale.js";

/** `npm run bench:search [-- --sizes 10000,100000 --smoke --without all]`: prints the table. */
const program = new Command("bench:search")
  .description("time the filtered property search at 10k, 100k and 1M properties")
  .option("--sizes <list>", "catalogue sizes, comma-separated", sizesOption)
  .option("--smoke", "tiny sizes and 20 queries: checks the script works (a few seconds)")
  .option("--queries <n>", "queries per size", (v) => Number(v), 200)
  .option("--without <indexes>", "drop these search indexes first (names or 'all'): the before")
  .option("--per-index", "at the largest size, also time without each search index in turn")
  .option("--keep", "keep the server database afterwards (to EXPLAIN by hand)")
  .action(async (o: Options) => {
    const result = await measureSearchAtScale({
      sizes: o.smoke ? SMOKE_SIZES : (o.sizes ?? DEFAULT_SIZES),
      queries: o.smoke ? 20 : o.queries,
      withoutIndexes: o.without?.split(",").filter(Boolean),
      keep: o.keep,
      perIndex: o.perIndex,
      log: (line) => process.stderr.write(`${line}\n`),
    });
    process.stdout.write(formatSearchScale(result));
  });

interface Options {
  sizes?: number[];
  smoke?: boolean;
  queries: number;
  without?: string;
  keep?: boolean;
  perIndex?: boolean;
}

function sizesOption(value: string): number[] {
  const sizes = value.split(",").map(Number);
  if (sizes.some((n) => !Number.isInteger(n) || n < 1)) {
    throw new InvalidArgumentError("give whole numbers, e.g. 10000,100000,1000000");
  }
  return sizes;
}

const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(9);

export function formatSearchScale(r: SearchScaleResult): string {
  const { p95AtLargestMs, growthRatio } = r.targets;
  const lines = [
    `Search at scale — ${r.queries} queries per size on ${r.where}`,
    r.withoutIndexes.length > 0 ? `without indexes: ${r.withoutIndexes.join(", ")}` : "",
    `${"properties".padStart(10)}  ${"list p50".padStart(9)} ${"list p95".padStart(9)}  ${"count p50".padStart(9)} ${"count p95".padStart(9)}`,
    ...r.sizes.map(
      (s) =>
        `${String(s.size).padStart(10)}  ${ms(s.list.p50)} ${ms(s.list.p95)}  ${ms(s.count.p50)} ${ms(s.count.p95)}`,
    ),
  ];
  const last = r.sizes[r.sizes.length - 1];
  const mark = (ok: boolean) => (ok ? "met" : "NOT met");
  // Where the misses come from: the text search and the filters meet the target apart or not.
  for (const [name, part] of [
    ["filters only", last.filtersOnly],
    ["with words", last.withWords],
  ] as const) {
    lines.push(
      part.queries === 0
        ? `at ${last.size}, ${name}: no such query`
        : `at ${last.size}, ${name} (${part.queries} queries): list ${ms(part.list.p50)} ${ms(part.list.p95)}  count ${ms(part.count.p50)} ${ms(part.count.p95)}  (p50, p95)`,
    );
  }
  for (const kind of ["list", "count"] as const) {
    const p95 = last[kind].p95;
    const growth = r.growth[kind];
    lines.push(
      `${kind}: p95 at ${last.size} ${p95.toFixed(1)} ms (target ≤ ${p95AtLargestMs} ms: ${mark(p95 <= p95AtLargestMs)}); ` +
        `growth ${r.sizes[0].size}→${last.size} ${growth.toFixed(2)}× (target ≤ ${growthRatio}×: ${mark(growth <= growthRatio)})`,
    );
  }
  for (const row of r.perIndex) {
    lines.push(
      `without ${row.without.padEnd(28)} list ${ms(row.list.p50)} ${ms(row.list.p95)}  count ${ms(row.count.p50)} ${ms(row.count.p95)}`,
    );
  }
  return `${lines.filter(Boolean).join("\n")}\n`;
}

// Run as a script (node build/bench/search-scale-cli.js), not when imported by `npm run bench`.
if (process.argv[1]?.endsWith("search-scale-cli.js")) {
  program.parseAsync().catch((error: unknown) => {
    process.stderr.write(`bench:search failed: ${(error as Error).stack ?? error}\n`);
    process.exitCode = 1;
  });
}
