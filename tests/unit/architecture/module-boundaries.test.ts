import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const repo = fileURLToPath(new URL("../../..", import.meta.url));

/** Lays out a small tree of modules in a fresh folder and runs the project's dependency rules on it. */
function violationsOf(tree: Record<string, string>): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ofie-boundaries-"));
  try {
    const files = {
      "tsconfig.json": JSON.stringify({
        compilerOptions: { module: "nodenext", moduleResolution: "nodenext", strict: true },
      }),
      "package.json": JSON.stringify({ type: "module" }),
      ...tree,
    };
    for (const [name, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), text);
    }
    const out = execFileSync(
      process.execPath,
      [
        path.join(repo, "node_modules/dependency-cruiser/bin/dependency-cruise.mjs"),
        "src",
        "--config",
        path.join(repo, ".dependency-cruiser.cjs"),
        "--output-type",
        "json",
        "--no-progress",
      ],
      { cwd: dir, encoding: "utf8" },
    );
    const result = JSON.parse(out) as {
      summary: { violations: Array<{ rule: { name: string }; from: string; to: string }> };
    };
    return result.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

// One tree, cruised once: each planted file names what it shows.
const tree = {
  "src/modules/listings/listing-price.ts":
    "export const cedis = (n: number): string => String(n);\n",
  "src/modules/listings/index.ts": 'export { cedis } from "./listing-price.js";\n',
  "src/modules/favourites/deep.ts":
    'import { cedis } from "../listings/listing-price.js";\nexport const a = cedis(1);\n',
  "src/modules/favourites/public.ts":
    'import { cedis } from "../listings/index.js";\nexport const b = cedis(2);\n',
  "src/adapters/modules/favourites/deep.router.ts":
    'import { cedis } from "../../../modules/listings/listing-price.js";\nexport const c = cedis(3);\n',
  "src/adapters/modules/listings/own.mapper.ts":
    'import { cedis } from "../../../modules/listings/listing-price.js";\nexport const d = cedis(4);\n',
  "src/adapters/http/deep-platform.ts":
    'import { cedis } from "../../modules/listings/listing-price.js";\nexport const e = cedis(5);\n',
};

describe("the module boundaries (dependency-cruiser)", () => {
  let violations: string[];
  beforeAll(() => {
    violations = violationsOf(tree);
  });

  it("refuses a module, or a module's adapter, reaching past another module's index", () => {
    expect(violations).toContain(
      "no-deep-imports-across-modules: src/modules/favourites/deep.ts -> src/modules/listings/listing-price.ts",
    );
    expect(violations).toContain(
      "no-deep-imports-across-modules: src/adapters/modules/favourites/deep.router.ts -> src/modules/listings/listing-price.ts",
    );
  });

  it("refuses platform code reaching past a module's index", () => {
    expect(violations).toContain(
      "no-deep-imports-into-modules: src/adapters/http/deep-platform.ts -> src/modules/listings/listing-price.ts",
    );
  });

  it("lets a module use another's index, and a module's own adapters reach inside it", () => {
    expect(violations).toHaveLength(3);
  });
});
