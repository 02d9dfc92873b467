import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import vike from "vike/plugin";
import { defineConfig } from "vite";
import { precompressAssets } from "./renderer/vite-plugins/precompress-assets.js";

export default defineConfig({
  plugins: [vike(), react(), tailwindcss(), precompressAssets()],
  // public/ is served by Koa beside the uploads; copying its images into dist/client would only duplicate them.
  publicDir: false,
});
