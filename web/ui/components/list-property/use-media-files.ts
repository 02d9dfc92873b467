import { useCallback, useEffect, useRef, useState } from "react";

export interface PickedImage {
  file: File;
  /** An object URL for the thumbnail; revoked when the image is removed or the form clears. */
  previewUrl: string;
}

export interface PickResult {
  /** Files that were not of the accepted kind. */
  wrongKind: number;
  /** Files left out because the list was full. */
  overLimit: number;
}

/** Keeps only files of the kind and as many as still fit: spec §5 drops the extras. */
export function acceptFiles(
  current: number,
  incoming: readonly File[],
  kind: "image" | "video",
  max: number,
): { accepted: File[] } & PickResult {
  const ofKind = incoming.filter((file) => file.type.startsWith(`${kind}/`));
  const accepted = ofKind.slice(0, Math.max(0, max - current));
  return {
    accepted,
    wrongKind: incoming.length - ofKind.length,
    overLimit: ofKind.length - accepted.length,
  };
}

/** The listing form's picked images (with thumbnails) and videos, each removable one by one. */
export function useMediaFiles(maxImages: number, maxVideos: number) {
  const [images, setImages] = useState<PickedImage[]>([]);
  const [videos, setVideos] = useState<File[]>([]);
  // The refs hold the lists between renders, so two picks before a re-render still respect the limits.
  const imagesRef = useRef(images);
  const videosRef = useRef(videos);

  const addImages = useCallback(
    (files: readonly File[]): PickResult => {
      const result = acceptFiles(imagesRef.current.length, files, "image", maxImages);
      const picked = result.accepted.map((file) => ({
        file,
        previewUrl: URL.createObjectURL(file),
      }));
      imagesRef.current = [...imagesRef.current, ...picked];
      setImages(imagesRef.current);
      return result;
    },
    [maxImages],
  );

  const removeImage = useCallback((index: number) => {
    const removed = imagesRef.current[index];
    if (removed) URL.revokeObjectURL(removed.previewUrl);
    imagesRef.current = imagesRef.current.filter((_, i) => i !== index);
    setImages(imagesRef.current);
  }, []);

  const addVideos = useCallback(
    (files: readonly File[]): PickResult => {
      const result = acceptFiles(videosRef.current.length, files, "video", maxVideos);
      videosRef.current = [...videosRef.current, ...result.accepted];
      setVideos(videosRef.current);
      return result;
    },
    [maxVideos],
  );

  const removeVideo = useCallback((index: number) => {
    videosRef.current = videosRef.current.filter((_, i) => i !== index);
    setVideos(videosRef.current);
  }, []);

  const clear = useCallback(() => {
    for (const image of imagesRef.current) URL.revokeObjectURL(image.previewUrl);
    imagesRef.current = [];
    videosRef.current = [];
    setImages([]);
    setVideos([]);
  }, []);

  // Leaving the page frees the thumbnails' memory too.
  useEffect(
    () => () => {
      for (const image of imagesRef.current) URL.revokeObjectURL(image.previewUrl);
    },
    [],
  );

  return { images, videos, addImages, removeImage, addVideos, removeVideo, clear };
}
