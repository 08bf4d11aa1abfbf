/**
 * The model-backed goal reader against the scripted OpenAI-compatible server: the model's
 * reading is used, a failing model falls back entirely, a contradicting one falls back for
 * exactly the fields it got wrong, and replies reach the model with the same checks.
 */
import { afterEach, describe, expect, it } from "vitest";
import { DELTA_FIELDS, type GoalReading } from "../../src/contracts/index.js";
import { isConfigError } from "../../src/errors.js";
import { createModelGoalReader, type OfflineReader } from "../../src/models/reading/goal-reader.js";
import { modelReaderFromEnv } from "../../src/models/reading/from-env.js";
import { READING_FIELDS } from "../../src/models/reading/merge-reading.js";
import { createOfflineProvider } from "../../src/models/provider.js";
import { DEFAULT_MODEL_SETTINGS } from "../../src/models/settings.js";
import { FakeOpenAIServer, errorReply, toolReply } from "../fixtures/openai-server.js";
import { fixedOfflineReader, forcedTool, harness, lastUserText, prompts, sampleReading, type Harness } from "./helpers.js";

const NOW = { now: "2026-01-05T09:00:00", timezone: "Europe/Berlin" }; // a Monday
const cadence = (count: number, per: "day" | "week" | "month") => ({ count, per, interval: 1, nth_weekday: null, month_day: null });

let h: Harness;
let extra: FakeOpenAIServer | null = null;
afterEach(async () => {
  await h?.server.close();
  await extra?.close();
  extra = null;
});

/** A complete, valid reading as a model would send it; tests override what they need. */
function modelArgs(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { language: "en", title: "A goal", pattern: { type: "milestone_project", subtype: "generic_project", confidence: 0.7 }, sources: {}, ...overrides };
}

function reader(offline: OfflineReader, allowProposals = true) {
  return createModelGoalReader({ ctx: h.ctx, offline, allowProposals });
}

// ── The model's reading is used ──────────────────────────────────────────────────────────────

const EXAM = "Pass the JLPT N3 on 6 December. Study 30 minutes every evening.";
const examOffline = sampleReading({
  title: "Pass the JLPT N3",
  pattern: { type: "progressive_accumulation_arc", subtype: "skill_learning", confidence: 0.4 },
  cadence: cadence(1, "day"),
  windows: [{ days: null, start: "17:00", end: "22:00" }],
  session_minutes: 30,
  sources: { cadence: "every evening", windows: "every evening", session_minutes: "30 minutes" },
});
const examModel = modelArgs({
  title: "Pass the JLPT N3",
  pattern: { type: "progressive_accumulation_arc", subtype: "exam_preparation", confidence: 0.9 },
  deadline: "2026-12-06",
  cadence: cadence(1, "day"),
  windows: [{ start: "17:00", end: "22:00" }],
  session_minutes: 30,
  items: [{ title: "JLPT N3" }],
  sources: { deadline: "on 6 December", cadence: "every evening", windows: "every evening", session_minutes: "30 minutes" },
});

