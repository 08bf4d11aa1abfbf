/**
 * Which template plans a goal, and the per-kind data the templates share: default horizons,
 * the final milestone's wording, and the subtype's default steps in the reading's language.
 *
 * The template comes from the subtype (data/taxonomy.json `template`); the PatternSpec's subtype
 * wins unless it is only its pattern's default, in which case the reading's (more specific)
 * subtype of the same pattern fills in. A subtype of another pattern is never used: the pattern
 * decides the grammar the outline must satisfy.
 */
import type { GoalReading } from "../../contracts/goal-reading.js";
import type { PatternSpec } from "../../contracts/planning.js";
import { PATTERN_TEMPLATE, SEED_TAXONOMY, knownSubtypes, stripProposed, subtypeInfo, type ApprovedSubtype, type KnownSubtype, type TemplateKind } from "../patterns.js";
import type { Ctx } from "./context.js";
import { matchedKeywords } from "../text-rules.js";
import { raceIn, raceMention } from "../feasibility.js";
import { raceName } from "../feasibility-words.js";
import type { Phrases } from "./words.js";

export function resolveSubtype(pattern: PatternSpec, reading: GoalReading, approved: readonly ApprovedSubtype[]): { sub: KnownSubtype; kind: TemplateKind } {
  const pt = pattern.pattern_type;
  const all = knownSubtypes(approved).filter((s) => s.pattern_type === pt);
  const named = pattern.subtype ? all.find((s) => s.name === stripProposed(pattern.subtype!)) : undefined;
  const fromReading = reading.pattern.type === pt && reading.pattern.subtype ? all.find((s) => s.name === reading.pattern.subtype) : undefined;
  const isDefault = named?.name === SEED_TAXONOMY.patterns[pt].default_subtype;
  const chosen = (named && !isDefault ? named : undefined) ?? fromReading ?? named ?? subtypeInfo(pattern, approved);
  const sub = chosen.name === SEED_TAXONOMY.patterns[pt].default_subtype ? (refinedSubtype(reading.title, all) ?? chosen) : chosen;
  return { sub, kind: sub.template ?? PATTERN_TEMPLATE[pt] };
}

/**
 * A more specific subtype for a goal the reader only knew as its pattern's default: the subtype
 * marked `refines_default` whose keywords the title names most ("Finish the slides by Friday" is a
 * presentation, "Write the grant report by next Wednesday" written work). Its steps name the work
 * ("Outline and draft the slides", "Write the first draft") where the default's were "Define scope
 * and success", "Do the main work". None named (or a tie between two): null.
 */
function opensAsVerb(title: string, keyword: string): boolean {
  const t = title.trim().toLowerCase();
  const k = keyword.toLowerCase();
  return t.startsWith(k) && /^\s+(?:the|a|an|my|our|your|his|her|their|this|that|it|to)\s/.test(t.slice(k.length));
}

function refinedSubtype(title: string, subs: readonly KnownSubtype[]): KnownSubtype | null {
  const ranked = subs
    .filter((s) => s.refines_default)
    // A keyword that opens an English title before its object is its verb, not the work ("Report the
    // broken heater to the landlord"); "レポートを…", "Bericht bis Freitag…" open with the work.
    .map((s) => ({ s, hits: matchedKeywords(title, s.keywords).filter((k) => !opensAsVerb(title, k)).length }))
    .filter((x) => x.hits > 0)
    .sort((a, b) => b.hits - a.hits);
  if (!ranked.length || (ranked[1] && ranked[1].hits === ranked[0]!.hits)) return null;
  return ranked[0]!.s;
}

/** Horizon (days) when the goal gives no deadline, per kind: long enough to see the kind's arc. */
export const KIND_HORIZON_DAYS: Record<TemplateKind, number> = {
  project: 56,
  routine: 56,
  habit: 56,
  savings: 182,
  race: 84,
  exam: 56,
  language: 182,
  skill: 84,
  strength: 84,
  weight_loss: 84,
  quit: 56,
  count_target: 364,
  series: 84,
  transformation: 182,
};

