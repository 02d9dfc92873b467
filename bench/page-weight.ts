import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/** One chunk of Vite's client manifest (Vike keeps it as dist/assets.json after the build). */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export interface RouteWeight {
  /** The page's directory as Vike names it: "/pages/properties/@id". */
  page: string;
  jsGzipBytes: number;
  cssGzipBytes: number;
  /** The files counted, as served under /assets/. */
  files: string[];
}

const PAGE_ENTRY = "virtual:vike:page-entry:client:";

/**
 * First-load JavaScript and CSS of every page, gzip bytes. Vite's build manifest (Vike moves
 * dist/client/.vite/manifest.json to dist/assets.json) lists each page entry and the chunks it
 * imports statically; a first load fetches Vike's client-routing entry plus the page entry, each
 * with its static imports followed to the end and the CSS of every chunk on the way. Dynamic
 * imports are left out: they load later, when the page asks for them.
 */
export function pageWeights(distDir: string): RouteWeight[] {
  const manifest = readManifest(distDir);
  const runtime = Object.entries(manifest).find(
    ([key, chunk]) => chunk.isEntry && !key.startsWith(PAGE_ENTRY),
  )?.[0];
  if (!runtime) throw new Error("no client-routing entry in the build manifest");
  const sizes = new Map<string, number>();
  const gzipSize = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = zlib.gzipSync(fs.readFileSync(path.join(distDir, "client", file))).length;
      sizes.set(file, size);
    }
    return size;
  };
  return Object.keys(manifest)
    .filter((key) => key.startsWith(PAGE_ENTRY))
    .map((key) => {
      const files = firstLoadFiles(manifest, [runtime, key]);
      const sum = (ext: string) =>
        files.filter((f) => f.endsWith(ext)).reduce((total, f) => total + gzipSize(f), 0);
      return {
        page: key.slice(PAGE_ENTRY.length),
        jsGzipBytes: sum(".js"),
        cssGzipBytes: sum(".css"),
        files: files.map((file) => `/${file}`),
      };
    })
    .sort((a, b) => a.page.localeCompare(b.page));
}

function readManifest(distDir: string): Record<string, ManifestChunk> {
  for (const candidate of ["assets.json", "client/.vite/manifest.json"]) {
    const file = path.join(distDir, candidate);
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, "utf8"));
  }
  throw new Error(`no build manifest in ${distDir}: run \`npm run build\` first`);
}

/** The files (JS and CSS) that loading these entries fetches: static imports, transitively. */
function firstLoadFiles(manifest: Record<string, ManifestChunk>, entries: string[]): string[] {
  const seen = new Set<string>();
  const files = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest names ${key} but has no entry for it`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const entry of entries) visit(entry);
  return [...files];
}

/** A page as the server sends it: its HTML and its size in bytes (decoded, should it be compressed). */
export async function fetchHtml(url: string): Promise<{ html: string; bytes: number }> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  const body = Buffer.from(await res.arrayBuffer());
  return { html: body.toString("utf8"), bytes: body.length };
}

/**
 * Checks the manifest walk against a page as served: every script, module preload and
 * stylesheet the HTML names under /assets/ must be among the files counted for its page, or
 * the page weight would be too low.
 */
export function uncountedAssets(html: string, route: RouteWeight): string[] {
  const named = [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="(\/assets\/[^"]+)"/g)].map(
    (match) => match[1],
  );
  return named.filter((asset) => !route.files.includes(asset));
}
