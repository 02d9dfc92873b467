/** @jest-environment jsdom */
import { screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { ListingForm } from "#web/ui/components/list-property/listing-form.js";
import { AMA } from "../shell/shell-test-kit.js";
import { dismissAllToasts, enter, mockFetch, renderWithToasts } from "./form-test-kit.js";

afterEach(dismissAllToasts);

const setup = () => userEvent.setup({ delay: null, applyAccept: false });

describe("ListingForm validation", () => {
  it("shows every message of spec §5 and sends nothing", async () => {
    const fetch = mockFetch();
    const user = setup();
    renderWithToasts(<ListingForm onSubmitted={() => {}} />);

    await user.click(screen.getByRole("button", { name: "Submit Property Listing" }));

    for (const message of [
      "Title must be at least 5 characters",
      "Description must be at least 20 characters",
      "Price is required",
      "Location is required",
      "Property type is required",
      "Contact name is required",
      "Valid email is required",
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it("applies the minimum lengths, not just presence", async () => {
    const user = setup();
    renderWithToasts(<ListingForm onSubmitted={() => {}} />);
    await enter(user, screen.getByLabelText("Property title"), "Flat");
    await enter(user, screen.getByLabelText("Location"), "Ho");
    await enter(user, screen.getByLabelText("Description"), "Nice and quiet.");
    await enter(user, screen.getByLabelText("Contact name"), "K");
    await enter(user, screen.getByLabelText("Contact email"), "kwame@");

    await user.click(screen.getByRole("button", { name: "Submit Property Listing" }));

    expect(await screen.findByText("Title must be at least 5 characters")).toBeTruthy();
    expect(screen.getByText("Location is required")).toBeTruthy();
    expect(screen.getByText("Description must be at least 20 characters")).toBeTruthy();
    expect(screen.getByText("Contact name is required")).toBeTruthy();
    expect(screen.getByText("Valid email is required")).toBeTruthy();
  });

  it("offers the spec's property types and furnishing choices", () => {
    renderWithToasts(<ListingForm onSubmitted={() => {}} />);
    const values = (label: string) =>
      Array.from((screen.getByLabelText(label) as HTMLSelectElement).options).map((o) => o.value);
    expect(values("Property type")).toEqual([
      "",
      "house",
      "apartment",
      "condo",
      "townhouse",
      "land",
      "commercial",
      "office",
      "warehouse",
    ]);
    expect(values("Furnished")).toEqual(["", "yes", "no", "partial"]);
  });
});

describe("ListingForm prefill and price bounds (issue 18)", () => {
  it("prefills the contact fields with a signed-in user's name and e-mail, editable", async () => {
    const user = setup();
    renderWithToasts(<ListingForm onSubmitted={() => {}} />, AMA);
    const name = screen.getByLabelText("Contact name") as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe("Ama Mensah"));
    expect(screen.getByLabelText("Contact email")).toHaveProperty("value", AMA.email);
    await user.clear(name);
    await enter(user, name, "Kofi Mensah");
    expect(name.value).toBe("Kofi Mensah");
  });

  it("refuses a price of 0 and a rent beyond its bounds beside the field, and sends nothing", async () => {
    const fetch = mockFetch();
    const user = setup();
    renderWithToasts(<ListingForm onSubmitted={() => {}} />);
    const price = screen.getByLabelText("Price (GH₵)");
    await enter(user, price, "0");
    await user.click(screen.getByRole("button", { name: "Submit Property Listing" }));
    expect(await screen.findByText("Price must be more than 0")).toBeTruthy();
    await user.clear(price);
    await enter(user, price, "999");
    await user.click(screen.getByRole("button", { name: "Submit Property Listing" }));
    expect(
      await screen.findByText("A sale price must be between GH₵1,000 and GH₵500,000,000"),
    ).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
