/** @jest-environment jsdom */

import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { ManageListings } from "#web/ui/components/manage-listings/manage-listings.js";
import { listingPhotosUrl } from "#web/ui/components/manage-listings/use-listing-photos.js";
import { AGENT_PROFILE_URL } from "#web/ui/queries/dashboard.js";
import { MY_LISTINGS_URL, PENDING_LISTINGS_URL } from "#web/ui/queries/my-listings.js";
import { MY_RELISTINGS_URL } from "#web/ui/queries/relistings.js";
import { aJpegFile, decodedSides, installFakeXhr } from "../forms/upload-test-kit.js";
import { listing } from "../property-detail/listing-fixture.js";
import { AMA_AGENT } from "../shell/account-fixtures.js";
import {
  AMA,
  jsonResponse,
  mockFetch,
  renderWithSession,
  stubBrowser,
  unstubBrowser,
} from "../shell/shell-test-kit.js";
import { NO_VIEWINGS } from "./manage-listings-support.js";

// Decision 52: the edit dialog's photos section.
const photo = (n: number) => `/uploads/${String(n).repeat(32)}-1600.webp`;
const [A, B, C] = [photo(1), photo(2), photo(3)];
const mine = {
  ...listing({ id: 31, title: "Osu flat", images: [A, B, C] }),
  inquiryCount: 0,
  whatsappClicks: 0,
  callClicks: 0,
  emailClicks: 0,
};

beforeAll(() => {
  Object.assign(URL, { createObjectURL: () => "blob:picked", revokeObjectURL: () => {} });
});
beforeEach(() => {
  stubBrowser();
  decodedSides(1600, 1200);
});
afterEach(() => {
  unstubBrowser();
  jest.restoreAllMocks();
});

async function openPhotos(photos: { images: string[]; held: string[] }) {
  renderWithSession(<ManageListings />, AMA, {
    [MY_LISTINGS_URL]: [mine],
    [MY_RELISTINGS_URL]: [],
    ...NO_VIEWINGS,
    [PENDING_LISTINGS_URL]: [],
    [AGENT_PROFILE_URL]: AMA_AGENT,
    [listingPhotosUrl(31)]: photos,
  });
  const user = userEvent.setup({ delay: null, applyAccept: false });
  await user.click(screen.getByRole("button", { name: "Edit Osu flat" }));
  const dialog = await screen.findByRole("dialog");
  return { user, section: within(within(dialog).getByRole("region", { name: "Photos" })) };
}

const shown = (section: ReturnType<typeof within>) =>
  section
    .getAllByRole("img")
    .filter((img: HTMLElement) => img.closest("ol"))
    .map((img: HTMLElement) => img.getAttribute("alt"));

