import { ContainerModule } from "inversify";
import { TOKENS } from "#container/tokens.js";
import { OldUploadAdoption } from "#modules/photos/old-upload-adoption.service.js";
import { PhotoPipeline } from "#modules/photos/photo-pipeline.service.js";
import type { Logger } from "#shared/ports.js";
import { SharpPhotoProcessor } from "../../images/sharp-photo-processor.js";
import { OutboxSignal } from "../../mail/outbox-signal.js";
import type { DbContext } from "../../persistence/db-context.js";
import type { UploadStorage } from "../../storage/upload-storage.js";
import { SqlOldUploadRegister } from "./sql-old-upload-register.js";
import { SqlPhotoQueue } from "./sql-photo-queue.js";

/**
 * The photo pipeline (decision 50): sizes served from `uploads`, originals kept in `originals`
 * (no route serves it) until their sizes are made; DATA_DIR's folders or the bucket's (58).
 */
export const photosBindings = new ContainerModule(({ bind }) => {
  bind(TOKENS.PhotoSignal).toConstantValue(new OutboxSignal());
  bind(TOKENS.PhotoQueue).toDynamicValue(
    (r) =>
      new SqlPhotoQueue(r.get<DbContext>(TOKENS.Db), () =>
        r.get<OutboxSignal>(TOKENS.PhotoSignal).notify(),
      ),
  );
  bind(PhotoPipeline).toDynamicValue((r) => {
    const storage = r.get<UploadStorage>(TOKENS.UploadStorage);
    return new PhotoPipeline(
      r.get(TOKENS.PhotoQueue),
      new SharpPhotoProcessor(),
      storage.uploads,
      storage.originals,
      r.get<Logger>(TOKENS.Logger),
    );
  });
  // Uploads stored before the pipeline, moved into it after an upgrade (decision 73).
  bind(OldUploadAdoption).toDynamicValue((r) => {
    const storage = r.get<UploadStorage>(TOKENS.UploadStorage);
    const db = r.get<DbContext>(TOKENS.Db);
    return new OldUploadAdoption(
      new SqlOldUploadRegister(db),
      r.get(TOKENS.PhotoQueue),
      new SharpPhotoProcessor(),
      storage.uploads,
      storage.originals,
      db,
      r.get<Logger>(TOKENS.Logger),
    );
  });
});
