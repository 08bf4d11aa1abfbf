/**
 * memory_entries repository (R5 shared memory, src/roles/memory.ts): storage and candidate
 * retrieval; the ranking is the role's.
 *
 * Two retrieval paths. `searchIndexed` is the dialect seam: on SQLite an FTS5 trigram index
 * (003-memory.ts) that matches any substring of ≥ 3 characters in any script; on PostgreSQL
 * pg_trgm GIN indexes serve the same substring match, ranked by terms matched and similarity. `searchSubstring` is portable LIKE for terms too short for a trigram index.
 *
 * Writes, reads by id and the must_not list are prepared once (prepared-query.ts): R2 reads the
 * must_nots on every planning round.
 */
import { sql, type Expression, type ExpressionBuilder, type Selectable, type SqlBool } from "kysely";
import type { MemoryEntry } from "../contracts/index.js";
import type { Database } from "./db.js";
import { prepareAsyncQuery, type AsyncPreparedQuery } from "./prepared-query.js";
import type { MemoryEntriesTable } from "./schema.js";

type Row = Selectable<MemoryEntriesTable>;

export interface MemoryFilter {
  taskType?: string;
  /** Any of these kinds; all kinds when absent or empty. */
  kinds?: readonly MemoryEntry["kind"][];
}

/** An entry with its insertion order (larger is newer), for ranking ties. */
export interface MemoryCandidate {
  entry: MemoryEntry;
  n: number;
}

function toEntry(r: Row): MemoryEntry {
  return {
    id: r.id,
    kind: r.kind as MemoryEntry["kind"],
    task_type: r.task_type,
    text: r.text,
    tool: r.tool,
    target: r.target,
    tags: JSON.parse(r.tags) as string[],
    source_thread_id: r.source_thread_id,
    created_at: r.created_at,
  };
}

const toCandidate = (r: Row): MemoryCandidate => ({ entry: toEntry(r), n: r.n });

/** The filter as a WHERE condition on the `m` alias. */
function matches(f: MemoryFilter) {
  return (eb: ExpressionBuilder<{ m: MemoryEntriesTable }, "m">): Expression<SqlBool> => {
    const and: Expression<SqlBool>[] = [];
    if (f.taskType !== undefined) and.push(eb("m.task_type", "=", f.taskType));
    if (f.kinds && f.kinds.length > 0) and.push(eb("m.kind", "in", [...f.kinds]));
    return eb.and(and);
  };
}

