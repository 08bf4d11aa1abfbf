/**
 * Merging what the model read with what the offline reader read, field by field (issue 9 §2).
 * Pure: given both readings (or deltas), the text and today, it returns the merged one and the
 * fields that fell back to the offline reader, each with the reason.
 *
 * The model's value of a field is used unless one of these holds, in which case the offline
 * reader's value of that field is used instead:
 * 1. it fails its check (check-fields.ts: dates real, after today and within 10 years; windows
 *    start before they end; counts positive and plausible; weekdays valid; sessions 5..720 min);
 * 2. it quotes words that are not in the text (every quote of the field is checked), or it sets a
 *    constraint field without quoting anything (a constraint with no words behind it is invented);
 * 3. it contradicts an explicit statement: the offline reader read this field from the text (it has
 *    a `sources` entry) and the model read a different value *from the same words* (their quotes
 *    overlap). Code that parsed those words deterministically wins over a model re-deriving them
 *    ("in 12 weeks" is now + 84 days, not what the model's arithmetic gave). When the model quotes
 *    *other* words than the offline reader did, it found a different statement — e.g. the real
 *    deadline among several dates — and its reading stands. A list that keeps every element the
 *    offline reader read and adds elements from words beyond its quotes has read more, not
 *    contradicted it ("… and an hour on Saturday mornings" after the weekday part);
 * 4. it says nothing where the offline reader read an explicit value: a model that omits a stated
 *    constraint has missed it, and the stated constraint is kept — unless it moved it: a length the
 *    offline reader took for every session that the model read, from the same words, as the length
 *    of some days (`session_lengths`) leaves `session_minutes` empty, as the contract says.
 * The pattern, title, language, level and items have no explicit statement to contradict; the
 * model's reading of them is used whenever it passes its checks.
 */
import {
  DELTA_FIELDS,
  DeltaPart,
  GoalReading,
  type DeltaField,
  type GoalReadingDelta,
  type ReadingIssue,
} from "../../contracts/goal-reading.js";
import { PatternType } from "../../contracts/planning.js";
import { CONSTRAINT_CHECKS, isEmptyValue, sameValue, type CheckEnv, type CheckFailure, type Checked, type ConstraintField } from "./check-fields.js";
import { isLabel, type PatternLabel } from "./labels.js";
import type { ModelGoalReading, ModelReadingDelta } from "./model-schema.js";
import { normalizeForQuote, quoteOccurs, quotesOverlap } from "./quotes.js";

/** Every field of a reading the merge decides, in contract order. */
export const READING_FIELDS = [
  "language",
  "title",
  "pattern",
  "deadline",
  "horizon_days",
  "start",
  "cadence",
  "days",
  "excluded_days",
  "excluded_dates",
  "windows",
  "not_before",
  "not_after",
  "fixed_times",
  "session_minutes",
  "session_lengths",
  "total_effort_minutes",
  "rest_weeks",
  "travel",
  "level",
  "items",
] as const;
export type ReadingField = (typeof READING_FIELDS)[number];

/** Constraint fields the model must quote the text for (rule 2): the contract's delta fields but level and items, plus rest weeks and travel. */
export const QUOTED_FIELDS: ReadonlySet<ReadingField> = new Set<ReadingField>([
  ...DELTA_FIELDS.filter((f): f is Exclude<DeltaField, "level" | "items"> => f !== "level" && f !== "items"),
  "rest_weeks",
  "travel",
]);

export interface MergeEnv extends CheckEnv {
  /** The text both readers read (the goal, or the reply). */
  text: string;
  labels: readonly PatternLabel[];
  /** ALLOW_NEW_SUBTYPE_PROPOSALS. */
  allowProposals: boolean;
}

export interface GoalMerge {
  reading: GoalReading;
  /** Fields whose value came from the offline reader because the model's could not be used. */
  fallbacks: ReadingField[];
  /** Why each fallback happened. */
  reasons: Partial<Record<ReadingField, string>>;
}

/** The top-level field a source key names ("cadence.count" → "cadence", "windows[0]" → "windows"). */
function fieldOfKey(key: string): string {
  return key.split(/[.[]/)[0]!.trim();
}

function quotesByField(sources: Record<string, string>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [k, v] of Object.entries(sources)) {
    if (typeof v !== "string" || !v.trim()) continue;
    const f = fieldOfKey(k);
    out.set(f, [...(out.get(f) ?? []), v.trim()]);
  }
  return out;
}

