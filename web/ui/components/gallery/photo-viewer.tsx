// The full-screen viewer's code (about 30 KB gzip with its zoom): loaded only when a visitor
// opens it (photo-gallery.tsx), never with the page (decision 51).
import Lightbox from "yet-another-react-lightbox";
import Counter from "yet-another-react-lightbox/plugins/counter";
import Zoom from "yet-another-react-lightbox/plugins/zoom";
import "yet-another-react-lightbox/styles.css";
import "yet-another-react-lightbox/plugins/counter.css";
import { useMemo } from "react";
import type { PhotoWidth } from "#shared/photo-variants.js";
import { viewerSlides } from "./viewer-slides.js";

export interface PhotoViewerProps {
  images: readonly string[];
  /** The largest size worth sending: 1600, or less under data saver. */
  maxWidth: PhotoWidth;
  /** Names the dialog: "Photos of {title}". */
  title: string;
  /** The photo shown; null while closed. */
  index: number | null;
  onIndexChange(index: number): void;
  onClose(): void;
}

const PLUGINS = [Zoom, Counter];

/**
 * The library's dialog (role="dialog", aria-modal, focus kept inside and given back on close):
 * swipe, pinch and double-tap zoom, arrow keys and Escape, and the "3 / 8" counter. The counter
 * is hidden from screen readers, which hear each slide's own "3 of 8" instead.
 */
export default function PhotoViewer({
  images,
  maxWidth,
  title,
  index,
  onIndexChange,
  onClose,
}: PhotoViewerProps) {
  const slides = useMemo(() => viewerSlides(images, title, maxWidth), [images, title, maxWidth]);
  return (
    <Lightbox
      open={index !== null}
      index={index ?? 0}
      close={onClose}
      slides={slides}
      plugins={PLUGINS}
      on={{ view: ({ index: shown }) => onIndexChange(shown) }}
      labels={{
        Lightbox: `Photos of ${title}`,
        "Photo gallery": "Photos",
        Slide: "Photo",
        Previous: "Previous photo",
        Next: "Next photo",
        Close: "Close photos",
      }}
      // One photo has nowhere to go: no wrap-around that would show it again as "next".
      carousel={{ finite: slides.length <= 1, preload: 1 }}
      // Pinch and double-tap up to the sharpest size there is, not beyond it into blur.
      zoom={{ maxZoomPixelRatio: 1, scrollToZoom: false }}
      controller={{ closeOnBackdropClick: true }}
    />
  );
}
