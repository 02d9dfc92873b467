/** @jest-environment jsdom */
import { render } from "@testing-library/react";
import { DataSaverProvider } from "#web/ui/components/photo/data-saver.js";
import { Photo } from "#web/ui/components/photo/photo.js";

const UPLOAD = "/uploads/0123456789abcdef0123456789abcdef-1600.webp";
const stem = UPLOAD.replace(/-1600\.webp$/, "");

// Issue 17: a pipeline photo offers its WebP sizes; any other URL stays a plain image.
describe("Photo", () => {
  it("offers every size up to the cap, lazily, with the box's proportions", () => {
    const { container } = render(
      <Photo src={UPLOAD} sizes="100vw" maxWidth={640} alt="" width={600} height={400} />,
    );
    const img = container.querySelector("img");
    expect(img?.getAttribute("srcset")).toBe(`${stem}-320.webp 320w, ${stem}-640.webp 640w`);
    expect(img?.getAttribute("src")).toBe(`${stem}-640.webp`);
    expect(img?.getAttribute("sizes")).toBe("100vw");
    expect(img?.getAttribute("loading")).toBe("lazy");
    expect(img?.getAttribute("width")).toBe("600");
    expect(img?.getAttribute("height")).toBe("400");
    expect(img?.getAttribute("fetchpriority")).toBeNull();
  });

  it("asks for the page's largest photo first and never lazily", () => {
    const { container } = render(
      <Photo src={UPLOAD} sizes="100vw" alt="Front" width={3} height={2} priority />,
    );
    const img = container.querySelector("img");
    expect(img?.getAttribute("loading")).toBe("eager");
    expect(img?.getAttribute("fetchpriority")).toBe("high");
    expect(img?.getAttribute("srcset")?.split(", ")).toHaveLength(4);
  });

  it("knows a seeded photo's largest size from its URL", () => {
    const { container } = render(
      <Photo
        src="/images/seed/properties/p-3-1-1024.webp"
        sizes="50vw"
        alt=""
        width={3}
        height={2}
      />,
    );
    expect(container.querySelector("img")?.getAttribute("srcset")).toBe(
      [320, 640, 1024].map((w) => `/images/seed/properties/p-3-1-${w}.webp ${w}w`).join(", "),
    );
  });

  it("sends only the smallest size when data saver is on", () => {
    const { container } = render(
      <DataSaverProvider initial={true}>
        <Photo src={UPLOAD} sizes="100vw" alt="" width={3} height={2} />
      </DataSaverProvider>,
    );
    expect(container.querySelector("img")?.getAttribute("srcset")).toBe(`${stem}-320.webp 320w`);
  });

  it("offers the sizes of an upload shown from object storage's public address (decision 58)", () => {
    const cdn = `https://photos.ofie.example/site${stem}`;
    const { container } = render(
      <Photo src={`${cdn}-1024.webp`} sizes="100vw" alt="" width={3} height={2} />,
    );
    expect(container.querySelector("img")?.getAttribute("srcset")).toBe(
      [320, 640, 1024].map((w) => `${cdn}-${w}.webp ${w}w`).join(", "),
    );
  });

  it.each([
    "https://news.example/cover.jpg",
    // A feed's picture named like a size, but not by the pipeline's random key.
    "https://news.example/wp-content/uploads/2026/cover-1024.webp",
  ])("leaves any other picture as it is: %s", (src) => {
    const { container } = render(
      <Photo src={src} sizes="100vw" alt="Cover" width={3} height={2} />,
    );
    const img = container.querySelector("img");
    expect(img?.getAttribute("src")).toBe(src);
    expect(img?.hasAttribute("srcset")).toBe(false);
  });
});