describe("the model's reading is used", () => {
  it("a pattern and deadline the offline reader did not read come from the model", async () => {
    h = await harness();
    h.server.enqueue(toolReply("record_goal_reading", examModel));
    const offline = fixedOfflineReader(examOffline);
    const r = await reader(offline).readGoal(EXAM, NOW);
    expect(r.failure).toBeNull();
    expect(r.fallbacks).toEqual([]);
    expect(r.reading.reader).toBe("model");
    expect(r.reading.pattern).toEqual({ type: "progressive_accumulation_arc", subtype: "exam_preparation", confidence: 0.9, proposal: null });
    expect(r.reading.deadline).toBe("2026-12-06");
    expect(r.reading.sources.deadline).toBe("on 6 December");
    expect(r.reading.items.map((i) => i.title)).toEqual(["JLPT N3"]);
    expect(offline.calls).toEqual([`goal:${EXAM}`]);

    const req = h.server.chatRequests[0]!.body!;
    expect(forcedTool(req)).toBe("record_goal_reading");
    expect(req.model).toBe("m-standard");
    const user = lastUserText(req);
    expect(user).toContain(`<user_goal>\n${EXAM}\n</user_goal>`);
    expect(user).toContain("2026-01-05 09:00 (Monday), time zone Europe/Berlin");
    // The system message is the perceiver prompt with the label list filled in.
    const system = String(req.messages[0]!.content);
    expect(system).toContain("exam_preparation: studying for an exam");
    expect(system).toContain("You are the Perceiver (R1)");
  });

  it("a model that quotes other words than the offline reader found a different statement, and stands", async () => {
    h = await harness();
    const text = "Dress rehearsal on 10 May, the concert is on 24 May. Practise the cello every day.";
    const offline = fixedOfflineReader(sampleReading({ deadline: "2026-05-10", sources: { deadline: "on 10 May" } }));
    h.server.enqueue(toolReply("record_goal_reading", modelArgs({ deadline: "2026-05-24", sources: { deadline: "the concert is on 24 May" } })));
    const r = await reader(offline).readGoal(text, NOW);
    expect(r.reading.deadline).toBe("2026-05-24");
    expect(r.fallbacks).toEqual([]);
  });

  it("a new subtype is proposed in words a person understands, when proposals are allowed", async () => {
    h = await harness();
    const proposing = modelArgs({ pattern: { type: "recurring_cycle", subtype: null, confidence: 0.8, proposal: { name: "beekeeping_season", label: "Beekeeping through the season" } } });
    h.server.enqueue(toolReply("record_goal_reading", proposing), toolReply("record_goal_reading", proposing));
    const offline = fixedOfflineReader(sampleReading());
    const allowed = await reader(offline).readGoal("Look after my two beehives this season", NOW);
    expect(allowed.reading.pattern.proposal).toEqual({ name: "beekeeping_season", label: "Beekeeping through the season" });
    const off = await reader(offline, false).readGoal("Look after my two beehives this season", NOW);
    expect(off.fallbacks).toEqual(["pattern"]);
    expect(off.reading.pattern.subtype).toBe("generic_project");
  });
});

// ── A failing model ──────────────────────────────────────────────────────────────────────────

describe("a failing model falls back entirely to the offline reading", () => {
  const offlineReading = sampleReading({ deadline: "2026-03-30", cadence: cadence(4, "week"), sources: { deadline: "in 12 weeks", cadence: "4 times a week" } });

  it.each([
    ["500s until the retries run out", () => [errorReply(500), errorReply(500), errorReply(500)], "MODEL_SERVER_ERROR", 1],
    ["malformed twice", () => [toolReply("record_goal_reading", "{not json"), toolReply("record_goal_reading", "{still not")], "MODEL_OUTPUT_INVALID", 2],
    ["the wrong shape twice", () => [toolReply("record_goal_reading", { pattern: "run" }), toolReply("record_goal_reading", { language: 1 })], "MODEL_OUTPUT_INVALID", 2],
  ] as const)("%s", async (_name, replies, code, calls) => {
    h = await harness();
    h.server.enqueue(...replies());
    const r = await reader(fixedOfflineReader(offlineReading)).readGoal("Run a half marathon in 12 weeks, 4 times a week", NOW);
    expect(r.failure?.code).toBe(code);
    expect(r.fallbacks).toEqual([...READING_FIELDS]);
    expect(r.reading).toEqual({ ...offlineReading, reader: "offline" });
    expect(r.cost.calls).toBe(calls);
  });

  it("a budget stop makes no call and reads offline", async () => {
    h = await harness({ caps: { sessionUsd: 0.000001, dailyUsd: 10, softTurnUsd: 5 } });
    const r = await reader(fixedOfflineReader(offlineReading)).readGoal("Run a half marathon in 12 weeks, 4 times a week", NOW);
    expect(r.failure?.code).toBe("SESSION_BUDGET");
    expect(r.reading.deadline).toBe("2026-03-30");
    expect(h.server.chatRequests).toHaveLength(0);
  });

  it("with the offline provider there is no model: the offline reading, no calls", async () => {
    h = await harness();
    const r = await createModelGoalReader({ ctx: { provider: createOfflineProvider(DEFAULT_MODEL_SETTINGS), prompts }, offline: fixedOfflineReader(offlineReading) }).readGoal("Run", NOW);
    expect(r).toMatchObject({ reading: offlineReading, fallbacks: [], cost: { calls: 0, cost_usd: 0, model: "offline" } });
    expect(h.server.chatRequests).toHaveLength(0);
  });
});

