// The census of decision 95: written-SQL calls in src, and the unchecked reads of their rows.
// A text search, so it counts the same way each time: `node scripts/sql-census.mjs [-v]`.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

const KINDS = {
  // A type given to a query's answer (`unknown` is not a cast): `const rows: X[] = await m.query(`, `.query<X>(`, `)) as X`.
  typedResult:
    /:(?!\s*unknown(?:\[\])?\s*=)\s*(?:(?!\bconst\b|\/\/|Promise<)[^=;()]){1,300}?=\s*\(?\s*await\s+[\w.]+\.query\b|\.query<|\)\)\s+as\s+(?!const\b)/g,
  // An answer read as `any`: `const [row] = await m.query(`.
  anyResult: /\b(?:const|let)\s+(?:\[[\w\s,{}]*\]|\w+)\s*=\s*await\s+[\w.]+\.query\(/g,
  // A field cast: `r.price as string`, `row["a.b"] as number`, `rows as X`.
  fieldCast:
    /\b\w+(?:\?\.|\.)\w+\s+as\s+(?!const\b)|\w+\[["'][\w. ]+["']\]\s+as\s+|\w+\[\w+\]\s+as\s+|\brows?\s+as\s+(?!const\b)/g,
  // A field coerced: `Number(row.n)`, `String(r.key)`, `new Date(r.created_at)`.
  coercion: /\b(?:Number|String|Boolean)\(\s*\w+(?:\?\.|\.)\w+|new Date\(\s*\w+(?:\?\.|\.)\w+/g,
};

const verbose = process.argv.includes("-v");
const files = execFileSync("grep", ["-rlF", "--include=*.ts", ".query(", "src"], {
  encoding: "utf8",
})
  .trim()
  .split("\n");
const counts = { files: files.length, calls: 0 };
for (const kind of Object.keys(KINDS)) counts[kind] = 0;
for (const file of files) {
  const source = readFileSync(file, "utf8");
  counts.calls += source.split(".query(").length - 1;
  for (const [kind, pattern] of Object.entries(KINDS)) {
    for (const hit of source.matchAll(pattern)) {
      counts[kind] += 1;
      if (verbose) {
        const line = source.slice(0, hit.index).split("\n").length;
        console.log(`${kind}\t${file}:${line}\t${hit[0].replace(/\s+/g, " ").slice(0, 60)}`);
      }
    }
  }
}
counts.casts = counts.typedResult + counts.fieldCast + counts.coercion;
console.log(counts);
