import type { ChangeEvent } from "react";
import { limitText, sentSizeText } from "../../lib/file-size.js";
import type { PickedFiles } from "../../lib/use-picked-files.js";

/**
 * The optional profile photo, checked against the server's rule as soon as it is chosen (a photo
 * over the limit is made smaller first). The form bumps `inputKey` to clear the input after a
 * successful send; a refused file is cleared at once, so the input never shows it as chosen.
 */
export function ProfilePhotoInput({ inputKey, photo }: { inputKey: number; photo: PickedFiles }) {
  const id = "agent-profileImage";
  const invalid = photo.messages.length > 0;
  const chosen = photo.files[0];

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    void photo
      .pick([file])
      .then(photo.settled)
      .then((kept) => {
        if (kept.length === 0) input.value = "";
      });
  }

  return (
    <div className="sm:col-span-2">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        Profile photo (optional)
      </label>
      <input
        key={inputKey}
        id={id}
        name="profileImage"
        type="file"
        accept="image/jpeg,image/png"
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={onChange}
        className="mt-1 block w-full rounded-lg border border-gray-300 bg-white p-2 text-sm text-muted file:mr-3 file:rounded-lg file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:font-semibold file:text-white aria-[invalid=true]:border-danger"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
        JPG/PNG, max {limitText(photo.rule.maxBytes)}
      </p>
      <p role="status" className="text-sm text-muted empty:hidden">
        {photo.checking
          ? "Checking your photo…"
          : chosen && chosen.file.size < chosen.pickedBytes
            ? `Made smaller for sending: ${sentSizeText(chosen.file.size, chosen.pickedBytes)}.`
            : ""}
      </p>
      {invalid ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {photo.messages.join(" ")}
        </p>
      ) : null}
    </div>
  );
}
