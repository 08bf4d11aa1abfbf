/**
 * The LangGraph store (long-term memory shared across threads) as each owner sees it: every
 * namespace is kept under the owner's name, so one API key's graphs and /store calls never see
 * another's items. Who the owner is comes from the run (or request) being served, carried by
 * AsyncLocalStorage through every await of a graph's nodes; graphs see their own namespaces
 * unchanged.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import {
  BaseStore,
  type GetOperation,
  type ListNamespacesOperation,
  type MatchCondition,
  type Operation,
  type OperationResults,
  type PutOperation,
  type SearchOperation,
} from "@langchain/langgraph-checkpoint";
import { LOCAL_OWNER } from "./auth.js";

const scope = new AsyncLocalStorage<string>();

/** Run `fn` (a graph run, a /store request) as `owner`. */
export function asOwner<T>(owner: string, fn: () => T): T {
  return scope.run(owner, fn);
}

export function currentOwner(): string {
  return scope.getStore() ?? LOCAL_OWNER;
}

/** A store that can drop everything under a namespace prefix at once (truncate). */
export interface PrefixDeletingStore {
  deleteNamespacePrefix(prefix: string[]): Promise<number>;
}

function canDeletePrefix(s: unknown): s is PrefixDeletingStore {
  return typeof (s as { deleteNamespacePrefix?: unknown }).deleteNamespacePrefix === "function";
}

export class OwnerScopedStore extends BaseStore {
  constructor(readonly inner: BaseStore) {
    super();
  }

  async batch<Op extends Operation[]>(operations: Op): Promise<OperationResults<Op>> {
    const owner = currentOwner();
    const scoped = operations.map((op) => scopeOp(op, owner));
    const results = (await this.inner.batch(scoped as Operation[])) as unknown[];
    return results.map((r, i) => unscopeResult(operations[i]!, r)) as OperationResults<Op>;
  }

  /** Everything the current owner has stored. */
  async clear(): Promise<void> {
    const prefix = [currentOwner()];
    if (canDeletePrefix(this.inner)) {
      await this.inner.deleteNamespacePrefix(prefix);
      return;
    }
    // Bounded: a store without prefix deletes is a small (in-memory) one.
    for (let round = 0; round < 1000; round++) {
      const items = await this.inner.search(prefix, { limit: 1000 });
      if (items.length === 0) return;
      await this.inner.batch(items.map((i) => ({ namespace: i.namespace, key: i.key, value: null })));
    }
  }

  override start(): void | Promise<void> {
    return this.inner.start();
  }

  override stop(): void | Promise<void> {
    return this.inner.stop();
  }
}

function isPut(op: Operation): op is PutOperation {
  return "value" in op;
}
function isSearch(op: Operation): op is SearchOperation {
  return "namespacePrefix" in op;
}
function isGet(op: Operation): op is GetOperation {
  return "key" in op && "namespace" in op && !("value" in op);
}
function isList(op: Operation): op is ListNamespacesOperation {
  return !isPut(op) && !isSearch(op) && !isGet(op);
}

function scopeOp(op: Operation, owner: string): Operation {
  if (isPut(op) || isGet(op)) return { ...op, namespace: [owner, ...op.namespace] };
  if (isSearch(op)) return { ...op, namespacePrefix: [owner, ...op.namespacePrefix] };
  const list = op as ListNamespacesOperation;
  const conditions: MatchCondition[] = list.matchConditions ?? [];
  const prefix = conditions.find((c) => c.matchType === "prefix");
  const others = conditions.filter((c) => c !== prefix);
  return {
    ...list,
    matchConditions: [{ matchType: "prefix", path: [owner, ...(prefix?.path ?? [])] }, ...others],
    ...(list.maxDepth !== undefined ? { maxDepth: list.maxDepth + 1 } : {}),
  };
}

function unscopeResult(op: Operation, result: unknown): unknown {
  if (isPut(op)) return result;
  if (isGet(op)) return result ? { ...(result as { namespace: string[] }), namespace: (result as { namespace: string[] }).namespace.slice(1) } : result;
  if (isSearch(op)) return (result as Array<{ namespace: string[] }>).map((i) => ({ ...i, namespace: i.namespace.slice(1) }));
  if (isList(op)) return (result as string[][]).map((ns) => ns.slice(1)).filter((ns) => ns.length > 0);
  return result;
}