// ── Per-field checks of the model's non-constraint fields ────────────────────────────────────

function checkLanguage(raw: string): Checked<string> {
  const l = raw.trim().toLowerCase();
  return /^[a-z]{2}$/.test(l) ? { ok: true, value: l } : { ok: false, kind: "invalid", reason: `"${raw}" is not an ISO 639-1 code` };
}

function checkTitle(raw: string): Checked<string> {
  const t = raw.replace(/\s+/g, " ").trim();
  if (!t) return { ok: false, kind: "invalid", reason: "the title is empty" };
  return { ok: true, value: t.length <= 80 ? t : `${t.slice(0, 79).trimEnd()}…` };
}

function checkPattern(p: ModelGoalReading["pattern"], env: MergeEnv): Checked<GoalReading["pattern"]> {
  if (!PatternType.options.includes(p.type)) return { ok: false, kind: "invalid", reason: `unknown pattern type ${p.type}` };
  if (!(p.confidence >= 0 && p.confidence <= 1)) return { ok: false, kind: "invalid", reason: `confidence ${p.confidence} is outside 0..1` };
  const subtype = p.subtype?.trim().replace(/^proposed:/, "") || null;
  if (subtype !== null) {
    if (!isLabel(env.labels, p.type, subtype)) return { ok: false, kind: "invalid", reason: `"${subtype}" is not a listed subtype of ${p.type}` };
    return { ok: true, value: { type: p.type, subtype, confidence: p.confidence, proposal: null } };
  }
  if (!p.proposal) return { ok: true, value: { type: p.type, subtype: null, confidence: p.confidence, proposal: null } };
  if (!env.allowProposals) return { ok: false, kind: "invalid", reason: "new subtypes are not allowed (ALLOW_NEW_SUBTYPE_PROPOSALS=false)" };
  const name = p.proposal.name.trim().replace(/^proposed:/, "");
  const label = p.proposal.label.trim();
  if (!/^[a-z][a-z0-9_]{1,48}$/.test(name)) return { ok: false, kind: "invalid", reason: `proposed subtype "${name}" is not a snake_case name` };
  if (!label) return { ok: false, kind: "invalid", reason: "a proposed subtype needs a label a person understands" };
  // A "proposal" of a listed subtype is that subtype.
  if (isLabel(env.labels, p.type, name)) return { ok: true, value: { type: p.type, subtype: name, confidence: p.confidence, proposal: null } };
  return { ok: true, value: { type: p.type, subtype: null, confidence: p.confidence, proposal: { name, label } } };
}

function checkModelField(field: ReadingField, model: ModelGoalReading, env: MergeEnv, quotes: readonly string[]): Checked<unknown> {
  switch (field) {
    case "language":
      return checkLanguage(model.language);
    case "title":
      return checkTitle(model.title);
    case "pattern":
      return checkPattern(model.pattern, env);
    default:
      return CONSTRAINT_CHECKS[field](model[field], env, quotes);
  }
}

// ── Goal reading ─────────────────────────────────────────────────────────────────────────────

function pastIssue(field: string, phrase: string, reason: string): ReadingIssue {
  return { code: "PAST_DATE", field, phrase, message: `${phrase ? `"${phrase}": ` : ""}${reason}; which date did you mean?` };
}

/** An element of `model`'s list that says at least what `o` says: equal, or equal but for days where `o` has none (every allowed day). */
function covers(model: unknown, o: unknown): boolean {
  if (sameValue(model, o)) return true;
  if (!model || !o || typeof model !== "object" || typeof o !== "object" || !("days" in o) || (o as { days: unknown }).days !== null) return false;
  const { days: _m, ...mRest } = model as Record<string, unknown>;
  const { days: _o, ...oRest } = o as Record<string, unknown>;
  void _m;
  void _o;
  return sameValue(mRest, oRest);
}

/**
 * Not a contradiction (rule 3): a list the model read keeps every element the offline reader read
 * and adds elements from words beyond the offline reader's quotes ("30 minutes on weekday
 * evenings AND AN HOUR ON SATURDAY MORNINGS" where the offline reader read only the weekday
 * part). A model that adds elements from the offline reader's own words only has not read more.
 */
