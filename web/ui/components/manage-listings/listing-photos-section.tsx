import { useMemo, useState } from "react";
import { LISTING_IMAGE_RULE } from "#modules/listing-submissions/listing-upload-rules.js";
import type { ManagedListing } from "#modules/my-listings/my-listings.types.js";
import { fieldErrorsOf } from "../../lib/api.js";
import { limitText } from "../../lib/file-size.js";
import type { Json } from "../../lib/json.js";
import { rateLimitMessageOf } from "../../lib/rate-limit.js";
import { usePickedFiles } from "../../lib/use-picked-files.js";
import { toast } from "../../toast/toast-store.js";
import { MediaPicker } from "../list-property/media-picker.js";
import { Button } from "../ui/button.js";
import { ManagedPhoto } from "./managed-photo.js";
import { useListingPhotoChanges, useListingPhotos } from "./use-listing-photos.js";

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;

/**
 * Decision 52: the listing's photos in order (the first is the cover), each removable and movable
 * with buttons (no drag), and new ones picked with the listing form's checks and downsizing.
 * Photos that match another's listing wait for review and count against the limit meanwhile.
 */
export function ListingPhotosSection({ listing }: { listing: Json<ManagedListing> }) {
  const photos = useListingPhotos(listing.id);
  const changes = useListingPhotoChanges(listing.id);
  const images = photos.data?.images ?? listing.images;
  const held = photos.data?.held ?? [];
  const room = Math.max(0, LISTING_IMAGE_RULE.maxCount - images.length - held.length);
  // The picker stops at the room left, with a message that says so.
  const rule = useMemo(
    () => ({
      ...LISTING_IMAGE_RULE,
      maxCount: room,
      messages: {
        ...LISTING_IMAGE_RULE.messages,
        tooMany: `This listing has room for ${plural(room, "more image")} (${LISTING_IMAGE_RULE.maxCount} at most)`,
      },
    }),
    [room],
  );
  const picked = usePickedFiles(rule, { previews: true });
  const [shares, setShares] = useState<Record<string, number> | undefined>();
  const [said, setSaid] = useState("");
  const busy = changes.add.isPending || changes.remove.isPending || changes.reorder.isPending;

  async function change(work: () => Promise<unknown>, done: string) {
    try {
      await work();
      setSaid(done);
    } catch (error) {
      const message = Object.values(fieldErrorsOf(error)).flat().join(" ");
      setSaid(message || "The photos could not be changed. Please try again.");
      toast({
        title: "Error",
        description: message || "Please try again.",
        variant: "destructive",
      });
    }
  }

  function move(index: number, by: -1 | 1) {
    const next = [...images];
    const [photo] = next.splice(index, 1);
    next.splice(index + by, 0, photo as string);
    void change(
      () => changes.reorder.mutateAsync(next),
      `Photo ${index + 1} is now photo ${index + by + 1}.`,
    );
  }

  async function add() {
    const files = await picked.settled();
    if (files.length === 0) return;
    try {
      const answer = await changes.add.mutateAsync({ files, onShares: setShares });
      picked.clear();
      const newlyHeld = answer.held.length - held.length;
      setSaid(
        newlyHeld > 0
          ? `${plural(newlyHeld, "photo")} held for review: they match another agent's listing.`
          : `${plural(files.length, "photo")} added.`,
      );
    } catch (error) {
      // A 429 (the network's hourly photo budget, decision 81) says when to try again.
      const message = fieldErrorsOf(error).images?.join(" ") ?? rateLimitMessageOf(error);
      picked.showMessage(message ?? "The photos were not added.");
    } finally {
      setShares(undefined);
    }
  }

  return (
    <section aria-labelledby={`photos-${listing.id}`} className="flex flex-col gap-3">
      <h3 id={`photos-${listing.id}`} className="font-semibold text-ink">
        Photos
      </h3>
      <p className="text-sm text-muted">
        Each change is saved as soon as you confirm it; Cancel below does not undo it.
      </p>
      {images.length === 0 ? (
        <p className="text-sm text-muted">No photos yet: cards show a placeholder.</p>
      ) : (
        <ol aria-label="Listing photos" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {images.map((url, i) => (
            <ManagedPhoto
              key={url}
              url={url}
              index={i}
              count={images.length}
              title={listing.title}
              disabled={busy}
              onMove={(by) => move(i, by)}
              onRemove={() =>
                void change(() => changes.remove.mutateAsync(url), `Photo ${i + 1} removed.`)
              }
            />
          ))}
        </ol>
      )}
      {held.length > 0 ? (
        <p className="rounded-md border border-yellow-300 bg-yellow-100 p-2 text-sm text-yellow-800">
          {plural(held.length, "photo")} waiting for review: they match photos of another agent's
          listing. They will appear once approved.
        </p>
      ) : null}
      <MediaPicker
        kind={{
          name: "images",
          label: "Add photos",
          noun: "image",
          accept: "image/*",
          hint: `Room for ${plural(room, "more image")}, ${limitText(rule.maxBytes)} each (JPG, PNG, WebP, GIF or AVIF); large photos are made smaller on your device first.`,
        }}
        picked={picked}
        shares={shares}
      />
      <div>
        <Button
          type="button"
          size="sm"
          onClick={() => void add()}
          disabled={busy || picked.checking || picked.files.length === 0}
        >
          {changes.add.isPending ? "Adding photos..." : "Add photos"}
        </Button>
      </div>
      <p role="status" className="text-sm text-muted empty:hidden">
        {said}
      </p>
    </section>
  );
}
