import { text } from "node:stream/consumers";
import type { Page } from "playwright-core";
import { readCalendar } from "../../support/calendar-file.js";
import { newContext, saveScreen, watchConsole } from "../support/browser.js";
import { saveDocScreen } from "../support/doc-screens.js";
import { mailedPath } from "../support/mailed-path.js";
import { sidewaysOverflow } from "../support/page-checks.js";
import { eventually, openPage } from "../support/page-ready.js";
import { listings } from "../support/property-results.js";
import { signUpIn } from "../support/sign-in.js";
import { smallTapTargets } from "../support/tap-targets.js";
import { inFreshPage, type JourneyEnv } from "./journey.js";

// Production cookies are Secure: the browser talks to the app as through its https proxy.
const HTTPS = { "x-forwarded-proto": "https" };
/** The seed's rental with a viewing fee and a digital address: every line of the sheet shows. */
const FEE_RENTAL = "Furnished 2 Bedroom Apartment in East Legon";

interface Rental {
  id: number;
  title: string;
  email: string;
}

/**
 * An agent's rental that may be booked (confirmed recently), the one with a fee if it can be:
 * a lister's request mail goes to the agent's address.
 */
async function bookableRental(env: JourneyEnv): Promise<Rental> {
  const found: Rental[] = [];
  for (const { id } of await listings(env.server, "type=rent&sort=price-high&limit=48")) {
    const { html } = await env.server.get(`/api/properties/${id}`);
    const listing = JSON.parse(html) as {
      title: string;
      agent: { email: string } | null;
      availability: { state: string } | null;
    };
    if (!listing.agent?.email || listing.availability?.state === "not-confirmed-recently") continue;
    found.push({ id, title: listing.title, email: listing.agent.email });
  }
  const rental = found.find((r) => r.title === FEE_RENTAL) ?? found[0];
  if (!rental) throw new Error("the seed has no agent's rental that may be booked");
  return rental;
}

/** The one-tap links of the newest request mailed to `email`: each `/viewings/answer/…?time=…`. */
async function oneTapLinks(env: JourneyEnv, email: string): Promise<string[]> {
  return eventually(async () => {
    const mail = (await env.server.outboxWithText())
      .filter((m) => m.to === email && m.subject.startsWith("Viewing request"))
      .at(-1);
    const links = [...(mail?.text ?? "").matchAll(/\/viewings\/answer\/[\w-]{43}\?time=\S+/g)];
    expect(links.length).toBeGreaterThan(0);
    return links.map(([link]) => link);
  });
}

/** The screen fits 360 px and every control is a finger's size (issue 33's 44 px). */
async function fitsAPhone(page: Page, screen: string): Promise<void> {
  expect([screen, await sidewaysOverflow(page)]).toEqual([screen, null]);
  expect([screen, await smallTapTargets(page)]).toEqual([screen, []]);
}

/**
 * "Book a viewing" (decision 104), on a phone: a renter who has proved their e-mail proposes two
 * times from the listing's sheet, which states the viewing fee; the agent, signed in nowhere,
 * confirms one from the link mailed to them; the renter's My viewings then shows it confirmed,
 * and its "Add to calendar" file is a calendar event at that time.
 */