// ── A contradicting model ────────────────────────────────────────────────────────────────────

const RUN = "Run a half marathon in 12 weeks. I can train 4 times a week, never before 7am, evenings 18:00-21:00, 45 minutes each.";
const runOffline = sampleReading({
  title: "Run a half marathon",
  pattern: { type: "progressive_accumulation_arc", subtype: "endurance_training", confidence: 0.8 },
  deadline: "2026-03-30",
  cadence: cadence(4, "week"),
  not_before: "07:00",
  windows: [{ days: null, start: "18:00", end: "21:00" }],
  session_minutes: 45,
  sources: { deadline: "in 12 weeks", cadence: "4 times a week", not_before: "never before 7am", windows: "evenings 18:00-21:00", session_minutes: "45 minutes each" },
});
const runModel = modelArgs({
  language: "en",
  title: "Half marathon in 12 weeks",
  pattern: { type: "progressive_accumulation_arc", subtype: "endurance_training", confidence: 0.95 },
  deadline: "2026-03-30",
  cadence: cadence(4, "week"),
  not_before: "07:00",
  windows: [{ start: "18:00", end: "21:00" }],
  session_minutes: 45,
  sources: { deadline: "in 12 weeks", cadence: "4 times a week", not_before: "never before 7am", windows: "evenings 18:00–21:00", session_minutes: "45 minutes each" },
});

