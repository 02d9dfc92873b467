import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { createTestDatabase, type TestDatabase } from "../support/test-database.js";

// The real production server, built by `npm run build` (npm test runs it first): the pages are
// rendered from dist/ exactly as `npm start` and the Docker image serve them.
const root = path.resolve(__dirname, "../..");
const serverMain = path.join(root, "build/src/main.js");
const pagesEntry = path.join(root, "dist/server/entry.mjs");

interface ApiProperty {
  id: number;
  title: string;
  price: string;
}

let database: TestDatabase;
let server: ChildProcess;
let baseUrl: string;
let serverOutput = "";

beforeAll(async () => {
  for (const file of [serverMain, pagesEntry]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  }
  database = await createTestDatabase();
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: database.dataDir,
    ADMIN_PASSWORD: "ssr-test-admin-password",
    BLOG_FEEDS: "",
    LOG_LEVEL: "warn",
  };
  delete env.DATABASE_URL;
  if (database.databaseUrl) env.DATABASE_URL = database.databaseUrl;
  server = spawn(process.execPath, [serverMain], { cwd: root, env, stdio: "pipe" });
  server.stdout?.on("data", (chunk) => {
    serverOutput += chunk;
  });
  server.stderr?.on("data", (chunk) => {
    serverOutput += chunk;
  });
  await waitUntilServing(60_000);
}, 90_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  await database?.dispose();
});

describe("server-side rendered pages", () => {
  it("renders the home page with the three featured properties, their links and GH₵ prices", async () => {
    const api = await fetch(`${baseUrl}/api/properties?featured=true&limit=3`);
    const featured = (await api.json()) as ApiProperty[];
    expect(featured).toHaveLength(3);

    const res = await fetch(`${baseUrl}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<html lang="en-GH">');
    expect(html).toMatch(/<header[^>]*>.*Ofie.*<\/header>/s);
    for (const property of featured) {
      expect(html).toContain(escapeHtml(property.title));
      expect(html).toContain(`href="/properties/${property.id}"`);
      expect(html).toContain(cedis(property.price));
    }
  });

  it("seeds the client with exactly what the API answers for the same URL, plus the hydrating script", async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    const pageContext = JSON.parse(
      /<script id="vike_pageContext" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ??
        "null",
    );
    const url = "/api/properties?featured=true&limit=3";
    const api = await (await fetch(`${baseUrl}${url}`)).json();
    expect(api).toHaveLength(3);
    expect(pageContext.data.seeds[url]).toEqual(api);

    const script = /<script src="(\/assets\/[^"]+\.js)" type="module"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${baseUrl}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("content-type")).toMatch(/javascript/);
    expect(asset.headers.get("cache-control")).toContain("immutable");
  });

  it("answers an unknown path with 404 and 'Page Not Found'", async () => {
    const res = await fetch(`${baseUrl}/no/such/page`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Page Not Found");
  });

  it("answers HEAD with the page's status and no body", async () => {
    const res = await fetch(`${baseUrl}/`, { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await res.text()).toBe("");
  });

  it("leaves the API answering JSON, including its own 404", async () => {
    const list = await fetch(`${baseUrl}/api/properties?limit=1`);
    expect(list.status).toBe(200);
    expect(list.headers.get("content-type")).toMatch(/^application\/json/);
    const missing = await fetch(`${baseUrl}/api/no-such-endpoint`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: "Not Found" });
  });
});

function cedis(price: string): string {
  return `GH₵${Number(price).toLocaleString("en-US", { maximumFractionDigits: 2 })}`;
}

/** React's text escaping, so a title with an apostrophe or ampersand is found as sent. */
function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Polls until the API answers; fails with the server's own output if it dies or never comes up. */
async function waitUntilServing(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(`the server exited with ${server.exitCode}:\n${serverOutput}`);
    }
    try {
      const res = await fetch(`${baseUrl}/api/properties?limit=1`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer within ${timeoutMs} ms:\n${serverOutput}`);
}
