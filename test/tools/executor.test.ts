import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { InteractionPolicy } from "../../src/contracts/planning.js";
import { perceive } from "../fixtures/task.js";
import { outlineTools } from "../../src/tools/adapters/outline.js";
import { ToolExecutor, cacheKey, stableStringify } from "../../src/tools/executor.js";
import { DuplicateToolError, ToolRegistry, createRegistry } from "../../src/tools/registry.js";
import type { ToolContext, ToolDefinition } from "../../src/tools/types.js";

function ctx(over: Partial<ToolContext> = {}): ToolContext {
  return {
    sessionId: "s1",
    policy: InteractionPolicy.parse({}),
    modelId: "offline",
    now: "2026-12-01T08:00:00",
    timezone: "Europe/Berlin",
    artifacts: {},
    ...over,
  };
}

function spyTool(over: Partial<ToolDefinition> = {}): ToolDefinition & { run: ReturnType<typeof vi.fn> } {
  return {
    name: "spy",
    description: "test tool",
    stage: "DRAFT_OUTLINE",
    input: z.object({ n: z.number() }),
    output: z.object({ doubled: z.number() }),
    prerequisites: ["task_spec"],
    produces: ["outline"],
    run: vi.fn((input: { n: number }) => ({ ok: true, confidence: 0.9, explanations: [], data: { doubled: input.n * 2 } })),
    ...over,
  } as ToolDefinition & { run: ReturnType<typeof vi.fn> };
}

describe("ToolExecutor guards", () => {
  it("a mis-ordered call fails with confidence 0 and the reason, without running the tool", async () => {
    const tool = spyTool();
    const ex = new ToolExecutor(new ToolRegistry([tool]));
    const r = await ex.run("spy", { n: 1 }, ctx());
    expect(r.ok).toBe(false);
    expect(r.confidence).toBe(0);
    expect(r.explanations[0]).toMatch(/PREREQUISITE_MISSING: spy needs task_spec/);
    expect(r.data).toMatchObject({ error: { code: "PREREQUISITE_MISSING", missing: ["task_spec"] } });
    expect(tool.run).not.toHaveBeenCalled();
  });

  it("with enforcement off the same call runs", async () => {
    const tool = spyTool();
    const r = await new ToolExecutor(new ToolRegistry([tool]), { enforceDependencies: false }).run("spy", { n: 2 }, ctx());
    expect(r).toMatchObject({ ok: true, data: { doubled: 4 } });
  });

  it("the real NodeGenerator refuses to run before a pattern exists", async () => {
    const ex = new ToolExecutor(createRegistry(outlineTools));
    const r = await ex.run("generate_outline_template", {}, ctx({ artifacts: { task_spec: { any: 1 } } }));
    expect(r).toMatchObject({ ok: false, confidence: 0 });
    expect(r.explanations[0]).toMatch(/needs pattern/);
  });

  it("bad input fails naming the path, before prerequisites are looked at", async () => {
    const tool = spyTool();
    const r = await new ToolExecutor(new ToolRegistry([tool])).run("spy", { n: "two" }, ctx({ artifacts: { task_spec: {} } }));
    expect(r.ok).toBe(false);
    expect(r.confidence).toBe(0);
    expect(r.explanations[0]).toMatch(/INPUT_INVALID: input invalid at n:/);
    expect(tool.run).not.toHaveBeenCalled();
  });

  it("a throwing tool becomes an error result", async () => {
    const tool = spyTool({
      run: vi.fn(() => {
        throw new Error("boom");
      }),
    });
    const r = await new ToolExecutor(new ToolRegistry([tool])).run("spy", { n: 1 }, ctx({ artifacts: { task_spec: {} } }));
    expect(r).toMatchObject({ ok: false, confidence: 0 });
    expect(r.explanations[0]).toMatch(/TOOL_FAILED: spy threw: boom/);
  });

  it("a rejected promise becomes an error result too", async () => {
    const tool = spyTool({ run: vi.fn(async () => Promise.reject(new Error("later"))) });
    const r = await new ToolExecutor(new ToolRegistry([tool])).run("spy", { n: 1 }, ctx({ artifacts: { task_spec: {} } }));
    expect(r.explanations[0]).toMatch(/later/);
  });

  it("output that breaks the output schema is an error", async () => {
    const tool = spyTool({ run: vi.fn(() => ({ ok: true, confidence: 1, explanations: [], data: { doubled: "x" } })) });
    const r = await new ToolExecutor(new ToolRegistry([tool])).run("spy", { n: 1 }, ctx({ artifacts: { task_spec: {} } }));
    expect(r).toMatchObject({ ok: false, confidence: 0 });
    expect(r.explanations[0]).toMatch(/OUTPUT_INVALID.*doubled/);
  });

  it("an unknown tool is an error result", async () => {
    const r = await new ToolExecutor(new ToolRegistry()).run("nope", {}, ctx());
    expect(r.explanations[0]).toMatch(/TOOL_UNKNOWN/);
  });
});