export async function viewingJourney(env: JourneyEnv): Promise<void> {
  const rental = await bookableRental(env);
  const renter = `kojo.mensah.viewing.${env.viewport}@example.com`;
  const options = { extraHTTPHeaders: HTTPS, acceptDownloads: true, ...docScale() };
  const context = await newContext(env.browser, env.server.baseUrl, env.viewport, options);
  context.setDefaultTimeout(10_000);
  try {
    const page = await context.newPage();
    const problems = watchConsole(page);
    await signUpIn(context, { email: renter, firstName: "Kojo", lastName: "Mensah" });
    await openPage(page, await mailedPath(env.server, renter, "/verify-email/"));
    await page.getByRole("button", { name: "Confirm my e-mail" }).click();
    await page.waitForURL((url) => url.searchParams.get("status") === "verified");

    // The sheet: a day after today (every slot of it bookable), two times, a phone.
    await openPage(page, `/properties/${rental.id}`);
    const panel = page.getByRole("region", { name: "Book a viewing" });
    await panel.getByRole("button", { name: "Book a viewing" }).click();
    const sheet = page.getByRole("dialog", { name: "Book a viewing" });
    const days = sheet.getByRole("group", { name: "Day" }).getByRole("button");
    await days.nth(1).click();
    const day = (await days.nth(1).textContent())?.trim() ?? "";
    for (const time of ["10:00", "14:30"])
      await sheet.getByRole("button", { name: time, exact: true }).click();
    await sheet.getByRole("button", { name: `Remove ${day}, 14:30` }).waitFor();
    await sheet.getByLabel("Your phone number").fill("024 412 3456");
    await sheet.getByText(/^(Viewing fee: |No viewing fee)/).waitFor();
    await fitsAPhone(page, "the booking sheet");
    await saveScreen(page, `viewing-sheet-${env.viewport}`, { scrollToTop: false });
    await saveDocScreen(page, "issue-36-booking-sheet-360", { height: 1500 });
    await sheet.getByRole("button", { name: "Send request" }).click();
    await sheet.getByText("Your request is sent.").waitFor();
    await sheet.getByRole("button", { name: "Done" }).click();
    await page
      .getByRole("region", { name: "Your viewing" })
      .getByText("Waiting for the lister's answer")
      .waitFor();

    // The agent opens the first one-tap link (10:00) and confirms that time.
    const [tenOClock] = await oneTapLinks(env, rental.email);
    const time = decodeURIComponent(
      new URL(tenOClock ?? "", env.server.baseUrl).searchParams.get("time") ?? "",
    );
    expect(time.slice(11, 16)).toBe("10:00");
    await inFreshPage(
      env,
      async (agentPage) => {
        await openPage(agentPage, tenOClock ?? "");
        await agentPage.getByRole("heading", { level: 1, name: "Viewing request" }).waitFor();
        await fitsAPhone(agentPage, "the answer page");
        await saveScreen(agentPage, `viewing-answer-${env.viewport}`);
        await saveDocScreen(agentPage, "issue-36-agent-answer-360");
        await agentPage.getByRole("button", { name: `Confirm ${day}, 10:00` }).click();
        await agentPage.getByText("You confirmed the viewing.").waitFor();
      },
      { extraHTTPHeaders: HTTPS, ...docScale() },
    );

    // The renter's My viewings shows it confirmed, with its calendar file and map link.
    await openPage(page, "/viewings");
    const mine = page.locator(`#listing-${rental.id}`);
    await mine.getByText(/^Confirmed: /).waitFor();
    const calendar = mine.getByRole("link", { name: "Add to calendar" });
    await mine.getByRole("link", { name: "Open in maps" }).waitFor();
    await fitsAPhone(page, "My viewings");
    await saveScreen(page, `viewing-confirmed-${env.viewport}`);
    await saveDocScreen(page, "issue-36-confirmed-viewing-360", { focus: mine });
    const [download] = await Promise.all([page.waitForEvent("download"), calendar.click()]);
    // Read as a stream: the suite's browser is a remote one (decision 80), whose downloads have no
    // local path.
    const event = readCalendar(await text(await download.createReadStream()));
    expect(event.start.toISOString()).toBe(new Date(time).toISOString());
    expect(event.summary).toContain(rental.title);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
}

/** Sharper shots for the issue's closing note (OFIE_DOC_SCREENS=1), else the sweeps' scale. */
function docScale(): { deviceScaleFactor?: number } {
  return process.env.OFIE_DOC_SCREENS === "1" ? { deviceScaleFactor: 2 } : {};
}
