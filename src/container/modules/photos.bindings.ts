import path from "node:path";
import { ContainerModule } from "inversify";
import { SharpPhotoProcessor } from "../../adapters/images/sharp-photo-processor.js";
import { OutboxSignal } from "../../adapters/mail/outbox-signal.js";
import type { DbContext } from "../../adapters/persistence/db-context.js";
import { SqlPhotoQueue } from "../../adapters/persistence/repositories/sql-photo-queue.js";
import { DiskFolder } from "../../adapters/storage/disk-folder.js";
import type { AppConfig } from "../../config.js";
import { PhotoPipeline } from "../../modules/photos/photo-pipeline.service.js";
import type { Logger } from "../../shared/ports.js";
import { TOKENS } from "../tokens.js";

/**
 * The photo pipeline (decision 50): sizes served from DATA_DIR/uploads, originals kept in
 * DATA_DIR/originals (no route serves that folder) until their sizes are made.
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
    const { dataDir } = r.get<AppConfig>(TOKENS.Config);
    return new PhotoPipeline(
      r.get(TOKENS.PhotoQueue),
      new SharpPhotoProcessor(),
      new DiskFolder(path.join(dataDir, "uploads")),
      new DiskFolder(path.join(dataDir, "originals")),
      r.get<Logger>(TOKENS.Logger),
    );
  });
});