describe("a contradicting model falls back for exactly the fields it got wrong", () => {
  it("a quote not in the goal, a past date and a window ending before it starts", async () => {
    h = await harness();
    const bad = {
      ...runModel,
      deadline: "2025-03-30",
      cadence: cadence(5, "week"),
      windows: [{ start: "21:00", end: "18:00" }],
      sources: { ...(runModel.sources as object), cadence: "5 times a week" },
    };
    h.server.enqueue(toolReply("record_goal_reading", bad));
    const r = await reader(fixedOfflineReader(runOffline)).readGoal(RUN, NOW);
    expect(r.fallbacks).toEqual(["deadline", "cadence", "windows"]);
    expect(r.reading.reader).toBe("merged");
    expect(r.reading.deadline).toBe("2026-03-30");
    expect(r.reading.cadence).toEqual(cadence(4, "week"));
    expect(r.reading.windows).toEqual([{ days: null, start: "18:00", end: "21:00" }]);
    // What the model read well is kept.
    expect(r.reading.title).toBe("Half marathon in 12 weeks");
    expect(r.reading.pattern.confidence).toBe(0.95);
    expect(r.reasons.deadline).toMatch(/before today/);
    expect(r.reasons.cadence).toMatch(/not in the text: "5 times a week"/);
    expect(r.reasons.windows).toMatch(/ends \(18:00\) before it starts \(21:00\)/);
    // The offline reader found a usable deadline, so there is nothing to ask about.
    expect(r.reading.issues).toEqual([]);
    expect(r.reading.sources.cadence).toBe("4 times a week");
  });

  it("a different value read from the same words as the offline reader is a contradiction", async () => {
    h = await harness();
    h.server.enqueue(toolReply("record_goal_reading", { ...runModel, deadline: "2026-04-02", session_minutes: 60 }));
    const r = await reader(fixedOfflineReader(runOffline)).readGoal(RUN, NOW);
    expect(r.fallbacks).toEqual(["deadline", "session_minutes"]);
    expect(r.reading.deadline).toBe("2026-03-30");
    expect(r.reading.session_minutes).toBe(45);
    expect(r.reasons.deadline).toContain('contradicts what "in 12 weeks" states');
  });

  it("a stated constraint the model left out, or set without quoting the goal, is the offline reader's", async () => {
    h = await harness();
    const { sources } = runModel as { sources: Record<string, string> };
    h.server.enqueue(toolReply("record_goal_reading", { ...runModel, not_before: null, sources: { ...sources, session_minutes: undefined, not_before: undefined } }));
    const r = await reader(fixedOfflineReader(runOffline)).readGoal(RUN, NOW);
    expect(r.fallbacks).toEqual(["not_before", "session_minutes"]);
    expect(r.reading.not_before).toBe("07:00");
    expect(r.reasons.session_minutes).toMatch(/quoted no words/);
  });

  it("implausible values fall back: 40 sessions a week, 15-hour sessions, an unknown subtype, a quote-less pattern", async () => {
    h = await harness();
    h.server.enqueue(
      toolReply("record_goal_reading", {
        ...runModel,
        cadence: cadence(40, "week"),
        session_minutes: 900,
        pattern: { type: "progressive_accumulation_arc", subtype: "marathon_stuff", confidence: 0.9 },
        language: "english",
      }),
    );
    const r = await reader(fixedOfflineReader(runOffline)).readGoal(RUN, NOW);
    expect(r.fallbacks).toEqual(["language", "pattern", "cadence", "session_minutes"]);
    expect(r.reading.pattern.subtype).toBe("endurance_training");
  });

  it.each([
    ["a past date becomes a PAST_DATE issue, not 'no deadline'", "2025-03-01", /before today/],
    ["a date moved out of the year the text states is not a reading of it", "2026-03-01", /not in the year the text states \(2025\)/],
  ])("%s", async (_name, deadline, reason) => {
    h = await harness();
    const text = "Finish the thesis by 1 March 2025.";
    h.server.enqueue(toolReply("record_goal_reading", modelArgs({ deadline, sources: { deadline: "by 1 March 2025" } })));
    const r = await reader(fixedOfflineReader(sampleReading())).readGoal(text, NOW);
    expect(r.fallbacks).toEqual(["deadline"]);
    expect(r.reading.deadline).toBeNull();
    expect(r.reasons.deadline).toMatch(reason);
    if (deadline === "2025-03-01") expect(r.reading.issues).toEqual([expect.objectContaining({ code: "PAST_DATE", field: "deadline", phrase: "by 1 March 2025" })]);
  });

  it("the model's own PAST_DATE issue is kept when its phrase is in the goal, dropped when it is not", async () => {
    h = await harness();
    const text = "Finish the thesis by 1 March 2025.";
    h.server.enqueue(
      toolReply(
        "record_goal_reading",
        modelArgs({
          issues: [
            { code: "PAST_DATE", field: "deadline", phrase: "by 1 March 2025", message: "1 March 2025 has passed" },
            { code: "CONFLICT", field: "cadence", phrase: "every day but never", message: "invented" },
          ],
        }),
      ),
    );
    const r = await reader(fixedOfflineReader(sampleReading())).readGoal(text, NOW);
    expect(r.reading.issues).toEqual([{ code: "PAST_DATE", field: "deadline", phrase: "by 1 March 2025", message: "1 March 2025 has passed" }]);
    expect(r.reading.reader).toBe("model");
  });
});

// ── Replies ──────────────────────────────────────────────────────────────────────────────────

