// The embedded default as a newcomer meets it (decision 72): `npm start` on an empty DATA_DIR with
// no DATABASE_URL, which migrates and seeds the embedded PostgreSQL on its first start; then a
// visitor's search, a sign-up and a favourite in Debian's full Chromium, and an operator command run beside the
// running server. Everything else above the repositories runs once, on the PostgreSQL server; the
// repositories themselves run on both (tests/persistence).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { assertCliBuilt, startCli } from "../cli/job-runs.js";
import { type BuiltApp, startBuiltApp } from "../support/built-app-process.js";
import { startTileServer, type TileServer } from "../support/tile-server.js";
import { launchChromium, newContext, watchConsole } from "./support/browser.js";
import { openPage, waitForHydration } from "./support/page-ready.js";
import { cardsOf, resultsOf, titlesOn } from "./support/property-results.js";

interface Listing {
  id: number;
  title: string;
  priceCurrency: string;
}

let dataDir: string;
let app: BuiltApp;
let tiles: TileServer;
let browser: Browser;

beforeAll(async () => {
  assertCliBuilt();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ofie-newcomer-"));
  tiles = await startTileServer();
  // The first start pays PGlite's initdb, every migration and the seed: minutes on a loaded machine.
  [app, browser] = await Promise.all([
    startBuiltApp({ databaseUrl: undefined, dataDir, env: { TILE_URL: tiles.url } }),
    // The whole browser a visitor runs, not the other journeys' headless shell (decision 113):
    // the newcomer's first look is where both must show the same.
    launchChromium({ full: true }),
  ]);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await app?.process.stop();
  await tiles?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function api<T>(pathname: string): Promise<T> {
  const res = await fetch(app.baseUrl + pathname);
  if (res.status !== 200) throw new Error(`GET ${pathname} answered ${res.status}`);
  return (await res.json()) as T;
}

it("serves the seeded catalogue from an empty DATA_DIR, on the embedded database", async () => {
  expect(fs.existsSync(path.join(dataDir, "pg"))).toBe(true);
  const all = await api<Listing[]>("/api/properties?limit=96");
  // The Ghana seed data: dozens of listings, some priced in dollars.
  expect(all.length).toBeGreaterThan(20);
  expect(all.some((listing) => listing.priceCurrency === "USD")).toBe(true);
});

it("a visitor searches, signs up and keeps a favourite; an operator command runs beside the server", async () => {
  const context = await newContext(browser, app.baseUrl, "phone", {
    // Production cookies are Secure: the browser talks as through the https proxy TRUST_PROXY names.
    extraHTTPHeaders: { "x-forwarded-proto": "https" },
  });
  context.setDefaultTimeout(15_000);
  try {
    const page = await context.newPage();
    const problems = watchConsole(page);

    // Search: what the page lists is what the API finds.
    const expected = await api<Listing[]>("/api/properties?search=Accra&limit=12");
    expect(expected.length).toBeGreaterThan(0);
    await openPage(page, "/properties?search=Accra");
    const results = resultsOf(page);
    await cardsOf(results).first().waitFor();
    expect(await titlesOn(results)).toEqual(expected.map((listing) => listing.title));

    // Sign up from a card's heart; the page comes back and saves what the heart was pressed for
    // (issue 33: it used to need a second press).
    const [first] = expected;
    await page.getByRole("button", { name: `Save ${first.title} to favorites` }).click();
    await page.waitForURL((url) => url.pathname === "/login");
    await waitForHydration(page);
    await page.getByRole("tab", { name: "Create Account" }).click();
    const form = page.getByRole("form", { name: "Create account" });
    await form.getByLabel("First name").fill("Esi");
    await form.getByLabel("Last name").fill("Mensah");
    await form.getByLabel("Email").fill("esi.mensah@example.com");
    await form.getByLabel("Password").fill("a-long-password");
    await form.getByRole("button", { name: "Create Account" }).click();
    await page.waitForURL((url) => url.pathname === "/properties");
    await waitForHydration(page);
    await page.getByRole("button", { name: `Remove ${first.title} from favorites` }).waitFor();
    await openPage(page, "/favorites");
    await page.getByRole("link", { name: first.title, exact: true }).waitFor();

    // The operator sets the dollar rate while the server runs on the same DATA_DIR; the server
    // shows it at once.
    const setRate = await startCli({ DATA_DIR: dataDir, ADMIN_PASSWORD: "" }, "set-rate", "15.2")
      .done;
    expect(setRate).toEqual({ code: 0, out: expect.stringContaining("Rate set: GH₵15.20") });
    const dollar = (await api<Listing[]>("/api/properties?limit=96")).find(
      (listing) => listing.priceCurrency === "USD",
    );
    if (!dollar) throw new Error("the seed data has no dollar listing");
    await openPage(page, `/properties/${dollar.id}`);
    await page.getByText("at GH₵15.20 per US$").first().waitFor();
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});
