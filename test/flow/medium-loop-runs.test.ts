/**
 * The medium loop on the real runtime: compiled once when the runtime is built (no stage run
 * compiles a graph), and its timestamps are wall time from the system clock — the monotonic
 * clock it measures durations with once leaked into dispatched_at as 1970-01-01.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { StateGraph } from "@langchain/langgraph";
import { afterAll, describe, expect, it, vi } from "vitest";
import { createRuntime } from "../../src/app/runtime.js";
import { loadConfig } from "../../src/config.js";

const dir = mkdtempSync(join(tmpdir(), "gg-loop-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the medium loop inside the planner", () => {
  it("is compiled once per runtime and stamps its messages with wall time", async () => {
    const rt = await createRuntime(loadConfig({ GOALGRAPH_DB: join(dir, "loop.sqlite") }), { auditor: false });
    const compile = vi.spyOn(StateGraph.prototype, "compile");
    try {
      const before = Date.now();
      const cfg = { configurable: { thread_id: "loop-1" } };
      const out = await rt.planner.invoke({ goal: "Run a half marathon in 12 weeks. I can train 4 times a week, never before 7am.", timezone: "Europe/Berlin", now: "2026-12-01T08:00:00" }, cfg);
      const after = Date.now();
      expect(out.stage).toBe("SEEK_APPROVAL");
      expect(compile).not.toHaveBeenCalled();

      const manifests = (await rt.bus.history("loop-1", 0, 10_000)).filter((m) => m.type === "dispatch_manifest");
      expect(manifests.length).toBeGreaterThanOrEqual(3); // one per DRAFT stage at least
      for (const m of manifests) {
        const at = Date.parse((m.payload as { dispatched_at: string }).dispatched_at);
        expect(at).toBeGreaterThanOrEqual(before - 1000);
        expect(at).toBeLessThanOrEqual(after + 1000);
      }
    } finally {
      compile.mockRestore();
      await rt.close();
    }
  });
});