// FTS5 query syntax: each term a quoted phrase, any of them may match.
const ftsQuery = (terms: readonly string[]) => terms.map((t) => `"${t.replaceAll('"', '""')}"`).join(" OR ");
// LIKE with the wildcards of the term itself matched literally.
const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export class MemoryEntryRepository {
  private readonly insertStmt: AsyncPreparedQuery<[string, string, string, string, string | null, string | null, string, string | null, string], unknown>;
  private readonly byIdStmt: AsyncPreparedQuery<[string], Row>;
  private readonly mustNotStmt: AsyncPreparedQuery<[string, number], Row>;

  constructor(private readonly db: Database) {
    const k = db.kysely;
    this.insertStmt = prepareAsyncQuery(
      db,
      (id: string, kind: string, taskType: string, text: string, tool: string | null, target: string | null, tags: string, sourceThreadId: string | null, createdAt: string) =>
        k
          .insertInto("memory_entries")
          .values({ id, kind, task_type: taskType, text, tool, target, tags, source_thread_id: sourceThreadId, created_at: createdAt })
          .onConflict((oc) => oc.column("id").doNothing()),
    );
    this.byIdStmt = prepareAsyncQuery(db, (id: string) => k.selectFrom("memory_entries").selectAll().where("id", "=", id));
    this.mustNotStmt = prepareAsyncQuery(db, (taskType: string, limit: number) =>
      k.selectFrom("memory_entries").selectAll().where("task_type", "=", taskType).where("kind", "=", "must_not").orderBy("n", "desc").limit(limit),
    );
  }

  /** Store an entry; false (and nothing changed) when its id is already stored. */
  async insert(e: MemoryEntry): Promise<boolean> {
    return (await this.insertStmt.run(e.id, e.kind, e.task_type, e.text, e.tool, e.target, JSON.stringify(e.tags), e.source_thread_id, e.created_at)) > 0;
  }

  async get(id: string): Promise<MemoryEntry | null> {
    const r = await this.byIdStmt.get(id);
    return r ? toEntry(r) : null;
  }

  /** must_not entries for a task type, newest first. */
  async mustNots(taskType: string, limit: number): Promise<MemoryEntry[]> {
    return (await this.mustNotStmt.all(taskType, limit)).map(toEntry);
  }

  /** Entries matching the filter, newest first. */
  async newest(filter: MemoryFilter, limit: number): Promise<MemoryEntry[]> {
    const rows = await this.entries().where(matches(filter)).orderBy("m.n", "desc").limit(limit).execute();
    return rows.map(toEntry);
  }

  /**
   * Entries whose text or tags contain any of `terms` (each ≥ 3 characters), best match first.
   * Dialect seam: SQLite FTS5 trigram MATCH ranked by bm25.
   */
  async searchIndexed(terms: readonly string[], filter: MemoryFilter, limit: number): Promise<MemoryCandidate[]> {
    if (terms.length === 0) return [];
    if (this.db.dialect === "postgres") return this.searchTrigram(terms, filter, limit);
    const rows = await this.db.kysely
      .selectFrom("memory_entries as m")
      .innerJoin(sql<{ rowid: number }>`memory_fts`.as("memory_fts"), (j) => j.onRef("memory_fts.rowid", "=", "m.n"))
      .selectAll("m")
      .where(sql<SqlBool>`memory_fts MATCH ${ftsQuery(terms)}`)
      .where(matches(filter))
      .orderBy(sql`bm25(memory_fts)`)
      .limit(limit)
      .execute();
    return rows.map(toCandidate);
  }

  /**
   * The PostgreSQL side of searchIndexed: case-insensitive substring match (as FTS5's trigram
   * tokenizer does), which the pg_trgm GIN indexes serve; more terms matched ranks first, then
   * the closer trigram similarity, then the newer entry.
   */
  private async searchTrigram(terms: readonly string[], filter: MemoryFilter, limit: number): Promise<MemoryCandidate[]> {
    const hit = (term: string) => sql<SqlBool>`(m.text ILIKE ${likePattern(term)} OR m.tags ILIKE ${likePattern(term)})`;
    const hits = sql.join(terms.map((t) => sql`(CASE WHEN ${hit(t)} THEN 1 ELSE 0 END)`), sql` + `);
    const closeness = sql.join(terms.map((t) => sql`word_similarity(${t}, m.text)`), sql`, `);
    const rows = await this.entries()
      .where((eb) => eb.or(terms.map((t) => hit(t))))
      .where(matches(filter))
      .orderBy(sql`${hits}`, "desc")
      .orderBy(sql`greatest(${closeness})`, "desc")
      .orderBy("m.n", "desc")
      .limit(limit)
      .execute();
    return rows.map(toCandidate);
  }

  /** Entries whose text or tags contain any of `terms` literally (any length), newest first. */
  async searchSubstring(terms: readonly string[], filter: MemoryFilter, limit: number): Promise<MemoryCandidate[]> {
    if (terms.length === 0) return [];
    // SQLite's LIKE ignores ASCII case; PostgreSQL's needs ILIKE for the same answers.
    const op = this.db.dialect === "postgres" ? sql`ILIKE` : sql`LIKE`;
    const like = (column: "m.text" | "m.tags", term: string) => sql<SqlBool>`${sql.ref(column)} ${op} ${likePattern(term)} ESCAPE '\\'`;
    const rows = await this.entries()
      .where((eb) => eb.or(terms.flatMap((t) => [like("m.text", t), like("m.tags", t)])))
      .where(matches(filter))
      .orderBy("m.n", "desc")
      .limit(limit)
      .execute();
    return rows.map(toCandidate);
  }

  private entries() {
    return this.db.kysely.selectFrom("memory_entries as m").selectAll("m");
  }
}
