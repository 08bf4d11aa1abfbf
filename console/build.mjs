// Builds the web console into console/dist. Run by `npm install` (prepare) and by
// `npm run build:console`. Production installs (npm ci --omit=dev) have no Vite: they skip with
// a note, and the service then answers /console with 404 CONSOLE_NOT_BUILT.
import { fileURLToPath } from "node:url";

let vite;
try {
  vite = await import("vite");
} catch {
  console.warn("goalgraph: web console not built (Vite is a dev dependency and is not installed)");
  process.exit(0);
}
const started = Date.now();
await vite.build({ configFile: fileURLToPath(new URL("./vite.config.ts", import.meta.url)), logLevel: "warn" });
console.log(`goalgraph: web console built into console/dist in ${((Date.now() - started) / 1000).toFixed(1)}s`);
