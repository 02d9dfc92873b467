import { loadEnvFile } from "./env-file.js";

// Imported first by the entry points (src/main.ts, cli/main.ts), so the file's settings are in
// process.env before any module reads it.
try {
  loadEnvFile();
} catch (error) {
  process.stderr.write(`Ofie could not read its settings: ${(error as Error).message}\n`);
  process.exit(1);
}
