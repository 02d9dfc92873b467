/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { ReviewedSubmission } from "#modules/listing-submissions/listing-submissions.types.js";
import type { RelistingLink } from "#modules/relistings/relistings.types.js";
import { DisputedRelistings } from "#web/ui/components/admin/disputed-relistings.js";
import { ListingSubmissions } from "#web/ui/components/admin/listing-submissions.js";
import type { Json } from "#web/ui/lib/json.js";
import {
  jsonResponse,
  mockFetch,
  renderWithSession,
  stubBrowser,
  unstubBrowser,
} from "../shell/shell-test-kit.js";
import { LISTINGS } from "./admin-fixtures.js";

// Decision 102: the admin sees a submission's earlier listings of the same place in moderation,
// and decides the links owners and agents dispute.

const LINK: Json<RelistingLink> = {
  id: 7,
  submissionId: 12,
  propertyId: null,
  title: "Two-bedroom flat at Ahodwo",
  earlierPropertyId: 4,
  earlierTitle: "Two-bedroom flat, Ahodwo",
  earlierListedAt: "2026-03-12T09:00:00.000Z",
  earlierPublished: true,
  photo: {
    photoUrl: "/uploads/listings/a.jpg",
    earlierPhotoUrl: "/uploads/listings/b.jpg",
    distance: 0,
  },
  placeMetres: 4.2,
  state: "linked",
  detectedAt: "2026-11-20T09:00:00.000Z",
  disputedAt: null,
  disputeReason: null,
  decidedAt: null,
  decidedBy: null,
  decisionReason: null,
};

beforeEach(() => stubBrowser());
afterEach(() => {
  unstubBrowser();
  jest.restoreAllMocks();
});

it("shows a submission's earlier listing beside the photo matches: the listing, when, the photos and the distance", () => {
  const submission = {
    ...(LISTINGS[0] as unknown as Json<ReviewedSubmission>),
    photoMatches: [],
    relistings: [LINK],
  };
  renderWithSession(<ListingSubmissions submissions={[submission]} />, null);
  const notice = screen.getByRole("region", { name: "Listed before on Ofie" });
  expect(
    within(notice).getByRole("link", { name: "Two-bedroom flat, Ahodwo" }).getAttribute("href"),
  ).toBe("/properties/4");
  expect(notice.textContent).toContain("first listed 12 March 2026");
  expect(notice.textContent).toContain("Same place: 4 m apart, same type and bedrooms");
  expect(within(notice).getByText("The same photo")).toBeTruthy();
  expect(within(notice).getAllByRole("img")).toHaveLength(2);
});

it("lists a disputed link with the owner's reason, and removes it for a reason", async () => {
  const disputed = {
    ...LINK,
    propertyId: 31,
    state: "disputed" as const,
    disputedAt: "2026-11-25T09:00:00.000Z",
    disputeReason: "This is the flat upstairs.",
  };
  const fetch = mockFetch(
    jsonResponse(200, { ...disputed, state: "removed" }),
    jsonResponse(200, []),
  );
  renderWithSession(<DisputedRelistings links={[disputed]} />, null);
  const row = screen.getByRole("listitem");
  expect(row.textContent).toContain("Disputed 25 November 2026: This is the flat upstairs.");
  fireEvent.click(
    within(row).getByRole("button", { name: "Remove link of Two-bedroom flat at Ahodwo" }),
  );
  const dialog = await screen.findByRole("dialog");
  fireEvent.click(
    within(dialog).getByRole("button", { name: "This is a different unit in the same building." }),
  );
  fireEvent.click(within(dialog).getByRole("button", { name: "Remove link" }));
  await waitFor(() => expect(fetch).toHaveBeenCalled());
  expect(fetch.mock.calls[0]?.[0]).toBe("/api/admin/relistings/7");
  expect(JSON.parse(fetch.mock.calls[0]?.[1].body)).toEqual({
    decision: "removed",
    reason: "This is a different unit in the same building.",
  });
});
