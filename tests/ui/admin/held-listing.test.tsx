/** @jest-environment jsdom */
import { screen, within } from "@testing-library/react";
import type { ReviewedSubmission } from "#modules/listing-submissions/listing-submissions.types.js";
import { ListingSubmissions } from "#web/ui/components/admin/listing-submissions.js";
import type { Json } from "#web/ui/lib/json.js";
import { renderWithSession } from "../shell/shell-test-kit.js";
import { LISTINGS } from "./admin-fixtures.js";

const MATCH = {
  imageUrl: "/uploads/listings/b.jpg",
  propertyId: 3,
  propertyTitle: "Serviced Plot for Sale at East Legon Hills",
  matchedImageUrl: "/images/seed/properties/p-3-1-1600.webp",
  agentName: "Kwame Asante",
  agentEmail: "kwame.asante@agents.ofie.com.gh",
  distance: 1,
};

// The shared fixture is untyped JSON as the API sends it; here it meets the component's type.
const listing = LISTINGS[0] as unknown as Json<ReviewedSubmission>;
const held: Json<ReviewedSubmission> = { ...listing, status: "held", photoMatches: [MATCH] };
const pending: Json<ReviewedSubmission> = {
  ...listing,
  id: 10,
  title: "Plain listing",
  photoMatches: [],
};

describe("a held listing submission in the admin's queue", () => {
  it("shows both photos side by side, the matched listing with its link and agent, and how close in words", () => {
    renderWithSession(<ListingSubmissions submissions={[held, pending]} />, null);
    const notes = screen.getAllByRole("region", { name: "Photo matches" });
    expect(notes).toHaveLength(1);
    const note = notes[0];
    expect(within(note).getByText("Held: photo matches another agent's listing")).toBeTruthy();
    const [submitted, listed] = within(note).getAllByRole("img");
    expect(submitted.getAttribute("src")).toBe("/uploads/listings/b.jpg");
    // A thumbnail: the smallest size of the listed photo.
    expect(listed.getAttribute("src")).toBe("/images/seed/properties/p-3-1-320.webp");
    expect(
      within(note)
        .getByRole("link", { name: "Serviced Plot for Sale at East Legon Hills" })
        .getAttribute("href"),
    ).toBe("/properties/3");
    expect(within(note).getByRole("link", { name: "Kwame Asante" }).getAttribute("href")).toBe(
      "mailto:kwame.asante@agents.ofie.com.gh",
    );
    // Issue 18: words, not "Distance: 1 of 64 bits".
    expect(within(note).getByText("A near-identical photo")).toBeTruthy();
    expect(note.textContent).not.toMatch(/bits|Distance/);
  });

  it("words the distance by the matching threshold: same, near-identical, similar", () => {
    const at = (distance: number) => ({
      ...held,
      photoMatches: held.photoMatches.map((m) => ({ ...m, distance })),
    });
    const words = [0, 1, 3, 4, 6].map((distance) => {
      const { unmount } = renderWithSession(
        <ListingSubmissions submissions={[at(distance)]} />,
        null,
      );
      const text = screen.getByRole("region", { name: "Photo matches" }).textContent;
      unmount();
      return /The same photo|A near-identical photo|A similar photo/.exec(text ?? "")?.[0];
    });
    expect(words).toEqual([
      "The same photo",
      "A near-identical photo",
      "A near-identical photo",
      "A similar photo",
      "A similar photo",
    ]);
  });

  it("can still be approved or rejected", () => {
    renderWithSession(<ListingSubmissions submissions={[held]} />, null);
    expect(screen.getByRole("button", { name: `Approve ${held.title}` })).toBeTruthy();
    expect(screen.getByRole("button", { name: `Reject ${held.title}` })).toBeTruthy();
  });

  it("says when it is new photos for a published listing from Manage Listings (decision 52)", () => {
    const photos = { ...held, id: 11, photosForPropertyId: 42 };
    renderWithSession(<ListingSubmissions submissions={[photos, pending]} />, null);
    const link = screen.getByRole("link", { name: "listing #42" });
    expect(link.getAttribute("href")).toBe("/properties/42");
    expect(link.parentElement?.textContent).toContain("approving adds them to it");
    expect(screen.getAllByText(/New photos for/)).toHaveLength(1);
  });

  it("shows the reviewer the pin the lister typed, or 'not stated' (issue 20)", () => {
    const pinned = { ...pending, latitude: 5.636, longitude: -0.161 };
    const unpinned = { ...pending, id: 11, title: "No pin", latitude: null, longitude: null };
    renderWithSession(<ListingSubmissions submissions={[pinned, unpinned]} />, null);
    expect(screen.getByText(/Map position: 5\.636, -0\.161/)).toBeTruthy();
    expect(screen.getAllByText(/Map position: /)).toHaveLength(2);
  });
});
