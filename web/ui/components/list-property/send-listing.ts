import { fileShares } from "../../lib/upload-progress.js";
import { postWithProgress } from "../../lib/upload-request.js";
import type { PickedFile } from "../../lib/use-picked-files.js";
import { listingFormData } from "./listing-form-data.js";
import type { ListingValues } from "./listing-values.js";

/**
 * POSTs the listing with its photos and videos, reporting how much of each file has gone (by
 * file id) as the body is sent: the images first, then the videos, as the body holds them.
 */
export function sendListing(
  values: ListingValues,
  images: readonly PickedFile[],
  videos: readonly PickedFile[],
  onShares: (shares: Record<string, number>) => void,
): Promise<unknown> {
  const files = [...images, ...videos];
  const sizes = files.map((picked) => picked.file.size);
  const report = (shares: number[]) =>
    onShares(Object.fromEntries(files.map((picked, i) => [picked.id, shares[i] ?? 0])));
  report(sizes.map(() => 0));
  const body = listingFormData(
    values,
    images.map((picked) => picked.file),
    videos.map((picked) => picked.file),
  );
  return postWithProgress("/api/listings", body, (sent, total) =>
    report(fileShares(sizes, sent, total)),
  );
}
