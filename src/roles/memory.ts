/**
 * R5 Shared Memory: entries that outlive a thread (must_not, success, failure, calibration),
 * with a keyword query that works for any language and script.
 *
 * Search: a trigram index (src/store/memory-entries.ts) matches any substring of ≥ 3 characters, so
 * it needs no word boundaries — Chinese and Japanese have none. Terms shorter than 3 characters
 * (a 2-character CJK word such as 跑步) cannot use a trigram index and fall back to a literal
 * substring match. Unspaced (CJK) runs are also split into overlapping
 * trigrams and bigrams so a query need not be an exact substring of the entry. Ranking: entries matching
 * more of the query first, then the index's own rank (FTS5 bm25), then newest.
 *
 * Only metaagent roles (R2, R4b) may read or write memory, and every read and write goes over
 * the bus: use `BusedMemory`, which publishes memory_query / memory_result / memory_write around
 * the store. `MemoryStore` itself publishes nothing.
 */
import { createHash } from "node:crypto";
import type { z } from "zod";
import type { BusPublisher } from "../bus/types.js";
import { MemoryEntry } from "../contracts/index.js";
import { parseContract } from "../contracts/parse.js";
import type { MemoryCandidate, MemoryEntryRepository } from "../store/memory-entries.js";

export type MemoryKind = MemoryEntry["kind"];
/** What `write` accepts: a MemoryEntry whose defaults (and created_at) may be left out. */
export type MemoryEntryInput = Omit<z.input<typeof MemoryEntry>, "created_at"> & { created_at?: string };

export interface MemoryQuery {
  text: string;
  taskType?: string;
  kinds?: readonly MemoryKind[];
  /** Capped at 10 (seeds: calibration is bounded at 10 entries). */
  limit?: number;
}

export interface FailedApproach {
  taskType: string;
  tool: string;
  target?: string | null;
  reason: string;
  threadId?: string | null;
  /** Accepted for the medium loop's MemoryPort; the entry id comes from the fact itself. */
  taskId?: string;
  directive?: string;
  idemKey?: string;
}

export const MEMORY_LIMIT = 10;
/** Candidates fetched per retrieval path before ranking in code. */
const CANDIDATES = 200;
const MAX_NEEDLES = 48;

