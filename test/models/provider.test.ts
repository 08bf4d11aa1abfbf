import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import { InteractionPolicy, PatternSpec } from "../../src/contracts/index.js";
import { isConfigError } from "../../src/errors.js";
import { checkModelConfig, createModelProvider } from "../../src/models/provider.js";
import { fixedOfflineReader, prompts, sampleReading } from "./helpers.js";
import { elicitContextWithModel, judgePlausibleCriteria } from "../../src/models/roles.js";
import { createModelGoalReader } from "../../src/models/reading/goal-reader.js";
import { solveWithModel } from "../../src/models/solver.js";
import { DEFAULT_MODEL_SETTINGS, parseModelSettings } from "../../src/models/settings.js";

const codes = (env: Record<string, string>, settingsEnv: Record<string, string> = {}) =>
  checkModelConfig(loadConfig(env).model, parseModelSettings(settingsEnv)).problems.map((p) => `${p.severity}:${p.code}:${p.variable}`);

describe("checkModelConfig", () => {
  it("offline with defaults is fine", () => {
    expect(checkModelConfig(loadConfig({}).model, DEFAULT_MODEL_SETTINGS)).toEqual({ ok: true, problems: [] });
  });

  it("openai without key and base URL, and without model names, says exactly what is missing", () => {
    expect(codes({ GOALGRAPH_MODEL_PROVIDER: "openai" })).toEqual([
      "error:MODEL_NO_CREDENTIALS:OPENAI_API_KEY",
      "error:MODEL_TIER_UNSET:GOALGRAPH_MODEL_LIGHT",
      "error:MODEL_TIER_UNSET:GOALGRAPH_MODEL_STANDARD",
      "error:MODEL_TIER_UNSET:GOALGRAPH_MODEL_HEAVY",
      "error:MODEL_SOLVER_UNSET:GOALGRAPH_SOLVER_MODEL",
    ]);
  });

  it("a base URL without a key is enough (local servers); unpriced models are warnings", () => {
    const out = codes({ GOALGRAPH_MODEL_PROVIDER: "openai", OPENAI_BASE_URL: "http://127.0.0.1:11434/v1", GOALGRAPH_MODEL: "llama3.1" });
    expect(out).toEqual(["warning:MODEL_PRICE_UNKNOWN:GOALGRAPH_MODEL_PRICES"]);
  });

  it("role tiers name only roles that call a model (R2 is code: no planner tier)", () => {
    expect(parseModelSettings({ GOALGRAPH_MODEL_ROLE_TIERS: '{"summarizer":"standard","meta_validator":"heavy"}' }).roleTiers).toEqual({ summarizer: "standard", meta_validator: "heavy" });
    // A retired role is dropped with a warning (old deployments keep starting); an unknown one is an error.
    expect(parseModelSettings({ GOALGRAPH_MODEL_ROLE_TIERS: '{"planner":"heavy","summarizer":"light"}' }).roleTiers).toEqual({ summarizer: "light" });
    expect(() => parseModelSettings({ GOALGRAPH_MODEL_ROLE_TIERS: '{"plannr":"heavy"}' })).toThrow(/GOALGRAPH_MODEL_ROLE_TIERS/);
  });

  it("createModelProvider refuses a broken configuration with a ConfigError listing the codes", () => {
    try {
      createModelProvider(loadConfig({ GOALGRAPH_MODEL_PROVIDER: "openai" }).model, DEFAULT_MODEL_SETTINGS);
      expect.unreachable();
    } catch (e) {
      expect(isConfigError(e)).toBe(true);
      expect((e as Error).message).toContain("MODEL_NO_CREDENTIALS");
    }
  });
});

describe("parseModelSettings", () => {
  it("reads every variable", () => {
    const s = parseModelSettings({
      GOALGRAPH_MODEL_PRICES: '{"gpt-4o":{"input":2.5,"output":10}}',
      GOALGRAPH_MODEL_TIMEOUT_MS: "1500",
      GOALGRAPH_SOLVER_FALLBACKS: "a, b,,c",
      GOALGRAPH_MODEL_TOOL_CHOICE: "required",
      GOALGRAPH_MODEL_TEMPERATURE: "0",
    });
    expect(s.prices["gpt-4o"]).toEqual({ input: 2.5, output: 10 });
    expect(s.timeoutMs).toBe(1_500);
    expect(s.solverFallbacks).toEqual(["a", "b", "c"]);
    expect(s.toolChoice).toBe("required");
    expect(s.temperature).toBe(0);
  });

  it("names the bad variable", () => {
    expect(() => parseModelSettings({ GOALGRAPH_MODEL_MAX_RETRIES: "5" })).toThrow(/GOALGRAPH_MODEL_MAX_RETRIES/);
    expect(() => parseModelSettings({ GOALGRAPH_MODEL_PRICES: "{nope" })).toThrow(/GOALGRAPH_MODEL_PRICES: not JSON/);
    expect(() => parseModelSettings({ GOALGRAPH_MODEL_PRICES: '{"m":{"input":-1,"output":1}}' })).toThrow(/GOALGRAPH_MODEL_PRICES at m.input/);
  });
});

describe("offline provider", () => {
  const ctx = { provider: createModelProvider(loadConfig({}).model, DEFAULT_MODEL_SETTINGS), prompts };
  const opts = { now: "2026-01-05T09:00:00", timezone: "Europe/Berlin" };

  it("model-backed functions fall back to the offline implementations at zero cost", async () => {
    const reading = sampleReading({ deadline: "2026-03-30" });
    const reader = createModelGoalReader({ ctx, offline: fixedOfflineReader(reading) });
    expect(reader.kind).toBe("offline");
    const r = await reader.readGoal("Run a half marathon in 12 weeks", opts);
    expect(r).toEqual({ reading, fallbacks: [], reasons: {}, cost: { model: "offline", usage: { input_tokens: 0, output_tokens: 0, estimated: false }, cost_usd: 0, calls: 0 }, failure: null });
    const noRhythm = sampleReading({ cadence: null, days: null, fixed_times: [] });
    const el = await elicitContextWithModel(ctx, noRhythm, PatternSpec.parse({ pattern_type: "recurring_cycle", subtype: "habit_routine" }), InteractionPolicy.parse({}));
    expect(el).toMatchObject({ ok: true, model: "offline", cost_usd: 0, calls: 0, value: { missing: ["cadence"], questions: [{ field: "cadence" }] } });
  });

  it("roles with no offline implementation fail loudly with MODEL_OFFLINE", async () => {
    const sub = { subtask_id: "5b0e7c1e-3f53-4a8e-9d51-0a4bde2b6c11", parent_task_id: "t", intent: "i", success_criteria: [{ criterion: "c", mode: "plausible" as const }], context: "", deadline: null, sequence: 0 };
    const j = await judgePlausibleCriteria(ctx, sub, {}, sub.success_criteria);
    expect(!j.ok && j.code).toBe("MODEL_OFFLINE");
  });

  it("the solver uses the deterministic classifier offline", async () => {
    const v = await solveWithModel(ctx, { text: "done", tool_calls: [{ tool: "x", target: null, ok: true, output: 1 }], output: 1, model: "offline" }, { unit: "u" });
    expect(v).toMatchObject({ classification: "complete", source: "offline" });
  });
});