describe("ToolExecutor cache", () => {
  const base = ctx({ artifacts: { task_spec: { id: 1 } } });
  it.each([
    ["same input, policy and model → hit", base, { n: 1 }, true],
    ["different input → miss", base, { n: 2 }, false],
    ["different policy → miss", { ...base, policy: InteractionPolicy.parse({ conversation_style: "concise" }) }, { n: 1 }, false],
    ["different model → miss", { ...base, modelId: "gpt-4o" }, { n: 1 }, false],
    ["different session → miss", { ...base, sessionId: "s2" }, { n: 1 }, false],
    ["different prerequisite artifact → miss", { ...base, artifacts: { task_spec: { id: 2 } } }, { n: 1 }, false],
  ] as const)("%s", async (_name, second, input, hit) => {
    const tool = spyTool();
    const ex = new ToolExecutor(new ToolRegistry([tool]));
    await ex.run("spy", { n: 1 }, base);
    const r = await ex.run("spy", input, second as ToolContext);
    expect(r.ok).toBe(true);
    expect(ex.stats()).toEqual(hit ? { hits: 1, misses: 1 } : { hits: 0, misses: 2 });
    expect(tool.run).toHaveBeenCalledTimes(hit ? 1 : 2);
  });

  it("failures are not cached", async () => {
    let calls = 0;
    const tool = spyTool({
      run: vi.fn(() => {
        calls++;
        if (calls === 1) throw new Error("flaky");
        return { ok: true, confidence: 1, explanations: [], data: { doubled: 2 } };
      }),
    });
    const ex = new ToolExecutor(new ToolRegistry([tool]));
    expect((await ex.run("spy", { n: 1 }, base)).ok).toBe(false);
    expect((await ex.run("spy", { n: 1 }, base)).ok).toBe(true);
  });

  it("the key ignores object key order", () => {
    expect(stableStringify({ b: 1, a: { d: 2, c: [3, { f: 1, e: 2 }] } })).toBe('{"a":{"c":[3,{"e":2,"f":1}],"d":2},"b":1}');
    expect(cacheKey({ x: 1, y: 2 })).toBe(cacheKey({ y: 2, x: 1 }));
  });
});

describe("registry and adapters", () => {
  const reg = createRegistry(outlineTools);

  it("rejects duplicate names", () => {
    expect(() => createRegistry(outlineTools, outlineTools)).toThrow(DuplicateToolError);
  });

  it.each(["pattern", "outline"] as const)("at least two tools produce %s (change_approach has somewhere to go)", (artifact) => {
    expect(reg.producersOf(artifact).length).toBeGreaterThanOrEqual(2);
  });

  it("looks tools up by stage and finds alternatives", () => {
    expect(reg.byStage("DRAFT_OUTLINE").map((t) => t.name)).toEqual(
      expect.arrayContaining(["select_pattern_keywords", "select_pattern_structure", "generate_outline_template", "generate_outline_compact", "resolve_dependencies"]),
    );
    expect(reg.alternativesTo("generate_outline_template").map((t) => t.name)).toEqual(["generate_outline_compact"]);
  });

  it("runs the whole outline stage through the executor", async () => {
    const ex = new ToolExecutor(reg);
    const c = ctx();
    c.artifacts.task_spec = perceive("Run a half marathon in 12 weeks. I can train 4 times a week, never before 7am.", { now: c.now, timezone: c.timezone });
    for (const name of ["select_pattern_keywords", "select_pattern_structure"]) {
      const sel = await ex.run(name, {}, c);
      expect(sel.ok).toBe(true);
      expect((sel.data as { pattern: { pattern_type: string } }).pattern.pattern_type).toBe("progressive_accumulation_arc");
      c.artifacts.pattern = sel.data;
    }
    for (const gen of ["generate_outline_template", "generate_outline_compact"]) {
      const o = await ex.run(gen, {}, c);
      expect(o.ok).toBe(true);
      c.artifacts.outline = o.data;
      const v = await ex.run("validate_grammar", {}, c);
      expect((v.data as { valid: boolean }).valid).toBe(true);
      const d = await ex.run("resolve_dependencies", {}, c);
      expect((d.data as { ok: boolean; critical_path: string[] }).ok).toBe(true);
      expect((d.data as { critical_path: string[] }).critical_path.length).toBeGreaterThan(0);
    }
  });

  it("a corrupt artifact makes the tool fail cleanly, not throw", async () => {
    const ex = new ToolExecutor(reg);
    const r = await ex.run("validate_grammar", {}, ctx({ artifacts: { outline: { nodes: "nope" } } }));
    expect(r).toMatchObject({ ok: false, confidence: 0 });
    expect(r.explanations[0]).toMatch(/outline is invalid/);
  });
});
