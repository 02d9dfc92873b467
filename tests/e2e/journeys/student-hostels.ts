import { escapeHtml } from "../../support/page-html.js";
import { saveScreen } from "../support/browser.js";
import { seriousViolations } from "../support/page-checks.js";
import { openPage, waitForHydration } from "../support/page-ready.js";
import {
  ANY,
  BANDS,
  digitsOf,
  expectShown,
  type Filters,
  type Hostel,
  matching,
} from "./hostel-filters.js";
import { inFreshPage, type JourneyEnv } from "./journey.js";
import { viewAllPhotos } from "./photo-gallery.js";

/**
 * Journey 5: the hostel finder's filters, each price band, the room type / bed spaces / distance
 * filters, and the empty state (spec §2, §5).
 */
export async function hostelFinderJourney(env: JourneyEnv): Promise<void> {
  const hostels: Hostel[] = JSON.parse((await env.server.get("/api/student-hostels")).html);
  // The overlapping edges are only tested if the seed has a hostel on each of them.
  expect(hostels.map(digitsOf)).toEqual(expect.arrayContaining([2000, 3000]));

  await inFreshPage(env, async (page) => {
    const { viewport } = env;
    await page.goto("/student-hostels");
    const form = page.getByRole("form", { name: "Find a hostel" });
    const search = form.getByRole("searchbox", { name: "Search" });
    const university = form.getByLabel("University");
    const location = form.getByLabel("Location");
    const price = form.getByLabel("Price per semester");
    await waitForHydration(price);
    await expectShown(page, hostels);
    // Folded on a phone (issue 33): the search box and the first hostel fill the first screen.
    await form.getByText("Filters", { exact: true }).click();

    // Each filter alone narrows the list to some, not all, of the hostels.
    const narrowed = async (filters: Partial<Filters>) => {
      const expected = matching(hostels, { ...ANY, ...filters });
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(hostels.length);
      return expectShown(page, expected);
    };
    await search.fill("LEGON");
    await narrowed({ search: "LEGON" });
    await saveScreen(page, `journey-5-search-${viewport}`);
    await search.fill("");

    await university.selectOption({ label: "KNUST" });
    await narrowed({ university: "KNUST" });
    await university.selectOption({ label: "All universities" });

    await location.selectOption({ label: "Cape Coast" });
    await narrowed({ location: "Cape Coast" });
    await location.selectOption({ label: "All locations" });

    // A 2-in-a-room with a bed left, within 2 km: each step narrows, the card says why.
    const roomType = form.getByLabel("Room type");
    const distance = form.getByLabel("Distance to campus");
    const bedsOnly = form.getByLabel("Bed spaces left only");
    await roomType.selectOption({ label: "2 in a room" });
    await narrowed({ roomType: "2-in-a-room" });
    await bedsOnly.check();
    await narrowed({ roomType: "2-in-a-room", bedSpacesOnly: true });
    await distance.selectOption({ label: "Within 2 km" });
    const near = matching(hostels, {
      ...ANY,
      roomType: "2-in-a-room",
      bedSpacesOnly: true,
      maxDistance: "2",
    });
    await narrowed({ roomType: "2-in-a-room", bedSpacesOnly: true, maxDistance: "2" });
    const first = near[0] as Hostel;
    const card = page.getByRole("listitem").filter({ hasText: first.name });
    await card
      .getByText(`${first.distanceKm?.toFixed(1)} km to ${first.nearbyUniversities[0]}`)
      .waitFor();
    await saveScreen(page, `journey-5-rooms-${viewport}`);
    await roomType.selectOption({ label: "Any room type" });
    await distance.selectOption({ label: "Any distance" });
    await bedsOnly.uncheck();

    // Each band; the hostels on 2000 and on 3000 each show in the two bands that share the edge.
    const bandsShowing = new Map<string, string[]>();
    for (const [band, { label }] of Object.entries(BANDS)) {
      await price.selectOption({ label });
      for (const name of await narrowed({ priceRange: band })) {
        bandsShowing.set(name, [...(bandsShowing.get(name) ?? []), band]);
      }
      if (band === "2000-3000") await saveScreen(page, `journey-5-price-band-${viewport}`);
    }
    // A dearer room may put a hostel in a higher band as well (decision 91): both edges hold.
    const onEdge = (edge: number) => hostels.filter((h) => digitsOf(h) === edge);
    for (const h of onEdge(2000))
      expect(bandsShowing.get(h.name)).toEqual(expect.arrayContaining(["1000-2000", "2000-3000"]));
    for (const h of onEdge(3000))
      expect(bandsShowing.get(h.name)).toEqual(expect.arrayContaining(["2000-3000", "over-3000"]));

    // Filters combine: the Accra hostels from GH₵2,000 to GH₵3,000.
    await price.selectOption({ label: BANDS["2000-3000"].label });
    await location.selectOption({ label: "Accra" });
    await narrowed({ location: "Accra", priceRange: "2000-3000" });

    await search.fill("no such hostel anywhere");
    await expectShown(page, []);
    await page.getByRole("heading", { name: "No hostels found" }).waitFor();
    await page.getByText("Try adjusting your search criteria", { exact: true }).waitFor();
    await saveScreen(page, `journey-5-no-results-${viewport}`);
  });
}

/**
 * Journey 15: a hostel's own page. Rendered on the server (a plain GET holds its name and every
 * photo), a 404 for an id no hostel has, reached from its card, with the photo viewer.
 */
export async function hostelPageJourney(env: JourneyEnv): Promise<void> {
  type Listed = Hostel & { id: number; images: string[] };
  const hostels: Listed[] = JSON.parse((await env.server.get("/api/student-hostels")).html);
  const hostel = hostels.find((h) => h.images.length > 1);
  if (!hostel) throw new Error("the seed has no hostel with 2 photos or more");

  const { status, html } = await env.server.get(`/student-hostels/${hostel.id}`);
  expect(status).toBe(200);
  expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeHtml(hostel.name)}</h1>`));
  // The main photo and the first 4 thumbnails are links to the photos themselves.
  for (const src of hostel.images.slice(0, 4)) expect(html).toContain(`href="${src}"`);
  for (const unknown of ["999999", "abc", "0"])
    expect([unknown, (await env.server.get(`/student-hostels/${unknown}`)).status]).toEqual([
      unknown,
      404,
    ]);

  await inFreshPage(env, async (page) => {
    await openPage(page, "/student-hostels");
    await page.getByRole("link", { name: hostel.name, exact: true }).click();
    await page.waitForURL(`**/student-hostels/${hostel.id}`);
    await page.getByRole("heading", { level: 1, name: hostel.name }).waitFor();
    await waitForHydration(page);
    const contact = page.getByRole("link", { name: "Contact Hostel" });
    expect(await contact.getAttribute("href")).toMatch(/^mailto:/);
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreen(page, `journey-15-hostel-page-${env.viewport}`);
    await viewAllPhotos(
      page,
      hostel.name,
      hostel.images.length,
      `journey-15-viewer-${env.viewport}`,
    );
  });
}
