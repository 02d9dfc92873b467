import type { ImgHTMLAttributes } from "react";
import { type PhotoWidth, photoSources } from "#shared/photo-variants.js";
import { useDataSaver } from "./data-saver.js";

type Props = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  "src" | "srcSet" | "sizes" | "loading" | "fetchPriority" | "width" | "height"
> & {
  src: string;
  alt: string;
  /** How wide the photo shows at each viewport: the browser picks the size from it. */
  sizes: string;
  /** The box's proportions in pixels, so the page never moves when the photo arrives. */
  width: number;
  height: number;
  /**
   * The widest size worth its bytes here. A card is full-width on a phone, so at DPR 2 the
   * browser would take the 1024; 640 is sharp enough there and within the card's 30 KB.
   */
  maxWidth?: PhotoWidth;
  /** The page's largest photo: asked for first and never lazily. */
  priority?: boolean;
};

/**
 * Every photo of a listing, hostel, agent or article. A pipeline photo comes with all
 * its WebP sizes in `srcset`; any other URL is shown as it is. Below the fold, lazily.
 */
export function Photo({ src, sizes, maxWidth = 1600, priority = false, ...img }: Props) {
  const dataSaver = useDataSaver();
  const sources = photoSources(src, dataSaver ? 320 : maxWidth);
  return (
    // biome-ignore lint/a11y/useAltText: alt is a required prop (empty for a decorative photo).
    <img
      {...img}
      src={sources.at(-1)?.url ?? src}
      srcSet={
        sources.length > 0 ? sources.map((s) => `${s.url} ${s.width}w`).join(", ") : undefined
      }
      sizes={sources.length > 0 ? sizes : undefined}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
    />
  );
}
