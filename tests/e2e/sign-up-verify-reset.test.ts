// Issue 15 at a phone's width: sign up, confirm the address with the mailed link's button, sign
// out, "Forgot password?", set a new password from the mailed link (a common one is refused
// first) and be signed in. The journey reads the mails' links from the outbox table.
import type { Page } from "playwright-core";
import { newContext, watchConsole } from "./support/browser.js";
import { withBrowserAndServer } from "./support/browser-and-server.js";
import { mailedPath } from "./support/mailed-path.js";
import { openPage, unexpectedProblems } from "./support/page-ready.js";

const started = withBrowserAndServer();

const currentUser = (page: Page) =>
  page.evaluate(async () => {
    const res = await fetch("/api/auth/user");
    return res.ok ? ((await res.json()) as { email: string; emailVerified: boolean }) : null;
  });

it("on a phone: sign up → verify → sign out → forgot password → reset → signed in", async () => {
  const server = started.server();
  const context = await newContext(started.browser(), server.baseUrl, "phone", {
    extraHTTPHeaders: { "x-forwarded-proto": "https" },
  });
  context.setDefaultTimeout(10_000);
  const email = `abena.${Date.now()}@example.com`;
  try {
    const page = await context.newPage();
    const problems = watchConsole(page);

    // Sign up: signed in at once, the address not yet confirmed.
    await openPage(page, "/login?mode=signup");
    const signUp = page.getByRole("form", { name: "Create account" });
    await signUp.getByLabel("First name").fill("Abena");
    await signUp.getByLabel("Last name").fill("Darko");
    await signUp.getByLabel("Email").fill(email);
    await signUp.getByLabel("Password").fill("akwaaba-2026");
    await signUp.getByRole("button", { name: "Create Account" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    expect(await currentUser(page)).toMatchObject({ email, emailVerified: false });

    // The mailed link opens a page; only its button confirms.
    const verifyPath = await mailedPath(server, email, "/verify-email/");
    await openPage(page, verifyPath);
    await page.getByRole("heading", { name: "Confirm your e-mail address" }).waitFor();
    expect((await currentUser(page))?.emailVerified).toBe(false);
    await page.getByRole("button", { name: "Confirm my e-mail" }).click();
    await page.waitForURL((url) => url.searchParams.get("status") === "verified");
    await page.getByRole("heading", { name: "Your e-mail is confirmed" }).waitFor();
    await openPage(page, "/profile");
    await page.getByText("Verified", { exact: true }).waitFor();

    // Sign out from the sign-in page's link.
    await openPage(page, "/login");
    await page.getByRole("link", { name: "Sign Out" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    expect(await currentUser(page)).toBeNull();

    // Forgot password: the answer says nothing about whether the account exists.
    await openPage(page, "/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.waitForURL((url) => url.pathname === "/forgot-password");
    await page.getByRole("heading", { name: "Forgot your password?" }).waitFor();
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page.getByRole("heading", { name: "Check your inbox" }).waitFor();

    // The reset link: a common password is refused on its field, then a good one signs in.
    const resetPath = await mailedPath(server, email, "/reset-password/");
    await openPage(page, resetPath);
    await page.getByText(`Choose a new password for ${email}.`).waitFor();
    await page.getByLabel("New password", { exact: true }).fill("12345678");
    await page.getByRole("button", { name: "Set new password" }).click();
    await page.getByText("This password is too common. Choose another.").waitFor();
    await page.getByLabel("New password", { exact: true }).fill("kente-cloth-4-ever");
    await page.getByRole("button", { name: "Set new password" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    // Issue 33: the page it lands on says the password was changed.
    await page.getByRole("status").filter({ hasText: "Your password was changed." }).waitFor();
    expect(await currentUser(page)).toMatchObject({ email, emailVerified: true });

    // The used link now says so.
    await openPage(page, resetPath);
    await page.getByRole("heading", { name: "Link not valid" }).waitFor();

    // Allowed: the refused password's 400, and the 401 of asking who is signed in when no one is.
    expect(unexpectedProblems(unexpectedProblems(problems, 400), 401)).toEqual([]);
  } finally {
    await context.close();
  }
});

it("on a phone: a return path with dot segments brings the new account home, not to another host (issue 32)", async () => {
  const server = started.server();
  const context = await newContext(started.browser(), server.baseUrl, "phone", {
    extraHTTPHeaders: { "x-forwarded-proto": "https" },
  });
  context.setDefaultTimeout(10_000);
  const home = new URL(server.baseUrl).host;
  try {
    const page = await context.newPage();
    const problems = watchConsole(page);
    await openPage(page, "/login?mode=signup&returnTo=/.//evil.example/phish");
    const signUp = page.getByRole("form", { name: "Create account" });
    await signUp.getByLabel("First name").fill("Kojo");
    await signUp.getByLabel("Last name").fill("Boateng");
    await signUp.getByLabel("Email").fill(`kojo.${Date.now()}@example.com`);
    await signUp.getByLabel("Password").fill("akwaaba-2026");
    await signUp.getByRole("button", { name: "Create Account" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    expect(new URL(page.url()).host).toBe(home);

    // Signed in, the sign-in page offers a way on: it too stays here, whatever the form.
    for (const hostile of [
      "/..//evil.example/phish",
      "/./%5Cevil.example/phish",
      "/%2e//evil.example",
    ]) {
      await openPage(page, `/login?returnTo=${hostile}`);
      const onward = page.getByRole("link", { name: "Continue" });
      expect({ hostile, href: await onward.getAttribute("href") }).toEqual({ hostile, href: "/" });
    }
    expect(unexpectedProblems(problems, 401)).toEqual([]);
  } finally {
    await context.close();
  }
});
