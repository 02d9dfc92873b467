import fs from "node:fs";
import path from "node:path";
import { parseEnv } from "node:util";

/**
 * The one place the server and the CLI read their settings from besides the environment
 * (decision 77): the file OFIE_ENV_FILE names, else `.env` in the working directory (the
 * checkout, where npm runs its scripts). Cron starts commands with an almost empty environment;
 * without a file both read, a command would quietly open another database than the server's.
 * A variable already in the environment wins over the file, as with `node --env-file`. Answers
 * the file read, or undefined when there is none.
 */
export function loadEnvFile(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()) {
  const named = env.OFIE_ENV_FILE?.trim();
  const file = path.resolve(cwd, named || ".env");
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // A file that was named must be there: a typo would otherwise run on the defaults.
    if (!named && code === "ENOENT") return undefined;
    throw new Error(`the settings file ${file} could not be read (${code ?? error})`);
  }
  for (const [name, value] of Object.entries(parseEnv(text))) {
    if (!(name in env)) env[name] = value;
  }
  return file;
}