describe("replies reach the model and its delta is checked", () => {
  const current: GoalReading = { ...runOffline };

  it("a change request the offline reader did not understand is read by the model", async () => {
    h = await harness();
    const reply = "only 3 times a week, and mornings instead";
    const offline = fixedOfflineReader(runOffline, { parts: [{ text: reply, field: null, status: "not_understood" }] });
    h.server.enqueue(
      toolReply("record_reading_change", {
        parts: [
          { text: "only 3 times a week", field: "cadence", status: "applied" },
          { text: "mornings instead", field: "windows", status: "applied" },
        ],
        set: { cadence: { count: 3, per: "week" }, windows: [{ start: "06:00", end: "12:00" }] },
      }),
    );
    const r = await reader(offline).readReply(reply, current, NOW);
    expect(r.failure).toBeNull();
    expect(r.fallbacks).toEqual([]);
    expect(r.delta.set).toEqual({ cadence: cadence(3, "week"), windows: [{ days: null, start: "06:00", end: "12:00" }] });
    expect(r.delta.parts.map((p) => [p.field, p.status])).toEqual([
      ["cadence", "applied"],
      ["windows", "applied"],
    ]);
    const req = h.server.chatRequests[0]!.body!;
    expect(forcedTool(req)).toBe("record_reading_change");
    const user = lastUserText(req);
    expect(user).toContain(`<user_reply>\n${reply}\n</user_reply>`);
    expect(user).toMatch(/<current_reading>[\s\S]*"count": 4[\s\S]*<\/current_reading>/);
    expect(offline.calls).toEqual([`reply:${reply}`]);
  });

  it("values a plan cannot hold become not_possible parts; invented quotes are not applied", async () => {
    h = await harness();
    const reply = "sessions of 15 hours, push the deadline to 1 May 2025, and make it more fun";
    h.server.enqueue(
      toolReply("record_reading_change", {
        parts: [
          { text: "sessions of 15 hours", field: "session_minutes", status: "applied" },
          { text: "push the deadline to 1 May 2025", field: "deadline", status: "applied" },
          { text: "every day at 6", field: "fixed_times", status: "applied" },
          { text: "make it more fun", field: null, status: "not_understood" },
        ],
        set: { session_minutes: 900, deadline: "2025-05-01", fixed_times: [{ time: "06:00" }] },
      }),
    );
    const r = await reader(fixedOfflineReader(runOffline)).readReply(reply, current, NOW);
    expect(r.delta.set).toEqual({});
    expect(r.delta.clear).toEqual([]);
    expect(r.delta.parts.map((p) => [p.text, p.status])).toEqual([
      ["push the deadline to 1 May 2025", "not_possible"],
      ["sessions of 15 hours", "not_possible"],
      ["make it more fun", "not_understood"],
    ]);
    expect(r.delta.parts[0]!.note).toMatch(/before today/);
  });

  it("a change read differently from the same words as the offline reader falls back to the offline reading", async () => {
    h = await harness();
    const reply = "3 fois par semaine, pas le vendredi";
    const offline = fixedOfflineReader(runOffline, {
      set: { cadence: cadence(3, "week") },
      parts: [{ text: "3 fois par semaine", field: "cadence", status: "applied" }, { text: "pas le vendredi", field: null, status: "not_understood" }],
    });
    h.server.enqueue(
      toolReply("record_reading_change", {
        parts: [
          { text: "3 fois par semaine", field: "cadence", status: "applied" },
          { text: "pas le vendredi", field: "days", status: "applied" },
        ],
        set: { cadence: { count: 2, per: "week" }, days: ["MO", "TU", "WE", "TH", "SA", "SU"] },
      }),
    );
    const r = await reader(offline).readReply(reply, current, NOW);
    expect(r.fallbacks).toEqual(["cadence"]);
    expect(r.delta.set).toEqual({ cadence: cadence(3, "week"), days: ["MO", "TU", "WE", "TH", "SA", "SU"] });
    // The model understood "pas le vendredi"; the offline reader's not_understood for it is gone.
    expect(r.delta.parts.map((p) => [p.text, p.field, p.status])).toEqual([
      ["3 fois par semaine", "cadence", "applied"],
      ["pas le vendredi", "days", "applied"],
    ]);
  });

  it("a clear needs words of the reply behind it", async () => {
    h = await harness();
    h.server.enqueue(toolReply("record_reading_change", { parts: [{ text: "any time is fine", field: "not_before", status: "applied" }], clear: ["not_before", "windows"] }));
    const r = await reader(fixedOfflineReader(runOffline)).readReply("any time is fine", current, NOW);
    expect(r.delta.clear).toEqual(["not_before"]);
  });

  it("a failing model leaves the offline delta, every field a fallback", async () => {
    h = await harness();
    h.server.enqueue(errorReply(503), errorReply(503), errorReply(503));
    const offline = fixedOfflineReader(runOffline, { set: { session_minutes: 30 }, parts: [{ text: "30 minutes", field: "session_minutes", status: "applied" }] });
    const r = await reader(offline).readReply("30 minutes", current, NOW);
    expect(r.failure?.code).toBe("MODEL_SERVER_ERROR");
    expect(r.delta.set).toEqual({ session_minutes: 30 });
    expect(r.fallbacks).toEqual([...DELTA_FIELDS]);
  });
});

