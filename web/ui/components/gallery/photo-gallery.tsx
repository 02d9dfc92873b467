import { lazy, type MouseEvent, Suspense, useRef, useState } from "react";
import { photoSources } from "#shared/photo-variants.js";
import { useDataSaver } from "../photo/data-saver.js";
import { Photo } from "../photo/photo.js";
import { PLACEHOLDER_PROPERTY_IMAGE } from "../property/property-image.js";
import { MAIN_PHOTO_SIZES, THUMBNAIL_SIZES } from "./gallery-sizes.js";
import { useBackCloses } from "./use-back-closes.js";

const loadViewer = () => import("./photo-viewer.js");
const PhotoViewer = lazy(loadViewer);

/** Starts fetching the viewer when a finger or the focus reaches a photo, before the tap lands. */
function preload() {
  void loadViewer();
}

/** The largest stored size of a photo: where its link points. */
function largestPhoto(url: string): string {
  return photoSources(url).at(-1)?.url ?? url;
}

/** Spec §2: the first 4 thumbnails under the main photo. */
const THUMBNAILS = 4;

interface Props {
  images: readonly string[];
  /** The listing's or hostel's name: the main photo's alt text and the viewer's name. */
  title: string;
  sizes?: string;
}

/**
 * The main photo, the first 4 thumbnails and "View all N photos"; each opens the full-screen
 * viewer at its photo. They are links to the photo's largest size, so without JavaScript (or
 * before hydration) a tap still shows the photo, just not in the viewer.
 */
export function PhotoGallery({ images, title, sizes = MAIN_PHOTO_SIZES }: Props) {
  const dataSaver = useDataSaver();
  const [index, setIndex] = useState<number | null>(null);
  // Once opened, the viewer stays mounted (closed) so it can animate out and give focus back.
  const [wanted, setWanted] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const closeViewer = useBackCloses(index !== null, () => {
    setIndex(null);
    opener.current?.focus();
  });

  const cover = images[0];
  if (!cover) {
    return (
      <Photo
        src={PLACEHOLDER_PROPERTY_IMAGE}
        sizes={sizes}
        alt={title}
        width={1200}
        height={800}
        priority
        className="aspect-[3/2] w-full rounded-xl bg-gray-100 object-cover"
      />
    );
  }

  const open = (i: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or a download asked for with a modifier key is the browser's business.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    opener.current = event.currentTarget;
    setWanted(true);
    setIndex(i);
  };
  const href = (i: number) => largestPhoto(images[i] ?? cover);
  const linkProps = (i: number) => ({
    onClick: open(i),
    onPointerDown: preload,
    onFocus: preload,
    "aria-haspopup": "dialog" as const,
    // A photo file is no page: Vike's router would take the click (it ignores preventDefault),
    // fetch the "page" and reload to the bare image instead of leaving the viewer to open.
    "data-vike": "false",
  });
  const thumbnails = images.slice(0, THUMBNAILS);

  return (
    <section aria-label="Photos" className="flex flex-col gap-3">
      <div className="relative">
        <a
          href={href(0)}
          {...linkProps(0)}
          aria-label={`${title}: open photo 1 of ${images.length} full screen`}
          className="block overflow-hidden rounded-xl"
        >
          <Photo
            src={cover}
            sizes={sizes}
            alt={title}
            width={1200}
            height={800}
            priority
            className="aspect-[3/2] w-full bg-gray-100 object-cover"
          />
        </a>
        {images.length > 1 ? (
          <a
            href={href(0)}
            {...linkProps(0)}
            className="absolute right-3 bottom-3 inline-flex min-h-11 items-center rounded-lg bg-white/95 px-3 text-sm font-semibold text-ink shadow focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {`View all ${images.length} photos`}
          </a>
        ) : null}
      </div>
      {thumbnails.length > 1 ? (
        <ul className="grid grid-cols-4 gap-2">
          {thumbnails.map((src, i) => (
            <li key={src}>
              <a
                href={href(i)}
                {...linkProps(i)}
                aria-label={`Open photo ${i + 1} of ${images.length} full screen`}
                className="block overflow-hidden rounded-lg"
              >
                <Photo
                  src={src}
                  sizes={THUMBNAIL_SIZES}
                  alt=""
                  width={300}
                  height={200}
                  maxWidth={320}
                  className="aspect-[3/2] w-full bg-gray-100 object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {wanted ? (
        <Suspense fallback={null}>
          <PhotoViewer
            images={images}
            maxWidth={dataSaver ? 640 : 1600}
            title={title}
            index={index}
            // The library reports the photo it shows; while it fades out that is no reopening.
            onIndexChange={(shown) => setIndex((now) => (now === null ? null : shown))}
            onClose={closeViewer}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
