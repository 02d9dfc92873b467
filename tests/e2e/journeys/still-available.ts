import type { Page } from "playwright-core";
import { newContext, saveScreen, watchConsole } from "../support/browser.js";
import { mailedPath } from "../support/mailed-path.js";
import { openPage } from "../support/page-ready.js";
import { listings } from "../support/property-results.js";
import { signUpIn } from "../support/sign-in.js";
import { inFreshPage, type JourneyEnv } from "./journey.js";

// Production cookies are Secure: the browser talks to the app as through its https proxy.
const HTTPS = { "x-forwarded-proto": "https" };

/** A rental in search listed by an agent, which no other journey of its file uses. */
async function agentsRental(
  env: JourneyEnv,
): Promise<{ id: number; title: string; email: string }> {
  for (const { id } of await listings(env.server, "type=rent&sort=price-low&limit=12")) {
    const { html } = await env.server.get(`/api/properties/${id}`);
    const listing = JSON.parse(html) as { title: string; agent: { email: string } | null };
    if (listing.agent) return { id, title: listing.title, email: listing.agent.email };
  }
  throw new Error("the seed has no agent's rental in search");
}

const askPanel = (page: Page) => page.getByRole("region", { name: "Is it still available?" });

/**
 * "Is it still available?" (decision 101): a renter who has proved their e-mail asks from the
 * listing's page; the agent opens the answer link mailed to them and taps Yes; the listing then
 * says "Availability confirmed today", and the renter sees the agent's answer.
 */
export async function stillAvailableJourney(env: JourneyEnv): Promise<void> {
  const { id, title, email: agentEmail } = await agentsRental(env);
  const renter = `esi.ansah.${env.viewport}@example.com`;
  const context = await newContext(env.browser, env.server.baseUrl, env.viewport, {
    extraHTTPHeaders: HTTPS,
  });
  context.setDefaultTimeout(10_000);
  try {
    const page = await context.newPage();
    const problems = watchConsole(page);
    await signUpIn(context, { email: renter, firstName: "Esi", lastName: "Ansah" });
    await openPage(page, await mailedPath(env.server, renter, "/verify-email/"));
    await page.getByRole("button", { name: "Confirm my e-mail" }).click();
    await page.waitForURL((url) => url.searchParams.get("status") === "verified");

    await openPage(page, `/properties/${id}`);
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    await askPanel(page).getByRole("button", { name: "Ask if it's still available" }).click();
    await askPanel(page)
      .getByRole("status")
      .filter({ hasText: "We have e-mailed the agent; their answer will show here." })
      .waitFor();
    await saveScreen(page, `still-available-asked-${env.viewport}`, { scrollToTop: false });

    // The agent, signed in nowhere, answers from the page the mailed link opens.
    const answerPath = await mailedPath(env.server, agentEmail, "/listings/availability/");
    await inFreshPage(
      env,
      async (agentPage) => {
        await openPage(agentPage, `${answerPath}?answer=yes`);
        await agentPage
          .getByRole("heading", { name: "Is your listing still available?" })
          .waitFor();
        await saveScreen(agentPage, `still-available-answer-${env.viewport}`);
        await agentPage.getByRole("button", { name: "Yes, it is still available" }).click();
        await agentPage.waitForURL(
          (url) => url.pathname === `/properties/${id}` && url.search === "?availability=yes",
        );
        await agentPage
          .getByText("Thank you: renters now see that this listing is confirmed")
          .waitFor();
        await agentPage.getByText("Availability confirmed today").waitFor();
      },
      { extraHTTPHeaders: HTTPS },
    );

    // The renter's page, opened again, says so too.
    await openPage(page, `/properties/${id}`);
    await page.getByText("Availability confirmed today").waitFor();
    await askPanel(page)
      .getByRole("status")
      .filter({ hasText: "the agent answered that it is still available" })
      .waitFor();
    await saveScreen(page, `still-available-confirmed-${env.viewport}`);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
}
