// Quality gate of the browser suite (issue "3/6 In a real browser"): the parts a person drives
// with the keys alone. The mobile drawer on a phone; the tabs, the hero autocomplete and the
// contact form on a desktop. Every step is a key press, never a click.
import type { Locator, Page } from "playwright-core";
import { newContext, saveScreen, type ViewportName, watchConsole } from "./support/browser.js";
import { withBrowserAndServer } from "./support/browser-and-server.js";
import { seriousViolations } from "./support/page-checks.js";
import { eventually, openPage, toastWith } from "./support/page-ready.js";

const { server, browser } = withBrowserAndServer();

const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement);

/** Presses Tab until the element has focus; fails when it never gets there. */
async function tabTo(page: Page, target: Locator, maxPresses = 40): Promise<void> {
  for (let presses = 0; presses < maxPresses; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${target}`);
}

/** The visible name of the focused element: its aria-label, else its text. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return (element?.getAttribute("aria-label") ?? element?.textContent ?? "").trim();
  });

async function keyboardPage(viewport: ViewportName, path: string) {
  const context = await newContext(browser(), server().baseUrl, viewport);
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  const problems = watchConsole(page);
  await openPage(page, path);
  return { context, page, problems };
}

it("the mobile drawer opens from the keyboard, keeps focus inside, and Escape gives it back to the menu button", async () => {
  const { context, page, problems } = await keyboardPage("phone", "/");
  const menuButton = page.getByRole("button", { name: "Open menu" });
  await tabTo(page, menuButton);
  await page.keyboard.press("Enter");
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await drawer.waitFor();

  // Tab walks the drawer's links and never leaves it.
  const reached: string[] = [];
  for (let presses = 0; presses < 14; presses++) {
    await page.keyboard.press("Tab");
    expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    reached.push(await focusedName(page));
  }
  for (const link of ["Properties", "Student Hostels", "Agents", "Blog", "Contact", "Financing"]) {
    expect(reached).toContain(link);
  }
  // The route sweep sees the drawer closed; open, it is held to the same rules.
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreen(page, "keyboard-drawer-phone");

  await page.keyboard.press("Escape");
  await drawer.waitFor({ state: "detached" });
  expect(await isFocused(menuButton)).toBe(true);

  // Enter on a drawer link follows it.
  await page.keyboard.press("Enter");
  await drawer.waitFor();
  await tabTo(page, drawer.getByRole("link", { name: "Financing" }));
  await page.keyboard.press("Enter");
  await page.waitForURL((url) => url.pathname === "/financing");

  expect(problems).toEqual([]);
  await context.close();
});

it("the financing tabs move with the arrow keys", async () => {
  const { context, page, problems } = await keyboardPage("desktop", "/financing");
  const calculator = page.getByRole("tab", { name: "Calculator" });
  await tabTo(page, calculator);
  expect(await calculator.getAttribute("aria-selected")).toBe("true");

  await page.keyboard.press("ArrowRight");
  const banks = page.getByRole("tab", { name: "Banks" });
  // React moves focus and selection on its next render: waited for, as the later steps are.
  await eventually(async () => expect(await isFocused(banks)).toBe(true));
  expect(await banks.getAttribute("aria-selected")).toBe("true");
  expect(await page.getByRole("tabpanel", { name: "Banks" }).isVisible()).toBe(true);

  await page.keyboard.press("End");
  const process = page.getByRole("tab", { name: "Process" });
  await eventually(async () => expect(await process.getAttribute("aria-selected")).toBe("true"));
  await page.keyboard.press("ArrowRight");
  // The strip wraps around: after the last tab comes the first.
  await eventually(async () => expect(await calculator.getAttribute("aria-selected")).toBe("true"));
  await page.keyboard.press("ArrowLeft");
  await eventually(async () => expect(await isFocused(process)).toBe(true));

  // Tab leaves the strip for the open panel's content.
  await page.keyboard.press("Tab");
  expect(
    await page
      .getByRole("tabpanel", { name: "Process" })
      .evaluate((p) => p.contains(document.activeElement) || p === document.activeElement),
  ).toBe(true);

  expect(problems).toEqual([]);
  await context.close();
});

it("the hero autocomplete is typed into, chosen from with ArrowDown and Enter, and closed with Escape", async () => {
  const { context, page, problems } = await keyboardPage("desktop", "/");
  const hero = page.getByRole("form", { name: "Search properties" });
  const where = hero.getByRole("combobox", { name: "Location" });
  await tabTo(page, where);

  await page.keyboard.type("East");
  const suggestions = hero.getByRole("listbox", { name: "Suggested places" }).getByRole("option");
  const first = suggestions.first();
  await first.waitFor();
  await page.keyboard.press("ArrowDown");
  expect(await where.getAttribute("aria-activedescendant")).toBe(await first.getAttribute("id"));
  await page.keyboard.press("Enter");
  expect(await where.inputValue()).toBe("East Legon");
  expect(await where.getAttribute("aria-expanded")).toBe("false");
  // Enter picked the suggestion; it did not send the form.
  expect(new URL(page.url()).pathname).toBe("/");

  await page.keyboard.press("Backspace");
  await first.waitFor();
  expect(await where.getAttribute("aria-expanded")).toBe("true");
  await page.keyboard.press("Escape");
  expect(await where.getAttribute("aria-expanded")).toBe("false");
  expect(await suggestions.count()).toBe(0);
  expect(await where.inputValue()).toBe("East Lego");

  expect(problems).toEqual([]);
  await context.close();
});

it("the contact form is filled with Tab, sent with Enter, and its errors are tied to their fields", async () => {
  const { context, page, problems } = await keyboardPage("desktop", "/contact");
  const name = page.getByLabel("Full name");
  const email = page.getByLabel("Email address");
  const phone = page.getByLabel("Phone number (optional)");
  const inquiryType = page.getByLabel("Inquiry type");
  const message = page.getByLabel("Message", { exact: true });

  await tabTo(page, name);
  await page.keyboard.type("Kofi Mensah");
  await page.keyboard.press("Tab");
  expect(await isFocused(email)).toBe(true);
  await page.keyboard.type("kofi.mensah");
  // Enter in a field sends the form; the two bad fields say why, and focus goes to the first.
  await page.keyboard.press("Enter");
  const emailError = page.getByRole("alert").filter({ hasText: "Valid email is required" });
  await emailError.waitFor();
  expect(await email.getAttribute("aria-invalid")).toBe("true");
  expect(await email.getAttribute("aria-describedby")).toBe(await emailError.getAttribute("id"));
  const messageError = page.getByRole("alert").filter({ hasText: "Message is required" });
  expect(await message.getAttribute("aria-describedby")).toBe(
    await messageError.getAttribute("id"),
  );
  expect(await isFocused(email)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreen(page, "keyboard-contact-errors-desktop");

  await page.keyboard.type("@example.com");
  await page.keyboard.press("Tab");
  expect(await isFocused(phone)).toBe(true);
  await page.keyboard.press("Tab");
  expect(await isFocused(inquiryType)).toBe(true);
  await page.keyboard.press("Tab");
  expect(await isFocused(message)).toBe(true);
  await page.keyboard.type("Is the Airport Residential flat still free?");
  await page.keyboard.press("Tab");
  expect(await focusedName(page)).toBe("Send Message");
  await page.keyboard.press("Enter");
  await toastWith(page, "Message Sent!").waitFor();
  expect(await message.inputValue()).toBe("");
  expect(await page.getByRole("alert").count()).toBe(0);

  expect(problems).toEqual([]);
  await context.close();
});