// Separators between words. %, _ and other symbols stay inside terms so they can be searched for.
const SEPARATORS = /[\s,.;:!?()[\]{}"'“”‘’«»、。，；：！？（）【】「」『』《》〈〉・…]+/u;
// Scripts written without spaces between words.
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

/**
 * The substrings an entry is matched on. Short ASCII words ("to", "a") are dropped when the
 * query has longer terms: in spaced scripts they are almost always stop words, and as LIKE
 * substrings they would match nearly everything.
 */
export function queryNeedles(text: string): string[] {
  const terms = [...new Set(text.toLowerCase().split(SEPARATORS).filter(Boolean))];
  const len = (s: string) => [...s].length;
  const hasLong = terms.some((t) => len(t) >= 3);
  const needles: string[] = [];
  for (const t of terms) {
    const chars = [...t];
    if (chars.length < 3) {
      if (!hasLong || UNSPACED.test(t) || /[^\x00-\x7f]/.test(t)) needles.push(t);
    } else if (UNSPACED.test(t)) {
      // An unspaced run is many words: match its trigrams (indexed) and its bigrams (most CJK
      // words are two characters; LIKE), so the query need not be a substring of the entry.
      for (let i = 0; i + 3 <= chars.length; i++) needles.push(chars.slice(i, i + 3).join(""));
      for (let i = 0; i + 2 <= chars.length; i++) needles.push(chars.slice(i, i + 2).join(""));
    } else {
      needles.push(t);
    }
  }
  return [...new Set(needles)].slice(0, MAX_NEEDLES);
}

const sha = (...parts: string[]) => createHash("sha256").update(parts.join("\u0000")).digest("hex").slice(0, 24);

export class MemoryStore {
  constructor(
    private readonly entries: MemoryEntryRepository,
    private readonly deps: { clock: () => string },
  ) {}

  /** Store an entry; an id already stored keeps its first version, which is returned. */
  async write(input: MemoryEntryInput): Promise<{ entry: MemoryEntry; created: boolean }> {
    const e = parseContract("MemoryEntry", MemoryEntry, { ...input, created_at: input.created_at ?? this.deps.clock() });
    const created = await this.entries.insert(e);
    return { entry: created ? e : (await this.entries.get(e.id))!, created };
  }

  async get(id: string): Promise<MemoryEntry | null> {
    return this.entries.get(id);
  }

  /** Entries matching the text, best first; with no usable term, the newest entries matching the filters. */
  async query(q: MemoryQuery): Promise<MemoryEntry[]> {
    const limit = Math.min(Math.max(1, Math.trunc(q.limit ?? MEMORY_LIMIT)), MEMORY_LIMIT);
    const filter = { ...(q.taskType !== undefined ? { taskType: q.taskType } : {}), ...(q.kinds ? { kinds: q.kinds } : {}) };
    const needles = queryNeedles(q.text);
    if (needles.length === 0) return this.entries.newest(filter, limit);

    // Rank position from the index for ≥ 3-character needles; the shorter ones rank after those.
    const candidates = new Map<number, { c: MemoryCandidate; rank: number }>();
    const long = needles.filter((n) => [...n].length >= 3);
    const short = needles.filter((n) => [...n].length < 3);
    (await this.entries.searchIndexed(long, filter, CANDIDATES)).forEach((c, i) => candidates.set(c.n, { c, rank: i }));
    for (const c of await this.entries.searchSubstring(short, filter, CANDIDATES)) if (!candidates.has(c.n)) candidates.set(c.n, { c, rank: CANDIDATES });

    const scored = [...candidates.values()].map((x) => {
      const hay = `${x.c.entry.text}\n${JSON.stringify(x.c.entry.tags)}`.toLowerCase();
      return { ...x, hits: needles.reduce((k, nd) => k + (hay.includes(nd) ? 1 : 0), 0) };
    });
    scored.sort((a, b) => b.hits - a.hits || a.rank - b.rank || b.c.n - a.c.n);
    return scored.slice(0, limit).map((x) => x.c.entry);
  }

  /** must_not entries for a task type, newest first (R2's plan validator enforces all of them). */
  async mustNots(taskType: string, limit = 100): Promise<MemoryEntry[]> {
    return this.entries.mustNots(taskType, Math.max(1, Math.trunc(limit)));
  }

  /**
   * Record that a tool (on a target) failed for a task type, as a must_not entry. The id comes
   * from (task type, tool, target), so restating the same fact — from a re-executed node or
   * another thread — stores it once.
   */
  async recordFailedApproach(a: FailedApproach): Promise<MemoryEntry> {
    const target = a.target ?? null;
    const on = target ? ` on ${target}` : "";
    const text = `Do not use ${a.tool}${on} for ${a.taskType}: ${a.reason}`.slice(0, 4000);
    const { entry } = await this.write({
      id: `must_not:${sha(a.taskType, a.tool, target ?? "")}`,
      kind: "must_not",
      task_type: a.taskType,
      text,
      tool: a.tool,
      target,
      tags: a.directive ? [a.directive] : [],
      source_thread_id: a.threadId ?? null,
    });
    return entry;
  }

  /**
   * R2's memory calibration (no model call), at most 10 entries: the must_nots most relevant to
   * the query (then the newest), then the best-matching other entries.
   */
  async calibrate(taskType: string, queryText: string): Promise<MemoryEntry[]> {
    const out = new Map<string, MemoryEntry>();
    const add = (es: MemoryEntry[]) => es.forEach((e) => out.size < MEMORY_LIMIT && out.set(e.id, e));
    add(await this.query({ text: queryText, taskType, kinds: ["must_not"], limit: MEMORY_LIMIT }));
    add(await this.mustNots(taskType, MEMORY_LIMIT));
    if (out.size < MEMORY_LIMIT) add(await this.query({ text: queryText, taskType, kinds: ["success", "failure", "calibration"], limit: MEMORY_LIMIT }));
    return [...out.values()];
  }
}

/** The roles allowed to use memory (seeds R5: metaagent roles only). */
export type MemoryRole = "R2_planner" | "R4b_meta_validator";

/**
 * MemoryStore as a role sees it: every read and write is also a bus message (memory_query and
 * memory_result, memory_write), so the Auditor sees memory traffic like any other. Bound to a
 * role and a default thread; each call may name another thread.
 *
 * Idempotency: a write's message key is the entry id; a read's keys come from the caller's
 * idemKey or, without one, from the question and the answer's ids — a re-executed node asking
 * the same question and getting the same answer publishes nothing new.
 */
export class BusedMemory {
  constructor(
    private readonly store: MemoryStore,
    private readonly bus: BusPublisher,
    private readonly opts: { role: MemoryRole; threadId: string },
  ) {}

  async query(q: MemoryQuery, ctx: { threadId?: string; idemKey?: string } = {}): Promise<MemoryEntry[]> {
    return this.read("query", q, () => this.store.query(q), ctx);
  }

  async calibrate(taskType: string, queryText: string, ctx: { threadId?: string; idemKey?: string } = {}): Promise<MemoryEntry[]> {
    return this.read("calibrate", { taskType, text: queryText }, () => this.store.calibrate(taskType, queryText), ctx);
  }

  async mustNots(taskType: string, ctx: { threadId?: string; idemKey?: string } = {}): Promise<MemoryEntry[]> {
    return this.read("must_nots", { taskType }, () => this.store.mustNots(taskType), ctx);
  }

  async write(entry: MemoryEntryInput, ctx: { threadId?: string } = {}): Promise<MemoryEntry> {
    const { entry: stored } = await this.store.write(entry);
    await this.publish(ctx.threadId, "memory_write", this.opts.role, "R5_memory", stored, `memory_write:${stored.id}`);
    return stored;
  }

  /** Also satisfies the medium loop's MemoryPort.recordFailedApproach (its idemKey is not needed: the id is the fact). */
  async recordFailedApproach(a: FailedApproach): Promise<void> {
    const entry = await this.store.recordFailedApproach({ ...a, threadId: a.threadId ?? this.opts.threadId });
    await this.publish(a.threadId ?? undefined, "memory_write", this.opts.role, "R5_memory", entry, `memory_write:${entry.id}`);
  }

  private async read(op: string, params: unknown, run: () => Promise<MemoryEntry[]>, ctx: { threadId?: string; idemKey?: string }): Promise<MemoryEntry[]> {
    // Reading first changes nothing observable (a read has no effect) and lets the key include the answer.
    const entries = await run();
    const key = ctx.idemKey ?? sha(this.opts.role, op, JSON.stringify(params), entries.map((e) => e.id).join(","));
    await this.publish(ctx.threadId, "memory_query", this.opts.role, "R5_memory", { op, ...(params as object) }, `memory_query:${key}`);
    await this.publish(ctx.threadId, "memory_result", "R5_memory", this.opts.role, { op, entries }, `memory_result:${key}`);
    return entries;
  }

  private publish(threadId: string | undefined, type: "memory_query" | "memory_result" | "memory_write", from: "R5_memory" | MemoryRole, to: "R5_memory" | MemoryRole, payload: unknown, idem: string) {
    return this.bus.publish({ thread_id: threadId ?? this.opts.threadId, from, to, type, payload, idem_key: idem });
  }
}
