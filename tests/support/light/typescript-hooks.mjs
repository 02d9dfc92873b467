// The loader hooks register.mjs installs: TypeScript compiled by swc, "./x.js" found as "./x.ts".
import { readFile } from "node:fs/promises";
import { transform } from "@swc/core";
import { swcCompile } from "../swc-options.js";

const options = { ...swcCompile, module: { type: "es6" }, sourceMaps: "inline" };

export async function resolve(specifier, context, next) {
  try {
    return await next(specifier, context);
  } catch (error) {
    if (error?.code !== "ERR_MODULE_NOT_FOUND" || !specifier.endsWith(".js")) throw error;
    const bare = specifier.slice(0, -3);
    try {
      return await next(`${bare}.ts`, context);
    } catch {
      return await next(`${bare}.tsx`, context);
    }
  }
}

export async function load(url, context, next) {
  if (!/\.tsx?(\?.*)?$/.test(url)) return next(url, context);
  const path = new URL(url);
  const source = await readFile(path, "utf8");
  const { code } = await transform(source, { ...options, filename: path.pathname });
  return { format: "module", source: code, shortCircuit: true };
}
