/**
 * audit_reports repository. Report ids are derived from the triggering bus message, so an
 * Auditor that re-reads the log after a restart inserts nothing twice (ON CONFLICT DO NOTHING).
 */
import type { AuditReport } from "../contracts/index.js";
import type { Database } from "./db.js";

export interface ListAuditReportsOptions {
  threadId?: string;
  /** At most 1000; default 100. */
  limit?: number;
  /** Return reports stored after the report with this id (a paging cursor). */
  afterId?: string;
}

const LIST_MAX = 1000;

export class AuditReportRepository {
  constructor(private readonly db: Database) {}

  /** Store a report; false when a report with this id was already stored. */
  async insert(report: AuditReport, messageId: number): Promise<boolean> {
    const r = await this.db.kysely
      .insertInto("audit_reports")
      .values({
        id: report.id,
        thread_id: report.thread_id,
        anomaly: report.anomaly,
        severity: report.severity,
        summary: report.summary,
        evidence: JSON.stringify(report.evidence),
        at: report.at,
        message_id: messageId,
      })
      .onConflict((oc) => oc.column("id").doNothing())
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /** Reports in the order they were stored. An unknown `afterId` yields nothing rather than everything. */
  async list(opts: ListAuditReportsOptions = {}): Promise<AuditReport[]> {
    const limit = Math.min(Math.max(1, Math.trunc(opts.limit ?? 100)), LIST_MAX);
    let q = this.db.kysely.selectFrom("audit_reports").selectAll().orderBy("n").limit(limit);
    if (opts.threadId !== undefined) q = q.where("thread_id", "=", opts.threadId);
    if (opts.afterId !== undefined) {
      const after = opts.afterId;
      q = q.where("n", ">", (eb) => eb.selectFrom("audit_reports").select("n").where("id", "=", after));
    }
    const rows = await q.execute();
    return rows.map((r) => ({
      id: r.id,
      thread_id: r.thread_id,
      anomaly: r.anomaly as AuditReport["anomaly"],
      severity: r.severity as AuditReport["severity"],
      summary: r.summary,
      evidence: JSON.parse(r.evidence) as AuditReport["evidence"],
      at: r.at,
    }));
  }
}
