import type { ChangeEvent } from "react";
import type { PickedFiles } from "../../lib/use-picked-files.js";
import { PickedPhoto, PickedVideo } from "./picked-file-item.js";

const pickerClass =
  "block w-full rounded-lg border-2 border-dashed border-gray-300 bg-gray-50 p-4 text-sm text-muted file:mr-3 file:rounded-lg file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:font-semibold file:text-white hover:border-brand-700 aria-[invalid=true]:border-danger";

export interface MediaKind {
  /** The form field the files go under, in the multipart body and a plain form post alike. */
  name: "images" | "videos";
  label: string;
  noun: "image" | "video";
  accept: string;
  hint: string;
}

/**
 * One of the listing's file fields: checked at once against the server's rule when files are
 * chosen, the rule's (or the server's) message beside it, then the files kept, each removable,
 * with its own upload bar while the form is sent (`shares`, by file id).
 */
export function MediaPicker({
  kind,
  picked,
  shares,
}: {
  kind: MediaKind;
  picked: PickedFiles;
  shares?: Record<string, number>;
}) {
  const id = `listing-${kind.name}`;
  const { files, messages, rule } = picked;
  const invalid = messages.length > 0;
  const Item = kind.noun === "image" ? PickedPhoto : PickedVideo;

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(event.target.files ?? []);
    // Cleared so that choosing the same file again after removing it still fires a change.
    event.target.value = "";
    void picked.pick(chosen);
  }

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {kind.label}
      </label>
      <input
        id={id}
        name={kind.name}
        type="file"
        accept={kind.accept}
        multiple
        disabled={files.length >= rule.maxCount}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={onChange}
        className={pickerClass}
      />
      <p id={`${id}-hint`} className="text-xs text-muted">
        {kind.hint} {files.length} of {rule.maxCount} selected.
      </p>
      <p role="status" className="text-sm text-muted empty:hidden">
        {picked.checking ? `Checking your ${kind.noun}s…` : ""}
      </p>
      {invalid ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {messages.join(" ")}
        </p>
      ) : null}
      {files.length > 0 ? (
        <ul
          aria-label={`Selected ${kind.noun}s`}
          className={
            kind.noun === "image" ? "grid grid-cols-3 gap-3 sm:grid-cols-5" : "flex flex-col gap-2"
          }
        >
          {files.map((file) => (
            <Item
              key={file.id}
              file={file}
              share={shares?.[file.id]}
              onRemove={() => picked.remove(file.id)}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
