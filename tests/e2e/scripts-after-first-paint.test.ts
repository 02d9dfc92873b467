import { newContext, watchConsole } from "./support/browser.js";
import { withBrowserAndServer } from "./support/browser-and-server.js";
import { waitForHydration } from "./support/page-ready.js";

const { server, browser } = withBrowserAndServer();

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
