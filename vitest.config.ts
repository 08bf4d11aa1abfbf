import { defineConfig } from "vitest/config";

// Unit, flow and HTTP tests run by default; *.int.test.ts (real network or model) are opt-in.
export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    exclude: ["test/**/*.int.test.ts", "node_modules/**"],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: "forks",
    reporters: ["default", "./test/summary-reporter.ts"],
  },
});
