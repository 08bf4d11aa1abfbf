/**
 * Reading langgraph.json as the LangGraph CLI writes it: this repository's own file loads on a
 * fresh clone (no .env needed) and yields the planner; an env file is applied without
 * overriding the environment, a missing one is a warning; a spec that names no graph stops
 * startup naming the graph.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { InMemoryStore, MemorySaver } from "@langchain/langgraph-checkpoint";
import { afterAll, describe, expect, it } from "vitest";
import { loadLangGraphConfig } from "../../src/app/langgraph-config.js";
import { isConfigError } from "../../src/errors.js";

const ROOT_CONFIG = fileURLToPath(new URL("../../langgraph.json", import.meta.url));
const FIXTURES = fileURLToPath(new URL("./fixtures/langgraph/", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "gg-lgjson-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const deps = () => ({ checkpointer: new MemorySaver(), store: new InMemoryStore() });

function writeConfig(name: string, json: object): string {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(json));
  return path;
}

describe("langgraph.json", () => {
  it("this repository's file loads on a fresh clone and serves the planner", async () => {
    const warnings: string[] = [];
    // The Studio entry builds its own runtime from the process environment: keep it in memory.
    const saved = process.env.GOALGRAPH_DB;
    process.env.GOALGRAPH_DB = ":memory:";
    const loaded = await loadLangGraphConfig(ROOT_CONFIG, { ...deps(), env: {}, warn: (m) => warnings.push(m) }).finally(() => {
      if (saved === undefined) delete process.env.GOALGRAPH_DB;
      else process.env.GOALGRAPH_DB = saved;
    });
    expect(loaded.graphs.map((g) => g.graphId)).toEqual(["planner"]);
    const planner = await loaded.graphs[0]!.load();
    expect(typeof planner.stream).toBe("function");
    expect(warnings).toEqual([]);
  });

  it("applies an env file without overriding the environment; a missing one is a warning", async () => {
    writeFileSync(join(dir, ".env.test"), "FROM_FILE=file\nALREADY=file\n");
    const graphs = { builder: join(FIXTURES, "basics.ts:builder") };
    const env: Record<string, string | undefined> = { ALREADY: "env" };
    await loadLangGraphConfig(writeConfig("with-env.json", { graphs, env: ".env.test" }), { ...deps(), env });
    expect(env).toEqual({ ALREADY: "env", FROM_FILE: "file" });

    const warnings: string[] = [];
    const loaded = await loadLangGraphConfig(writeConfig("missing-env.json", { graphs, env: ".env.nowhere" }), { ...deps(), env: {}, warn: (m) => warnings.push(m) });
    expect(loaded.graphs).toHaveLength(1);
    expect(warnings.join("\n")).toContain(".env.nowhere");
  });

  it("stops on a spec that names no graph, saying which", async () => {
    const missingExport = writeConfig("bad-export.json", { graphs: { ghost: join(FIXTURES, "basics.ts:nothing_here") } });
    const err = await loadLangGraphConfig(missingExport, { ...deps(), env: {} }).catch((e: unknown) => e);
    expect(isConfigError(err)).toBe(true);
    expect((err as Error).message).toContain('graph "ghost"');

    const notAGraph = writeConfig("not-graph.json", { graphs: { odd: join(FIXTURES, "basics.ts:QuotaError") } });
    const err2 = await loadLangGraphConfig(notAGraph, { ...deps(), env: {} }).catch((e: unknown) => e);
    expect((err2 as Error).message).toContain('graph "odd"');
  });
});
