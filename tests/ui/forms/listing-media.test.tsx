/** @jest-environment jsdom */
// Issue 17 item 3: the listing form checks chosen files at once, against the server's own rules
// and messages, and makes big photos smaller before anything is sent.
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import imageCompression from "browser-image-compression";
import {
  LISTING_IMAGE_RULE,
  LISTING_VIDEO_RULE,
} from "#modules/listing-submissions/listing-upload-rules.js";
import { PHOTO_UPLOAD_MAX_SIDE } from "#modules/photos/photos.rules.js";
import { ListingForm } from "#web/ui/components/list-property/listing-form.js";
import { dismissAllToasts, renderWithToasts } from "./form-test-kit.js";
import {
  aGifFile,
  aJpegFile,
  anMp4File,
  aPngFile,
  claimingSize,
  decodedSides,
  MB,
} from "./upload-test-kit.js";

jest.mock("browser-image-compression", () => ({ __esModule: true, default: jest.fn() }));
const compress = imageCompression as unknown as jest.Mock;

let urls = 0;
const createObjectURL = jest.fn(() => `blob:listing-${++urls}`);
const revokeObjectURL = jest.fn();

beforeAll(() => {
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});
beforeEach(() => {
  decodedSides(1600, 1200);
  compress.mockReset();
  compress.mockImplementation(async (file: File) => aJpegFile(file.name, 380 * 1024));
});
afterEach(() => {
  dismissAllToasts();
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
});

const photos = (n: number) => Array.from({ length: n }, (_, i) => aJpegFile(`photo-${i + 1}.jpg`));
const setup = () => userEvent.setup({ delay: null, applyAccept: false });
const imagesInput = () => screen.getByLabelText("Property images") as HTMLInputElement;
const videosInput = () => screen.getByLabelText("Property videos") as HTMLInputElement;

/** The alert beside a file field, found the way a screen reader finds it: by aria-describedby. */
async function messageOf(input: HTMLInputElement): Promise<string> {
  await waitFor(() => expect(input.getAttribute("aria-invalid")).toBe("true"));
  const ids = input.getAttribute("aria-describedby")?.split(" ") ?? [];
  const alert = ids.map((id) => document.getElementById(id)).find((el) => el?.role === "alert");
  return alert?.textContent ?? "";
}

