import type { ImgHTMLAttributes } from "react";
import { webpVariants } from "#shared/image-variants.js";

type Props = ImgHTMLAttributes<HTMLImageElement> & {
  src: string;
  /** How wide the picture shows, for the browser to pick a WebP width (the `sizes` attribute). */
  sizes: string;
};

/**
 * A listing photo: seeded pictures come as WebP at 320 and 640 px (half the bytes of the JPEG on
 * mobile data, decision 20), the JPEG stays for any other photo and as the fallback. The wrapper
 * is `display: contents`, so the image lays out exactly as a bare <img> would.
 */
export function ListingPicture({ src, sizes, ...img }: Props) {
  const variants = webpVariants(src);
  // biome-ignore lint/a11y/useAltText: the caller gives alt (empty for a decorative card photo).
  const image = <img src={src} {...img} />;
  if (variants.length === 0) return image;
  return (
    <picture className="contents">
      <source
        type="image/webp"
        srcSet={variants.map((v) => `${v.url} ${v.width}w`).join(", ")}
        sizes={sizes}
      />
      {image}
    </picture>
  );
}
