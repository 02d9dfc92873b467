/** @jest-environment jsdom */
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { ListingForm } from "#web/ui/components/list-property/listing-form.js";
import { dismissAllToasts, enter, renderWithToasts } from "./form-test-kit.js";
import { aJpegFile, anMp4File, decodedSides, installFakeXhr } from "./upload-test-kit.js";

let urls = 0;
const createObjectURL = jest.fn(() => `blob:listing-${++urls}`);
const revokeObjectURL = jest.fn();

beforeAll(() => {
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});
beforeEach(() => decodedSides(1600, 1200));
afterEach(() => {
  dismissAllToasts();
  revokeObjectURL.mockClear();
});

const setup = () => userEvent.setup({ delay: null, applyAccept: false });
const submit = (user: ReturnType<typeof setup>) =>
  user.click(screen.getByRole("button", { name: "Submit Property Listing" }));
const toasts = () => screen.getByTestId("toasts").textContent;

async function fillValidForm(user: ReturnType<typeof setup>) {
  await enter(user, screen.getByLabelText("Property title"), "3 Bedroom House in East Legon");
  await enter(user, screen.getByLabelText("Price (GH₵)"), "742000");
  await enter(user, screen.getByLabelText("Location"), "East Legon, Accra");
  await user.selectOptions(screen.getByLabelText("Property type"), "house");
  await enter(user, screen.getByLabelText("Bedrooms"), "3");
  await enter(
    user,
    screen.getByLabelText("Description"),
    "A walled house with a garden, borehole and backup generator.",
  );
  await enter(user, screen.getByLabelText("Contact name"), "Kwame Boateng");
  await enter(user, screen.getByLabelText("Contact email"), "kwame@example.com");
}

async function fillWithMedia(user: ReturnType<typeof setup>) {
  await fillValidForm(user);
  await user.upload(screen.getByLabelText("Property images"), [
    aJpegFile("photo-1.jpg", 1000),
    aJpegFile("photo-2.jpg", 3000),
  ]);
  await user.upload(screen.getByLabelText("Property videos"), anMp4File("tour.mp4"));
  await screen.findByText("tour.mp4");
}

