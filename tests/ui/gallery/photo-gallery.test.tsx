/** @jest-environment jsdom */
import { render, screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { PhotoGallery } from "#web/ui/components/gallery/photo-gallery.js";
import { viewerSlides } from "#web/ui/components/gallery/viewer-slides.js";

const seed = (n: number) => `/images/seed/properties/p-7-${n}-1600.webp`;
const IMAGES = [1, 2, 3, 4, 5].map(seed);
const TITLE = "Villa in Cantonments";

const counter = (text: string) => screen.findByText(text, { exact: true });

// Issue 17: the property and hostel pages' gallery, and its full-screen viewer.
describe("PhotoGallery", () => {
  it("shows the main photo first, sharp for a phone, the first 4 thumbnails and a way to all", () => {
    render(<PhotoGallery images={IMAGES} title={TITLE} />);
    const main = screen.getByRole("img", { name: TITLE });
    expect(main.getAttribute("loading")).toBe("eager");
    expect(main.getAttribute("fetchpriority")).toBe("high");
    expect(main.getAttribute("sizes")).toContain("calc(100vw - 32px)");
    expect(main.getAttribute("srcset")).toContain("p-7-1-1024.webp 1024w");

    const thumbnails = screen.getAllByRole("link", { name: /^Open photo \d of 5 full screen$/ });
    expect(thumbnails).toHaveLength(4);
    // Without JavaScript each is a plain link to the photo's largest size.
    expect(thumbnails[2]?.getAttribute("href")).toBe(seed(3));
    const all = screen.getByRole("link", { name: "View all 5 photos" });
    expect(all.getAttribute("aria-haspopup")).toBe("dialog");
    expect(all.getAttribute("href")).toBe(seed(1));
    // Left to the browser and the gallery, not taken by Vike's router as a page.
    expect(all.getAttribute("data-vike")).toBe("false");
  });

  it("opens the viewer on 'View all', moves with the arrow keys and closes on Escape", async () => {
    const user = userEvent.setup({ delay: null });
    render(<PhotoGallery images={IMAGES} title={TITLE} />);
    const all = screen.getByRole("link", { name: "View all 5 photos" });
    await user.click(all);

    const dialog = await screen.findByRole("dialog", { name: `Photos of ${TITLE}` });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    await counter("1 / 5");
    await user.keyboard("{ArrowRight}");
    await counter("2 / 5");
    await user.keyboard("{ArrowLeft}");
    await counter("1 / 5");

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // Focus goes back to what opened the viewer.
    expect(document.activeElement).toBe(all);
  });

  it("opens at the thumbnail tapped", async () => {
    const user = userEvent.setup({ delay: null });
    render(<PhotoGallery images={IMAGES} title={TITLE} />);
    await user.click(screen.getByRole("link", { name: "Open photo 3 of 5 full screen" }));
    await counter("3 / 5");
    // The zoom picks the size for the screen and the zoom level (jsdom's screen is 0 wide).
    const shown = screen.getByRole("img", { name: `${TITLE}, photo 3 of 5` });
    expect(shown.getAttribute("src")).toMatch(/\/p-7-3-\d+\.webp$/);
  });

  it("shows the placeholder, and nothing to open, for a listing without photos", () => {
    render(<PhotoGallery images={[]} title="Plot at Oyarifa" />);
    expect(screen.getByRole("img", { name: "Plot at Oyarifa" }).getAttribute("src")).toBe(
      "/images/placeholder-property.jpg",
    );
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("keeps one photo openable, without a 'View all'", () => {
    render(<PhotoGallery images={["/uploads/old.jpg"]} title="Shop at Osu" />);
    expect(screen.getAllByRole("link")).toHaveLength(1);
    expect(screen.getByRole("link").getAttribute("href")).toBe("/uploads/old.jpg");
  });
});

describe("viewerSlides", () => {
  it("gives a pipeline photo every size and any other URL as it is", () => {
    const [piped, other] = viewerSlides([seed(1), "/uploads/old.jpg"], "Flat");
    expect(piped?.src).toBe(seed(1));
    expect(piped?.srcSet?.map((s) => s.width)).toEqual([320, 640, 1024, 1600]);
    expect(piped?.alt).toBe("Flat, photo 1 of 2");
    expect(other).toEqual({ src: "/uploads/old.jpg", alt: "Flat, photo 2 of 2" });
  });

  it("stops at the cap data saver sets", () => {
    const [slide] = viewerSlides([seed(1)], "Flat", 640);
    expect(slide?.src).toBe("/images/seed/properties/p-7-1-640.webp");
    expect(slide?.srcSet?.map((s) => s.width)).toEqual([320, 640]);
  });
});
