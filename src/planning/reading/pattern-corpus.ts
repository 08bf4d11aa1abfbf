/**
 * The pattern-only training goals (data/goals/patterns/*.jsonl): goals labelled with their
 * pattern and subtype alone, written to give the classifier enough examples per subtype in every
 * language. They are training data only; the held-out goals of the main corpus stay unseen.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { ReadingLanguage } from "../../contracts/goal-reading.js";
import { PatternType } from "../../contracts/planning.js";
import { CORPUS_DIR, CorpusError } from "./corpus.js";

export const PatternRecord = z.strictObject({
  id: z.string().regex(/^[a-z]{2}-[a-z0-9-]+$/),
  lang: ReadingLanguage,
  goal: z.string().min(5),
  pattern_type: PatternType,
  subtype: z.string(),
});
export type PatternRecord = z.infer<typeof PatternRecord>;

/** Every patterns/*.jsonl under the corpus directory (none when the folder is absent). */
export function loadPatternCorpus(dir = CORPUS_DIR): PatternRecord[] {
  const folder = join(dir, "patterns");
  if (!existsSync(folder)) return [];
  const out: PatternRecord[] = [];
  for (const file of readdirSync(folder).filter((f) => f.endsWith(".jsonl")).sort()) {
    readFileSync(join(folder, file), "utf8")
      .split("\n")
      .forEach((line, i) => {
        if (!line.trim()) return;
        const r = PatternRecord.safeParse(JSON.parse(line));
        if (!r.success) throw new CorpusError(`patterns/${file}:${i + 1}: ${r.error.issues[0]!.path.join(".")}: ${r.error.issues[0]!.message}`);
        out.push(r.data);
      });
  }
  return out;
}
