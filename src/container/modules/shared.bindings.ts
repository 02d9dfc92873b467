import { ContainerModule } from "inversify";
import { ScryptPasswordHasher } from "../../adapters/crypto/scrypt-password-hasher.js";
import { SESSION_MAX_AGE_MS } from "../../adapters/http/session.js";
import { SharpImageProbe } from "../../adapters/images/sharp-image-probe.js";
import { TypeOrmSessionStore } from "../../adapters/modules/accounts/typeorm-session.store.js";
import type { DbContext } from "../../adapters/persistence/db-context.js";
import { openUploadStorage, type UploadStorage } from "../../adapters/storage/upload-storage.js";
import type { AppConfig } from "../../config.js";
import type { FileStore } from "../../shared/ports.js";
import { TOKENS } from "../tokens.js";
import { fromConfig } from "./bind.js";

/** Adapters several modules share: passwords, image sniffing, sessions and the uploaded files. */
export const sharedBindings = new ContainerModule(({ bind }) => {
  bind(TOKENS.PasswordHasher).toDynamicValue(
    fromConfig((config) => new ScryptPasswordHasher(config.passwordHashCost)),
  );
  bind(TOKENS.ImageProbe).toConstantValue(new SharpImageProbe());
  // The HTTP sessions, and the password reset that ends a user's other sessions.
  bind(TOKENS.SessionStore).toDynamicValue(
    (r) => new TypeOrmSessionStore(r.get<DbContext>(TOKENS.Db), SESSION_MAX_AGE_MS),
  );
  bind<UploadStorage>(TOKENS.UploadStorage).toDynamicValue((r) =>
    openUploadStorage(r.get<AppConfig>(TOKENS.Config)),
  );
  bind<FileStore>(TOKENS.FileStore).toDynamicValue(
    (r) => r.get<UploadStorage>(TOKENS.UploadStorage).files,
  );
});
