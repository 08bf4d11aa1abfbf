/**
 * ToolExecutor: the one way tools run (phase7 §5). Order of checks, each failing as a ToolResult
 * with ok=false and confidence 0 (it never throws):
 *   1. the tool exists;
 *   2. its input matches the zod schema (the message names the failing path);
 *   3. its prerequisites are present in ctx.artifacts (when enforcement is on) — BEFORE running;
 *   4. it runs; an exception becomes an error result;
 *   5. its data matches the output schema.
 * Successful results are cached per session under sha256 of sorted-key JSON of: tool name,
 * input, policy, model id, now, timezone and the prerequisite artifacts the tool reads (tools
 * may read those from ctx, so they are part of what the result depends on).
 */
import { createHash } from "node:crypto";
import type { ToolResult } from "../contracts/planning.js";
import type { ArtifactName, ToolContext } from "./types.js";
import type { ToolRegistry } from "./registry.js";

export type ToolErrorCode = "TOOL_UNKNOWN" | "INPUT_INVALID" | "PREREQUISITE_MISSING" | "TOOL_FAILED" | "OUTPUT_INVALID";

/** data of a failed ToolResult. */
export interface ToolErrorData {
  error: { code: ToolErrorCode; message: string; missing?: ArtifactName[]; path?: string };
}

export interface ExecutorOptions {
  /** ENFORCE_TOOL_DEPENDENCIES. Default true. */
  enforceDependencies?: boolean;
}

export interface ExecutorStats {
  hits: number;
  misses: number;
}

/** Something the direct writer below leaves to the general walk (class instances, functions, …). */
const NOT_PLAIN = Symbol("not plain");

/**
 * JSON with object keys sorted at every depth, so equal values hash equally. Plain data (what
 * tools take and make) is written directly; anything else takes the general walk, which copies
 * the value into sorted plain objects first. Both give the same text.
 */
export function stableStringify(value: unknown): string {
  const seen = new Set<object>();
  const parts: string[] = [];
  const write = (v: unknown): void => {
    switch (typeof v) {
      case "undefined":
        parts.push("null");
        return;
      case "string":
      case "number":
      case "boolean":
        parts.push(JSON.stringify(v));
        return;
      case "object":
        break;
      default:
        throw NOT_PLAIN;
    }
    if (v === null) {
      parts.push("null");
      return;
    }
    if (seen.has(v)) throw new TypeError("cannot hash a circular value");
    seen.add(v);
    if (Array.isArray(v)) {
      parts.push("[");
      for (let i = 0; i < v.length; i++) {
        if (i > 0) parts.push(",");
        write(v[i]);
      }
      parts.push("]");
    } else {
      const proto = Object.getPrototypeOf(v);
      if (proto !== Object.prototype && proto !== null) throw NOT_PLAIN;
      const o = v as Record<string, unknown>;
      parts.push("{");
      let first = true;
      for (const k of Object.keys(o).sort()) {
        if (o[k] === undefined) continue;
        if (!first) parts.push(",");
        first = false;
        parts.push(JSON.stringify(k), ":");
        write(o[k]);
      }
      parts.push("}");
    }
    seen.delete(v);
  };
  try {
    write(value);
    return parts.join("");
  } catch (e) {
    if (e !== NOT_PLAIN) throw e;
    return stableStringifyGeneral(value);
  }
}

function stableStringifyGeneral(value: unknown): string {
  const seen = new WeakSet<object>();
  const walk = (v: unknown): unknown => {
    if (v === null || typeof v !== "object") return v === undefined ? null : v;
    if (seen.has(v)) throw new TypeError("cannot hash a circular value");
    seen.add(v);
    const out = Array.isArray(v) ? v.map(walk) : Object.fromEntries(Object.keys(v).sort().filter((k) => (v as Record<string, unknown>)[k] !== undefined).map((k) => [k, walk((v as Record<string, unknown>)[k])]));
    seen.delete(v);
    return out;
  };
  return JSON.stringify(walk(value));
}

export function cacheKey(parts: Record<string, unknown>): string {
  return createHash("sha256").update(stableStringify(parts)).digest("hex");
}

function fail(code: ToolErrorCode, message: string, extra: Omit<ToolErrorData["error"], "code" | "message"> = {}): ToolResult<ToolErrorData> {
  return { ok: false, confidence: 0, explanations: [`${code}: ${message}`], data: { error: { code, message, ...extra } } };
}

function present(v: unknown): boolean {
  return v !== undefined && v !== null;
}

export class ToolExecutor {
  private readonly cache = new Map<string, Map<string, ToolResult>>();
  private hits = 0;
  private misses = 0;
  private readonly enforce: boolean;

  constructor(
    private readonly registry: ToolRegistry,
    opts: ExecutorOptions = {},
  ) {
    this.enforce = opts.enforceDependencies ?? true;
  }

  async run(name: string, input: unknown, ctx: ToolContext): Promise<ToolResult> {
    const tool = this.registry.get(name);
    if (!tool) return fail("TOOL_UNKNOWN", `no tool named "${name}"`);

    const parsed = tool.input.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const path = issue ? issue.path.map(String).join(".") || "(root)" : "(root)";
      return fail("INPUT_INVALID", `input invalid at ${path}: ${issue?.message ?? "does not match the schema"}`, { path });
    }

    if (this.enforce) {
      const missing = tool.prerequisites.filter((a) => !present(ctx.artifacts[a]));
      if (missing.length) {
        const have = (Object.keys(ctx.artifacts) as ArtifactName[]).filter((a) => present(ctx.artifacts[a]));
        return fail("PREREQUISITE_MISSING", `${name} needs ${missing.join(", ")} first (have: ${have.join(", ") || "nothing"})`, { missing });
      }
    }

    let key: string;
    try {
      key = cacheKey({
        tool: name,
        input: parsed.data,
        policy: ctx.policy,
        model: ctx.modelId,
        now: ctx.now,
        timezone: ctx.timezone,
        artifacts: Object.fromEntries(tool.prerequisites.map((a) => [a, ctx.artifacts[a] ?? null])),
      });
    } catch (e) {
      return fail("INPUT_INVALID", `input cannot be hashed: ${e instanceof Error ? e.message : String(e)}`);
    }
    const session = this.cache.get(ctx.sessionId) ?? new Map<string, ToolResult>();
    this.cache.set(ctx.sessionId, session);
    const cached = session.get(key);
    if (cached) {
      this.hits++;
      return structuredClone(cached);
    }
    this.misses++;

    let result: ToolResult;
    try {
      result = await tool.run(parsed.data, ctx);
    } catch (e) {
      return fail("TOOL_FAILED", `${name} threw: ${e instanceof Error ? e.message : String(e)}`);
    }
    if (!result || typeof result !== "object" || typeof result.ok !== "boolean") return fail("TOOL_FAILED", `${name} returned no ToolResult`);
    if (result.ok) {
      const out = tool.output.safeParse(result.data);
      if (!out.success) {
        const issue = out.error.issues[0];
        const path = issue ? issue.path.map(String).join(".") || "(root)" : "(root)";
        return fail("OUTPUT_INVALID", `${name} output invalid at ${path}: ${issue?.message ?? "does not match the schema"}`, { path });
      }
      result = { ...result, data: out.data, confidence: Math.max(0, Math.min(1, result.confidence)) };
      // Only successes are cached: a failure may be environmental and worth a retry.
      session.set(key, structuredClone(result));
    }
    return result;
  }

  stats(): ExecutorStats {
    return { hits: this.hits, misses: this.misses };
  }

  clearSession(sessionId: string): void {
    this.cache.delete(sessionId);
  }
}
