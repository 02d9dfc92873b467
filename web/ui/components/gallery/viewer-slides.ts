import { type PhotoWidth, photoSources } from "#shared/photo-variants.js";

/** One photo as the full-screen viewer shows it (the shape of the library's image slide). */
export interface ViewerSlide {
  src: string;
  alt: string;
  srcSet?: { src: string; width: number; height: number }[];
}

/**
 * The pipeline stores widths, not heights (decision 50). The viewer only uses a size's height to
 * cap how far it zooms and to guess the `sizes` it asks for, and our photos are taken 3:2, so a
 * 3:2 guess is close; the image itself always keeps its own proportions (object-fit: contain).
 */
const HEIGHT_PER_WIDTH = 2 / 3;

/**
 * Each photo with every size up to `maxWidth` (1600: full screen, and zoom, deserve the
 * sharpest), so the browser picks one for the screen; a URL outside the pipeline as it is.
 */
export function viewerSlides(
  images: readonly string[],
  title: string,
  maxWidth: PhotoWidth = 1600,
): ViewerSlide[] {
  return images.map((url, i) => {
    const sources = photoSources(url, maxWidth);
    const alt = `${title}, photo ${i + 1} of ${images.length}`;
    if (sources.length === 0) return { src: url, alt };
    return {
      src: sources.at(-1)?.url ?? url,
      alt,
      srcSet: sources.map((s) => ({
        src: s.url,
        width: s.width,
        height: Math.round(s.width * HEIGHT_PER_WIDTH),
      })),
    };
  });
}
