/**
 * The stage criteria as code (R4a and R4b both judge with these): pure checks of a stage's
 * artifact against the person's constraints. They re-derive every verdict from the artifact
 * itself — never from what the executor claimed — so a scripted or model executor is judged
 * exactly like the offline one.
 *
 * failure_class: what the approach produced (grammar break, overlap, window or cap breach, a
 * roadmap past the deadline) is logical; what the environment did (a tool error, a calendar with
 * no room for this block length) is environmental; a schedule the person's own constraints make
 * impossible (FREQUENCY_EXCEEDS_ALLOWED_DAYS, NO_ALLOWED_WINDOW, deadline problems) is logical —
 * no tool or target can fix it, so the GGS abandons and the controller escalates.
 */
import type {
  Availability,
  Criterion,
  CriterionVerdict,
  FailureClass,
  Infeasibility,
  OutlineNode,
  PatternSpec,
} from "../contracts/index.js";
import { PlanOutline, Roadmap, Schedule } from "../contracts/index.js";
import { GRAMMAR_RULES, validateOutline } from "../planning/grammar.js";
import { allowedCalendar, nodeCalendar, windowsOnDay } from "../planning/schedule-calendar.js";
import { dayNumber, instantOf, isoWeekStart, wallOf } from "../planning/dates.js";
import type { BusyBlock, DraftStage, StageArtifacts } from "./stage-runner.js";
import { CRITERIA, GRAMMAR_GROUPS, criteriaFor, grammarCriterion, grammarGroupOf, type GrammarGroup } from "./catalogue.js";

/** Why an approach produced no artifact (a tool error or an unusable input). */
export interface StageError {
  code: string;
  message: string;
  tool: string;
  failure_class: FailureClass;
}

/** What one executor pass hands R4a (ExecutionResult.output) and R4b merges. Plain JSON. */
export interface StageOutput {
  kind: "stage_output";
  stage: DraftStage;
  approach: string;
  target: string | null;
  artifacts: StageArtifacts;
  /** ToolResult confidence of the tool that produced the stage's artifact (the "model" part). */
  confidence: number;
  /** Only the RoadmapBuilder knows which constraint it could not meet; carried for the check. */
  roadmapInfeasibility?: Infeasibility | null;
  error: StageError | null;
  notes: string[];
}

export function isStageOutput(x: unknown): x is StageOutput {
  return typeof x === "object" && x !== null && (x as { kind?: unknown }).kind === "stage_output" && typeof (x as { artifacts?: unknown }).artifacts === "object";
}

/** What the checks need besides the artifact. */
export interface CheckEnv {
  intent: string;
  /** The availability after feedback: what the schedule must obey. */
  availability: Availability;
  calendar: BusyBlock[];
  /** The outline the roadmap/schedule were built from (request artifacts). */
  outline: PlanOutline | null;
  fixedPattern?: PatternSpec | null;
}

export interface StageJudgement {
  /** One per stage criterion, in criteriaFor(stage) order. */
  verdicts: CriterionVerdict[];
  /** "rule: message" for what is wrong with the artifact. */
  violations: string[];
  /** Share of verifiable criteria passed (confidence "rules"). */
  rules: number;
  /** The plausible heuristic's score in [0, 1] (confidence "heuristics"). */
  coverage: number;
}

type Check = { pass: boolean; evidence: string; failure_class?: FailureClass };

function verdictOf(c: Criterion, check: Check): CriterionVerdict {
  return check.pass
    ? { criterion: c.criterion, mode: c.mode, verdict: "pass", failure_class: null, evidence: check.evidence }
    : { criterion: c.criterion, mode: c.mode, verdict: "fail", failure_class: check.failure_class ?? "logical", evidence: check.evidence };
}

function finish(stage: DraftStage, checks: Record<string, Check>, violations: string[], coverage: number): StageJudgement {
  const verdicts = criteriaFor(stage).map((c) => verdictOf(c, checks[c.criterion] ?? { pass: false, evidence: "criterion not checked" }));
  const verifiable = verdicts.filter((v) => v.mode === "verifiable");
  const rules = verifiable.length === 0 ? 1 : verifiable.filter((v) => v.verdict === "pass").length / verifiable.length;
  return { verdicts, violations, rules, coverage: Math.max(0, Math.min(1, coverage)) };
}

/** Nothing to judge: every criterion fails with one class and one reason. */
export function failAll(stage: DraftStage, failureClass: FailureClass, evidence: string, violations: string[] = []): StageJudgement {
  const checks = Object.fromEntries(criteriaFor(stage).map((c) => [c.criterion, { pass: false, evidence, failure_class: failureClass }]));
  return finish(stage, checks, violations, 0);
}

