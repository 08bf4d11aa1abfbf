/**
 * Repositories for the planning tables: approved RFC subtypes (taxonomy) and approved plans with
 * their scheduled_tasks rows. Both writes are idempotent (a re-executed graph node is harmless).
 */
import { createHash } from "node:crypto";
import type { PlanRecord, PlanStorePort, TaxonomyPort } from "../../graphs/planner/deps.js";
import type { ApprovedSubtype } from "../planning/patterns.js";
import type { Database } from "./db.js";

const stableId = (...parts: string[]) => createHash("sha256").update(parts.join("\u0000")).digest("hex").slice(0, 32);

export class SqliteTaxonomyStore implements TaxonomyPort {
  constructor(
    private readonly db: Database,
    private readonly clock: () => string = () => new Date().toISOString(),
  ) {}

  async list(): Promise<ApprovedSubtype[]> {
    const rows = await this.db.kysely.selectFrom("taxonomy").selectAll().orderBy("approved_at").execute();
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

export class SqlitePlanStore implements PlanStorePort {
  constructor(
    private readonly db: Database,
    private readonly clock: () => string = () => new Date().toISOString(),
  ) {}

  async save(plan: PlanRecord): Promise<void> {
    const planId = stableId("plan", plan.threadId);
    const titles = new Map(plan.outline.nodes.map((n) => [n.id, n.title]));
    // One transaction: the plan and its rows land together or not at all.
    await this.db.kysely.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto("plans")
        .values({
          id: planId,
          thread_id: plan.threadId,
          owner: plan.owner ?? "default",
          goal: plan.goal,
          pattern_type: plan.pattern.pattern_type,
          pattern_subtype: plan.pattern.subtype,
          pattern_variant: plan.pattern.variant,
          status: "approved",
          outline: JSON.stringify(plan.outline),
          roadmap: plan.roadmap ? JSON.stringify(plan.roadmap) : null,
          summary: plan.summary,
          created_at: this.clock(),
        })
        .onConflict((oc) => oc.column("thread_id").doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return; // already persisted
      const blocks = plan.schedule?.blocks ?? [];
      for (let i = 0; i < blocks.length; i += 200) {
        await trx
          .insertInto("scheduled_tasks")
          .values(
            blocks.slice(i, i + 200).map((b, j) => ({
              id: stableId("block", planId, String(i + j)),
              plan_id: planId,
              task_id: b.task_id,
              title: titles.get(b.task_id) ?? b.task_id,
              start: b.start,
              end: b.end,
            })),
          )
          .execute();
      }
    });
  }

  async get(threadId: string) {
    const plan = await this.db.kysely.selectFrom("plans").selectAll().where("thread_id", "=", threadId).executeTakeFirst();
    if (!plan) return null;
    const tasks = await this.db.kysely.selectFrom("scheduled_tasks").selectAll().where("plan_id", "=", plan.id).orderBy("start").execute();
    return { plan, tasks };
  }
}
