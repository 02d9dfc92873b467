import path from "node:path";
import { ContainerModule } from "inversify";
import { bindClass } from "#container/modules/bind.js";
import { TOKENS } from "#container/tokens.js";
import { RateLimitsService } from "#modules/rate-limits/index.js";
import { OldVideoCleaning } from "#modules/uploads/old-video-cleaning.js";
import { UploadIntake } from "#modules/uploads/upload-intake.js";
import type { Logger } from "#shared/ports.js";
import type { AppConfig } from "#src/config.js";
import type { DbContext } from "../../persistence/db-context.js";
import type { UploadStorage } from "../../storage/upload-storage.js";
import { FfmpegVideoCleaner } from "../../videos/ffmpeg-video-cleaner.js";
import { SqlOldVideoRegister } from "./sql-old-video-register.js";

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
