/** The photos module's public surface: what code outside it may import (decision 97). */
export { OLD_UPLOAD_NAME, OldUploadAdoption } from "./old-upload-adoption.service.js";
export { PhotoPipeline } from "./photo-pipeline.service.js";
export type {
  NamedFileStore,
  OldUploadState,
  PhotoProcessor,
  PhotoVariant,
} from "./photos.ports.js";
export {
  PHOTO_BYTE_BUDGETS,
  PHOTO_MAX_ASPECT_RATIO,
  PHOTO_MAX_PIXELS,
  PHOTO_PIXEL_WEIGHTS,
  PHOTO_TOO_LONG,
  PHOTO_TOO_MANY_PIXELS,
} from "./photos.rules.js";
export type { PhotoLook } from "./photos.types.js";
