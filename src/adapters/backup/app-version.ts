import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The app's name and version from its package.json, found from here in src/ or build/src/. */
export function appVersion(): { name: string; version: string } {
  let directory = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const file = path.join(directory, "package.json");
    if (fs.existsSync(file)) {
      const { name, version } = JSON.parse(fs.readFileSync(file, "utf8")) as {
        name: string;
        version: string;
      };
      return { name, version };
    }
    const parent = path.dirname(directory);
    if (parent === directory) return { name: "ofie", version: "unknown" };
    directory = parent;
  }
}
