/** @jest-environment jsdom */

import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { COORDINATE_MESSAGES } from "#modules/listings/listing-coordinates.js";
import { ManageListings } from "#web/ui/components/manage-listings/manage-listings.js";
import { listingPhotosUrl } from "#web/ui/components/manage-listings/use-listing-photos.js";
import { AGENT_PROFILE_URL } from "#web/ui/queries/dashboard.js";
import { MY_LISTINGS_URL, PENDING_LISTINGS_URL } from "#web/ui/queries/my-listings.js";
import { MY_RELISTINGS_URL } from "#web/ui/queries/relistings.js";
import { AMA_AGENT } from "../shell/account-fixtures.js";
import {
  AMA,
  jsonResponse,
  mockFetch,
  renderWithSession,
  stubBrowser,
  unstubBrowser,
} from "../shell/shell-test-kit.js";
import { mine, NO_PHOTOS, NO_VIEWINGS, save } from "./manage-listings-support.js";

// The edit dialog of /manage-listings: a listing's honest terms, its pin, land's title status.

beforeEach(() => stubBrowser());
afterEach(() => {
  unstubBrowser();
  jest.restoreAllMocks();
});

describe("/manage-listings, editing a listing", () => {
  it("edits a rental's honest terms: the advance shown, no land title, the terms sent", async () => {
    const rental = { ...mine, rentAdvanceMonths: 3, viewingFee: "50.00", commissionPercent: null };
    const fetch = mockFetch(
      jsonResponse(200, rental),
      jsonResponse(200, [rental]),
      jsonResponse(200, rental),
    );
    renderWithSession(<ManageListings />, AMA, {
      [MY_LISTINGS_URL]: [rental],
      [MY_RELISTINGS_URL]: [],
      ...NO_VIEWINGS,
      [PENDING_LISTINGS_URL]: [],
      [AGENT_PROFILE_URL]: AMA_AGENT,
      [listingPhotosUrl(31)]: NO_PHOTOS,
    });
    fireEvent.click(screen.getByRole("button", { name: "Edit Osu two-bedroom flat" }));
    const dialog = await screen.findByRole("dialog");
    const advance = within(dialog).getByLabelText("Rent advance (months)") as HTMLInputElement;
    expect(advance.value).toBe("3");
    expect((within(dialog).getByLabelText("Viewing fee (GH₵)") as HTMLInputElement).value).toBe(
      "50",
    );
    // Issue 18: the price is bounded by the listing's own terms, a monthly rent here.
    const price = within(dialog).getByLabelText("Price (GH₵)");
    fireEvent.change(price, { target: { value: "1950000" } });
    save(dialog);
    expect(
      await within(dialog).findByText("Rent per month must be between GH₵50 and GH₵1,000,000"),
    ).toBeTruthy();
    fireEvent.change(price, { target: { value: "0" } });
    save(dialog);
    expect(await within(dialog).findByText("Price must be more than 0")).toBeTruthy();
    fireEvent.change(price, { target: { value: "6500" } });
    expect(within(dialog).queryByLabelText("Land title")).toBeNull();
    const address = within(dialog).getByLabelText("Digital address (GhanaPostGPS)");
    fireEvent.change(advance, { target: { value: "12" } });
    fireEvent.change(address, { target: { value: "Near the Shell station" } });
    save(dialog);
    expect(
      await within(dialog).findByText("Digital address must look like GA-183-8164"),
    ).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.change(address, { target: { value: "ga 183 8164" } });
    save(dialog);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(fetch.mock.calls[0]?.[0]).toBe(`${MY_LISTINGS_URL}/31`);
    const body = JSON.parse(fetch.mock.calls[0]?.[1].body);
    expect(body).toMatchObject({
      rentAdvanceMonths: "12",
      viewingFee: "50",
      commissionPercent: "",
      digitalAddress: "ga 183 8164",
    });
    expect(body).not.toHaveProperty("titleStatus");
  });

  it("shows the listing's pin, checks a changed one and sends both (issue 20)", async () => {
    const fetch = mockFetch(jsonResponse(200, mine), jsonResponse(200, [mine]));
    renderWithSession(<ManageListings />, AMA, {
      [MY_LISTINGS_URL]: [mine],
      [MY_RELISTINGS_URL]: [],
      ...NO_VIEWINGS,
      [PENDING_LISTINGS_URL]: [],
      [AGENT_PROFILE_URL]: AMA_AGENT,
      [listingPhotosUrl(31)]: NO_PHOTOS,
    });
    fireEvent.click(screen.getByRole("button", { name: "Edit Osu two-bedroom flat" }));
    const dialog = await screen.findByRole("dialog");
    const latitude = within(dialog).getByLabelText("Latitude") as HTMLInputElement;
    const longitude = within(dialog).getByLabelText("Longitude") as HTMLInputElement;
    expect([latitude.value, longitude.value]).toEqual(["5.6364", "-0.1614"]);
    fireEvent.change(longitude, { target: { value: "3.3792" } });
    save(dialog);
    expect(await within(dialog).findByText(COORDINATE_MESSAGES.longitude)).toBeTruthy();
    fireEvent.change(longitude, { target: { value: "" } });
    save(dialog);
    expect(await within(dialog).findByText(COORDINATE_MESSAGES.longitudeMissing)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.change(longitude, { target: { value: "-0.1701" } });
    save(dialog);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const body = JSON.parse(fetch.mock.calls[0]?.[1].body);
    expect(body).toMatchObject({ latitude: "5.6364", longitude: "-0.1701" });
  });

  it("edits land's title status in the listing's own currency, without an advance", async () => {
    const plot = {
      ...mine,
      title: "Plot at East Legon Hills",
      listingType: "sale" as const,
      rentPeriod: null,
      propertyType: "land",
      priceCurrency: "USD" as const,
      price: "85000.00",
      titleStatus: "registered" as const,
    };
    const fetch = mockFetch(jsonResponse(200, plot), jsonResponse(200, [plot]));
    renderWithSession(<ManageListings />, AMA, {
      [MY_LISTINGS_URL]: [plot],
      [MY_RELISTINGS_URL]: [],
      ...NO_VIEWINGS,
      [PENDING_LISTINGS_URL]: [],
      [AGENT_PROFILE_URL]: AMA_AGENT,
      [listingPhotosUrl(31)]: NO_PHOTOS,
    });
    fireEvent.click(screen.getByRole("button", { name: "Edit Plot at East Legon Hills" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByLabelText("Price (US$)")).toBeTruthy();
    expect(within(dialog).queryByLabelText("Rent advance (months)")).toBeNull();
    const title = within(dialog).getByLabelText("Land title") as HTMLSelectElement;
    expect(title.value).toBe("registered");
    fireEvent.change(title, { target: { value: "search-done" } });
    save(dialog);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const body = JSON.parse(fetch.mock.calls[0]?.[1].body);
    expect(body).toMatchObject({ price: "85000", titleStatus: "search-done" });
    expect(body).not.toHaveProperty("rentAdvanceMonths");
    expect(body).not.toHaveProperty("priceCurrency");
  });
});
