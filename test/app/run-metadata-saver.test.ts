import { MemorySaver, emptyCheckpoint } from "@langchain/langgraph-checkpoint";
import { describe, expect, it } from "vitest";
import { RunMetadataSaver } from "../../src/app/run-metadata-saver.js";

describe("RunMetadataSaver", () => {
  it("stamps the run's metadata and configurable, not the per-task keys LangGraph adds for a nested graph", async () => {
    const saver = new RunMetadataSaver(new MemorySaver());
    const config = {
      configurable: { thread_id: "t1", checkpoint_ns: "draftStage:abc", user_key: "u" },
      metadata: {
        run_id: "r1",
        graph_id: "planner",
        ls_integration: "langgraph",
        langgraph_step: 3,
        langgraph_node: "draftStage",
        langgraph_path: ["__pregel_pull", "draftStage"],
        langgraph_checkpoint_ns: "draftStage:abc",
        checkpoint_ns: "draftStage:abc",
      },
    };
    const cp = emptyCheckpoint();
    await saver.put(config, cp, { source: "loop", step: 0, parents: { "": "p0" } }, {});
    const tuple = await saver.getTuple({ configurable: { thread_id: "t1", checkpoint_ns: "draftStage:abc", checkpoint_id: cp.id } });
    expect(tuple?.metadata).toEqual({ run_id: "r1", graph_id: "planner", user_key: "u", source: "loop", step: 0, parents: { "": "p0" } });
  });
});
