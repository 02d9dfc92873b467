import path from "node:path";
import { ContainerModule } from "inversify";
import type { DbContext } from "../../adapters/persistence/db-context.js";
import { SqlOldVideoRegister } from "../../adapters/persistence/repositories/sql-old-video-register.js";
import type { UploadStorage } from "../../adapters/storage/upload-storage.js";
import { FfmpegVideoCleaner } from "../../adapters/videos/ffmpeg-video-cleaner.js";
import type { AppConfig } from "../../config.js";
import { RateLimitsService } from "../../modules/rate-limits/rate-limits.service.js";
import { OldVideoCleaning } from "../../modules/uploads/old-video-cleaning.js";
import { UploadIntake } from "../../modules/uploads/upload-intake.js";
import type { Logger } from "../../shared/ports.js";
import { TOKENS } from "../tokens.js";
import { bindClass } from "./bind.js";

/** The way in for uploaded files: pictures by their headers, videos without metadata (decision 81). */
export const uploadsBindings = new ContainerModule(({ bind }) => {
  bind(TOKENS.VideoCleaner).toDynamicValue((r) => {
    const config = r.get<AppConfig>(TOKENS.Config);
    return new FfmpegVideoCleaner({
      ffmpegPath: config.ffmpegPath,
      // Where the multipart parser puts the request's files (app.ts): scratch space.
      tmpDir: path.join(config.dataDir, "upload-tmp"),
      logger: r.get<Logger>(TOKENS.Logger),
    });
  });
  bindClass(bind, UploadIntake, [TOKENS.ImageProbe, TOKENS.VideoCleaner, RateLimitsService]);
  // Videos stored before the cleaner, cleaned where they lie after an upgrade.
  bind(OldVideoCleaning).toDynamicValue(
    (r) =>
      new OldVideoCleaning(
        new SqlOldVideoRegister(r.get<DbContext>(TOKENS.Db)),
        r.get(TOKENS.VideoCleaner),
        r.get<UploadStorage>(TOKENS.UploadStorage).uploads,
        r.get<Logger>(TOKENS.Logger),
      ),
  );
});
