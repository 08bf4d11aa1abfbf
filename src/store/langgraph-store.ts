/**
 * LangGraph's long-term store (`BaseStore`: items by namespace and key, shared across threads)
 * in the app database (store_items, 010-langgraph-api), SQLite or PostgreSQL. Graphs get it as
 * `config.store`; the HTTP layer serves it at /store. LangGraph ships no SQLite store for JS, so
 * this implements the store's one abstract method, `batch`, over Kysely (the same SQL on both
 * dialects, text ordered bytewise on both): get, put (a null value deletes), search by
 * namespace prefix with an exact-match or comparison filter, and namespace listing. There is no
 * vector index: a search `query` is accepted and items come newest first.
 */
import {
  BaseStore,
  type GetOperation,
  type Item,
  type ListNamespacesOperation,
  type MatchCondition,
  type Operation,
  type OperationResults,
  type PutOperation,
  type SearchItem,
  type SearchOperation,
} from "@langchain/langgraph-checkpoint";
import { sql, type RawBuilder } from "kysely";
import type { Database } from "./db.js";

interface StoreItemsRow {
  namespace: string;
  key: string;
  value: string;
  created_at: string;
  updated_at: string;
}

type Tables = { store_items: StoreItemsRow };

/** A search or a namespace listing reads at most this many rows before filtering in code. */
const SCAN_LIMIT = 10_000;

const nsText = (ns: string[]) => JSON.stringify(ns);

/** LIKE pattern for every namespace strictly under `prefix` (the JSON text minus its closing bracket, then a comma). */
function underPrefix(prefix: string[]): string {
  const open = nsText(prefix).slice(0, -1);
  return `${open.replace(/[\\%_]/g, (c) => `\\${c}`)},%`;
}

function toItem(r: StoreItemsRow): Item {
  return {
    namespace: JSON.parse(r.namespace) as string[],
    key: r.key,
    value: JSON.parse(r.value) as Record<string, unknown>,
    createdAt: new Date(r.created_at),
    updatedAt: new Date(r.updated_at),
  };
}

const OPS: Record<string, (a: unknown, b: unknown) => boolean> = {
  $eq: (a, b) => JSON.stringify(a) === JSON.stringify(b),
  $ne: (a, b) => JSON.stringify(a) !== JSON.stringify(b),
  $gt: (a, b) => (a as number) > (b as number),
  $gte: (a, b) => (a as number) >= (b as number),
  $lt: (a, b) => (a as number) < (b as number),
  $lte: (a, b) => (a as number) <= (b as number),
};

/** Every filter key matches: a value is compared as JSON, `{$gt: 3}`-style objects with the operator. */
export function matchesFilter(value: Record<string, unknown>, filter: Record<string, unknown> | undefined): boolean {
  if (!filter) return true;
  return Object.entries(filter).every(([k, want]) => {
    const got = value[k];
    if (want && typeof want === "object" && !Array.isArray(want)) {
      const ops = Object.entries(want);
      if (ops.length && ops.every(([op]) => op in OPS)) return ops.every(([op, arg]) => OPS[op]!(got, arg));
    }
    return JSON.stringify(got) === JSON.stringify(want);
  });
}

function matchesCondition(ns: string[], c: MatchCondition): boolean {
  if (c.path.length > ns.length) return false;
  const part = c.matchType === "prefix" ? ns.slice(0, c.path.length) : ns.slice(ns.length - c.path.length);
  return c.path.every((label, i) => label === "*" || label === part[i]);
}

export class DatabaseLangGraphStore extends BaseStore {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {
    super();
  }

  private get k() {
    return this.db.kysely.withTables<Tables>();
  }

  /** A text column in byte order (SQLite's default; PostgreSQL's would follow the database's locale). */
  private bytewise(column: "namespace" | "key"): RawBuilder<string> {
    return this.db.dialect === "postgres" ? sql<string>`${sql.ref(column)} COLLATE "C"` : sql<string>`${sql.ref(column)}`;
  }

  async batch<Op extends Operation[]>(operations: Op): Promise<OperationResults<Op>> {
    const results: unknown[] = [];
    for (const op of operations) {
      if ("value" in op) results.push(await this.put1(op as PutOperation));
      else if ("namespacePrefix" in op) results.push(await this.search1(op as SearchOperation));
      else if ("key" in op) results.push(await this.get1(op as GetOperation));
      else results.push(await this.list1(op as ListNamespacesOperation));
    }
    return results as OperationResults<Op>;
  }

  /** Delete every item at or under `prefix`; returns how many went. */
  async deleteNamespacePrefix(prefix: string[]): Promise<number> {
    const res = await this.k
      .deleteFrom("store_items")
      .where((eb) => eb.or([eb("namespace", "=", nsText(prefix)), sql<boolean>`namespace LIKE ${underPrefix(prefix)} ESCAPE '\\'`]))
      .executeTakeFirst();
    return Number(res.numDeletedRows);
  }

  private async get1(op: GetOperation): Promise<Item | null> {
    const r = await this.k.selectFrom("store_items").selectAll().where("namespace", "=", nsText(op.namespace)).where("key", "=", op.key).executeTakeFirst();
    return r ? toItem(r) : null;
  }

  private async put1(op: PutOperation): Promise<void> {
    const namespace = nsText(op.namespace);
    if (op.value === null) {
      await this.k.deleteFrom("store_items").where("namespace", "=", namespace).where("key", "=", op.key).execute();
      return;
    }
    const now = this.now().toISOString();
    const value = JSON.stringify(op.value);
    await this.k
      .insertInto("store_items")
      .values({ namespace, key: op.key, value, created_at: now, updated_at: now })
      .onConflict((oc) => oc.columns(["namespace", "key"]).doUpdateSet({ value, updated_at: now }))
      .execute();
  }

  private async search1(op: SearchOperation): Promise<SearchItem[]> {
    let q = this.k.selectFrom("store_items").selectAll();
    if (op.namespacePrefix.length) {
      q = q.where((eb) => eb.or([eb("namespace", "=", nsText(op.namespacePrefix)), sql<boolean>`namespace LIKE ${underPrefix(op.namespacePrefix)} ESCAPE '\\'`]));
    }
    const rows = await q.orderBy("updated_at", "desc").orderBy(this.bytewise("key")).limit(SCAN_LIMIT).execute();
    const offset = op.offset ?? 0;
    return rows
      .map(toItem)
      .filter((i) => matchesFilter(i.value, op.filter))
      .slice(offset, offset + (op.limit ?? 10));
  }

  private async list1(op: ListNamespacesOperation): Promise<string[][]> {
    const rows = await this.k.selectFrom("store_items").select("namespace").groupBy("namespace").orderBy(this.bytewise("namespace")).limit(SCAN_LIMIT).execute();
    const seen = new Set<string>();
    const out: string[][] = [];
    for (const { namespace } of rows) {
      let ns = JSON.parse(namespace) as string[];
      if (!(op.matchConditions ?? []).every((c) => matchesCondition(ns, c))) continue;
      if (op.maxDepth !== undefined) ns = ns.slice(0, op.maxDepth);
      const key = nsText(ns);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(ns);
    }
    return out.slice(op.offset, op.offset + op.limit);
  }
}
