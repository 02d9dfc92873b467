import { Photo } from "../photo/photo.js";
import { coverImage } from "../property/property-image.js";

/** The small cover photo beside a listing in Manage Listings, pending or live. */
export function ListingThumb({ images }: { images: string[] }) {
  return (
    <Photo
      sizes="112px"
      maxWidth={320}
      src={coverImage(images)}
      alt=""
      width={112}
      height={84}
      className="h-20 w-28 shrink-0 rounded-lg bg-gray-100 object-cover"
    />
  );
}
