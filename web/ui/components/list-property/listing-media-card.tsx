import { limitText } from "../../lib/file-size.js";
import type { PickedFiles } from "../../lib/use-picked-files.js";
import { Card } from "../ui/card.js";
import { type MediaKind, MediaPicker } from "./media-picker.js";

function photoKind(picked: PickedFiles): MediaKind {
  return {
    name: "images",
    label: "Property images",
    noun: "image",
    accept: "image/*",
    hint: `Up to ${picked.rule.maxCount} images, ${limitText(picked.rule.maxBytes)} per image (JPG, PNG, WebP, GIF or AVIF); large photos are made smaller on your device before sending.`,
  };
}

function videoKind(picked: PickedFiles): MediaKind {
  return {
    name: "videos",
    label: "Property videos",
    noun: "video",
    accept: "video/*",
    hint: `Up to ${picked.rule.maxCount} videos, ${limitText(picked.rule.maxBytes)} per video (MP4, MOV, WebM or 3GP).`,
  };
}

/**
 * The listing's photos and videos. How much of each has gone while the form is sent shows by the
 * submit button instead (UploadProgressList): up here it was off a phone's screen.
 */
export function ListingMediaCard({ images, videos }: { images: PickedFiles; videos: PickedFiles }) {
  return (
    <Card className="flex flex-col gap-6 p-5 sm:p-8">
      <h2 className="text-xl font-bold text-ink">Photos and videos</h2>
      <MediaPicker kind={photoKind(images)} picked={images} />
      <MediaPicker kind={videoKind(videos)} picked={videos} />
    </Card>
  );
}
