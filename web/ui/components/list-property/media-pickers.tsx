import { type ChangeEvent, useState } from "react";
import { IMAGE_SIZE_HINT, MAX_IMAGES, MAX_VIDEOS, VIDEO_SIZE_HINT } from "./listing-options.js";
import type { PickedImage, PickResult } from "./use-media-files.js";

const pickerClass =
  "block w-full rounded-lg border-2 border-dashed border-gray-300 bg-gray-50 p-4 text-sm text-muted file:mr-3 file:rounded-lg file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:font-semibold file:text-white hover:border-brand-700";

/** Why some picked files were left out, in words (the list keeps only what spec §5 allows). */
function pickNotice(result: PickResult, kind: "image" | "video", max: number): string {
  const notes: string[] = [];
  if (result.wrongKind > 0) notes.push(`Only ${kind} files can be added here.`);
  if (result.overLimit > 0)
    notes.push(`At most ${max} ${kind}s are kept; extra files were not added.`);
  return notes.join(" ");
}

function usePicker(onPick: (files: File[]) => PickResult, kind: "image" | "video", max: number) {
  const [notice, setNotice] = useState("");
  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    // Cleared so that picking the same file again after removing it still fires a change.
    event.target.value = "";
    if (files.length > 0) setNotice(pickNotice(onPick(files), kind, max));
  }
  return { notice, onChange };
}

export function ImagePicker({
  images,
  onPick,
  onRemove,
  error,
}: {
  images: PickedImage[];
  onPick: (files: File[]) => PickResult;
  onRemove: (index: number) => void;
  error?: string;
}) {
  const { notice, onChange } = usePicker(onPick, "image", MAX_IMAGES);
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor="listing-images" className="text-sm font-medium text-ink">
        Property images
      </label>
      <input
        id="listing-images"
        type="file"
        accept="image/*"
        multiple
        disabled={images.length >= MAX_IMAGES}
        aria-describedby="listing-images-hint"
        onChange={onChange}
        className={pickerClass}
      />
      <p id="listing-images-hint" className="text-xs text-muted">
        Up to {MAX_IMAGES} images, {IMAGE_SIZE_HINT} (JPG, PNG or WebP). {images.length} of{" "}
        {MAX_IMAGES} selected.
      </p>
      <p role="status" className="text-sm text-muted empty:hidden">
        {notice}
      </p>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      {images.length > 0 ? (
        <ul aria-label="Selected images" className="grid grid-cols-3 gap-3 sm:grid-cols-5">
          {images.map((image, index) => (
            <li key={image.previewUrl} className="relative">
              <img
                src={image.previewUrl}
                alt={`Preview of ${image.file.name}`}
                width={120}
                height={90}
                className="aspect-[4/3] w-full rounded-lg object-cover"
              />
              <button
                type="button"
                onClick={() => onRemove(index)}
                aria-label={`Remove image ${image.file.name}`}
                className="absolute -top-2 -right-2 flex size-7 items-center justify-center rounded-full bg-danger text-sm font-bold text-white shadow"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function VideoPicker({
  videos,
  onPick,
  onRemove,
  error,
}: {
  videos: File[];
  onPick: (files: File[]) => PickResult;
  onRemove: (index: number) => void;
  error?: string;
}) {
  const { notice, onChange } = usePicker(onPick, "video", MAX_VIDEOS);
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor="listing-videos" className="text-sm font-medium text-ink">
        Property videos
      </label>
      <input
        id="listing-videos"
        type="file"
        accept="video/*"
        multiple
        disabled={videos.length >= MAX_VIDEOS}
        aria-describedby="listing-videos-hint"
        onChange={onChange}
        className={pickerClass}
      />
      <p id="listing-videos-hint" className="text-xs text-muted">
        Up to {MAX_VIDEOS} videos, {VIDEO_SIZE_HINT} (MP4, MOV or WebM). {videos.length} of{" "}
        {MAX_VIDEOS} selected.
      </p>
      <p role="status" className="text-sm text-muted empty:hidden">
        {notice}
      </p>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      {videos.length > 0 ? (
        <ul aria-label="Selected videos" className="flex flex-col gap-2">
          {videos.map((video, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: two picked files may share a name
              key={`${index}-${video.name}`}
              className="flex items-center justify-between gap-3 rounded-lg border border-gray-200 bg-white px-3 py-2"
            >
              <span className="flex min-w-0 items-center gap-2 text-sm text-ink">
                <span aria-hidden="true">🎬</span>
                <span className="truncate">{video.name}</span>
              </span>
              <button
                type="button"
                onClick={() => onRemove(index)}
                aria-label={`Remove video ${video.name}`}
                className="shrink-0 rounded-lg px-2 py-1 text-sm font-semibold text-danger hover:bg-red-50"
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
