import type { Browser } from "playwright-core";
import { postAgentApplication } from "../support/agent-application.js";
import { type BuiltServer, startBuiltServer } from "../support/built-server.js";
import {
  launchChromium,
  newContext,
  saveScreen,
  VIEWPORTS,
  type ViewportName,
  watchConsole,
} from "./support/browser.js";

let server: BuiltServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startBuiltServer(), launchChromium()]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe.each(Object.keys(VIEWPORTS) as ViewportName[])("the admin journey on a %s", (viewport) => {
  it("logs in, approves an application and logs out; the wall is the server's", async () => {
    const applicant = `Nana Adjei ${viewport}`;
    await postAgentApplication(server.baseUrl, {
      name: applicant,
      email: `nana.adjei.${viewport}@example.com`,
      company: "Adjei Homes",
    });
    // Production cookies are Secure: the server sits behind an https proxy, as built-server.ts explains.
    const context = await newContext(browser, server.baseUrl, viewport, {
      extraHTTPHeaders: { "x-forwarded-proto": "https" },
    });
    const page = await context.newPage();
    const problems = watchConsole(page);

    await page.goto("/admin");
    await page.getByRole("link", { name: "Go to Login" }).click();
    await page.waitForURL("**/admin/login");

    await page.getByLabel("Admin password").fill("not-the-password");
    await page.getByRole("button", { name: "Access Admin Dashboard" }).click();
    await page.getByText("Invalid admin password", { exact: true }).waitFor();

    await page.getByLabel("Admin password").fill("ssr-test-admin-password");
    await page.getByRole("button", { name: "Access Admin Dashboard" }).click();
    await page.waitForURL("**/admin");
    await page.getByRole("heading", { name: "Admin Dashboard" }).waitFor();

    await page.getByRole("tab", { name: "Agent Applications" }).click();
    const panel = page.getByRole("tabpanel", { name: "Agent Applications" });
    await panel.getByRole("button", { name: `Approve ${applicant}` }).click();
    await panel
      .getByRole("button", { name: `Approve ${applicant}` })
      .waitFor({ state: "detached" });
    await expect(panel.getByText("approved").first().isVisible()).resolves.toBe(true);
    await saveScreen(page, `admin-dashboard-${viewport}`);

    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.goto("/admin");
    await page.getByRole("heading", { name: "Access Denied" }).waitFor();

    // The wrong password's 401 is logged by the browser itself; nothing else may go wrong.
    expect(problems.filter((p) => !p.includes("401"))).toEqual([]);
    await context.close();
  });
});
