import { PROFILE_PHOTO_HINT } from "./agent-options.js";

/**
 * The optional profile photo. It is not a registered field: the form keeps the picked file and
 * bumps `inputKey` to clear the input after a successful send.
 */
export function ProfilePhotoInput({
  inputKey,
  onPick,
  error,
}: {
  inputKey: number;
  onPick: (photo: File | undefined) => void;
  error: string | undefined;
}) {
  return (
    <div className="sm:col-span-2">
      <label htmlFor="agent-profileImage" className="text-sm font-medium text-ink">
        Profile photo (optional)
      </label>
      <input
        key={inputKey}
        id="agent-profileImage"
        type="file"
        accept="image/jpeg,image/png"
        aria-describedby="agent-profileImage-hint"
        onChange={(event) => onPick(event.target.files?.[0])}
        className="mt-1 block w-full rounded-lg border border-gray-300 bg-white p-2 text-sm text-muted file:mr-3 file:rounded-lg file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:font-semibold file:text-white"
      />
      <p id="agent-profileImage-hint" className="mt-1 text-xs text-muted">
        {PROFILE_PHOTO_HINT}
      </p>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
