/**
 * `npm run bench:images`: issue 17's image bytes per page on a 360 px phone at DPR 2, and each
 * page's load time on simulated 3G, against the production build on a fresh embedded database,
 * with a listing made from six 4000×3000 phone photos. `--root DIR` measures another checkout's
 * build (the code before the photo pipeline, say); `--out FILE` keeps the results as JSON.
 */
import path from "node:path";
import { measureImagePages } from "./image-pages.js";
import { imageResults, imageTable } from "./image-report.js";
import { startProductionServer } from "./lighthouse/production-server.js";
import { writeResults } from "./report.js";

const flag = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const root = path.resolve(flag("--root") ?? path.join(import.meta.dirname, "../.."));
const say = (text: string) => process.stdout.write(`${text}\n`);

say(`images: starting the production build of ${root}…`);
const server = await startProductionServer(root);
try {
  const [seeded] = (await (await fetch(`${server.baseUrl}/api/properties?limit=1`)).json()) as {
    id: number;
  }[];
  const result = await measureImagePages({
    baseUrl: server.baseUrl,
    // The password startProductionServer gives the server.
    adminPassword: "lighthouse-bench-admin",
    seededId: seeded.id,
    on3g: true,
    say,
  });
  say(`\n${imageTable(result.pages)}`);
  const { photos, photoBytes, size } = result.phoneListing;
  say(
    `phone listing: ${photos} photos of ${size}, ${(photoBytes / 1024 / 1024).toFixed(2)} MB sent`,
  );
  const out = flag("--out");
  if (out) {
    writeResults(out, {
      ...result,
      date: new Date().toISOString(),
      root,
      pages: imageResults(result.pages),
    });
    say(`results: ${out}`);
  }
  // A report, not a test: budgets missed are printed, not an exit code (the e2e journey asserts).
} finally {
  await server.stop();
}
