import type { PickedFile } from "../../lib/use-picked-files.js";

/**
 * While the listing is sent, each photo and video with how much of it has gone, just above the
 * "Submitting..." button: beside the thumbnails they were a screen away on a phone.
 */
export function UploadProgressList({
  files,
  shares,
}: {
  files: readonly PickedFile[];
  shares: Record<string, number> | undefined;
}) {
  if (!shares || files.length === 0) return null;
  return (
    <section
      aria-label="Upload progress"
      className="flex flex-col gap-2 rounded-lg bg-brand-50 p-3"
    >
      <p className="text-sm font-medium text-ink">Sending your photos and videos…</p>
      <ul className="flex flex-col gap-2">
        {files.map((file) => {
          const share = shares[file.id] ?? 0;
          return (
            <li key={file.id} className="flex flex-col gap-1 text-xs text-muted">
              <span className="flex justify-between gap-3">
                <span className="truncate">{file.name}</span>
                <span aria-hidden="true">{Math.round(share * 100)}%</span>
              </span>
              <progress
                aria-label={`Uploading ${file.name}`}
                max={1}
                value={share}
                className="h-2 w-full accent-brand-700"
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
