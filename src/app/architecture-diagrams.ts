/**
 * The generated parts of docs/architecture.md: the transition table, and Mermaid diagrams of the
 * compiled planner and of the compiled medium loop (`getGraph().drawMermaid()`). Each lives
 * between `<!-- generated:NAME -->` and `<!-- /generated:NAME -->` markers;
 * `npm run docs:graph` rewrites them, and test/docs/architecture.test.ts fails when the file
 * differs from what the graphs draw now.
 *
 * The graphs are compiled over inert ports (nothing runs; drawing only reads the wiring).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { PlannerDeps } from "../../graphs/planner/deps.js";
import { compilePlannerGraph } from "../../graphs/planner/graph.js";
import { advance, controlLabel, controlStates, eventsFor } from "../../graphs/planner/transitions.js";
import { loadConfig } from "../config.js";
import type { BusMessage } from "../contracts/index.js";
import { createPlanningStageRunner } from "../stages/index.js";

export const ARCHITECTURE_DOC = fileURLToPath(new URL("../../docs/architecture.md", import.meta.url));

function inertDeps(): PlannerDeps {
  const bus = { publish: async (): Promise<BusMessage> => Promise.reject(new Error("drawing only")) };
  const clock = { nowIso: () => "1970-01-01T00:00:00.000Z", nowMs: () => 0 };
  const config = loadConfig({});
  return {
    config,
    stageRunner: createPlanningStageRunner({ bus, clock, caps: config.caps }),
    bus,
    clock,
    taxonomy: { list: async () => [], approve: async () => undefined },
    plans: { save: async () => undefined },
  };
}

/** The transition table as Markdown: one row per control state, its events and where they lead. */
export function transitionTableMarkdown(): string {
  const rows = controlStates()
    .filter((s) => eventsFor(s).length > 0)
    .map((s) => `| ${controlLabel(s)} | ${eventsFor(s).map((e) => `${e} → ${controlLabel(advance(s, e))}`).join("<br>")} |`);
  return ["| state (stage/pending) | event → next state |", "|---|---|", ...rows].join("\n");
}

/** Every generated block, by marker name. */
export function generatedBlocks(): Record<string, string> {
  const planner = compilePlannerGraph(inertDeps());
  const loop = inertDeps().stageRunner.mediumLoop!;
  const mermaid = (text: string) => ["```mermaid", text.trim(), "```"].join("\n");
  return {
    "transition-table": transitionTableMarkdown(),
    "planner-diagram": mermaid(planner.getGraph().drawMermaid()),
    "medium-loop-diagram": mermaid(loop.getGraph().drawMermaid()),
  };
}

export class MissingMarkerError extends Error {
  readonly code = "DOC_MARKER_MISSING";
}

/** `doc` with each generated block replaced by what the graphs draw now. */
export function renderGenerated(doc: string, blocks: Record<string, string> = generatedBlocks()): string {
  let out = doc;
  for (const [name, body] of Object.entries(blocks)) {
    const open = `<!-- generated:${name} -->`;
    const close = `<!-- /generated:${name} -->`;
    const start = out.indexOf(open);
    const end = out.indexOf(close);
    if (start < 0 || end < start) throw new MissingMarkerError(`docs/architecture.md has no ${open} … ${close} block`);
    out = `${out.slice(0, start + open.length)}\n${body}\n${out.slice(end)}`;
  }
  return out;
}

// `npm run docs:graph`: rewrite the generated blocks of docs/architecture.md in place.
if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const doc = readFileSync(ARCHITECTURE_DOC, "utf8");
  const next = renderGenerated(doc);
  if (next !== doc) writeFileSync(ARCHITECTURE_DOC, next);
  process.stdout.write(`${next === doc ? "up to date" : "rewrote"}: ${ARCHITECTURE_DOC}\n`);
}
