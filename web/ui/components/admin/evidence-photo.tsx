import type { ReactNode } from "react";
import { Photo } from "../photo/photo.js";

/** One of two photos set side by side as the evidence of a match: a thumbnail and whose it is. */
export function EvidencePhoto({
  src,
  alt,
  caption,
}: {
  src: string;
  alt: string;
  caption: ReactNode;
}) {
  return (
    <figure className="flex flex-col gap-1">
      <Photo
        sizes="128px"
        maxWidth={320}
        width={128}
        height={80}
        src={src}
        alt={alt}
        className="h-20 w-32 rounded-md object-cover"
      />
      <figcaption>{caption}</figcaption>
    </figure>
  );
}