describe("ListingForm file checks", () => {
  it("keeps at most 10 images as thumbnails and says why the rest were dropped", async () => {
    const user = setup();
    renderWithToasts(<ListingForm onSubmitted={() => {}} />);

    await user.upload(imagesInput(), photos(12));

    expect(await messageOf(imagesInput())).toBe(LISTING_IMAGE_RULE.messages.tooMany);
    const list = screen.getByRole("list", { name: "Selected images" });
    expect(within(list).getAllByRole("img")).toHaveLength(10);
    expect(createObjectURL).toHaveBeenCalledTimes(10);
    expect(imagesInput().disabled).toBe(true);
  });

  it("adds to the images already picked, up to the limit", async () => {
    const user = setup();
    renderWithToasts(<ListingForm onSubmitted={() => {}} />);
    await user.upload(imagesInput(), photos(6));
    await screen.findByAltText("Preview of photo-6.jpg");
    await user.upload(imagesInput(), photos(6));
    await waitFor(() =>
      expect(screen.getAllByRole("button", { name: /^Remove image/ })).toHaveLength(10),
    );
  });

  it("refuses a text file renamed .jpg by its bytes, before any preview", async () => {
    const user = setup();
    renderWithToasts(<ListingForm onSubmitted={() => {}} />);
    const renamed = new File(["Offer letter, not a photo"], "house.jpg", { type: "image/jpeg" });

    await user.upload(imagesInput(), renamed);

    expect(await messageOf(imagesInput())).toBe(LISTING_IMAGE_RULE.messages.wrongType);
    expect(screen.getByRole("alert").textContent).toBe(LISTING_IMAGE_RULE.messages.wrongType);
    expect(createObjectURL).not.toHaveBeenCalled();
    expect(screen.queryByRole("list", { name: "Selected images" })).toBeNull();
  });

  it("accepts only images for images and only videos for videos", async () => {
    const user = setup();
    renderWithToasts(<ListingForm onSubmitted={() => {}} />);

    await user.upload(imagesInput(), [aJpegFile("front.jpg"), anMp4File("tour.mp4")]);
    await user.upload(videosInput(), [anMp4File("tour.mp4"), aPngFile("x.png")]);

    expect(await messageOf(imagesInput())).toBe(LISTING_IMAGE_RULE.messages.wrongType);
    expect(await messageOf(videosInput())).toBe(LISTING_VIDEO_RULE.messages.wrongType);
    expect(await screen.findAllByRole("button", { name: /^Remove image/ })).toHaveLength(1);
    expect(await screen.findByAltText("Preview of front.jpg")).toBeTruthy();
    const videos = screen.getByRole("list", { name: "Selected videos" });
    expect(
      within(videos)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["🎬tour.mp4Remove"]);
  });

  it("refuses a video over 50MB at once and keeps at most 3", async () => {
    const user = setup();
    renderWithToasts(<ListingForm onSubmitted={() => {}} />);

    await user.upload(videosInput(), claimingSize(anMp4File("drone.mp4"), 51 * MB));
    expect(await messageOf(videosInput())).toBe(LISTING_VIDEO_RULE.messages.tooLarge);

    await user.upload(videosInput(), ["a.mp4", "b.mp4", "c.mp4", "d.mp4"].map(anMp4File));
    await screen.findByText("c.mp4");
    expect(await messageOf(videosInput())).toBe(LISTING_VIDEO_RULE.messages.tooMany);
    expect(screen.getAllByRole("button", { name: /^Remove video/ })).toHaveLength(3);
    expect(screen.queryByText("d.mp4")).toBeNull();
    expect(screen.queryByText("drone.mp4")).toBeNull();
  });

  it("makes a 21MB photo smaller instead of refusing it", async () => {
    const user = setup();
    renderWithToasts(<ListingForm onSubmitted={() => {}} />);

    await user.upload(imagesInput(), claimingSize(aJpegFile("sitting-room.jpg"), 21 * MB));

    expect(await screen.findByAltText("Preview of sitting-room.jpg")).toBeTruthy();
    expect(screen.getByText("380 KB (from 21.0 MB)")).toBeTruthy();
    expect(compress).toHaveBeenCalledTimes(1);
    expect(compress.mock.calls[0][1]).toMatchObject({
      maxWidthOrHeight: PHOTO_UPLOAD_MAX_SIDE,
      fileType: "image/jpeg",
      useWebWorker: false,
    });
    expect(imagesInput().getAttribute("aria-invalid")).toBeNull();
  });

  it("refuses a photo that even made smaller is over the limit", async () => {
    compress.mockImplementation(async (file: File) => aJpegFile(file.name, 11 * MB));
    const user = setup();
    renderWithToasts(<ListingForm onSubmitted={() => {}} />);

    await user.upload(imagesInput(), claimingSize(aJpegFile("panorama.jpg"), 40 * MB));

    expect(await messageOf(imagesInput())).toBe(LISTING_IMAGE_RULE.messages.tooLarge);
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  it("sends a photo already small enough as it is, and shrinks one too wide", async () => {
    const user = setup();
    renderWithToasts(<ListingForm onSubmitted={() => {}} />);

    await user.upload(imagesInput(), aJpegFile("small.jpg"));
    await screen.findByAltText("Preview of small.jpg");
    expect(compress).not.toHaveBeenCalled();

    decodedSides(4000, 3000);
    await user.upload(imagesInput(), aJpegFile("wide.jpg"));
    await screen.findByAltText("Preview of wide.jpg");
    expect(compress).toHaveBeenCalledTimes(1);
  });

  it("makes a small GIF a JPEG all the same: the server counts its pixels several times over", async () => {
    const user = setup();
    renderWithToasts(<ListingForm onSubmitted={() => {}} />);

    await user.upload(imagesInput(), aGifFile("house.gif"));
    await screen.findByAltText("Preview of house.gif");
    expect(compress).toHaveBeenCalledTimes(1);
    expect(compress.mock.calls[0][1]).toMatchObject({ fileType: "image/jpeg" });
  });

  it("removes one image or video at a time and frees the removed thumbnail", async () => {
    const user = setup();
    renderWithToasts(<ListingForm onSubmitted={() => {}} />);
    await user.upload(imagesInput(), photos(3));
    await user.upload(videosInput(), [anMp4File("a.mp4"), anMp4File("b.mp4")]);
    await screen.findByText("b.mp4");
    // The photos' previews follow their checks, which may end after the videos are listed.
    const secondUrl = ((await screen.findByAltText("Preview of photo-2.jpg")) as HTMLImageElement)
      .src;

    await user.click(screen.getByRole("button", { name: "Remove image photo-2.jpg" }));
    await user.click(screen.getByRole("button", { name: "Remove video a.mp4" }));

    expect(revokeObjectURL).toHaveBeenCalledTimes(1);
    expect(revokeObjectURL).toHaveBeenCalledWith(secondUrl);
    expect(screen.queryByAltText(/photo-2\.jpg/)).toBeNull();
    expect(screen.getByAltText("Preview of photo-3.jpg")).toBeTruthy();
    expect(screen.queryByText("a.mp4")).toBeNull();
  });

  it("shows the size hints and posts plainly without JavaScript", () => {
    renderWithToasts(<ListingForm onSubmitted={() => {}} />);
    expect(screen.getByText(/10MB per image/)).toBeTruthy();
    expect(screen.getByText(/50MB per video/)).toBeTruthy();
    const form = imagesInput().form as HTMLFormElement;
    expect([form.method, form.getAttribute("action"), form.enctype]).toEqual([
      "post",
      "/api/listings",
      "multipart/form-data",
    ]);
    expect([imagesInput().name, videosInput().name]).toEqual(["images", "videos"]);
  });
});