describe("photos in the edit dialog", () => {
  it("moves a photo with buttons (the first is the cover) and removes one, sending each change", async () => {
    const fetch = mockFetch(
      jsonResponse(200, { images: [B, A, C], held: [] }),
      jsonResponse(200, [mine]),
      jsonResponse(200, { images: [B, A], held: [] }),
      jsonResponse(200, [mine]),
    );
    const { user, section } = await openPhotos({ images: [A, B, C], held: [] });
    expect(shown(section)).toEqual(["Osu flat (1 of 3)", "Osu flat (2 of 3)", "Osu flat (3 of 3)"]);
    expect(section.getByText("Cover photo")).toBeTruthy();
    expect(
      (section.getByRole("button", { name: "Move photo 1 earlier" }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(
      (section.getByRole("button", { name: "Move photo 3 later" }) as HTMLButtonElement).disabled,
    ).toBe(true);

    await user.click(section.getByRole("button", { name: "Move photo 2 earlier" }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(fetch.mock.calls[0]?.[0]).toBe("/api/my-listings/31/photos/order");
    expect(fetch.mock.calls[0]?.[1].method).toBe("PUT");
    expect(JSON.parse(fetch.mock.calls[0]?.[1].body)).toEqual({ urls: [B, A, C] });
    expect(await section.findByText("Photo 2 is now photo 1.")).toBeTruthy();
    expect(section.getAllByRole("img")[0]?.getAttribute("src")).toContain("2222");

    // Asked twice: nothing is removed until "Yes, remove"; "Keep it" leaves the photo.
    await user.click(section.getByRole("button", { name: "Remove photo 3" }));
    await user.click(section.getByRole("button", { name: "Keep it" }));
    expect(fetch.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(false);
    await user.click(section.getByRole("button", { name: "Remove photo 3" }));
    expect(section.getByText("Remove this photo? This cannot be undone.")).toBeTruthy();
    await user.click(section.getByRole("button", { name: "Yes, remove" }));
    expect(await section.findByText("Photo 3 removed.")).toBeTruthy();
    const remove = fetch.mock.calls.find(([, init]) => init?.method === "DELETE");
    expect(remove?.[0]).toBe(`/api/my-listings/31/photos?url=${encodeURIComponent(C)}`);
    expect(shown(section)).toHaveLength(2);
  });

  it("warns that the cover is the one being removed", async () => {
    const { user, section } = await openPhotos({ images: [A, B, C], held: [] });
    await user.click(section.getByRole("button", { name: "Remove photo 1" }));
    expect(
      section.getByText("Remove the cover photo? The next photo becomes the cover."),
    ).toBeTruthy();
  });

  it("adds picked photos as multipart and says when one is held for review", async () => {
    const xhr = installFakeXhr();
    mockFetch(jsonResponse(200, [mine]));
    const { user, section } = await openPhotos({ images: [A], held: [] });
    const add = section.getByRole("button", { name: "Add photos" }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    await user.upload(section.getByLabelText("Add photos"), [aJpegFile("garden.jpg", 2000)]);
    await waitFor(() => expect(add.disabled).toBe(false));
    await user.click(add);
    const [request] = xhr.sent;
    if (!request) throw new Error("the photos were sent");
    expect([request.method, request.url]).toEqual(["POST", "/api/my-listings/31/photos"]);
    expect((request.formData.getAll("images") as File[]).map((f) => f.name)).toEqual([
      "garden.jpg",
    ]);
    await request.respond(201, { images: [A], held: [B] });
    expect(
      await section.findByText("1 photo held for review: they match another agent's listing."),
    ).toBeTruthy();
    expect(section.getByText(/1 photo waiting for review/)).toBeTruthy();
  });

  it("checks the room left before sending, and shows the server's message beside the field", async () => {
    const xhr = installFakeXhr();
    const nine = Array.from({ length: 8 }, (_, i) => photo(i + 1));
    const { user, section } = await openPhotos({ images: nine, held: [photo(9)] });
    const input = section.getByLabelText("Add photos");
    await user.upload(input, [aJpegFile("a.jpg"), aJpegFile("b.jpg")]);
    expect(
      await section.findByText("This listing has room for 1 more image (10 at most)"),
    ).toBeTruthy();
    expect(xhr.sent).toHaveLength(0);

    await user.click(section.getByRole("button", { name: "Add photos" }));
    await xhr.sent[0]?.respond(400, {
      message: "Validation failed",
      errors: { images: ["A listing can have at most 10 images; this one has 10"] },
    });
    const alert = await section.findByRole("alert");
    expect(alert.textContent).toBe("A listing can have at most 10 images; this one has 10");
    expect(input.getAttribute("aria-describedby")).toContain(alert.id);
  });

  it("says when to try again once the network's hourly photo budget is spent", async () => {
    const xhr = installFakeXhr();
    mockFetch(jsonResponse(200, [mine]));
    const { user, section } = await openPhotos({ images: [A], held: [] });
    await user.upload(section.getByLabelText("Add photos"), [aJpegFile("garden.jpg", 2000)]);
    const add = section.getByRole("button", { name: "Add photos" }) as HTMLButtonElement;
    await waitFor(() => expect(add.disabled).toBe(false));
    await user.click(add);
    const words =
      "Too many photos were sent from your network in the last hour. Try again in 42 minutes.";
    await xhr.sent[0]?.respond(429, { message: words, code: "RATE_LIMITED" });
    expect((await section.findByRole("alert")).textContent).toBe(words);
  });
});
