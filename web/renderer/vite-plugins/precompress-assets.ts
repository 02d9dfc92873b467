import { writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|mjs|css|svg|json)$/;

/**
 * Writes a `.br` and a `.gz` beside every script and style sheet of the client build, once, at
 * build time: koa-send serves them to browsers that accept the encoding (decision 20), so a phone
 * on mobile data downloads a fifth of the bytes and the server spends no CPU compressing.
 */
export function precompressAssets(): Plugin {
  return {
    name: "ofie:precompress-assets",
    apply: "build",
    async writeBundle(options, bundle) {
      if (this.environment.name !== "client" || !options.dir) return;
      const dir = options.dir;
      const files = Object.values(bundle).filter((file) => COMPRESSIBLE.test(file.fileName));
      await Promise.all(
        files.map(async (file) => {
          const source = file.type === "chunk" ? file.code : file.source;
          if (source.length < 1024) return;
          const target = path.join(dir, file.fileName);
          await writeFile(
            `${target}.br`,
            await brotli(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
          await writeFile(`${target}.gz`, await gzip(source, { level: 9 }));
        }),
      );
    },
  };
}
