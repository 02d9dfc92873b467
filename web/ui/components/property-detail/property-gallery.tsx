import { useState } from "react";
import { Photo } from "../photo/photo.js";
import { coverImage } from "../property/property-image.js";
import { cn } from "../ui/cn.js";

/** Spec §2: the main image and the first 4 thumbnails; a thumbnail shows its image large. */
export function PropertyGallery({ images, title }: { images: string[]; title: string }) {
  const [selected, setSelected] = useState(0);
  const thumbnails = images.slice(0, 4);
  return (
    <div className="flex flex-col gap-3">
      <Photo
        src={images[selected] ?? coverImage(images)}
        sizes="(min-width: 1024px) 640px, 100vw"
        alt={title}
        width={1200}
        height={800}
        priority
        className="aspect-[3/2] w-full rounded-xl bg-gray-100 object-cover"
      />
      {thumbnails.length > 1 ? (
        <ul className="grid grid-cols-4 gap-2" aria-label="Photos">
          {thumbnails.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                onClick={() => setSelected(i)}
                aria-label={`Show photo ${i + 1} of ${thumbnails.length}`}
                aria-pressed={selected === i}
                className={cn(
                  "block w-full overflow-hidden rounded-lg border-2",
                  selected === i ? "border-brand-700" : "border-transparent",
                )}
              >
                <Photo
                  src={src}
                  sizes="25vw"
                  alt=""
                  width={300}
                  height={200}
                  maxWidth={320}
                  className="aspect-[3/2] w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
