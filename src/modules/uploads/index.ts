/** The uploads module's public surface: what code outside it may import (decision 97). */

export type { VideoAccess } from "./old-video-cleaning.js";
export { OldVideoCleaning } from "./old-video-cleaning.js";
export { UploadIntake } from "./upload-intake.js";
