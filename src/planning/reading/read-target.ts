/**
 * A new target said in a reply: "what about aiming for N5 instead?", "let's do a 10k instead",
 * "make it 5 kg", "lieber B1", "mejor una media maratón", "12 books then". It is the natural answer
 * to an escalation that says a target is out of reach, and before it was "not understood": the
 * person could only pick a numbered choice or change the time.
 *
 * A target is read only where the goal has one of the same kind — a language level on the goal's
 * scale (JLPT, HSK, TOPIK, CEFR), a race, kilos, a number of books — and the reply names another.
 * A level said with "I'm"/"already"/"ich bin"/"je suis"… is where the person stands now (the
 * current level), not a new target. Pure; read-reply.ts adds what it finds to the reply's delta as
 * `level`, the field the escalation's own "smaller target" choices set.
 */
import type { GoalReading } from "../../contracts/goal-reading.js";
import { booksIn, kilosIn, racesIn } from "../feasibility.js";
import { levelsIn, targetAndCurrent } from "../language-levels.js";

export interface TargetChange {
  /** The reading's new `level` (the unchanged half kept). */
  level: GoalReading["level"];
  /** The words of the reply that said it. */
  text: string;
}

/** Words that make a named level where the person is now ("I'm already N4", "ich habe schon A2"). */
const NOW =
  /\b(?:i'?m|i am|i have|i've|already|currently|right now|at the moment|ich bin|ich habe|bereits|schon|je suis|j'ai|déjà|actuellement|ya (?:tengo|soy|estoy)|tengo|actualmente|já|atualmente|eu sou|tenho|ik ben|ik heb|al een|momenteel|sono già|ho già|già|attualmente)\b|もう|すでに|既に|现在|已经/i;

/** A negation just before a mention: "not a 10k", "kein Marathon", "pas de marathon", "no una maratón". */
const NEGATED = /(?:\b(?:not|no|kein\p{L}*|nicht|pas|ni|non|niet|geen|não|nao)\s+(?:\p{L}+\s+)?|不|没有)$/iu;
const negated = (text: string, index: number) => NEGATED.test(text.slice(Math.max(0, index - 16), index));

/** The goal's own words: title and items, where the kind of target is named. */
function goalText(reading: GoalReading): string {
  return [reading.title, ...reading.items.map((i) => i.title)].join(" · ");
}

/** A new target (or the current language level) the reply names, of the goal's kind of target; else null. */
export function targetInReply(text: string, reading: GoalReading): TargetChange | null {
  return languageLevel(text, reading) ?? race(text, reading) ?? kilos(text, reading) ?? books(text, reading);
}

function languageLevel(text: string, reading: GoalReading): TargetChange | null {
  const goal = targetAndCurrent(reading.level.target, reading.level.current, goalText(reading));
  if (!goal) return null;
  const said = levelsIn(text).filter((l) => l.scale === goal.target.scale);
  if (!said.length) return null;
  const last = said[said.length - 1]!;
  const words = last.label;
  if (NOW.test(text)) {
    // "I'm already N4": where they start, when below the target.
    if (last.rank >= goal.target.rank) return null;
    return { level: { current: last.label, target: reading.level.target ?? goal.target.label }, text: words };
  }
  // "not N1 but N4": the last level named is the one meant; the goal's own target again is no change.
  if (last.rank === goal.target.rank) return null;
  return { level: { current: reading.level.current ?? goal.current?.label ?? null, target: last.label }, text: words };
}

function race(text: string, reading: GoalReading): TargetChange | null {
  const goal = racesIn(reading.level.target ?? "")[0]?.race ?? racesIn(goalText(reading))[0]?.race;
  if (!goal) return null;
  const other = racesIn(text, { loose: true }).filter((r) => r.race !== goal && !negated(text, r.index));
  const last = other[other.length - 1];
  return last ? { level: { current: reading.level.current, target: last.race }, text: last.text } : null;
}

function kilos(text: string, reading: GoalReading): TargetChange | null {
  if (reading.pattern.subtype !== "weight_loss" && !kilosIn(reading.level.target ?? "").length) return null;
  const said = kilosIn(text);
  // "I weigh 80 kg" is no target; two amounts ("from 80 to 75 kg") are a start and an end, not a loss.
  if (said.length !== 1 || NOW.test(text) || /\bweigh|wiege|pèse|peso\b|weeg/i.test(text)) return null;
  const kg = Math.round(said[0]!.kilos * 10) / 10;
  return { level: { current: reading.level.current, target: `${kg} kg` }, text: said[0]!.text };
}

function books(text: string, reading: GoalReading): TargetChange | null {
  if (reading.pattern.subtype !== "count_target" || !booksIn(reading.level.target ?? "") && !booksIn(goalText(reading))) return null;
  const said = booksIn(text);
  return said ? { level: { current: reading.level.current, target: `${said.n} ${said.unit}` }, text: said.text } : null;
}