describe("ListingForm submission", () => {
  it("sends multipart with the fields and files, a progress bar per file by the button, then clears and moves on", async () => {
    const xhr = installFakeXhr();
    const user = setup();
    const onSubmitted = jest.fn();
    renderWithToasts(<ListingForm onSubmitted={onSubmitted} />);
    await fillWithMedia(user);
    await user.click(screen.getByLabelText("For rent"));
    await user.selectOptions(screen.getByLabelText("Rent period"), "year");

    await submit(user);

    expect(await screen.findByRole("button", { name: "Submitting..." })).toBeTruthy();
    // Photos are made smaller on the device first: the request follows, later on a loaded machine.
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    const [request] = xhr.sent;
    expect([request.method, request.url]).toEqual(["POST", "/api/listings"]);
    const body = request.formData;
    expect(body.get("title")).toBe("3 Bedroom House in East Legon");
    expect(body.get("listingType")).toBe("rent");
    expect(body.get("rentPeriod")).toBe("year");
    expect(body.has("bathrooms")).toBe(false);
    expect((body.getAll("images") as File[]).map((f) => f.name)).toEqual([
      "photo-1.jpg",
      "photo-2.jpg",
    ]);
    expect((body.getAll("videos") as File[]).map((f) => f.name)).toEqual(["tour.mp4"]);

    // 500 bytes of text and headers, then photo 1 (1000), photo 2 (3000), the video (64).
    request.progress(500 + 1000 + 1500, 500 + 4064);
    // Issue 33: the bars sit just above the button, not a screen away by the thumbnails.
    const progress = screen.getByRole("region", { name: "Upload progress" });
    expect(progress.nextElementSibling).toBe(screen.getByRole("button", { name: "Submitting..." }));
    const bar = (name: string) =>
      within(progress).getByRole("progressbar", {
        name: `Uploading ${name}`,
      }) as HTMLProgressElement;
    expect([bar("photo-1.jpg").value, bar("photo-2.jpg").value, bar("tour.mp4").value]).toEqual([
      1, 0.5, 0,
    ]);
    expect(screen.getAllByRole("progressbar")).toHaveLength(3);
    expect(onSubmitted).not.toHaveBeenCalled();

    await request.respond(201, { id: 7 });

    await waitFor(() =>
      expect(toasts()).toBe(
        "Property Submitted Successfully - Your property listing has been submitted for review. We'll contact you within 24 hours.|default",
      ),
    );
    expect((screen.getByLabelText("Property title") as HTMLInputElement).value).toBe("");
    expect(screen.queryByRole("list", { name: "Selected images" })).toBeNull();
    expect(screen.queryByRole("list", { name: "Selected videos" })).toBeNull();
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(revokeObjectURL).toHaveBeenCalledTimes(2);
    expect(onSubmitted).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.length).toBe(0);
  });

  it("leaves out the rent period of a listing for sale", async () => {
    const xhr = installFakeXhr();
    const user = setup();
    renderWithToasts(<ListingForm onSubmitted={() => {}} />);
    await fillValidForm(user);

    await submit(user);

    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    expect(xhr.sent[0].formData.get("listingType")).toBe("sale");
    expect(xhr.sent[0].formData.has("rentPeriod")).toBe(false);
    await xhr.sent[0].respond(201, { id: 8 });
  });

  it("puts a 400 answer's messages beside their fields and focuses the first, with no toast", async () => {
    const xhr = installFakeXhr();
    const user = setup();
    renderWithToasts(<ListingForm onSubmitted={() => {}} />);
    await fillWithMedia(user);

    await submit(user);
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    await xhr.sent[0].respond(400, {
      message: "Validation failed",
      errors: {
        images: ["Each image must be 10MB or smaller"],
        price: ["Price must be a number in cedis, e.g. 450000"],
      },
    });

    const price = screen.getByLabelText("Price (GH₵)");
    await waitFor(() => expect(document.activeElement).toBe(price));
    expect(price.getAttribute("aria-invalid")).toBe("true");
    const priceError = document.getElementById(price.getAttribute("aria-describedby") ?? "");
    expect(priceError?.textContent).toBe("Price must be a number in cedis, e.g. 450000");
    const images = screen.getByLabelText("Property images");
    expect(images.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById("listing-images-error")?.textContent).toBe(
      "Each image must be 10MB or smaller",
    );
    expect(toasts()).toBe("");
    // Nothing is lost on failure: the visitor can fix and resend.
    expect(screen.getAllByRole("button", { name: /^Remove image/ })).toHaveLength(2);
  });

  it("keeps what is typed for the next visit in the tab, then Clear form empties it (issue 33)", async () => {
    const user = setup();
    const first = renderWithToasts(<ListingForm onSubmitted={() => {}} />);
    await fillValidForm(user);
    first.unmount();

    renderWithToasts(<ListingForm onSubmitted={() => {}} />);
    const title = screen.getByLabelText("Property title") as HTMLInputElement;
    await waitFor(() => expect(title.value).toBe("3 Bedroom House in East Legon"));
    expect((screen.getByLabelText("Property type") as HTMLSelectElement).value).toBe("house");
    expect((screen.getByLabelText("Contact email") as HTMLInputElement).value).toBe(
      "kwame@example.com",
    );

    await user.click(screen.getByRole("button", { name: "Clear form" }));
    expect(title.value).toBe("");
    expect(window.sessionStorage.length).toBe(0);
  });

  it("toasts the spec's failure when the answer names no field", async () => {
    const xhr = installFakeXhr();
    const user = setup();
    renderWithToasts(<ListingForm onSubmitted={() => {}} />);
    await fillValidForm(user);

    await submit(user);
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    await xhr.sent[0].respond(500, { message: "Internal Server Error" });

    await waitFor(() =>
      expect(toasts()).toBe(
        "Submission Failed - There was an error submitting your property. Please try again.|destructive",
      ),
    );
  });
});
