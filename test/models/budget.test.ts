import { HumanMessage } from "@langchain/core/messages";
import { afterEach, describe, expect, it } from "vitest";
import { BudgetManager } from "../../src/models/budget.js";
import { isBudgetStop } from "../../src/models/errors.js";
import { chargedCall } from "../../src/models/structured.js";
import { CONSERVATIVE_DEFAULT_PRICE } from "../../src/models/settings.js";
import { textReply } from "../fixtures/openai-server.js";
import { harness, type Harness } from "./helpers.js";

const price = { "m-light": { input: 1_000, output: 1_000 } }; // $1 per 1k tokens: easy arithmetic

function manager(now: () => number, caps = { sessionUsd: 2, dailyUsd: 5, softTurnUsd: 0.3 }) {
  return new BudgetManager({ caps, prices: price, defaultPrice: CONSERVATIVE_DEFAULT_PRICE, expectedOutputTokens: 100, now });
}

describe("BudgetManager", () => {
  it("records per-call cost from usage and returns it", () => {
    const b = manager(() => 0);
    expect(b.record("m-light", { input_tokens: 200, output_tokens: 100 })).toBeCloseTo(0.3, 10);
    expect(b.snapshot()).toMatchObject({ session_usd: 0.3, turn_usd: 0.3, daily_usd: 0.3, calls: 1, input_tokens: 200, output_tokens: 100 });
  });

  it("an unknown model is charged the conservative default price and flagged", () => {
    const b = manager(() => 0);
    const cost = b.record("mystery", { input_tokens: 1_000_000, output_tokens: 0 });
    expect(cost).toBe(CONSERVATIVE_DEFAULT_PRICE.input);
    expect(b.snapshot().unpriced_models).toEqual(["mystery"]);
    expect(b.estimate("mystery", 400).default_price).toBe(true);
  });

  it("estimate: ~4 chars per token in, expected output out", () => {
    const e = manager(() => 0).estimate("m-light", 4_000);
    expect(e).toMatchObject({ input_tokens: 1_000, output_tokens: 100, default_price: false });
    expect(e.cost_usd).toBeCloseTo(1.1, 10);
  });

  it("soft per-turn ceiling → summarize and ask; a new turn clears it", () => {
    const b = manager(() => 0);
    b.record("m-light", { input_tokens: 310, output_tokens: 0 });
    expect(b.check()).toMatchObject({ action: "summarize_and_ask", reason: "TURN_SOFT_CEILING" });
    b.startTurn();
    expect(b.check()).toEqual({ action: "proceed" });
  });

  it("session and daily caps stop with their reason codes; the day rolls over", () => {
    let now = Date.parse("2026-01-05T10:00:00Z");
    const b = manager(() => now, { sessionUsd: 100, dailyUsd: 1, softTurnUsd: 100 });
    b.record("m-light", { input_tokens: 900, output_tokens: 0 });
    expect(b.check(0.2)).toMatchObject({ action: "stop", code: "DAILY_BUDGET" });
    now += 24 * 3600_000;
    expect(b.check(0.2)).toEqual({ action: "proceed" });
    const s = manager(() => now, { sessionUsd: 1, dailyUsd: 100, softTurnUsd: 100 });
    s.record("m-light", { input_tokens: 900, output_tokens: 0 });
    expect(s.check(0.2)).toMatchObject({ action: "stop", code: "SESSION_BUDGET" });
  });

  it("the snapshot is plain JSON and restores the same state", () => {
    const b = manager(() => 0);
    b.record("m-light", { input_tokens: 100, output_tokens: 100 });
    const json = JSON.parse(JSON.stringify(b.snapshot()));
    const restored = new BudgetManager({ caps: { sessionUsd: 2, dailyUsd: 5, softTurnUsd: 0.3 }, prices: price, defaultPrice: CONSERVATIVE_DEFAULT_PRICE, expectedOutputTokens: 100, now: () => 0, snapshot: json });
    expect(restored.snapshot()).toEqual(b.snapshot());
  });
});

describe("budget enforced before calls (real HTTP)", () => {
  let h: Harness;
  afterEach(async () => h?.server.close());

  it("the session cap stops further calls: no request reaches the server", async () => {
    h = await harness({ settings: { prices: { "m-light": { input: 100, output: 100 } } }, caps: { sessionUsd: 0.05, dailyUsd: 5, softTurnUsd: 5 } });
    h.server.fallback = () => textReply("ok", { prompt_tokens: 300, completion_tokens: 100 });
    const first = await chargedCall(h.ctx, "m-light", [new HumanMessage("hi")]);
    expect(first.ok && first.cost_usd).toBeCloseTo(0.04, 10);
    const second = await chargedCall(h.ctx, "m-light", [new HumanMessage("hi")]);
    expect(second.ok).toBe(false);
    if (second.ok) return;
    expect(second.failure.code).toBe("SESSION_BUDGET");
    expect(isBudgetStop(second.failure)).toBe(true);
    expect(h.server.chatRequests).toHaveLength(1);
  });
});
