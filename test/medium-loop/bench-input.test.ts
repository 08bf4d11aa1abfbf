import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadScenarios, verdictsFor, worldResult, type Scenario } from "../fixtures/sim-world.js";
import { crit } from "./fakes.js";

const file = (content: unknown) => {
  const dir = mkdtempSync(join(tmpdir(), "ggs-bench-"));
  const path = join(dir, "s.json");
  writeFileSync(path, typeof content === "string" ? content : JSON.stringify(content));
  return path;
};

const good = {
  id: "x",
  criteria: [{ criterion: "ok", mode: "verifiable" }],
  tools: [{ name: "t", targets: ["a"], cost_ms: 1 }],
  world: [{ tool: "t", target: "*", result: "pass" }],
  start: { tool: "t", target: "a" },
  solvable: true,
};

describe("scenario file parsing", () => {
  it("names the scenario and field of a bad row", () => {
    expect(() => loadScenarios(file([{ ...good, world: [{ tool: "t", target: "*", result: "maybe" }] }]))).toThrow(/scenario 0 \(x\): world\.0\.result/);
  });
  it("rejects non-JSON, non-arrays, empty files and a start outside the tools", () => {
    expect(() => loadScenarios(file("{nope"))).toThrow(/not valid JSON/);
    expect(() => loadScenarios(file({ scenarios: [] }))).toThrow(/JSON array/);
    expect(() => loadScenarios(file([]))).toThrow(/no scenarios/);
    expect(() => loadScenarios(file([{ ...good, start: { tool: "t", target: "zz" } }]))).toThrow(/start t\/zz/);
  });
});

describe("world rows", () => {
  const s = { ...good, description: "", world: [{ tool: "t", target: "a", result: "fail:1:environmental" }, { tool: "*", target: "*", result: "environmental" }] } as Scenario;
  it("matches rows in order with * wildcards and defaults to logical", () => {
    expect(worldResult(s, "t", "a")).toBe("fail:1:environmental");
    expect(worldResult(s, "u", "b")).toBe("environmental");
    expect(worldResult({ ...s, world: [] }, "t", "a")).toBe("logical");
  });
  it("fails the first n criteria for fail:<n>:<class>", () => {
    const v = verdictsFor([crit("a"), crit("b"), crit("c")], "fail:2:environmental", "t(a)");
    expect(v.map((x) => [x.verdict, x.failure_class])).toEqual([["fail", "environmental"], ["fail", "environmental"], ["pass", null]]);
  });
});

describe("flaky worlds", () => {
  const flaky: Scenario = {
    ...(good as unknown as Scenario),
    id: "flaky",
    description: "",
    criteria: [crit("ok", "plausible")],
    tools: [{ name: "t", targets: ["a", "b", "c", "d"], cost_ms: 1 }],
    world: [{ tool: "*", target: "*", result: "pass" }],
    flaky: 0.6,
  };
  it("are reproducible per seed and actually flaky across seeds", async () => {
    const { runScenario } = await import("../fixtures/sim-world.js");
    const a = await runScenario(flaky, "ggs", { seed: 3 });
    const b = await runScenario(flaky, "ggs", { seed: 3 });
    expect(b.directives).toEqual(a.directives);
    const calls = new Set<number>();
    for (let seed = 1; seed <= 8; seed++) calls.add((await runScenario(flaky, "ggs", { seed })).executor_calls);
    expect(calls.size).toBeGreaterThan(1);
  });
});
