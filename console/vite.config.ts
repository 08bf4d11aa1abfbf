/**
 * Vite build of the web console: served by the service at /console/ (src/server/routes/console.ts),
 * built into console/dist by `npm run build:console` (and by `npm install` through `prepare`).
 */
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

// frappe-gantt's exports map offers its stylesheet only under a "style" condition that resolves
// to the script in CSS imports; name the file directly.
const ganttCss = join(dirname(createRequire(import.meta.url).resolve("frappe-gantt")), "frappe-gantt.css");

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  base: "/console/",
  resolve: { alias: { "frappe-gantt.css": ganttCss } },
  // Preact's automatic JSX runtime; no framework plugin needed for a production build.
  esbuild: { jsx: "automatic", jsxImportSource: "preact" },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // The charting, Gantt and calendar libraries are the bulk; one chunk each keeps caching simple.
    chunkSizeWarningLimit: 1200,
    sourcemap: false,
  },
  logLevel: "warn",
});
