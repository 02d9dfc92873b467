import fs from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { createServer } from "pglite-server";
import { CATALOGUE_CHANNEL } from "../../../migrations/1764050000000-catalogue-changes.js";

export interface EmbeddedPostgres {
  url: string;
  close(): Promise<void>;
}

/**
 * PGlite behind its wire-protocol server, so that the app talks to it through the
 * same `pg` driver and SQL as to a real server. See docs/decisions/0002-embedded-postgres.md.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  onCatalogueChange: () => void = () => {},
): Promise<EmbeddedPostgres> {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create({
    dataDir: path.resolve(dataDir),
    extensions: { pg_trgm, btree_gin },
  });
  // Before any client connects: LISTEN inside a client's transaction would end with it. The one
  // session hears its own NOTIFYs, whoever sent them through the wire server (decision 22).
  await db.listen(CATALOGUE_CHANNEL, onCatalogueChange);
  const server = createServer(db, { logLevel: 0 });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}
