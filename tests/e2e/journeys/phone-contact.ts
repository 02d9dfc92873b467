import type { Locator, Page } from "playwright-core";
import { saveScreen } from "../support/browser.js";
import { openPage, waitForHydration } from "../support/page-ready.js";
import { ANY, BANDS, expectShown, type Hostel, matching } from "./hostel-filters.js";
import { inFreshPage, type JourneyEnv } from "./journey.js";

/** A Ghana number as a tel: link dials it: "+233 24 118 5523" or "024 118 5523" → "+233241185523". */
function dialled(raw: string | null | undefined): string {
  const digits = (raw ?? "").replace(/\D/g, "");
  return `+${digits.startsWith("0") ? `233${digits.slice(1)}` : digits}`;
}

/** A button a thumb can hit: at least 44×44 CSS px (issue 33). */
async function expectThumbSized(button: Locator): Promise<void> {
  const box = await button.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(44);
  expect(box?.height).toBeGreaterThanOrEqual(44);
}

/**
 * A press of a `tel:` link, counted, without leaving for a dialler the test browser has not: the
 * link's own default is cancelled, React's handler (at the root) still counts the press.
 */
async function pressCounted(page: Page, link: Locator, counted: string): Promise<void> {
  await link.evaluate((a) =>
    a.addEventListener("click", (e) => e.preventDefault(), { once: true }),
  );
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith(counted) && r.request().method() === "POST"),
    link.click(),
  ]);
  expect([answer.status(), answer.request().postDataJSON()]).toEqual([204, { channel: "call" }]);
}

/**
 * Journey 18 (issue 33, a 360×800 phone): the hostel search finds a bed in budget, not a hostel
 * whose room in budget is full (Bawaleshie's GH₵2,400 room beside its free GH₵4,000 one); the
 * hostel's page and an agent's listing each offer Call and WhatsApp, thumb-sized, counted.
 */
export async function phoneContactJourney(env: JourneyEnv): Promise<void> {
  const hostels: (Hostel & { id: number; phone: string | null })[] = JSON.parse(
    (await env.server.get("/api/student-hostels")).html,
  );
  const inBudget = matching(hostels, { ...ANY, priceRange: "2000-3000", bedSpacesOnly: true });
  // The report's case: a room in the band, all of them full, and a bed left in a dearer room.
  const fullInBudget = hostels.filter(
    (h) =>
      h.rooms.some((r) => BANDS["2000-3000"].holds(Number(r.pricePerSemester))) &&
      h.rooms.some((r) => r.bedSpacesLeft > 0) &&
      !inBudget.includes(h),
  );
  expect(fullInBudget.map((h) => h.name)).toContain("Bawaleshie Comfort Lodge");
  const withPhone = inBudget.find((h) => h.phone);
  if (!withPhone)
    throw new Error("the seed has no hostel with a bed in GH₵2,000–3,000 and a phone");

  type Agented = { id: number; title: string; agent: { phone: string | null } | null };
  const listings: Agented[] = JSON.parse((await env.server.get("/api/properties?limit=48")).html);
  const agentListing = listings.find((p) => p.agent?.phone);
  if (!agentListing) throw new Error("the seed has no agent's listing with a phone");

  await inFreshPage(
    env,
    async (page) => {
      await openPage(page, "/student-hostels");
      // The first hostel's name is on the first screen, the filters folded under the search.
      const results = page.getByRole("region", { name: "Hostels" });
      const firstName = results.getByRole("heading", { level: 3 }).first();
      expect(((await firstName.boundingBox())?.y ?? 9999) + 20).toBeLessThanOrEqual(800);

      const form = page.getByRole("form", { name: "Find a hostel" });
      await form.getByText("Filters", { exact: true }).click();
      await form.getByLabel("Price per semester").selectOption({ label: BANDS["2000-3000"].label });
      await form.getByLabel("Bed spaces left only").check();
      await form.getByRole("button", { name: "Show hostels" }).click();
      await form.getByText("Filters (2 on)", { exact: true }).waitFor();
      const names = await expectShown(page, inBudget);
      for (const h of fullInBudget) expect(names).not.toContain(h.name);
      await saveScreen(page, "hostel-search-after-360px");

      await page.getByRole("link", { name: withPhone.name, exact: true }).click();
      await page.waitForURL(`**/student-hostels/${withPhone.id}`);
      await waitForHydration(page);
      const dial = dialled(withPhone.phone);
      const call = page.getByRole("link", { name: "Call", exact: true });
      const whatsApp = page.getByRole("link", { name: "WhatsApp", exact: true });
      expect(await call.getAttribute("href")).toBe(`tel:${dial}`);
      expect(await whatsApp.getAttribute("href")).toMatch(
        new RegExp(`^https://wa\\.me/${dial.slice(1)}\\?text=`),
      );
      await expectThumbSized(call);
      await expectThumbSized(whatsApp);
      await pressCounted(page, call, `/api/student-hostels/${withPhone.id}/contact-clicks`);
      await saveScreen(page, `journey-18-hostel-contact-${env.viewport}`);

      await openPage(page, `/properties/${agentListing.id}`);
      const listed = page.getByRole("heading", { name: "Listed by" });
      const agentCall = page.getByRole("link", { name: "Call", exact: true });
      const agentDial = dialled(agentListing.agent?.phone);
      expect(await agentCall.getAttribute("href")).toBe(`tel:${agentDial}`);
      await expectThumbSized(agentCall);
      await expectThumbSized(page.getByRole("link", { name: "WhatsApp", exact: true }));
      await pressCounted(page, agentCall, `/api/properties/${agentListing.id}/contact-clicks`);
      await listed.evaluate((h) => h.scrollIntoView({ block: "start", behavior: "instant" }));
      await page.evaluate(() => window.scrollBy(0, -80));
      await saveScreen(page, "agent-listing-call-after-360px", { scrollToTop: false });
    },
    { viewport: { width: 360, height: 800 } },
  );
}
