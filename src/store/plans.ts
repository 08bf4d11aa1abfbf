/**
 * plans and scheduled_tasks repository: a plan a person approved, one per thread, with one row per
 * schedule block (plans are indexed by pattern so what worked can be found for similar goals).
 * Saving is idempotent by thread id: a re-executed persist node writes nothing new.
 */
import { createHash } from "node:crypto";
import type { Selectable } from "kysely";
import type { PlanRecord, PlanStorePort } from "../../graphs/planner/deps.js";
import type { Database } from "./db.js";
import type { PlansTable, ScheduledTasksTable } from "./schema.js";

export interface StoredPlan {
  plan: Selectable<PlansTable>;
  tasks: Selectable<ScheduledTasksTable>[];
}

const stableId = (...parts: string[]) => createHash("sha256").update(parts.join("\u0000")).digest("hex").slice(0, 32);

export class PlanRepository implements PlanStorePort {
  constructor(
    private readonly db: Database,
    private readonly clock: () => string = () => new Date().toISOString(),
  ) {}

  /** Store an approved plan and its schedule blocks; a thread's plan is stored once. */
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

  /** A thread's stored plan with its scheduled tasks in start order, or null. */
  async get(threadId: string): Promise<StoredPlan | null> {
    const plan = await this.db.kysely.selectFrom("plans").selectAll().where("thread_id", "=", threadId).executeTakeFirst();
    if (!plan) return null;
    const tasks = await this.db.kysely.selectFrom("scheduled_tasks").selectAll().where("plan_id", "=", plan.id).orderBy("start").execute();
    return { plan, tasks };
  }
}
