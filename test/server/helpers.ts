/** Test wiring: a config with optional API keys, the approval graph under "planner", a fake plan port. */
import { loadConfig } from "../../src/config.js";
import { buildApp, type AppDeps } from "../../src/server/app.js";
import { staticGraphRegistry, type PlanPort, type PlanView } from "../../src/server/service-ports.js";
import { buildApprovalGraph } from "./fixtures/approval-graph.js";

export const KEY_ALICE = "alice-key-123456";
export const KEY_BOB = "bob-key-1234567";

export function testConfig(env: Record<string, string> = {}) {
  return loadConfig({ GOALGRAPH_LOG_LEVEL: "silent", ...env });
}

/** Projects the approval graph's state to the plan view. */
export const fakePlanPort: PlanPort = {
  graphId: "planner",
  toInput: (req) => ({ goal: req.goal }),
  async planView(_threadId, state): Promise<PlanView> {
    const v = state.values as { status?: string; version?: number };
    const kind = state.interrupts[0]?.kind;
    const status = v.status === "complete" ? "complete" : kind === "clarification" ? "needs_clarification" : kind ? "awaiting_reply" : "running";
    return {
      status,
      stage: v.status ?? null,
      pattern: null,
      outline: v.version ? { version: v.version } : null,
      roadmap: null,
      schedule: { blocks: v.status === "complete" ? [{ task_id: "t1", start: "2025-01-06T07:00:00Z", end: "2025-01-06T08:00:00Z" }] : [] },
      loss_history: [],
      trace: [],
      cost: { usd: 0 },
    };
  },
};

export async function makeApp(opts: { keys?: string; deps?: Partial<AppDeps>; env?: Record<string, string> } = {}) {
  const env: Record<string, string> = { ...(opts.env ?? {}) };
  if (opts.keys) env.GOALGRAPH_API_KEYS = opts.keys;
  const fixture = buildApprovalGraph();
  const app = await buildApp({
    config: testConfig(env),
    version: "9.9.9",
    graphs: staticGraphRegistry({ planner: fixture.graph }),
    plans: fakePlanPort,
    ...opts.deps,
  });
  return { app, fixture };
}

/** Parse an SSE body into events. */
export function parseSse(body: string): Array<{ id?: string; event: string; data: unknown }> {
  return body
    .split("\n\n")
    .filter((f) => f.trim() && !f.startsWith(":"))
    .map((frame) => {
      const out: { id?: string; event: string; data: unknown } = { event: "", data: null };
      for (const line of frame.split("\n")) {
        const [k, ...rest] = line.split(": ");
        const v = rest.join(": ");
        if (k === "id") out.id = v;
        if (k === "event") out.event = v;
        if (k === "data") out.data = JSON.parse(v);
      }
      return out;
    });
}