const clip = (list: string[], n = 3) => (list.length > n ? [...list.slice(0, n), `… ${list.length - n} more`] : list).join("; ");

// ── Outline ──────────────────────────────────────────────────────────────────────────────────

const STOPWORDS = new Set(
  "about after again along also and any are because been before being between both but can could does doing down during each every few for from further get going had has have having here how into its just more most much my myself need not now off once only other our out over own same should some such than that the their them then there these they this those through too under until very was way were what when where which while who why will with would you your want like make made start first next week weeks month months year years day days time times".split(" "),
);

/** Content words of the intent (≥ 4 letters, no stop words), for the coverage heuristic. */
export function keyTerms(intent: string): string[] {
  const words = intent.toLowerCase().match(/\p{L}[\p{L}'-]*/gu) ?? [];
  return [...new Set(words.filter((w) => w.length >= 4 && !STOPWORDS.has(w)))];
}

/** Share of the intent's key terms that appear in the titles below the root (a crude stem: 5-letter prefix). */
export function intentCoverage(intent: string, outline: PlanOutline): { score: number; missing: string[] } {
  const terms = keyTerms(intent);
  if (terms.length === 0) return { score: 1, missing: [] };
  // The root's title is the intent itself; only what the generator built below it counts.
  const text = outline.nodes.filter((n) => n.id !== outline.root_id).map((n) => n.title.toLowerCase()).join(" \n ");
  const missing = terms.filter((t) => !text.includes(t) && !(t.length >= 6 && text.includes(t.slice(0, 5))));
  return { score: (terms.length - missing.length) / terms.length, missing };
}

export const INTENT_COVERAGE_MIN = 0.5;

function judgeOutline(out: StageOutput, env: CheckEnv): StageJudgement {
  const parsed = PlanOutline.safeParse(out.artifacts.outline);
  if (!parsed.success) return failAll("DRAFT_OUTLINE", "logical", "the approach produced no valid PlanOutline");
  const outline = parsed.data;
  const report = validateOutline(outline);
  const byGroup = new Map<GrammarGroup, string[]>();
  for (const v of report.violations) {
    const rule = GRAMMAR_RULES.find((r) => r.name === v.rule) ?? { name: v.rule };
    const g = grammarGroupOf(rule);
    byGroup.set(g, [...(byGroup.get(g) ?? []), `${v.rule}${v.node_id ? ` @${v.node_id}` : ""}: ${v.message}`]);
  }
  const checks: Record<string, Check> = {};
  for (const g of GRAMMAR_GROUPS) {
    const found = byGroup.get(g) ?? [];
    checks[grammarCriterion(g)] = found.length === 0 ? { pass: true, evidence: `no ${g} violations` } : { pass: false, evidence: clip(found), failure_class: "logical" };
  }
  const violations = report.violations.map((v) => `${v.rule}: ${v.message}`);
  if (env.fixedPattern && outline.pattern.pattern_type !== env.fixedPattern.pattern_type) {
    // The person decided the pattern: an outline of another pattern breaks that decision.
    const why = `outline pattern ${outline.pattern.pattern_type} is not the decided ${env.fixedPattern.pattern_type}`;
    checks[grammarCriterion("pattern_invariants")] = { pass: false, evidence: why, failure_class: "logical" };
    violations.push(`fixed_pattern: ${why}`);
  }
  const cov = intentCoverage(env.intent, outline);
  checks[CRITERIA.outlineCoversIntent] =
    cov.score >= INTENT_COVERAGE_MIN
      ? { pass: true, evidence: `${Math.round(cov.score * 100)}% of the intent's key terms appear in the outline` }
      : { pass: false, evidence: `key terms missing from the outline: ${cov.missing.join(", ")}`, failure_class: "logical" };
  return finish("DRAFT_OUTLINE", checks, violations, cov.score);
}

// ── Roadmap ──────────────────────────────────────────────────────────────────────────────────

function judgeRoadmap(out: StageOutput, env: CheckEnv): StageJudgement {
  const parsed = Roadmap.safeParse(out.artifacts.roadmap);
  if (!parsed.success) return failAll("DRAFT_ROADMAP", "logical", "the approach produced no valid Roadmap");
  const roadmap = parsed.data;
  const outline = env.outline;
  const items = new Map(roadmap.items.map((i) => [i.node_id, i]));
  const violations: string[] = [];
  const checks: Record<string, Check> = {};

  const late = outline?.deadline ? roadmap.items.filter((i) => i.end.slice(0, 10) > outline.deadline!.slice(0, 10)) : [];
  const lateMsgs = late.map((i) => `${i.node_id} ends ${i.end} after the deadline ${outline!.deadline}`);
  const inf = out.roadmapInfeasibility ?? null;
  if (inf) violations.push(`${inf.code}: ${inf.reason}`);
  violations.push(...lateMsgs.map((m) => `deadline: ${m}`));
  checks[CRITERIA.roadmapFeasible] =
    inf === null && late.length === 0
      ? { pass: true, evidence: outline?.deadline ? `every item ends by ${outline.deadline}` : "no deadline; builder found it feasible" }
      : { pass: false, evidence: clip([...(inf ? [`${inf.code}: ${inf.reason}`] : []), ...lateMsgs]), failure_class: "logical" };

  const depProblems = outline ? dependencyProblems(outline.nodes, items) : [];
  violations.push(...depProblems.map((m) => `dependency: ${m}`));
  checks[CRITERIA.roadmapDependencies] =
    depProblems.length === 0
      ? { pass: true, evidence: outline ? "every dependency holds on the roadmap dates" : "no outline to check against" }
      : { pass: false, evidence: clip(depProblems), failure_class: "logical" };

  const nodes = outline?.nodes ?? [];
  const missing = nodes.filter((n) => !items.has(n.id)).map((n) => n.id);
  const coverage = nodes.length === 0 ? (roadmap.items.length > 0 ? 1 : 0) : (nodes.length - missing.length) / nodes.length;
  checks[CRITERIA.roadmapCoversOutline] =
    missing.length === 0 && coverage > 0
      ? { pass: true, evidence: `${roadmap.items.length} items cover the outline` }
      : { pass: false, evidence: `nodes without a roadmap item: ${clip(missing, 5)}`, failure_class: "logical" };
  return finish("DRAFT_ROADMAP", checks, violations, coverage);
}

/**
 * FS/SS/FF/SF with lag on whole local days, in the RoadmapBuilder's terms: items show inclusive
 * ends, so F = end + 1; a one-off milestone is a point whose item shows the day before its
 * instant, so its S = end + 1 as well.
 */
function dependencyProblems(nodes: readonly OutlineNode[], items: Map<string, { start: string; end: string; days?: number | undefined }>): string[] {
  const sf = (n: OutlineNode) => {
    const i = items.get(n.id);
    if (!i) return null;
    const start = dayNumber(i.start.slice(0, 10));
    const end = dayNumber(i.end.slice(0, 10));
    const point = n.level === "milestone" && n.cadence.kind === "one_off" && start === end;
    const S = point ? end + 1 : start;
    // With the exact length the builder reports, a squeezed (zero-length) item reads right too.
    return { S, F: typeof i.days === "number" ? S + i.days : end + 1 };
  };
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const problems: string[] = [];
  for (const succ of nodes) {
    for (const dep of succ.depends_on) {
      const pred = byId.get(dep.node_id);
      const a = pred ? sf(pred) : null;
      const b = sf(succ);
      if (!pred || !a || !b) continue; // a dangling reference is the outline grammar's finding, not the roadmap's
      const lag = dep.lag_days;
      const ok =
        dep.type === "FS" ? b.S >= a.F + lag : dep.type === "SS" ? b.S >= a.S + lag : dep.type === "FF" ? b.F >= a.F + lag : b.F >= a.S + lag;
      if (!ok) problems.push(`${succ.id} ${dep.type} ${pred.id}${lag ? ` (lag ${lag}d)` : ""} does not hold`);
    }
  }
  return problems;
}

// ── Schedule ─────────────────────────────────────────────────────────────────────────────────

/** Infeasibilities no tool or target can fix: they come from the person's own constraints. */
const CONSTRAINT_INFEASIBILITIES = new Set(["FREQUENCY_EXCEEDS_ALLOWED_DAYS", "NO_ALLOWED_WINDOW", "DEADLINE_BEFORE_START", "DEADLINE_PASSED", "INVALID_TIMEZONE"]);

/** A calendar without room for this block length is the environment's verdict on the target (a shorter block may fit). */
export function infeasibilityClass(code: string): FailureClass {
  return CONSTRAINT_INFEASIBILITIES.has(code) ? "logical" : code === "BLOCK_EXCEEDS_WINDOW" || code === "CAPACITY_EXCEEDED" ? "environmental" : "logical";
}

/** Recurring nodes without recurring descendants and one-off leaf tasks: what the scheduler places. */
export function schedulableIds(outline: PlanOutline): { recurring: Set<string>; all: string[] } {
  const children = new Map<string, OutlineNode[]>();
  for (const n of outline.nodes) if (n.parent_id !== null) children.set(n.parent_id, [...(children.get(n.parent_id) ?? []), n]);
  const recurringBelow = (id: string, depth = 0): boolean =>
    depth < 50 && (children.get(id) ?? []).some((c) => c.cadence.kind === "recurring" || recurringBelow(c.id, depth + 1));
  const recurring = new Set<string>();
  const all: string[] = [];
  for (const n of outline.nodes) {
    if (n.cadence.kind === "recurring") {
      if (!recurringBelow(n.id)) {
        recurring.add(n.id);
        all.push(n.id);
      }
    } else if ((children.get(n.id) ?? []).length === 0 && n.level === "task") all.push(n.id);
  }
  return { recurring, all };
}

function judgeSchedule(out: StageOutput, env: CheckEnv): StageJudgement {
  const parsed = Schedule.safeParse(out.artifacts.schedule);
  if (!parsed.success) return failAll("DRAFT_SCHEDULE", "logical", "the approach produced no valid Schedule");
  const schedule = parsed.data;
  if (schedule.infeasible) {
    const inf = schedule.infeasible;
    return failAll("DRAFT_SCHEDULE", infeasibilityClass(inf.code), `infeasible (${inf.code}): ${inf.reason}`, [`${inf.code}: ${inf.reason}`]);
  }
  const zone = schedule.timezone;
  const blocks = schedule.blocks.map((b) => ({ ...b, s: instantOf(b.start, zone), e: instantOf(b.end, zone) })).sort((a, b) => a.s - b.s);
  const violations: string[] = [];
  const checks: Record<string, Check> = {};

  const unplaced = schedule.unplaced.filter((u) => u.count > 0);
  const unplacedMsgs = unplaced.map((u) => `${u.task_id} ×${u.count}: ${u.reason}`);
  violations.push(...unplacedMsgs.map((m) => `unplaced: ${m}`));
  checks[CRITERIA.scheduleFeasible] =
    unplaced.length === 0
      ? { pass: true, evidence: `${blocks.length} block(s), nothing left unplaced` }
      : { pass: false, evidence: clip(unplacedMsgs), failure_class: "environmental" };

  const conflicts: string[] = [];
  let maxEnd = -Infinity;
  let maxEndTask = "";
  for (const b of blocks) {
    if (b.s < maxEnd) conflicts.push(`${b.task_id} at ${b.start} overlaps ${maxEndTask}`);
    if (b.e > maxEnd) [maxEnd, maxEndTask] = [b.e, b.task_id];
  }
  const busy = env.calendar.map((c) => ({ ...c, s: instantOf(c.start, zone), e: instantOf(c.end, zone) }));
  for (const b of blocks) for (const c of busy) if (b.s < c.e && c.s < b.e) conflicts.push(`${b.task_id} at ${b.start} clashes with busy "${c.title ?? c.start}"`);
  violations.push(...conflicts.map((m) => `conflict: ${m}`));
  checks[CRITERIA.scheduleNoConflicts] =
    conflicts.length === 0 ? { pass: true, evidence: `no overlaps among ${blocks.length} blocks and ${busy.length} busy entries` } : { pass: false, evidence: clip(conflicts), failure_class: "logical" };

  const ids = env.outline ? schedulableIds(env.outline) : { recurring: new Set<string>(), all: [] as string[] };
  const cap = env.availability.sessions_per_week;
  // Nor a template's companions (a weigh-in beside the workouts), nor an activity with its own time.
  const companions = new Set((env.outline?.nodes ?? []).filter((n) => n.companion || n.own_time).map((n) => n.id));
  const perWeek = new Map<number, number>();
  for (const b of blocks) {
    if (env.outline && !ids.recurring.has(b.task_id)) continue; // the cap counts sessions, not one-off work
    if (companions.has(b.task_id)) continue; // nor a template's companions (a weigh-in beside the workouts)
    const week = isoWeekStart(wallOf(b.s, zone).day);
    perWeek.set(week, (perWeek.get(week) ?? 0) + 1);
  }
  const over = cap === null ? [] : [...perWeek.entries()].filter(([, n]) => n > cap);
  const overMsgs = over.map(([w, n]) => `week of day ${w}: ${n} sessions > ${cap}`);
  violations.push(...overMsgs.map((m) => `weekly_cap: ${m}`));
  checks[CRITERIA.scheduleWeeklyCap] =
    over.length === 0 ? { pass: true, evidence: cap === null ? "no weekly cap asked for" : `at most ${cap} sessions in every week` } : { pass: false, evidence: clip(overMsgs), failure_class: "logical" };

  const cal = allowedCalendar(env.availability, zone);
  // An activity with days and times of its own is held to those (schedule-calendar.ts nodeCalendar).
  const own = new Map((env.outline?.nodes ?? []).filter((n) => n.own_time).map((n) => [n.id, nodeCalendar(env.availability, n, zone)] as const));
  // On a travel day the windows are another zone's wall clock, so a block's home date may be the day before or after.
  const near = (day: number) => (cal.travel?.length ? [day - 1, day, day + 1] : [day]);
  const inside = (b: (typeof blocks)[number], c: typeof cal) => near(wallOf(b.s, zone).day).some((d) => windowsOnDay(c, d).intervals.some(([ws, we]) => ws <= b.s && b.e <= we));
  // One-off work may be in the main activity's time or in one of the activities' own (a mock theory test in the theory study's time).
  const outside = blocks.filter((b) => {
    const mine = own.get(b.task_id);
    if (mine) return !inside(b, mine);
    return !inside(b, cal) && (ids.recurring.has(b.task_id) || ![...own.values()].some((c) => inside(b, c)));
  });
  const outsideMsgs = outside.map((b) => `${b.task_id} ${b.start}–${b.end.slice(11, 16)} is outside ${cal.source}`);
  violations.push(...outsideMsgs.map((m) => `window: ${m}`));
  checks[CRITERIA.scheduleInWindows] =
    outside.length === 0 ? { pass: true, evidence: `every block inside ${cal.source}` } : { pass: false, evidence: clip(outsideMsgs), failure_class: "logical" };

  const placedIds = new Set(blocks.map((b) => b.task_id));
  const uncovered = ids.all.filter((id) => !placedIds.has(id));
  const coverage = ids.all.length === 0 ? (blocks.length > 0 ? 1 : 0) : (ids.all.length - uncovered.length) / ids.all.length;
  const crowdedOut = uncovered.every((id) => unplaced.some((u) => u.task_id === id));
  checks[CRITERIA.scheduleCoversActivities] =
    uncovered.length === 0 && coverage > 0
      ? { pass: true, evidence: `all ${ids.all.length || blocks.length} activities have sessions` }
      : { pass: false, evidence: `activities without sessions: ${clip(uncovered, 5) || "(nothing scheduled)"}`, failure_class: uncovered.length > 0 && crowdedOut ? "environmental" : "logical" };
  return finish("DRAFT_SCHEDULE", checks, violations, coverage);
}

/**
 * Verdicts already computed, per output object and env object: within a stage run R4a, R4b and
 * the StageResult judge the same output against the same env, and the checks are pure. Weak on
 * both, so an entry lives only as long as the artifact does.
 */
const judged = new WeakMap<object, WeakMap<CheckEnv, Partial<Record<DraftStage, StageJudgement>>>>();

/** A copy the caller may change without touching the memo. */
function copyOf(j: StageJudgement): StageJudgement {
  return { verdicts: j.verdicts.map((v) => ({ ...v })), violations: [...j.violations], rules: j.rules, coverage: j.coverage };
}

/** Judge one stage output against the stage's criteria. Anything that is not a StageOutput fails every criterion. */
export function judgeStageOutput(stage: DraftStage, output: unknown, env: CheckEnv): StageJudgement {
  if (!isStageOutput(output)) return failAll(stage, "logical", "the executor returned no stage output to judge");
  let byEnv = judged.get(output);
  if (!byEnv) judged.set(output, (byEnv = new WeakMap()));
  let byStage = byEnv.get(env);
  if (!byStage) byEnv.set(env, (byStage = {}));
  const known = byStage[stage];
  if (known) return copyOf(known);
  const fresh = judgeUncached(stage, output, env);
  byStage[stage] = copyOf(fresh);
  return fresh;
}

function judgeUncached(stage: DraftStage, output: StageOutput, env: CheckEnv): StageJudgement {
  if (output.error) return failAll(stage, output.error.failure_class, `${output.error.tool}: ${output.error.code}: ${output.error.message}`, [`${output.error.code}: ${output.error.message}`]);
  switch (stage) {
    case "DRAFT_OUTLINE":
      return judgeOutline(output, env);
    case "DRAFT_ROADMAP":
      return judgeRoadmap(output, env);
    case "DRAFT_SCHEDULE":
      return judgeSchedule(output, env);
  }
}
