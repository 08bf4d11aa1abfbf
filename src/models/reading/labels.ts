/**
 * The pattern labels a model may choose when it reads a goal: the corpus labels
 * (data/goals/README.md, which the evaluation scores against), every subtype of the taxonomy
 * (data/taxonomy.json) and the subtypes people approved through RFCs. A label is (type, subtype);
 * the same subtype name under another pattern type is a different label.
 */
import { PatternType } from "../../contracts/planning.js";
import { knownSubtypes, SEED_TAXONOMY, type ApprovedSubtype, type Taxonomy } from "../../planning/patterns.js";

export interface PatternLabel {
  type: PatternType;
  subtype: string;
  description: string;
  source: "corpus" | "seed" | "approved";
}

/** The label table of data/goals/README.md, in its order and words. */
export const CORPUS_LABELS: ReadonlyArray<Omit<PatternLabel, "source">> = [
  { type: "milestone_project", subtype: "launch", description: "launching a product, shop, site, app, service" },
  { type: "milestone_project", subtype: "home_renovation", description: "renovating, repainting, fitting a kitchen/bathroom" },
  { type: "milestone_project", subtype: "event_planning", description: "weddings, parties, conferences, trips to organise" },
  { type: "milestone_project", subtype: "admin_paperwork", description: "taxes, visas, insurance, applications, moving admin, renewing or cancelling, booking appointments" },
  { type: "milestone_project", subtype: "job_search", description: "finding a new job, applications, interviews" },
  { type: "milestone_project", subtype: "interview_preparation", description: "getting ready for one interview on a known day (job, school, scholarship)" },
  { type: "milestone_project", subtype: "presentation", description: "preparing a presentation, talk, speech or pitch for a known day" },
  { type: "milestone_project", subtype: "generic_project", description: "any other one-off outcome with a deadline" },
  { type: "recurring_cycle", subtype: "habit_routine", description: "meditation, journaling, gratitude, prayer, reading daily, sleep hygiene" },
  { type: "recurring_cycle", subtype: "exercise_routine", description: "gym/yoga/walks kept up at a steady level, no target event" },
  { type: "recurring_cycle", subtype: "protocol_routine", description: "medication, health protocols, supplements, check-ups" },
  { type: "recurring_cycle", subtype: "maintenance_cycle", description: "cleaning, car/garden/house maintenance" },
  { type: "recurring_cycle", subtype: "savings_plan", description: "saving money with recurring transfers, budgeting" },
  { type: "recurring_cycle", subtype: "habit_reduction", description: "quitting or cutting down a habit: smoking, vaping, alcohol, sugar, screen time, nail biting" },
  { type: "recurring_cycle", subtype: "social_routine", description: "keeping in touch and time for others: calls, visits, letters, date nights, volunteering, attending a service" },
  { type: "progressive_accumulation_arc", subtype: "endurance_training", description: "run/ride/swim/hike toward a distance or race" },
  { type: "progressive_accumulation_arc", subtype: "strength_building", description: "lifting, push-ups, strength targets" },
  { type: "progressive_accumulation_arc", subtype: "skill_learning", description: "instrument, coding, drawing, any skill built up" },
  { type: "progressive_accumulation_arc", subtype: "language_learning", description: "learning a language, reaching a level (A2, B1, …)" },
  { type: "progressive_accumulation_arc", subtype: "exam_preparation", description: "studying for an exam, test or certification on a date" },
  { type: "progressive_accumulation_arc", subtype: "weight_loss", description: "losing weight or body fat toward a target" },
  { type: "progressive_accumulation_arc", subtype: "count_target", description: "a count over a period: read 24 books this year, 100 sketches" },
  { type: "hybrid_project_cycle", subtype: "creative_project", description: "a novel, album, thesis, portfolio built by a regular practice" },
  { type: "hybrid_project_cycle", subtype: "content_series", description: "podcast, blog, newsletter, video channel on a schedule" },
  { type: "strategic_transformation", subtype: "org_restructure", description: "reorganising a company/team structure" },
  { type: "strategic_transformation", subtype: "tech_migration", description: "moving systems/infrastructure/tools" },
  { type: "strategic_transformation", subtype: "process_change", description: "changing how an organisation works (releases, agile, culture)" },
];

/** Corpus labels, then taxonomy and approved subtypes not already listed. */
export function patternLabels(approved: readonly ApprovedSubtype[] = [], taxonomy: Taxonomy = SEED_TAXONOMY): PatternLabel[] {
  const out: PatternLabel[] = CORPUS_LABELS.map((l) => ({ ...l, source: "corpus" as const }));
  for (const s of knownSubtypes(approved, taxonomy)) {
    if (out.some((l) => l.type === s.pattern_type && l.subtype === s.name)) continue;
    out.push({ type: s.pattern_type, subtype: s.name, description: s.description || s.keywords.join(", "), source: s.source });
  }
  return out;
}

/** The label list as the prompt shows it: one block per pattern type. */
export function labelsText(labels: readonly PatternLabel[]): string {
  return PatternType.options
    .map((type) => {
      const subs = labels.filter((l) => l.type === type).map((l) => `  - ${l.subtype}: ${l.description}`);
      return `- ${type}: ${SEED_TAXONOMY.patterns[type].description}\n${subs.join("\n")}`;
    })
    .join("\n");
}

export function isLabel(labels: readonly PatternLabel[], type: string, subtype: string): boolean {
  return labels.some((l) => l.type === type && l.subtype === subtype);
}
