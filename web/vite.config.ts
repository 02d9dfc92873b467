import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import vike from "vike/plugin";
import { defaultClientConditions, defaultServerConditions, defineConfig } from "vite";
import { precompressAssets } from "./renderer/vite-plugins/precompress-assets.js";

// web/ is the Vite project (decision 47): its root, so Vike's filesystem routing reads web/pages as
// it read pages/ (the same URLs and page ids); the build still lands in the project's dist/.
export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  build: {
    outDir: fileURLToPath(new URL("../dist", import.meta.url)),
    emptyOutDir: true,
    // A module's index.ts re-exports its services for the server (decision 97); the pages import
    // a rule through one, and the rest must not follow into the bundle. The domain's files only
    // declare (no work at load), so an unused one may be dropped whole.
    rollupOptions: { treeshake: { moduleSideEffects: (id) => !id.includes("/src/modules/") } },
  },
  // package.json "imports" (#modules/*, #shared/*, #web/*…, decision 48): the "source" condition
  // names the TypeScript sources, for the browser bundle and the pages' server bundle alike.
  resolve: { conditions: ["source", ...defaultClientConditions] },
  ssr: { resolve: { conditions: ["source", ...defaultServerConditions] } },
  plugins: [vike(), react(), tailwindcss(), precompressAssets()],
  // public/ is served by Koa beside the uploads; copying its images into dist/client would only duplicate them.
  publicDir: false,
});
