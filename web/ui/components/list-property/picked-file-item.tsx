import { sentSizeText } from "../../lib/file-size.js";
import type { PickedFile } from "../../lib/use-picked-files.js";

/** While the form is sent, how much of this file has gone. */
export function UploadBar({ file, share }: { file: PickedFile; share: number | undefined }) {
  if (share === undefined) return null;
  return (
    <label className="flex flex-col gap-1 text-xs text-muted">
      <span className="sr-only">Uploading {file.name}</span>
      <progress max={1} value={share} className="h-2 w-full accent-brand-700" />
    </label>
  );
}

interface PickedItemProps {
  file: PickedFile;
  share: number | undefined;
  onRemove: () => void;
}

/** A picked photo: its thumbnail, the size that will be sent, a remove button and its upload bar. */
export function PickedPhoto({ file, share, onRemove }: PickedItemProps) {
  return (
    <li className="relative flex flex-col gap-1">
      <img
        src={file.previewUrl}
        alt={`Preview of ${file.name}`}
        width={120}
        height={90}
        className="aspect-[4/3] w-full rounded-lg object-cover"
      />
      <span className="text-xs text-muted">{sentSizeText(file.file.size, file.pickedBytes)}</span>
      <UploadBar file={file} share={share} />
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove image ${file.name}`}
        className="absolute -top-2 -right-2 flex size-7 items-center justify-center rounded-full bg-danger text-sm font-bold text-white shadow"
      >
        ×
      </button>
    </li>
  );
}

/** A picked video, listed by name, with a remove button and its upload bar. */
export function PickedVideo({ file, share, onRemove }: PickedItemProps) {
  return (
    <li className="flex flex-col gap-1 rounded-lg border border-gray-200 bg-white px-3 py-2">
      <div className="flex items-center justify-between gap-3">
        <span className="flex min-w-0 items-center gap-2 text-sm text-ink">
          <span aria-hidden="true">🎬</span>
          <span className="truncate">{file.name}</span>
        </span>
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Remove video ${file.name}`}
          className="shrink-0 rounded-lg px-2 py-1 text-sm font-semibold text-danger hover:bg-red-50"
        >
          Remove
        </button>
      </div>
      <UploadBar file={file} share={share} />
    </li>
  );
}
