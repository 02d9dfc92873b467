/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { COORDINATE_MESSAGES } from "#modules/listings/listing-coordinates.js";
import { ListingForm } from "#web/ui/components/list-property/listing-form.js";
import { dismissAllToasts, enter, mockFetch, renderWithToasts } from "./form-test-kit.js";
import { installFakeXhr } from "./upload-test-kit.js";

afterEach(dismissAllToasts);

async function fillRequired(user: ReturnType<typeof userEvent.setup>, type = "apartment") {
  await enter(user, screen.getByLabelText("Property title"), "Chamber and hall at Madina");
  await enter(user, screen.getByLabelText(/^Price \(/), "1200");
  await enter(user, screen.getByLabelText("Location"), "Madina, Accra");
  await user.selectOptions(screen.getByLabelText("Property type"), type);
  await enter(
    user,
    screen.getByLabelText("Description"),
    "A chamber and hall self-contain with its own kitchen.",
  );
  await enter(user, screen.getByLabelText("Contact name"), "Esi Mensah");
  await enter(user, screen.getByLabelText("Contact email"), "esi@example.com");
}

describe("ListingForm costs and papers", () => {
  it("asks the advance only of a rental and the title only of land", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithToasts(<ListingForm onSubmitted={() => {}} />);
    expect(screen.queryByLabelText("Rent advance (months)")).toBeNull();
    expect(screen.queryByLabelText("Land title")).toBeNull();
    await user.click(screen.getByLabelText("For rent"));
    expect(screen.getByLabelText("Rent advance (months)")).toBeTruthy();
    expect(screen.getByText(/limits advance rent to 6 months; more is flagged/)).toBeTruthy();
    await user.selectOptions(screen.getByLabelText("Property type"), "land");
    expect(screen.getByLabelText("Land title")).toBeTruthy();
    await user.selectOptions(screen.getByLabelText("Currency"), "USD");
    expect(screen.getByLabelText("Price (US$)")).toBeTruthy();
  });

  it("shows the server's messages before sending and sends nothing", async () => {
    const fetch = mockFetch();
    const user = userEvent.setup({ delay: null });
    renderWithToasts(<ListingForm onSubmitted={() => {}} />);
    await fillRequired(user);
    await user.click(screen.getByLabelText("For rent"));
    await enter(user, screen.getByLabelText("Rent advance (months)"), "72");
    await enter(user, screen.getByLabelText("Viewing fee (GH₵)"), "fifty");
    await enter(user, screen.getByLabelText("Agent commission (%)"), "110");
    await enter(user, screen.getByLabelText("Digital address (GhanaPostGPS)"), "Madina junction");
    await user.click(screen.getByRole("button", { name: "Submit Property Listing" }));
    for (const message of [
      "Rent advance must be a whole number of months from 0 to 60",
      "Viewing fee must be an amount in GH₵, e.g. 50",
      "Commission must be a percentage from 0 to 100, e.g. 10",
      "Digital address must look like GA-183-8164",
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends the terms that apply, in the chosen currency", async () => {
    // The form posts over XMLHttpRequest, for its upload progress.
    const xhr = installFakeXhr();
    const user = userEvent.setup({ delay: null });
    renderWithToasts(<ListingForm onSubmitted={() => {}} />);
    await fillRequired(user);
    await user.click(screen.getByLabelText("For rent"));
    await enter(user, screen.getByLabelText("Rent advance (months)"), "24");
    await enter(user, screen.getByLabelText("Viewing fee (GH₵)"), "50");
    await enter(user, screen.getByLabelText("Digital address (GhanaPostGPS)"), "gm-087-3312");
    await user.selectOptions(screen.getByLabelText("Currency"), "USD");
    await user.click(screen.getByRole("button", { name: "Submit Property Listing" }));
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    const body = xhr.sent[0].formData;
    expect(body.get("priceCurrency")).toBe("USD");
    expect(body.get("rentAdvanceMonths")).toBe("24");
    expect(body.get("viewingFee")).toBe("50");
    expect(body.get("digitalAddress")).toBe("gm-087-3312");
    expect(body.has("commissionPercent")).toBe(false);
    expect(body.has("titleStatus")).toBe(false);
    await xhr.sent[0].respond(201, { id: 9 });
  });

  it("checks the typed pin as the server does (in Ghana, both or neither) and sends it", async () => {
    const xhr = installFakeXhr();
    const user = userEvent.setup({ delay: null });
    renderWithToasts(<ListingForm onSubmitted={() => {}} />);
    await fillRequired(user);
    expect(screen.getByText(/Optional: the pin's position in decimal degrees/)).toBeTruthy();
    const latitude = screen.getByLabelText("Latitude");
    const longitude = screen.getByLabelText("Longitude");
    fireEvent.change(latitude, { target: { value: "5.6037" } });
    await user.click(screen.getByRole("button", { name: "Submit Property Listing" }));
    expect(await screen.findByText(COORDINATE_MESSAGES.longitudeMissing)).toBeTruthy();
    fireEvent.change(latitude, { target: { value: "51.5072" } });
    fireEvent.change(longitude, { target: { value: "-0.1276" } });
    await user.click(screen.getByRole("button", { name: "Submit Property Listing" }));
    expect(await screen.findByText(COORDINATE_MESSAGES.latitude)).toBeTruthy();
    expect(xhr.sent).toHaveLength(0);
    fireEvent.change(latitude, { target: { value: "5.6037" } });
    fireEvent.change(longitude, { target: { value: "-0.187" } });
    await user.click(screen.getByRole("button", { name: "Submit Property Listing" }));
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    const body = xhr.sent[0].formData;
    expect([body.get("latitude"), body.get("longitude")]).toEqual(["5.6037", "-0.187"]);
    await xhr.sent[0].respond(201, { id: 9 });
  });
});
