import { fireEvent, within } from "@testing-library/react";
import { VIEWINGS_URL } from "#web/ui/queries/viewings.js";
import { listing } from "../property-detail/listing-fixture.js";

/** An agent's rental as GET /api/my-listings sends it, with its leads. */
export const mine = {
  ...listing({
    id: 31,
    title: "Osu two-bedroom flat",
    listingType: "rent",
    rentPeriod: "month",
    price: "6500.00",
  }),
  inquiryCount: 2,
  whatsappClicks: 5,
  callClicks: 0,
  emailClicks: 1,
};

/** The page reads GET /api/viewings for its "Viewing requests" links (seeded, as the server does). */
export const NO_VIEWINGS = { [VIEWINGS_URL]: { asVisitor: [], asLister: [] } };

/** The edit dialog's photos section reads these (a seed, so no request is made). */
export const NO_PHOTOS = { images: [], held: [] };

/** Submits the edit dialog's form, as its "Save changes" button does. */
export function save(dialog: HTMLElement) {
  const form = within(dialog).getByRole("button", { name: "Save changes" }).closest("form");
  if (!form) throw new Error("the dialog has its form");
  fireEvent.submit(form);
}
