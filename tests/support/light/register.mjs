// Loads the TypeScript sources and tests natively (jest-light-runner): swc compiles each .ts/.tsx
// as the jest transform does, and an ESM-style "./x.js" import finds the "./x.ts" beside it.
import { register } from "node:module";

register("./typescript-hooks.mjs", import.meta.url);
