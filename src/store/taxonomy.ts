/**
 * taxonomy repository: RFC subtypes a person approved, read back by the pattern selector as
 * known subtypes. Approving is idempotent by (pattern_type, subtype): a re-executed graph node is
 * harmless, and the first approval's rationale and time stand.
 */
import type { TaxonomyPort } from "../../graphs/planner/deps.js";
import type { ApprovedSubtype } from "../planning/patterns.js";
import type { Database } from "./db.js";

export class TaxonomyRepository implements TaxonomyPort {
  constructor(
    private readonly db: Database,
    private readonly clock: () => string = () => new Date().toISOString(),
  ) {}

  /** Approved subtypes, oldest approval first. */
  async list(): Promise<ApprovedSubtype[]> {
    const rows = await this.db.kysely.selectFrom("taxonomy").selectAll().orderBy("approved_at").orderBy("subtype").execute();
    return rows.map((r) => ({
      name: r.subtype,
      pattern_type: r.pattern_type as ApprovedSubtype["pattern_type"],
      keywords: r.subtype.split("_").filter((w) => w.length > 2),
      description: r.rationale,
    }));
  }

  async approve(entry: ApprovedSubtype & { rationale: string; threadId: string }): Promise<void> {
    await this.db.kysely
      .insertInto("taxonomy")
      .values({ pattern_type: entry.pattern_type, subtype: entry.name, rationale: entry.rationale || entry.description, approved_at: this.clock(), thread_id: entry.threadId })
      .onConflict((oc) => oc.columns(["pattern_type", "subtype"]).doNothing())
      .execute();
  }
}
