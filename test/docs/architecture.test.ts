/**
 * docs/architecture.md stays true: its generated table and diagrams are what the compiled graphs
 * draw now, the planner diagram shows exactly the transition table's hand-overs (≤ 3 edges per
 * node on average), and the import rules it states hold.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { controllerEdges, plannerNodes } from "../../graphs/planner/route-next.js";
import { ARCHITECTURE_DOC, generatedBlocks, renderGenerated } from "../../src/app/architecture-diagrams.js";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const doc = readFileSync(ARCHITECTURE_DOC, "utf8");

function block(name: string): string {
  const m = new RegExp(`<!-- generated:${name} -->\\n([\\s\\S]*?)\\n<!-- /generated:${name} -->`).exec(doc);
  if (!m) throw new Error(`no generated block ${name}`);
  return m[1]!;
}

/** The edges of a Mermaid flowchart drawn by LangGraph: `a --> b;` and `a -. label .-> b;`. */
function mermaidEdges(text: string): Array<{ from: string; to: string; label: string | null }> {
  return text
    .split("\n")
    .map((l) => /^\s*(\w+)\s+(?:-->|-\.->|-\.\s+(.+?)\s+\.->)\s+(\w+);$/.exec(l))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ from: m[1]!, to: m[3]!, label: m[2] ? m[2].replace(/&nbsp;/g, "").trim() : null }));
}

describe("docs/architecture.md", () => {
  it("is up to date with the compiled graphs (run `npm run docs:graph` to rewrite it)", () => {
    expect(renderGenerated(doc)).toBe(doc);
    for (const [name, body] of Object.entries(generatedBlocks())) expect(block(name)).toBe(body);
  });

  it("draws the planner as the transition table: every edge a hand-over of the table, and all of them", () => {
    const drawn = mermaidEdges(block("planner-diagram"));
    const table = controllerEdges();
    expect(drawn.filter((e) => e.from === "__start__")).toEqual([{ from: "__start__", to: "perceive", label: null }]);
    const key = (e: { from: string; to: string }) => `${e.from}>${e.to}`;
    expect(drawn.filter((e) => e.from !== "__start__").map(key).sort()).toEqual(table.map(key).sort());
    for (const e of drawn.filter((d) => d.from !== "__start__")) {
      const t = table.find((x) => key(x) === key(e))!;
      // The label names the events of the table that take this hand-over.
      for (const event of t.events) expect(e.label, key(e)).toContain(event);
    }
    const nodes = plannerNodes(table).length + 2; // with __start__ and __end__
    expect(drawn.length / nodes).toBeLessThanOrEqual(3);
    expect(drawn.length / (nodes - 2)).toBeLessThanOrEqual(3);
  });

  it("draws the medium loop R2 → R3 → R4b → R7 with its way back", () => {
    const drawn = mermaidEdges(block("medium-loop-diagram")).map((e) => `${e.from}>${e.to}`);
    expect(drawn).toEqual(expect.arrayContaining(["__start__>plan", "plan>executeSubtask", "executeSubtask>metaValidate", "metaValidate>solveGradient", "solveGradient>plan", "solveGradient>__end__"]));
  });
});

// ── import rules ──

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? filesUnder(p) : p.endsWith(".ts") ? [p] : [];
  });
}

interface Import {
  file: string;
  target: string;
  typeOnly: boolean;
}

/** Relative imports of every file under src/ and graphs/, resolved to repository paths. */
const IMPORTS: Import[] = ["src", "graphs"].flatMap((top) =>
  filesUnder(join(ROOT, top)).flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(/^(?:import|export)\s+(type\s+)?[^;]*?from\s+"(\.[^"]+)"/gms)].map((m) => ({
      file: relative(ROOT, file),
      target: relative(ROOT, resolve(dirname(file), m[2]!)).replace(/\.js$/, ".ts"),
      typeOnly: Boolean(m[1]),
    })),
  ),
);

const within = (path: string, ...dirs: string[]) => dirs.some((d) => path === d || path.startsWith(`${d}/`) || path === `${d}.ts`);

describe("import rules", () => {
  it("finds the imports it checks", () => {
    expect(IMPORTS.some((i) => i.file === "src/stages/planning-stage-runner.ts" && i.target === "graphs/medium-loop/index.ts")).toBe(true);
  });

  it("src/contracts and src/ggs import only the pure core", () => {
    const bad = IMPORTS.filter((i) => within(i.file, "src/contracts", "src/ggs") && !within(i.target, "src/contracts", "src/ggs", "src/errors", "src/config"));
    expect(bad).toEqual([]);
  });

  it("src/planning, src/ggs and src/contracts import nothing from the models, the store, the server, the roles or graphs/", () => {
    const bad = IMPORTS.filter(
      (i) =>
        within(i.file, "src/planning", "src/ggs", "src/contracts") &&
        within(i.target, "src/models", "src/store", "src/server", "src/roles", "src/tools", "src/app", "graphs"),
    );
    expect(bad).toEqual([]);
  });

  it("graphs/ never imports the store, the server, the models or the tools; the composition root only from the Studio entry", () => {
    const bad = IMPORTS.filter(
      (i) => within(i.file, "graphs") && (within(i.target, "src/store", "src/server", "src/models", "src/tools", "src/cli") || (within(i.target, "src/app") && i.file !== "graphs/planner/studio.ts")),
    );
    expect(bad).toEqual([]);
  });

  it("src/ reaches graphs/ only through the medium loop's index (src/stages), the composition root, and the planner's port types", () => {
    const bad = IMPORTS.filter(
      (i) =>
        within(i.file, "src") &&
        within(i.target, "graphs") &&
        !within(i.file, "src/app") &&
        !(within(i.file, "src/stages") && i.target === "graphs/medium-loop/index.ts") &&
        !(i.typeOnly && i.target === "graphs/planner/deps.ts"),
    );
    expect(bad).toEqual([]);
  });

  it("src/server never imports graphs/", () => {
    expect(IMPORTS.filter((i) => within(i.file, "src/server") && within(i.target, "graphs"))).toEqual([]);
  });
});
