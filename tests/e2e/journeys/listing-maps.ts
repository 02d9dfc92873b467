import { watchConsole } from "../support/browser.js";
import { httpsContext } from "../support/browser-and-server.js";
import { assetsOf, carriesLeaflet, phoneShot } from "../support/map-checks.js";
import { sidewaysOverflow } from "../support/page-checks.js";
import { eventually, openPage } from "../support/page-ready.js";
import { type JourneyEnv, startedOf } from "./journey.js";

// A listing's own map: the property page's small one, and the listing form's, where the lister
// drops the pin.

/** The first listing's page: its map, loaded as it comes near, with the pin and its coordinates. */
export async function propertyMapJourney(env: JourneyEnv): Promise<void> {
  const started = startedOf(env);
  const [property] = (await (
    await fetch(`${started.server().baseUrl}/api/properties?limit=1`)
  ).json()) as {
    id: number;
    latitude: number;
    longitude: number;
  }[];
  expect(property?.latitude).toEqual(expect.any(Number));
  const context = await httpsContext(started, "phone");
  const page = await context.newPage();
  const problems = watchConsole(page);
  await openPage(page, `/properties/${property?.id}`);
  // The map loads once its place comes within a screen, as a visitor scrolls to its heading.
  await page.locator("#listing-location").scrollIntoViewIfNeeded();
  const map = page.getByRole("region", { name: /^Map of .* with the listing's pin$/ });
  await map.scrollIntoViewIfNeeded();
  await map.locator(".ofie-pin").waitFor();
  await eventually(async () =>
    expect(await map.locator("img.leaflet-tile-loaded").count()).toBeGreaterThan(0),
  );
  const caption = page.locator("#listing-location").locator("xpath=../p");
  expect(await caption.textContent()).toContain(`${property?.latitude}, ${property?.longitude}`);
  await expect(page.getByText("Digital address (GhanaPostGPS)").isVisible()).resolves.toBe(true);
  expect(await sidewaysOverflow(page)).toBeFalsy();
  await phoneShot(page, map, "property-map-phone-screen");
  expect(problems).toEqual([]);
  await context.close();
}

/**
 * /list-property: no Leaflet until the lister nears the map; a tap fills Latitude and Longitude,
 * typed numbers move the pin.
 */
export async function listingFormMapJourney(env: JourneyEnv): Promise<void> {
  const started = startedOf(env);
  const context = await httpsContext(started, "phone");
  const page = await context.newPage();
  await openPage(page, "/list-property");
  const map = page.getByRole("region", {
    name: "Map for the listing's pin: a tap puts it there",
  });
  // The map loads as the lister scrolls near it, not with the form.
  expect(await carriesLeaflet(page, await assetsOf(page))).toEqual([]);
  await page.getByText("Where is it? Tap the map to drop a pin").scrollIntoViewIfNeeded();
  await map.scrollIntoViewIfNeeded();
  await map.locator(".leaflet-tile-loaded").first().waitFor();
  const latitude = page.getByLabel("Latitude");
  const longitude = page.getByLabel("Longitude");
  expect(await latitude.inputValue()).toBe("");
  const box = await map.boundingBox();
  if (!box) throw new Error("the map has no box");
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await eventually(async () => expect(await latitude.inputValue()).not.toBe(""));
  const [lat, lng] = [Number(await latitude.inputValue()), Number(await longitude.inputValue())];
  // The middle of Ghana's box, where the map opens.
  expect(lat).toBeGreaterThan(4.5);
  expect(lat).toBeLessThan(11.2);
  expect(lng).toBeGreaterThan(-3.3);
  expect(lng).toBeLessThan(1.2);
  await map.locator(".ofie-pin").waitFor();
  // Typed numbers move the pin, and the map with it, to Osu: a tap beside it is in Osu too.
  await latitude.fill("5.556");
  await longitude.fill("-0.181");
  // Typing scrolled the fields into view, and the map flies to the pin: tap once the pin has
  // come to rest in the map's middle, where the map is now.
  await map.scrollIntoViewIfNeeded();
  const pin = map.locator(".ofie-pin");
  const settled = async () => {
    const [m, p] = [await map.boundingBox(), await pin.boundingBox()];
    if (!m || !p) throw new Error("the map or its pin has no box");
    expect(Math.abs(p.x + p.width / 2 - (m.x + m.width / 2))).toBeLessThan(3);
    return m;
  };
  await eventually(settled);
  const here = await settled();
  await page.mouse.click(here.x + here.width / 2 + 30, here.y + here.height / 2 + 20);
  await eventually(async () => expect(await latitude.inputValue()).not.toBe("5.556"));
  expect(Math.abs(Number(await latitude.inputValue()) - 5.556)).toBeLessThan(0.01);
  expect(Math.abs(Number(await longitude.inputValue()) + 0.181)).toBeLessThan(0.01);
  expect(await page.getByText(/Latitude must be|Longitude must be/).count()).toBe(0);
  await context.close();
}
