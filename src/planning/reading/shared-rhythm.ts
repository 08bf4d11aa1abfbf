/**
 * A rhythm said once for a list: "swim twice, bike twice, run twice a week", "zweimal schwimmen,
 * zweimal Rad fahren und zweimal pro Woche laufen", "natation 2 fois, vélo 2 fois et course 3 fois
 * par semaine". The unit ("a week") belongs to every item; read as written, only the last item had
 * a rhythm and the others became deliverables ("Swim twice" as a milestone). The text is read with
 * the unit repeated after each bare count ("swim twice a week, bike twice a week, …").
 *
 * Only a list: the counts are at most a few words apart with a comma or the language's "and"
 * between them, and exactly one of them carries the unit — "I tried twice, now I want to run 3
 * times a week" is left as it is.
 */
import type { ReadingLanguage } from "../../contracts/goal-reading.js";

interface RhythmWords {
  /** A count of times without a unit. */
  times: string;
  /** The unit said after the last count. */
  unit: string;
  /** Words that join list items besides a comma. */
  and: string;
}

const WORDS: Partial<Record<ReadingLanguage, RhythmWords>> = {
  en: { times: "once|twice|thrice|(?:one|two|three|four|five|six|\\d+) times|\\d+ ?x", unit: "a week|per week|each week|every week|weekly", and: "and|&|plus" },
  de: { times: "einmal|zweimal|dreimal|viermal|fünfmal|sechsmal|\\d+ ?mal|\\d+ ?x", unit: "pro woche|die woche|in der woche|wöchentlich|jede woche", and: "und|sowie" },
  fr: { times: "une fois|deux fois|trois fois|quatre fois|cinq fois|\\d+ fois|\\d+ ?x", unit: "par semaine|chaque semaine|la semaine", and: "et" },
  es: { times: "una vez|dos veces|tres veces|cuatro veces|cinco veces|\\d+ veces|\\d+ ?x", unit: "por semana|a la semana|cada semana|semanales", and: "y|e" },
  pt: { times: "uma vez|duas vezes|três vezes|quatro vezes|cinco vezes|\\d+ vezes|\\d+ ?x", unit: "por semana|na semana|toda semana|todas as semanas|semanais", and: "e" },
  it: { times: "una volta|due volte|tre volte|quattro volte|cinque volte|\\d+ volte|\\d+ ?x", unit: "a settimana|alla settimana|per settimana|ogni settimana|settimanali", and: "e|ed" },
  nl: { times: "één keer|een keer|twee keer|drie keer|vier keer|vijf keer|\\d+ keer|eenmaal|tweemaal|driemaal|\\d+ ?x", unit: "per week|in de week|elke week|wekelijks", and: "en" },
};

const REGEX = new Map<string, { times: RegExp; unit: RegExp; between: RegExp }>();

function regexes(lang: string) {
  const w = WORDS[lang as ReadingLanguage];
  if (!w) return null;
  let r = REGEX.get(lang);
  if (!r) {
    r = {
      times: new RegExp(`(?<![\\p{L}\\d])(?:${w.times})(?![\\p{L}\\d])`, "giu"),
      unit: new RegExp(`^\\s+(?:${w.unit})(?![\\p{L}])`, "iu"),
      // Between two counts of one list: a comma or "and", and at most three other words.
      between: new RegExp(`^(?=[^.;:!?]*(?:,|(?<![\\p{L}])(?:${w.and})(?![\\p{L}])))[^.;:!?\\d]{0,40}$`, "iu"),
    };
    REGEX.set(lang, r);
  }
  return r;
}

/** The text with a list's one unit repeated after each of its bare counts; the text as it is otherwise. */
export function shareListRhythm(text: string, lang: string): string {
  const r = regexes(lang);
  if (!r) return text;
  const counts = [...text.matchAll(r.times)].map((m) => ({ start: m.index!, end: m.index! + m[0].length, unit: r.unit.exec(text.slice(m.index! + m[0].length))?.[0] ?? null }));
  if (counts.length < 2) return text;
  // Runs of counts close together in one sentence: each run is one list.
  const inserts: { at: number; unit: string }[] = [];
  let run: typeof counts = [counts[0]!];
  const close = (list: typeof counts) => {
    const withUnit = list.filter((c) => c.unit !== null);
    if (list.length < 2 || withUnit.length !== 1) return;
    for (const c of list) if (c.unit === null) inserts.push({ at: c.end, unit: withUnit[0]!.unit! });
  };
  for (let i = 1; i < counts.length; i++) {
    const prev = counts[i - 1]!;
    const cur = counts[i]!;
    const gap = text.slice(prev.end + (prev.unit?.length ?? 0), cur.start);
    const words = gap.match(/\p{L}+/gu) ?? [];
    if (r.between.test(gap) && words.length <= 4) run.push(cur);
    else {
      close(run);
      run = [cur];
    }
  }
  close(run);
  let out = text;
  for (const ins of inserts.sort((a, b) => b.at - a.at)) out = out.slice(0, ins.at) + ins.unit + out.slice(ins.at);
  return out;
}