// ── Cost ─────────────────────────────────────────────────────────────────────────────────────

describe("cost", () => {
  it("every call is charged to the budget and reported with the reading", async () => {
    h = await harness({ settings: { prices: { "m-standard": { input: 1, output: 2 } } }, caps: { sessionUsd: 10, dailyUsd: 10, softTurnUsd: 5 } });
    h.server.enqueue(
      toolReply("record_goal_reading", "{broken", { prompt_tokens: 1_000, completion_tokens: 500 }),
      toolReply("record_goal_reading", examModel, { prompt_tokens: 1_000, completion_tokens: 500 }),
      toolReply("record_reading_change", { parts: [{ text: "30 minutes", field: "session_minutes", status: "applied" }], set: { session_minutes: 30 } }, { prompt_tokens: 400, completion_tokens: 100 }),
    );
    const rd = reader(fixedOfflineReader(examOffline));
    const g = await rd.readGoal(EXAM, NOW);
    expect(g.cost).toMatchObject({ model: "m-standard", calls: 2, usage: { input_tokens: 2_000, output_tokens: 1_000 } });
    expect(g.cost.cost_usd).toBeCloseTo(0.004, 10);
    const rr = await rd.readReply("30 minutes", g.reading, NOW);
    expect(rr.cost.cost_usd).toBeCloseTo(0.0006, 10);
    expect(h.budget!.snapshot().session_usd).toBeCloseTo(0.0046, 10);
  });
});

// ── The evaluation's hook ────────────────────────────────────────────────────────────────────

describe("modelReaderFromEnv", () => {
  const instant = { retryDeps: { sleep: async () => {}, random: () => 0.5, now: Date.now } };

  it("builds the reader from the service's settings", async () => {
    h = await harness();
    extra = await FakeOpenAIServer.start();
    extra.enqueue(toolReply("record_goal_reading", examModel));
    const env = { GOALGRAPH_MODEL_PROVIDER: "openai", OPENAI_BASE_URL: extra.baseUrl, GOALGRAPH_MODEL: "m-env", GOALGRAPH_MODEL_PRICES: '{"m-env":{"input":1,"output":2}}' };
    const rd = modelReaderFromEnv(fixedOfflineReader(examOffline), { env, provider: instant });
    expect(rd?.model).toBe("m-env");
    const r = await rd!.readGoal(EXAM, NOW);
    expect(r.reading.pattern.subtype).toBe("exam_preparation");
    expect(extra.chatRequests[0]!.body!.model).toBe("m-env");
    expect(rd!.spentUsd()).toBeCloseTo(r.cost.cost_usd, 10);
    expect(rd!.spentUsd()).toBeGreaterThan(0);
  });

  it("is null offline and refuses a configuration the service would refuse", () => {
    expect(modelReaderFromEnv(fixedOfflineReader(examOffline), { env: {} })).toBeNull();
    let err: unknown;
    try {
      modelReaderFromEnv(fixedOfflineReader(examOffline), { env: { GOALGRAPH_MODEL_PROVIDER: "openai" } });
    } catch (e) {
      err = e;
    }
    expect(isConfigError(err)).toBe(true);
    expect(String((err as Error).message)).toContain("OPENAI_API_KEY");
  });
});
