/** @jest-environment jsdom */
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { ListingForm } from "#web/ui/components/list-property/listing-form.js";
import {
  dismissAllToasts,
  fakeResponse,
  mockFetch,
  pendingFetch,
  renderWithToasts,
  sentFormData,
} from "./form-test-kit.js";

let urls = 0;
const createObjectURL = jest.fn(() => `blob:listing-${++urls}`);
const revokeObjectURL = jest.fn();

beforeAll(() => {
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});
afterEach(() => {
  dismissAllToasts();
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
});

const image = (name: string) => new File(["img"], name, { type: "image/jpeg" });
const video = (name: string) => new File(["vid"], name, { type: "video/mp4" });
const images = (n: number) => Array.from({ length: n }, (_, i) => image(`photo-${i + 1}.jpg`));
// The browser's accept filter is off so that the form's own filtering is what is tested.
const setup = () => userEvent.setup({ applyAccept: false });

async function fillValidForm(user: ReturnType<typeof setup>) {
  await user.type(screen.getByLabelText("Property title"), "3 Bedroom House in East Legon");
  await user.type(screen.getByLabelText("Price (GH₵)"), "742000");
  await user.type(screen.getByLabelText("Location"), "East Legon, Accra");
  await user.selectOptions(screen.getByLabelText("Property type"), "house");
  await user.type(screen.getByLabelText("Bedrooms"), "3");
  await user.type(
    screen.getByLabelText("Description"),
    "A walled house with a garden, borehole and backup generator.",
  );
  await user.type(screen.getByLabelText("Contact name"), "Kwame Boateng");
  await user.type(screen.getByLabelText("Contact email"), "kwame@example.com");
}

