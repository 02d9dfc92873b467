import { BOTH_SIZES, newContext, saveScreen, watchConsole } from "./support/browser.js";
import { withBrowserAndServer } from "./support/browser-and-server.js";

const { server, browser } = withBrowserAndServer();

describe.each(BOTH_SIZES)("journey 11 on a %s", (viewport) => {
  it("an unknown path shows 'Page Not Found' with a 404", async () => {
    const context = await newContext(browser(), server().baseUrl, viewport);
    const page = await context.newPage();
    const problems = watchConsole(page);
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole("heading", { name: "Page Not Found" }).first().isVisible(),
    ).resolves.toBe(true);
    await saveScreen(page, `not-found-${viewport}`);
    // The browser logs the 404 of the document itself; nothing else may go wrong.
    expect(problems.filter((p) => !p.includes("404"))).toEqual([]);
    await context.close();
  });

  it("/legal?tab=gdpr opens the GDPR document", async () => {
    const context = await newContext(browser(), server().baseUrl, viewport);
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto("/legal?tab=gdpr");
    await page.getByRole("heading", { name: "GDPR Notice" }).waitFor();
    const selected = page.getByRole("tab", { selected: true });
    await expect(selected.textContent()).resolves.toBe("GDPR");
    await saveScreen(page, `legal-gdpr-${viewport}`);
    expect(problems).toEqual([]);
    await context.close();
  });
});
