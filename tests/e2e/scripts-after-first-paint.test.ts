import { newContext, watchConsole } from "./support/browser.js";
import { httpsContext, withBrowserAndServer } from "./support/browser-and-server.js";
import { waitForHydration } from "./support/page-ready.js";

const started = withBrowserAndServer();
const { server, browser } = started;

/** When the page first painted and when each of its scripts was asked for, in page time. */
async function paintAndScripts(path: string) {
  const context = await newContext(browser(), server().baseUrl, "phone");
  const page = await context.newPage();
  const problems = watchConsole(page);
  await page.goto(path);
  await waitForHydration(page);
  const timings = await page.evaluate(() => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
    scripts: performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.endsWith(".js"))
      .map((entry) => entry.startTime),
  }));
  await context.close();
  return { ...timings, problems };
}

describe("a built page's scripts (decision 30)", () => {
  it.each(["/", "/properties"])(
    "%s asks for them only once it has painted, and then hydrates",
    async (path) => {
      const { paint, scripts, problems } = await paintAndScripts(path);
      expect(paint).toBeGreaterThan(0);
      expect(scripts.length).toBeGreaterThan(5);
      expect(Math.min(...scripts)).toBeGreaterThan(paint as number);
      expect(problems).toEqual([]);
    },
  );
});

describe("a form pressed before the page's scripts have run", () => {
  it("is held, not sent by the browser with its password in the URL, and sent as typed once they run", async () => {
    const context = await httpsContext(started, "phone");
    const page = await context.newPage();
    const asked: string[] = [];
    page.on("request", (request) => asked.push(request.url()));
    // The page's scripts wait at the network until the form has been pressed, as on a slow phone.
    let release = () => {};
    const scriptsMayCome = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await scriptsMayCome;
      await route.continue();
    });
    await page.goto("/admin/login");
    await page.getByLabel("Admin password").fill("ssr-test-admin-password");
    await page.getByRole("button", { name: "Access Admin Dashboard" }).click();
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe("/admin/login");
    expect(new URL(page.url()).search).toBe("");
    await expect(page.getByLabel("Admin password").inputValue()).resolves.toBe(
      "ssr-test-admin-password",
    );

    release();
    await page.waitForURL((url) => url.pathname === "/admin");
    await page.getByRole("heading", { name: "Admin Dashboard" }).waitFor();
    expect(asked.filter((url) => url.includes("password"))).toEqual([]);
    await context.close();
  });
});
