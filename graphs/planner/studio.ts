/**
 * Entry point for langgraph.json (LangGraph CLI / Studio): the planner graph over the default
 * runtime's ports (SQLite app tables, offline model), compiled WITHOUT a checkpointer because
 * the LangGraph server brings its own persistence.
 */
import { createRuntime } from "../../src/app/runtime.js";
import { loadConfig } from "../../src/config.js";
import { buildPlannerGraph } from "./graph.js";

export async function graph() {
  const runtime = await createRuntime(loadConfig(), { auditor: false });
  return buildPlannerGraph(runtime.plannerDeps).compile({ name: "planner" });
}