/** The subtype's default steps in the reading's language (English when not translated). */
export function stepsOf(c: Ctx): string[] {
  const steps = (s: KnownSubtype) => s.i18n[c.lang]?.steps ?? s.steps;
  // An approved subtype has no steps: it plans with its pattern's default subtype's.
  return steps(c.sub) ?? steps(subtypeInfo({ pattern_type: c.pattern.pattern_type, subtype: null })) ?? [];
}

/** The hybrid subtype's setup step in the reading's language. */
export function setupOf(c: Ctx): string | null {
  return c.sub.i18n[c.lang]?.setup ?? c.sub.setup ?? null;
}

/** The final milestone's title: an event only for kinds that end in one. */
export function finalTitle(c: Ctx, event: string = c.title): string {
  const { w } = c;
  switch (c.kind) {
    case "race": {
      // A shorter race chosen instead of the one the title names ("a 5k on … instead") is the race run.
      const target = chosenRace(c.reading);
      return w.raceDay(target && raceIn(event) !== target ? raceName(c.lang, target) : event);
    }
    case "exam":
      return w.examDay(event);
    case "strength":
      return w.testDay(event);
    case "skill":
      return w.skillCheck(event);
    case "weight_loss":
      return w.finalWeighIn(c.reading.level.target ?? event);
    case "savings":
      return c.hasDeadline ? w.savingsDone(c.reading.level.target ?? event) : w.reviewRoutine;
    case "project":
      return c.sub.name === "event_planning" ? w.eventDay(event) : w.goalReached(event);
    case "series":
      // A creative goal's final milestone names the goal in the person's words: "draft complete"
      // would be wrong for finishing a book, recording an EP or painting a series.
      return c.sub.name === "content_series" ? w.seriesReview(event) : w.goalReached(event);
    case "transformation":
      return w.changeComplete(event);
    case "quit":
      return c.hasDeadline ? w.goalReached(event) : w.quitLookBack;
    case "routine":
    case "habit":
      return c.hasDeadline ? w.goalReached(event) : w.reviewRoutine;
    default:
      return w.goalReached(event);
  }
}

/** The race the reading's target names ("5k", set by a chosen shorter race), else null. */
export function chosenRace(reading: GoalReading): string | null {
  const target = reading.level.target;
  return target && raceIn(target) === target ? target : null;
}

/**
 * A race goal's title when a chosen alternative set another race as the target: the title says
 * the race planned, and which one it replaces ("Run a marathon" → "Run a 5k (instead of a
 * marathon)"). Any other title stays as it is.
 */
export function titleWithChosenRace(title: string, reading: GoalReading, lang: string, w: Phrases): string {
  const target = chosenRace(reading);
  const named = raceMention(title);
  if (!target || !named || named.race === target) return title;
  const before = masculineArticle(title.slice(0, named.index), lang);
  return `${before}${raceName(lang, target)}${title.slice(named.index + named.text.length)}${w.raceInstead(raceName(lang, named.race))}`;
}

/**
 * The shorter races (5k, 10k) are masculine in Spanish, Italian and Portuguese ("un 10k", as the
 * alternative itself says), while a marathon often is not ("una maratona", "una media maratón",
 * "a maratona"): the article, or the article in a preposition, just before the race follows it.
 */
const MASCULINE: Record<string, Record<string, string>> = {
  es: { una: "un", la: "el", "de la": "del", "a la": "al" },
  it: { una: "un", la: "il", "l'": "il ", della: "del", alla: "al", nella: "nel", sulla: "sul", dalla: "dal" },
  pt: { uma: "um", a: "o", da: "do", na: "no", "à": "ao", pela: "pelo" },
};

function masculineArticle(before: string, lang: string): string {
  const table = MASCULINE[lang];
  if (!table) return before;
  // The longest article first ("de la" before "la").
  for (const art of Object.keys(table).sort((a, b) => b.length - a.length)) {
    const m = new RegExp(`(^|[\\s(])(${art.replace(/'/g, "['’]")})${art.endsWith("'") ? "" : "(\\s+)"}$`, "iu").exec(before);
    if (!m) continue;
    const said = m[2]!;
    const masc = table[art]!;
    const cased = said[0] === said[0]!.toUpperCase() && said[0] !== said[0]!.toLowerCase() ? masc[0]!.toUpperCase() + masc.slice(1) : masc;
    return `${before.slice(0, m.index)}${m[1]}${cased}${m[3] ?? ""}`;
  }
  return before;
}
