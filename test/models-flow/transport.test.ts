/**
 * Transport trouble on the running planner, through the full graph: a malformed reply repaired on
 * the second try, a 429 with retry-after followed by success, and a hanging response cut by the
 * per-call timeout — each ends in a normal plan, and the server saw exactly the extra calls.
 */
import { afterEach, describe, expect, it } from "vitest";
import { completion, errorReply, type ScriptedReply } from "../fixtures/openai-server.js";
import { good, interruptsOf, HALF_MARATHON, startModelFlow, type ModelFlow } from "./helpers.js";

let f: ModelFlow | undefined;
afterEach(async () => {
  await f?.close();
  f = undefined;
});

const malformed: ScriptedReply = { body: completion({ toolCalls: [{ name: "record_verdicts", args: '{"verdicts": [ {"criterion_index": 0, "verd' }] }) };

describe("transport trouble through the whole planner", () => {
  it("a malformed judge reply is repaired on the second try (the error is fed back) and the plan proceeds", async () => {
    f = await startModelFlow({ validator: (req, n) => (n === 0 ? malformed : good.validator(req)) });
    const out = await f.rt.planner.invoke(HALF_MARATHON, { configurable: { thread_id: "repair" } });
    expect(out.stage).toBe("SEEK_APPROVAL");
    const judged = f.server.chatRequests.filter((r) => JSON.stringify(r.body).includes("record_verdicts"));
    // The repair request is the original conversation plus one message feeding the error back.
    const [first, repair] = [judged[0]!.body!.messages as { content: unknown }[], judged[1]!.body!.messages as { content: unknown }[]];
    expect(repair.length).toBe(first.length + 1);
    expect(JSON.stringify(repair.at(-1))).not.toBe(JSON.stringify(first.at(-1)));
    // Only the first stage needed one extra call; no stage was replanned for it.
    expect(out.loss_history.map((p) => p.transition)).toEqual(["init→accept", "init→accept", "init→accept"]);
    expect((await interruptsOf(f.rt, "repair"))[0]?.kind).toBe("approval");
  });

  it("429 with retry-after, then success: the call is retried once and the plan proceeds", async () => {
    f = await startModelFlow({ executor: (req, n) => (n === 0 ? errorReply(429, "slow down", { "retry-after": "0" }) : good.executor(req)) });
    const out = await f.rt.planner.invoke(HALF_MARATHON, { configurable: { thread_id: "rate" } });
    expect(out.stage).toBe("SEEK_APPROVAL");
    expect(out.loss_history.map((p) => p.transition)).toEqual(["init→accept", "init→accept", "init→accept"]);
    expect(f.count("executor")).toBe(4); // three stages, one retried call
  });

  it("a hanging response is cut by the per-call timeout and retried; the plan proceeds", async () => {
    f = await startModelFlow({ solver: (req, n) => (n === 0 ? { kind: "hang" } : good.solver(req)) }, {}, { GOALGRAPH_MODEL_TIMEOUT_MS: "300" });
    const t0 = Date.now();
    const out = await f.rt.planner.invoke(HALF_MARATHON, { configurable: { thread_id: "hang" } });
    expect(out.stage).toBe("SEEK_APPROVAL");
    expect(f.count("solver")).toBe(4);
    expect(Date.now() - t0).toBeLessThan(15_000);
  });
});
