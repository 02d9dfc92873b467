import type { BrowserContext, Page } from "playwright-core";
import { waitForHydration } from "./page-ready.js";

/** Posts JSON from inside a page, so the session cookie lands in the browser's own jar. */
async function postFromPage(page: Page, path: string, body: unknown): Promise<number> {
  return page.evaluate(
    async ({ path, body }) => {
      const res = await fetch(path, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      return res.status;
    },
    { path, body },
  );
}

/** Posts from a throwaway page of the context; throws unless the app answers `expected`. */
async function postInContext(
  context: BrowserContext,
  path: string,
  body: unknown,
  expected: number,
): Promise<void> {
  const page = await context.newPage();
  await page.goto("/about");
  const status = await postFromPage(page, path, body);
  await page.close();
  if (status !== expected) throw new Error(`POST ${path} answered ${status}, not ${expected}`);
}

/**
 * Registers a new user in the context's browser, which stays signed in. The context must send
 * `x-forwarded-proto: https`, or the production server's Secure cookie is not kept.
 */
export function signUpIn(
  context: BrowserContext,
  user: { email: string; firstName: string; lastName: string },
): Promise<void> {
  return postInContext(
    context,
    "/api/auth/register",
    { ...user, password: "a-long-password" },
    201,
  );
}

/** Sets the admin flag on the context's session with the test server's admin password. */
export function signInAsAdmin(context: BrowserContext): Promise<void> {
  return postInContext(context, "/api/admin/login", { password: "ssr-test-admin-password" }, 200);
}

/** On /admin/login: types the test server's admin password and waits for the hydrated dashboard. */
export async function adminLogin(page: Page): Promise<void> {
  await page.getByLabel("Admin password").fill("ssr-test-admin-password");
  await page.getByRole("button", { name: "Access Admin Dashboard" }).click();
  await page.waitForURL((url) => url.pathname === "/admin");
  // The dashboard is server-rendered: its tabs only answer clicks once React has hydrated them.
  await waitForHydration(page);
  await page.getByRole("heading", { name: "Admin Dashboard" }).waitFor();
}