function keepsAndExtends(value: unknown, offlineValue: unknown, text: string, mq: readonly string[], oq: readonly string[]): boolean {
  if (!Array.isArray(value) || !Array.isArray(offlineValue) || offlineValue.length === 0) return false;
  if (!offlineValue.every((o) => value.some((m) => covers(m, o)))) return false;
  const inside = (q: string) => oq.some((o) => normalizeForQuote(o).includes(normalizeForQuote(q).replace(/^[\s"'.,;:!?]+|[\s"'.,;:!?]+$/g, "")));
  return mq.some((q) => quoteOccurs(text, q) && !inside(q));
}

/** The merged reading. `offline` is the offline reader's reading of the same text. */
export function mergeGoalReading(offline: GoalReading, model: ModelGoalReading, env: MergeEnv): GoalMerge {
  const modelQuotes = quotesByField(model.sources);
  const offlineQuotes = quotesByField(offline.sources);
  const merged: Record<string, unknown> = {};
  const sources: Record<string, string> = {};
  const fromModel = new Set<ReadingField>();
  const fallbacks: ReadingField[] = [];
  const reasons: Partial<Record<ReadingField, string>> = {};
  const failures = new Map<ReadingField, CheckFailure>();
  /** Fields that fell back because the model read nothing where the offline reader read a value (rule 4). */
  const missed = new Set<ReadingField>();

  const useOffline = (f: ReadingField, reason: string) => {
    merged[f] = offline[f];
    const q = offline.sources[f];
    if (q) sources[f] = q;
    fallbacks.push(f);
    reasons[f] = reason;
  };

  for (const f of READING_FIELDS) {
    const mq = modelQuotes.get(f) ?? [];
    const oq = offlineQuotes.get(f) ?? [];
    const checked = checkModelField(f, model, env, mq);
    if (!checked.ok) {
      failures.set(f, checked);
      useOffline(f, checked.reason);
      continue;
    }
    const missing = mq.filter((q) => !quoteOccurs(env.text, q));
    if (missing.length) {
      useOffline(f, `the model quoted words that are not in the text: ${missing.map((q) => `"${q}"`).join(", ")}`);
      continue;
    }
    const offlineExplicit = oq.length > 0 && !isEmptyValue(offline[f]);
    const value = checked.value;
    if (isEmptyValue(value)) {
      if (offlineExplicit) {
        useOffline(f, `the model read nothing where the text states "${oq.join(" … ")}"`);
        missed.add(f);
        continue;
      }
    } else {
      if (QUOTED_FIELDS.has(f) && mq.length === 0) {
        useOffline(f, "the model quoted no words of the text for it");
        continue;
      }
      if (oq.length > 0 && !sameValue(value, offline[f]) && quotesOverlap(env.text, mq, oq) && !keepsAndExtends(value, offline[f], env.text, mq, oq)) {
        useOffline(f, `the model's ${JSON.stringify(value)} contradicts what "${oq.join(" … ")}" states`);
        continue;
      }
    }
    merged[f] = value;
    fromModel.add(f);
    if (mq.length) sources[f] = mq.reduce((a, b) => (b.length > a.length ? b : a));
  }

  // Cross-field: a length the offline reader read as every session's ("30 minutes") that the model
  // read, from the same words, as the length of some days only (session_lengths) was not missed: it
  // moved. Per the contract session_minutes then holds only a length said of every session.
  if (missed.has("session_minutes") && fromModel.has("session_lengths") && typeof offline.session_minutes === "number") {
    const lengths = merged.session_lengths as GoalReading["session_lengths"];
    const oq = offlineQuotes.get("session_minutes") ?? [];
    if (lengths.some((l) => l.minutes === offline.session_minutes) && quotesOverlap(env.text, modelQuotes.get("session_lengths") ?? [], oq)) {
      merged.session_minutes = null;
      delete sources.session_minutes;
      fallbacks.splice(fallbacks.indexOf("session_minutes"), 1);
      delete reasons.session_minutes;
      fromModel.add("session_minutes");
    }
  }

  // Cross-field: a start after the deadline, or bounds that leave no time, cannot both be the model's.
  const crossFallback = (f: ReadingField, reason: string) => {
    if (!fromModel.has(f)) return;
    fromModel.delete(f);
    delete sources[f];
    useOffline(f, reason);
  };
  if (typeof merged.start === "string" && typeof merged.deadline === "string" && merged.start > merged.deadline) {
    crossFallback("start", `start ${merged.start} is after the deadline ${merged.deadline}`);
  }
  if (typeof merged.not_before === "string" && typeof merged.not_after === "string" && merged.not_before >= merged.not_after) {
    const reason = `not before ${merged.not_before} and not after ${merged.not_after} leave no time`;
    crossFallback("not_before", reason);
    crossFallback("not_after", reason);
  }

  // Issues belong to the reading whose value was kept.
  const issues: ReadingIssue[] = [];
  const add = (i: ReadingIssue) => {
    if (!issues.some((x) => x.code === i.code && x.field === i.field)) issues.push(i);
  };
  const known = (f: string): f is ReadingField => (READING_FIELDS as readonly string[]).includes(f);
  for (const i of model.issues) {
    const f = fieldOfKey(i.field);
    if (!i.phrase.trim() || !quoteOccurs(env.text, i.phrase)) continue;
    if (known(f) && !fromModel.has(f)) continue;
    add({ code: i.code, field: f, phrase: i.phrase.trim(), message: i.message.trim() || `"${i.phrase.trim()}": ${i.code}` });
  }
  for (const i of offline.issues) {
    const f = fieldOfKey(i.field);
    if (known(f) && fromModel.has(f) && !sameValue(merged[f], offline[f])) continue;
    add(i);
  }
  // A past date the model read is a question for the person when nothing usable replaced it.
  for (const f of ["deadline", "start"] as const) {
    const fail = failures.get(f);
    if (fail?.kind === "past" && merged[f] === null) add(pastIssue(f, modelQuotes.get(f)?.[0] ?? "", fail.reason));
  }

  const reading = GoalReading.parse({
    ...offline,
    ...merged,
    issues,
    sources,
    reader: fromModel.size === 0 ? "offline" : fallbacks.length === 0 ? "model" : "merged",
  });
  return { reading, fallbacks: READING_FIELDS.filter((f) => fallbacks.includes(f)), reasons };
}

/** Every field, each falling back for the same reason (the model gave no usable reading). */
export function offlineOnly(offline: GoalReading, reason: string): GoalMerge {
  return {
    reading: { ...offline, reader: "offline" },
    fallbacks: [...READING_FIELDS],
    reasons: Object.fromEntries(READING_FIELDS.map((f) => [f, reason])),
  };
}

// ── Reply delta ──────────────────────────────────────────────────────────────────────────────

export interface DeltaMerge {
  delta: GoalReadingDelta;
  fallbacks: DeltaField[];
  reasons: Partial<Record<DeltaField, string>>;
}

type Decision = { kind: "none" } | { kind: "set"; value: unknown } | { kind: "clear" };

function sameDecision(a: Decision, b: Decision): boolean {
  if (a.kind !== b.kind) return false;
  return a.kind !== "set" || sameValue(a.value, (b as { value: unknown }).value);
}

function offlineDecision(d: GoalReadingDelta, f: DeltaField): Decision {
  if (d.clear.includes(f)) return { kind: "clear" };
  const set = d.set as Record<string, unknown>;
  return Object.prototype.hasOwnProperty.call(set, f) ? { kind: "set", value: set[f] } : { kind: "none" };
}

/**
 * The merged delta of a reply. `offline` is the offline reader's delta of the same reply against
 * the same reading. The same rules as for a goal apply, with the reply as the text: a field the
 * model changes needs an applied part naming it whose words are in the reply; a value that fails
 * its check falls back to the offline reader's decision for that field, or — when the offline
 * reader changed nothing there — turns its part into `not_possible` (implausible, past) or
 * `not_understood` (malformed), so the person is told instead of the change vanishing.
 */
export function mergeReplyDelta(offline: GoalReadingDelta, model: ModelReadingDelta, env: CheckEnv & { text: string }): DeltaMerge {
  const parts = model.parts.filter((p) => quoteOccurs(env.text, p.text)).map((p) => ({ ...p, text: p.text.trim() }));
  const set: Record<string, unknown> = {};
  const clear: DeltaField[] = [];
  const fallbacks: DeltaField[] = [];
  const reasons: Partial<Record<DeltaField, string>> = {};
  const outParts: DeltaPart[] = [];
  const modelSet = model.set as Record<string, unknown>;

  const apply = (f: DeltaField, d: Decision) => {
    if (d.kind === "set") set[f] = d.value;
    if (d.kind === "clear") clear.push(f);
  };

  for (const f of DELTA_FIELDS) {
    const own = parts.filter((p) => p.field === f && p.status === "applied");
    const quotes = own.map((p) => p.text);
    const oDec = offlineDecision(offline, f);
    const oParts = offline.parts.filter((p) => p.field === f);
    const wantsSet = modelSet[f] !== undefined && modelSet[f] !== null;
    const wantsClear = model.clear.includes(f);

    let mDec: Decision = { kind: "none" };
    let failure: { status: "not_possible" | "not_understood"; reason: string } | null = null;
    if (wantsSet && wantsClear) failure = { status: "not_understood", reason: `${f} is both set and cleared` };
    else if ((wantsSet || wantsClear) && own.length === 0) failure = { status: "not_understood", reason: `no words of the reply support the change to ${f}` };
    else if (wantsClear) mDec = { kind: "clear" };
    else if (wantsSet) {
      const c = CONSTRAINT_CHECKS[f as ConstraintField](modelSet[f], env, quotes);
      if (c.ok) mDec = isEmptyValue(c.value) ? { kind: "clear" } : { kind: "set", value: c.value };
      else failure = { status: c.kind === "invalid" ? "not_understood" : "not_possible", reason: c.reason };
    }

    const fallBack = (reason: string) => {
      apply(f, oDec);
      outParts.push(...oParts);
      fallbacks.push(f);
      reasons[f] = reason;
    };
    if (failure) {
      if (oDec.kind !== "none") fallBack(failure.reason);
      else outParts.push(...own.map((p) => ({ ...p, status: failure!.status, note: failure!.reason })));
      continue;
    }
    if (mDec.kind === "none") {
      if (oDec.kind !== "none") fallBack(`the model read no change to ${f} where the reply says "${oParts.map((p) => p.text).join(" … ")}"`);
      else outParts.push(...own.map((p) => ({ ...p, status: "not_understood" as const, note: p.note || `no new value for ${f} was given` })));
      continue;
    }
    const oQuotes = oParts.map((p) => p.text);
    if (oDec.kind !== "none" && !sameDecision(mDec, oDec) && quotesOverlap(env.text, quotes, oQuotes)) {
      fallBack(`the model's change contradicts what "${oQuotes.join(" … ")}" states`);
      continue;
    }
    apply(f, mDec);
    outParts.push(...own);
  }

  // Parts the model could not apply, unless the offline reader applied the same words.
  const appliedQuotes = outParts.filter((p) => p.status === "applied").map((p) => p.text);
  for (const p of parts) {
    if (p.status === "applied" && p.field !== null) continue;
    if (p.status === "applied") {
      outParts.push({ ...p, status: "not_understood", note: p.note || "no field named for this change" });
      continue;
    }
    if (!quotesOverlap(env.text, [p.text], appliedQuotes)) outParts.push(p);
  }
  if (outParts.length === 0) {
    const rest = offline.parts.filter((p) => p.status !== "applied");
    outParts.push(...(rest.length ? rest : [{ text: env.text.trim(), field: null, status: "not_understood" as const, note: "no part of the reply could be read as a change" }]));
  }

  const unique = outParts.filter((p, i) => outParts.findIndex((q) => q.text === p.text && q.field === p.field && q.status === p.status) === i);
  // Each value is checked against the contract's own field schema. The delta is not run through
  // GoalReadingDelta.parse: its `set` is a partial of defaulted fields, and zod 4 fills a missing
  // defaulted key with its default, so the parse would turn "change the cadence" into "reset
  // every other field".
  for (const [f, v] of Object.entries(set)) set[f] = GoalReading.shape[f as DeltaField].parse(v);
  const delta: GoalReadingDelta = { set: set as GoalReadingDelta["set"], clear, parts: unique.map((p) => DeltaPart.parse(p)) };
  return { delta, fallbacks, reasons };
}

export function offlineDeltaOnly(offline: GoalReadingDelta, reason: string): DeltaMerge {
  return { delta: offline, fallbacks: [...DELTA_FIELDS], reasons: Object.fromEntries(DELTA_FIELDS.map((f) => [f, reason])) };
}
