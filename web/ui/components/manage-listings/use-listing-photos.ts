import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ListingPhotos } from "#modules/my-listings/listing-photos.types.js";
import { apiRequest } from "../../lib/api.js";
import { fileShares } from "../../lib/upload-progress.js";
import { postWithProgress } from "../../lib/upload-request.js";
import type { PickedFile } from "../../lib/use-picked-files.js";
import { MY_LISTINGS_URL } from "../../queries/my-listings.js";
import { useApiQuery } from "../../queries/seeds.js";

export const listingPhotosUrl = (id: number) => `${MY_LISTINGS_URL}/${id}/photos`;

/** The listing's photos and those held for review, asked once its manager opens the editor. */
export function useListingPhotos(id: number) {
  return useApiQuery<ListingPhotos>(listingPhotosUrl(id));
}

/**
 * Add (multipart, with each file's upload share), remove and reorder. Every answer is the
 * listing's photos as they now are; the list of listings and the public page are read again.
 */
export function useListingPhotoChanges(id: number) {
  const queryClient = useQueryClient();
  const url = listingPhotosUrl(id);
  const onSuccess = (photos: unknown) => {
    queryClient.setQueryData([url], photos);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: [MY_LISTINGS_URL] }),
      queryClient.invalidateQueries({ queryKey: [`/api/properties/${id}`] }),
    ]);
  };
  const json = async (res: Response) => (await res.json()) as ListingPhotos;
  return {
    add: useMutation({
      mutationFn: ({ files, onShares }: AddPhotos) => {
        const sizes = files.map((picked) => picked.file.size);
        const body = new FormData();
        for (const picked of files) body.append("images", picked.file);
        const report = (shares: number[]) =>
          onShares(Object.fromEntries(files.map((picked, i) => [picked.id, shares[i] ?? 0])));
        return postWithProgress(url, body, (sent, total) =>
          report(fileShares(sizes, sent, total)),
        ) as Promise<ListingPhotos>;
      },
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: async (photo: string) =>
        json(await apiRequest("DELETE", `${url}?url=${encodeURIComponent(photo)}`)),
      onSuccess,
    }),
    reorder: useMutation({
      mutationFn: async (urls: string[]) => json(await apiRequest("PUT", `${url}/order`, { urls })),
      onSuccess,
    }),
  };
}

interface AddPhotos {
  files: PickedFile[];
  onShares: (shares: Record<string, number>) => void;
}
