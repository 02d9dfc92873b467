import { useState } from "react";
import { Photo } from "../photo/photo.js";

// 44 px tall: a finger's target.
const buttonClass =
  "inline-flex min-h-11 items-center rounded-md border border-gray-300 bg-white px-3 text-sm font-medium text-ink hover:bg-gray-50 disabled:opacity-40";

/** One of the listing's photos in the editor: its place, and buttons to move or remove it. */
export function ManagedPhoto({
  url,
  index,
  count,
  title,
  disabled,
  onMove,
  onRemove,
}: {
  url: string;
  index: number;
  count: number;
  title: string;
  disabled: boolean;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const n = index + 1;
  // A removal is saved at once and cannot be undone: it is asked twice.
  const [confirming, setConfirming] = useState(false);
  return (
    <li className="flex flex-col gap-1">
      <Photo
        src={url}
        sizes="160px"
        maxWidth={320}
        width={160}
        height={120}
        alt={`${title} (${n} of ${count})`}
        className="aspect-[4/3] w-full rounded-lg object-cover"
      />
      <span className="text-xs text-muted">{index === 0 ? "Cover photo" : `Photo ${n}`}</span>
      <div className="flex flex-wrap gap-1">
        <button
          type="button"
          className={buttonClass}
          disabled={disabled || index === 0}
          onClick={() => onMove(-1)}
          aria-label={`Move photo ${n} earlier`}
        >
          ← Earlier
        </button>
        <button
          type="button"
          className={buttonClass}
          disabled={disabled || index === count - 1}
          onClick={() => onMove(1)}
          aria-label={`Move photo ${n} later`}
        >
          Later →
        </button>
        {confirming ? null : (
          <button
            type="button"
            className={`${buttonClass} text-danger`}
            disabled={disabled}
            onClick={() => setConfirming(true)}
            aria-label={`Remove photo ${n}`}
          >
            Remove
          </button>
        )}
      </div>
      {confirming ? (
        <fieldset aria-label={`Remove photo ${n}?`} className="flex flex-col gap-1">
          <p className="text-sm text-ink">
            {index === 0
              ? "Remove the cover photo? The next photo becomes the cover."
              : "Remove this photo? This cannot be undone."}
          </p>
          <div className="flex flex-wrap gap-1">
            <button
              type="button"
              className={`${buttonClass} text-danger`}
              disabled={disabled}
              onClick={() => {
                setConfirming(false);
                onRemove();
              }}
            >
              Yes, remove
            </button>
            <button type="button" className={buttonClass} onClick={() => setConfirming(false)}>
              Keep it
            </button>
          </div>
        </fieldset>
      ) : null}
    </li>
  );
}
