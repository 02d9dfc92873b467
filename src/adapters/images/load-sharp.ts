import type sharpModule from "sharp";
import { loadOnce } from "../../shared/load-once.js";

/**
 * sharp brings libvips into the process, about 20 MB resident. Only a received picture needs it
 * (the upload check and the photo hash), so a server worker that is never sent one never pays
 * for it: each process is held to 250 MB under load (decision 33).
 */
export const loadSharp = loadOnce<typeof sharpModule>(() =>
  import("sharp").then((loaded) => loaded.default),
);
