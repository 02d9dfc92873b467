import { type ComponentProps, useState } from "react";
import { useDataSaver } from "./data-saver.js";
import { Photo } from "./photo.js";

/**
 * A card's photo. With data saver on, nothing is fetched until the visitor taps "Show photo":
 * a page of twelve cards then costs no photo bytes at all.
 */
export function TapToLoadPhoto({
  label,
  ...photo
}: ComponentProps<typeof Photo> & { label: string }) {
  const dataSaver = useDataSaver();
  const [asked, setAsked] = useState(false);
  if (!dataSaver || asked) return <Photo {...photo} priority={asked ? true : photo.priority} />;
  return (
    <button
      type="button"
      onClick={() => setAsked(true)}
      className={`${photo.className ?? ""} relative z-10 flex items-center justify-center text-sm font-medium text-muted underline`}
    >
      Show photo<span className="sr-only"> of {label}</span>
    </button>
  );
}
