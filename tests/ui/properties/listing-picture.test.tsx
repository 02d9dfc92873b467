/** @jest-environment jsdom */
import { render } from "@testing-library/react";
import { ListingPicture } from "#web/ui/components/property/listing-picture.js";

// Decision 20: seeded listing pictures are offered as WebP, any other photo stays a plain <img>.
describe("ListingPicture", () => {
  it("offers a seeded picture's WebP copies at 320 and 640 px, with the JPEG as the fallback", () => {
    const { container } = render(
      <ListingPicture
        src="/images/seed/properties/p-3-1.jpg"
        sizes="100vw"
        alt=""
        loading="lazy"
      />,
    );
    const source = container.querySelector("picture > source");
    expect(source?.getAttribute("type")).toBe("image/webp");
    expect(source?.getAttribute("srcset")).toBe(
      "/images/seed/properties/p-3-1-320.webp 320w, /images/seed/properties/p-3-1.webp 640w",
    );
    expect(source?.getAttribute("sizes")).toBe("100vw");
    const img = container.querySelector("picture > img");
    expect(img?.getAttribute("src")).toBe("/images/seed/properties/p-3-1.jpg");
    expect(img?.getAttribute("loading")).toBe("lazy");
  });

  it("leaves an uploaded photo as a bare image, as it has no WebP copy", () => {
    const { container } = render(
      <ListingPicture src="/uploads/listings/a.jpg" sizes="100vw" alt="Front" />,
    );
    expect(container.querySelector("picture")).toBeNull();
    expect(container.querySelector("img")?.getAttribute("src")).toBe("/uploads/listings/a.jpg");
  });
});
