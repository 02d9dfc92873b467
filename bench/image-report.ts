import { kb, type PageKind, type Verdict } from "./image-budgets.js";
import { type ImageWeight, SIMULATED_3G_TEXT } from "./image-weight.js";

export interface PageImages {
  name: string;
  path: string;
  kind: PageKind;
  weight: ImageWeight;
  verdict: Verdict;
  /** The same first visit on simulated 3G, when asked for. */
  on3g?: { loadMs: number; imagesDoneMs: number; totalBytes: number };
}

function table(rows: string[][]): string {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  const line = (row: string[]) => row.map((cell, i) => cell.padEnd(widths[i])).join("  ");
  return [line(rows[0]), widths.map((w) => "-".repeat(w)).join("  "), ...rows.slice(1).map(line)]
    .join("\n")
    .concat("\n");
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function imageTable(pages: PageImages[]): string {
  const with3g = pages.some((p) => p.on3g);
  const head = ["page (360 px, DPR 2)", "images", "image bytes", "largest", "main (LCP)"];
  const rows = [[...head, "budget", "", ...(with3g ? ["3G: load event", "3G: photos in"] : [])]];
  for (const { name, weight, verdict, on3g } of pages) {
    const largest = Math.max(0, ...weight.images.map((i) => i.bytes));
    rows.push([
      name,
      String(weight.images.length),
      kb(weight.totalBytes),
      kb(largest),
      weight.main ? kb(weight.main.bytes) : "text",
      verdict.budget,
      verdict.missed.length === 0 ? "PASS" : `MISS (${verdict.missed.join(", ")})`,
      ...(with3g ? (on3g ? [seconds(on3g.loadMs), seconds(on3g.imagesDoneMs)] : ["", ""]) : []),
    ]);
  }
  const note = with3g
    ? `3G: a first visit (empty cache) on ${SIMULATED_3G_TEXT}; "photos in" is when the last image counted had arrived\n`
    : "";
  return `${table(rows)}${note}`;
}

/** The results file's part: per page the totals, each image and the verdict. */
export function imageResults(pages: PageImages[]) {
  return pages.map(({ name, path, weight, verdict, on3g }) => ({
    page: name,
    path,
    imageBytes: weight.totalBytes,
    images: weight.images.map((i) => ({ url: new URL(i.url).pathname, bytes: i.bytes })),
    main: weight.main ? { url: new URL(weight.main.url).pathname, bytes: weight.main.bytes } : null,
    budget: verdict.budget,
    missed: verdict.missed,
    ...(on3g ? { simulated3g: on3g } : {}),
  }));
}