describe("ListingForm validation", () => {
  it("shows every message of spec §5 and sends nothing", async () => {
    const fetch = mockFetch();
    const user = setup();
    renderWithToasts(<ListingForm />);

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
    renderWithToasts(<ListingForm />);
    await user.type(screen.getByLabelText("Property title"), "Flat");
    await user.type(screen.getByLabelText("Location"), "Ho");
    await user.type(screen.getByLabelText("Description"), "Nice and quiet.");
    await user.type(screen.getByLabelText("Contact name"), "K");
    await user.type(screen.getByLabelText("Contact email"), "kwame@");

    await user.click(screen.getByRole("button", { name: "Submit Property Listing" }));

    expect(await screen.findByText("Title must be at least 5 characters")).toBeTruthy();
    expect(screen.getByText("Location is required")).toBeTruthy();
    expect(screen.getByText("Description must be at least 20 characters")).toBeTruthy();
    expect(screen.getByText("Contact name is required")).toBeTruthy();
    expect(screen.getByText("Valid email is required")).toBeTruthy();
  });

  it("offers the spec's property types and furnishing choices", () => {
    renderWithToasts(<ListingForm />);
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

describe("ListingForm media", () => {
  it("keeps at most 10 images as thumbnails and drops the extras", async () => {
    const user = setup();
    renderWithToasts(<ListingForm />);

    await user.upload(screen.getByLabelText("Property images"), images(12));

    const list = screen.getByRole("list", { name: "Selected images" });
    expect(within(list).getAllByRole("img")).toHaveLength(10);
    expect(createObjectURL).toHaveBeenCalledTimes(10);
    expect(screen.getByText(/At most 10 images are kept/)).toBeTruthy();
    expect((screen.getByLabelText("Property images") as HTMLInputElement).disabled).toBe(true);
  });

  it("adds to the images already picked, up to the limit", async () => {
    const user = setup();
    renderWithToasts(<ListingForm />);
    await user.upload(screen.getByLabelText("Property images"), images(6));
    await user.upload(screen.getByLabelText("Property images"), images(6));
    expect(screen.getAllByRole("button", { name: /^Remove image/ })).toHaveLength(10);
  });

  it("accepts only image files for images and only video files for videos", async () => {
    const user = setup();
    renderWithToasts(<ListingForm />);

    await user.upload(screen.getByLabelText("Property images"), [
      image("front.jpg"),
      video("tour.mp4"),
      new File(["%PDF"], "title-deed.pdf", { type: "application/pdf" }),
    ]);
    await user.upload(screen.getByLabelText("Property videos"), [
      video("tour.mp4"),
      image("x.jpg"),
    ]);

    expect(screen.getAllByRole("button", { name: /^Remove image/ })).toHaveLength(1);
    expect(screen.getByAltText("Preview of front.jpg")).toBeTruthy();
    expect(screen.getByText("Only image files can be added here.")).toBeTruthy();
    const videos = screen.getByRole("list", { name: "Selected videos" });
    expect(
      within(videos)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["🎬tour.mp4Remove"]);
    expect(screen.getByText("Only video files can be added here.")).toBeTruthy();
  });

  it("keeps at most 3 videos, listed by file name", async () => {
    const user = setup();
    renderWithToasts(<ListingForm />);

    await user.upload(
      screen.getByLabelText("Property videos"),
      ["a.mp4", "b.mp4", "c.mp4", "d.mp4"].map(video),
    );

    expect(screen.getAllByRole("button", { name: /^Remove video/ })).toHaveLength(3);
    expect(screen.getByText("a.mp4")).toBeTruthy();
    expect(screen.queryByText("d.mp4")).toBeNull();
    expect(screen.getByText(/At most 3 videos are kept/)).toBeTruthy();
  });

  it("removes one image or video at a time and frees the removed thumbnail", async () => {
    const user = setup();
    renderWithToasts(<ListingForm />);
    await user.upload(screen.getByLabelText("Property images"), images(3));
    await user.upload(screen.getByLabelText("Property videos"), [video("a.mp4"), video("b.mp4")]);
    const secondUrl = (screen.getByAltText("Preview of photo-2.jpg") as HTMLImageElement).src;

    await user.click(screen.getByRole("button", { name: "Remove image photo-2.jpg" }));
    await user.click(screen.getByRole("button", { name: "Remove video a.mp4" }));

    expect(revokeObjectURL).toHaveBeenCalledTimes(1);
    expect(revokeObjectURL).toHaveBeenCalledWith(secondUrl);
    expect(screen.queryByAltText(/photo-2\.jpg/)).toBeNull();
    expect(screen.getByAltText("Preview of photo-3.jpg")).toBeTruthy();
    expect(screen.queryByText("a.mp4")).toBeNull();
    expect(screen.getByText("b.mp4")).toBeTruthy();
  });

  it("shows the size hints", () => {
    renderWithToasts(<ListingForm />);
    expect(screen.getByText(/10MB per image/)).toBeTruthy();
    expect(screen.getByText(/50MB per video/)).toBeTruthy();
  });
});

describe("ListingForm submission", () => {
  it("sends multipart with text fields and files, then toasts and clears form and files", async () => {
    const { mock: fetch, release } = pendingFetch(fakeResponse(201, { id: 7 }));
    const user = setup();
    renderWithToasts(<ListingForm />);
    await fillValidForm(user);
    await user.click(screen.getByLabelText("For rent"));
    await user.selectOptions(screen.getByLabelText("Rent period"), "year");
    await user.upload(screen.getByLabelText("Property images"), images(2));
    await user.upload(screen.getByLabelText("Property videos"), [video("tour.mp4")]);

    await user.click(screen.getByRole("button", { name: "Submit Property Listing" }));

    expect(await screen.findByRole("button", { name: "Submitting..." })).toBeTruthy();
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe("/api/listings");
    expect(init?.method).toBe("POST");
    const body = sentFormData(fetch);
    expect(body).toBeInstanceOf(FormData);
    expect(body.get("title")).toBe("3 Bedroom House in East Legon");
    expect(body.get("price")).toBe("742000");
    expect(body.get("propertyType")).toBe("house");
    expect(body.get("listingType")).toBe("rent");
    expect(body.get("rentPeriod")).toBe("year");
    expect(body.get("bedrooms")).toBe("3");
    expect(body.has("bathrooms")).toBe(false);
    expect((body.getAll("images") as File[]).map((f) => f.name)).toEqual([
      "photo-1.jpg",
      "photo-2.jpg",
    ]);
    expect((body.getAll("videos") as File[]).map((f) => f.name)).toEqual(["tour.mp4"]);

    release();

    await waitFor(() =>
      expect(screen.getByTestId("toasts").textContent).toBe(
        "Property Submitted Successfully - Your property listing has been submitted for review. We'll contact you within 24 hours.|default",
      ),
    );
    expect((screen.getByLabelText("Property title") as HTMLInputElement).value).toBe("");
    expect(screen.queryByRole("list", { name: "Selected images" })).toBeNull();
    expect(screen.queryByRole("list", { name: "Selected videos" })).toBeNull();
    expect(revokeObjectURL).toHaveBeenCalledTimes(2);
    expect(screen.getByRole("button", { name: "Submit Property Listing" })).toBeTruthy();
  });

  it("leaves out the rent period of a listing for sale", async () => {
    const fetch = mockFetch(fakeResponse(201, { id: 8 }));
    const user = setup();
    renderWithToasts(<ListingForm />);
    await fillValidForm(user);

    await user.click(screen.getByRole("button", { name: "Submit Property Listing" }));

    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const body = sentFormData(fetch);
    expect(body.get("listingType")).toBe("sale");
    expect(body.has("rentPeriod")).toBe(false);
  });

  it("toasts the destructive failure and shows a 400 answer's messages on the fields and files", async () => {
    mockFetch(
      fakeResponse(400, {
        message: "Validation failed",
        errors: {
          price: ["Price must be a number in cedis, e.g. 450000"],
          images: ["Each image must be 10MB or smaller"],
        },
      }),
    );
    const user = setup();
    renderWithToasts(<ListingForm />);
    await fillValidForm(user);
    await user.upload(screen.getByLabelText("Property images"), images(1));

    await user.click(screen.getByRole("button", { name: "Submit Property Listing" }));

    await waitFor(() =>
      expect(screen.getByTestId("toasts").textContent).toBe(
        "Submission Failed - There was an error submitting your property. Please try again.|destructive",
      ),
    );
    expect(screen.getByText("Price must be a number in cedis, e.g. 450000")).toBeTruthy();
    expect(screen.getByText("Each image must be 10MB or smaller")).toBeTruthy();
    // Nothing is lost on failure: the visitor can fix and resend.
    expect(screen.getAllByRole("button", { name: /^Remove image/ })).toHaveLength(1);
  });
});
