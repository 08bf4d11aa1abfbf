/** Builds a real openai provider against the scripted fake server, with recorded (instant) sleeps. */
import { BudgetManager, type BudgetCaps } from "../../src/models/budget.js";
import { createOpenAIProvider, type ChatModelProvider } from "../../src/models/provider.js";
import { loadPrompts, type PromptLibrary } from "../../src/models/prompts.js";
import { DEFAULT_MODEL_SETTINGS, type ModelSettings, type Tier } from "../../src/models/settings.js";
import type { ModelContext } from "../../src/models/structured.js";
import type { RetryEvent } from "../../src/models/http.js";
import { FakeOpenAIServer } from "../fixtures/openai-server.js";
import { GoalReading, GoalReadingDelta, type GoalReadingInput, type SubTask } from "../../src/contracts/index.js";
import type { OfflineReader } from "../../src/models/reading/goal-reader.js";
import type { z } from "zod";

type GoalReadingDeltaInput = Partial<z.input<typeof GoalReadingDelta>>;

export const prompts: PromptLibrary = loadPrompts();

export interface Harness {
  server: FakeOpenAIServer;
  provider: ChatModelProvider;
  ctx: ModelContext;
  /** Every wait the retry layer asked for, in ms (sleep resolves at once). */
  sleeps: number[];
  retries: Array<RetryEvent & { model: string }>;
  budget: BudgetManager | undefined;
  /** What the provider announced (each fallback it settled on, once). */
  logs: string[];
}

export interface HarnessOptions {
  settings?: Partial<ModelSettings>;
  tiers?: Record<Tier, string>;
  solver?: string;
  caps?: BudgetCaps;
  /** OPENAI_BASE_URL for the provider; a function gets the server's own (ending in /v1). */
  baseUrl?: string | ((serverBase: string) => string);
}

export const TIERS_3: Record<Tier, string> = { light: "m-light", standard: "m-standard", heavy: "m-heavy" };

export async function harness(opts: HarnessOptions = {}): Promise<Harness> {
  const server = await FakeOpenAIServer.start();
  const sleeps: number[] = [];
  const retries: Harness["retries"] = [];
  const logs: string[] = [];
  const settings: ModelSettings = { ...DEFAULT_MODEL_SETTINGS, timeoutMs: 2_000, deadlineMs: 10_000, ...opts.settings };
  const provider = createOpenAIProvider({
    apiKey: "test-key",
    baseUrl: typeof opts.baseUrl === "function" ? opts.baseUrl(server.baseUrl) : (opts.baseUrl ?? server.baseUrl),
    tiers: opts.tiers ?? TIERS_3,
    solver: opts.solver ?? "m-solver",
    settings,
    retryDeps: {
      sleep: async (ms) => {
        sleeps.push(ms);
      },
      random: () => 0.5,
      now: Date.now,
    },
    onRetry: (e) => retries.push(e),
    log: (line) => logs.push(line),
  });
  const budget = opts.caps
    ? new BudgetManager({ caps: opts.caps, prices: settings.prices, defaultPrice: settings.defaultPrice, expectedOutputTokens: 100, now: Date.now })
    : undefined;
  return { server, provider, ctx: { provider, prompts, budget }, sleeps, retries, budget, logs };
}

/** The text of the last user message of a recorded request. */
export function lastUserText(body: { messages: Array<{ role: string; content: unknown }> } | null): string {
  const users = (body?.messages ?? []).filter((m) => m.role === "user");
  const c = users[users.length - 1]?.content;
  return typeof c === "string" ? c : JSON.stringify(c ?? "");
}

/** The name of the tool a request forces, if any. */
export function forcedTool(body: { tool_choice?: unknown } | null): string | null {
  const tc = body?.tool_choice as { function?: { name?: string } } | undefined;
  return tc?.function?.name ?? null;
}

/** A subtask the executor and router tests run: one verifiable criterion, the outline tool. */
export function sampleSubtask(parentTaskId = "t"): SubTask {
  return {
    subtask_id: "5b0e7c1e-3f53-4a8e-9d51-0a4bde2b6c11",
    parent_task_id: parentTaskId,
    intent: "draft the outline",
    success_criteria: [{ criterion: "has nodes", mode: "verifiable" }],
    context: "",
    deadline: null,
    sequence: 0,
    tool: "generate_outline",
    target: "template",
  };
}

/** A GoalReading with every field defaulted, as the offline reader would return for a bare goal. */
export function sampleReading(overrides: Partial<GoalReadingInput> = {}): GoalReading {
  return GoalReading.parse({
    language: "en",
    title: "A goal",
    pattern: { type: "milestone_project", subtype: "generic_project", confidence: 0.5 },
    deadline: null,
    ...overrides,
  });
}

/**
 * An offline reader that returns fixed readings (the real one lives in src/planning/reading and
 * is merged separately): what matters here is how the model's reading is merged with it.
 */
export function fixedOfflineReader(reading: GoalReading, delta: GoalReadingDeltaInput = {}): OfflineReader & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    readGoal: (text) => {
      calls.push(`goal:${text}`);
      return structuredClone(reading);
    },
    readReply: (text) => {
      calls.push(`reply:${text}`);
      // Built by hand: GoalReadingDelta.parse would fill every absent `set` key with its default.
      return { set: (delta.set ?? {}) as GoalReadingDelta["set"], clear: delta.clear ?? [], parts: (delta.parts ?? []).map((p) => ({ note: "", ...p })) };
    },
  };
}
