import { Card } from "../ui/card.js";
import { ImagePicker, VideoPicker } from "./media-pickers.js";
import type { useMediaFiles } from "./use-media-files.js";

/** The listing's photos and videos, with the server's message for each list after a failed send. */
export function ListingMediaCard({
  media,
  errors,
}: {
  media: ReturnType<typeof useMediaFiles>;
  errors: Record<string, string>;
}) {
  return (
    <Card className="flex flex-col gap-6 p-5 sm:p-8">
      <h2 className="text-xl font-bold text-ink">Photos and videos</h2>
      <ImagePicker
        images={media.images}
        onPick={media.addImages}
        onRemove={media.removeImage}
        error={errors.images}
      />
      <VideoPicker
        videos={media.videos}
        onPick={media.addVideos}
        onRemove={media.removeVideo}
        error={errors.videos}
      />
    </Card>
  );
}
