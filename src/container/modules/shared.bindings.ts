import path from "node:path";
import { ContainerModule } from "inversify";
import { ScryptPasswordHasher } from "../../adapters/crypto/scrypt-password-hasher.js";
import { SESSION_MAX_AGE_MS } from "../../adapters/http/session.js";
import { SharpImageProbe } from "../../adapters/images/sharp-image-probe.js";
import type { DbContext } from "../../adapters/persistence/db-context.js";
import { TypeOrmSessionStore } from "../../adapters/persistence/repositories/typeorm-session.store.js";
import { DiskFileStore } from "../../adapters/storage/disk-file-store.js";
import type { AppConfig } from "../../config.js";
import type { FileStore } from "../../shared/ports.js";
import { TOKENS } from "../tokens.js";

/** Adapters several modules share: passwords, image sniffing, sessions and the uploads on disk. */
export const sharedBindings = new ContainerModule(({ bind }) => {
  bind(TOKENS.PasswordHasher).toConstantValue(new ScryptPasswordHasher());
  bind(TOKENS.ImageProbe).toConstantValue(new SharpImageProbe());
  // The HTTP sessions, and the password reset that ends a user's other sessions.
  bind(TOKENS.SessionStore).toDynamicValue(
    (r) => new TypeOrmSessionStore(r.get<DbContext>(TOKENS.Db), SESSION_MAX_AGE_MS),
  );
  bind<FileStore>(TOKENS.FileStore).toDynamicValue(
    (r) => new DiskFileStore(path.join(r.get<AppConfig>(TOKENS.Config).dataDir, "uploads")),
  );
});
