/**
 * Serving any graph: read a `langgraph.json` in the LangGraph CLI's format and turn every graph
 * it names into a GraphEntry the HTTP layer runs with the service's durable checkpointer and
 * store. A graph is given as `"id": "./file.ts:export"` (or `{path, description}`), and the
 * export may be a compiled graph, a StateGraph builder (compiled here), a promise of either, or
 * a factory `(config) => graph` called per run with the run's config. `env` (a .env file or an
 * object) is applied before the graphs load; `LANGGRAPH_CONFIG` in it gives each graph's system
 * assistant its config and context, as the LangGraph server reads it. `http.app` names a custom
 * HTTP app (see src/server/custom-http.ts).
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseEnv } from "node:util";
import type { RunnableConfig } from "@langchain/core/runnables";
import type { BaseCheckpointSaver, BaseStore } from "@langchain/langgraph-checkpoint";
import { getConfigTypeSchema, getInputTypeSchema, getOutputTypeSchema, getStateTypeSchema } from "@langchain/langgraph/zod/schema";
import { z } from "zod";
import { ConfigError } from "../errors.js";
import type { GraphEntry, GraphSchemas, ServableGraph } from "../server/service-ports.js";

const GraphSpec = z.union([z.string().min(3), z.object({ path: z.string().min(3), description: z.string().optional() }).passthrough()]);

export const LangGraphJson = z
  .object({
    graphs: z.record(z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, "graph ids are letters, digits, '.', '_' or '-'"), GraphSpec),
    env: z.union([z.string(), z.record(z.string(), z.string())]).optional(),
    http: z.object({ app: z.string().optional() }).passthrough().optional(),
  })
  .passthrough();
export type LangGraphJson = z.infer<typeof LangGraphJson>;

export interface LoadedConfig {
  /** The file's directory: graph paths resolve against it. */
  dir: string;
  graphs: GraphEntry[];
  /** The custom HTTP app (`http.app`), if the file names one. */
  httpApp?: unknown;
  /** Keys the file named that this service ignores (ui, auth, store, …), for a startup warning. */
  ignored: string[];
}

export interface LoadOptions {
  checkpointer: BaseCheckpointSaver;
  store: BaseStore;
  /** Where `env` is applied (the process environment by default). */
  env?: Record<string, string | undefined>;
  /** Graph ids served by the service itself; the file's graphs of the same id are skipped. */
  reserved?: ReadonlySet<string>;
  warn?: (message: string) => void;
  /** Where graphs' `getLogger()` (@langchain/langgraph-sdk/logging) writes. */
  log?: GraphLog;
}

export type GraphLog = (level: string, message: string, meta?: Record<string, unknown>) => void;

const SDK_LOGGER = Symbol.for("langgraph.api.sdk-logger");

/**
 * Graphs written for the LangGraph server may call `getLogger()` from the SDK, which finds the
 * server's logger on globalThis; give them one that writes through `log`.
 */
export function installGraphLogger(log: GraphLog): void {
  const at = (level: string) => (message: unknown, meta?: Record<string, unknown>) => log(level, typeof message === "string" ? message : JSON.stringify(message), meta);
  (globalThis as Record<symbol, unknown>)[SDK_LOGGER] = {
    fatal: at("fatal"),
    error: at("error"),
    warn: at("warn"),
    info: at("info"),
    debug: at("debug"),
    trace: at("trace"),
  };
}

interface CompiledLike extends ServableGraph {
  builder?: unknown;
  store?: unknown;
  getGraphAsync?: unknown;
}

type GraphFactory = (config: RunnableConfig) => unknown;

function readJson(path: string): LangGraphJson {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, "utf8"));
  } catch (e) {
    throw new ConfigError(`cannot read ${path}: ${(e as Error).message}`, [{ path: "config", message: (e as Error).message }]);
  }
  const r = LangGraphJson.safeParse(raw);
  if (!r.success) throw new ConfigError(`${path} is not a langgraph.json`, r.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })));
  return r.data;
}

/** Apply the file's `env` without overriding what the environment already sets. */
function applyEnv(json: LangGraphJson, dir: string, env: Record<string, string | undefined>, warn: (m: string) => void): void {
  let values: Record<string, string> = {};
  if (typeof json.env === "string") {
    const file = resolve(dir, json.env);
    if (!existsSync(file)) {
      warn(`langgraph.json names env file ${json.env}, which does not exist; continuing without it`);
      return;
    }
    values = parseEnv(readFileSync(file, "utf8")) as Record<string, string>;
  } else if (json.env) {
    values = json.env;
  }
  for (const [k, v] of Object.entries(values)) if (env[k] === undefined) env[k] = v;
}

/** Per-graph assistant defaults from LANGGRAPH_CONFIG: `{graph_id: {configurable…, context?}}`. */
function assistantDefaults(env: Record<string, string | undefined>): Record<string, { config: Record<string, unknown>; context?: unknown }> {
  const raw = env.LANGGRAPH_CONFIG;
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (e) {
    throw new ConfigError(`LANGGRAPH_CONFIG is not JSON: ${(e as Error).message}`, [{ path: "LANGGRAPH_CONFIG", message: "not JSON" }]);
  }
  const r = z.record(z.string(), z.record(z.string(), z.unknown())).safeParse(parsed);
  if (!r.success) throw new ConfigError("LANGGRAPH_CONFIG must map graph ids to config objects", [{ path: "LANGGRAPH_CONFIG", message: "not an object of objects" }]);
  return Object.fromEntries(
    Object.entries(r.data).map(([id, { context, ...config }]) => [id, { config, ...(context !== undefined ? { context } : {}) }]),
  );
}

function splitSpec(spec: string): { file: string; exportName: string } {
  const i = spec.lastIndexOf(":");
  // "C:\…" has a colon at 1; an export name never contains a path separator.
  if (i > 1 && !/[\\/]/.test(spec.slice(i + 1))) return { file: spec.slice(0, i), exportName: spec.slice(i + 1) || "default" };
  return { file: spec, exportName: "default" };
}

const isBuilder = (g: unknown): g is { compile(): unknown } =>
  !!g && typeof g === "object" && typeof (g as { compile?: unknown }).compile === "function" && typeof (g as { stream?: unknown }).stream !== "function";

/** A compiled graph from whatever the export turned out to be (createAgent's wrapper holds the graph in `.graph`). */
function compiledOf(g: unknown, where: string): CompiledLike {
  const compiled = isBuilder(g) ? g.compile() : g;
  const inner = (compiled as { graph?: unknown } | null)?.graph;
  const out = inner && typeof (inner as { stream?: unknown }).stream === "function" && typeof (inner as { getState?: unknown }).getState === "function" ? inner : compiled;
  if (!out || typeof (out as { stream?: unknown }).stream !== "function" || typeof (out as { getState?: unknown }).getState !== "function") {
    throw new ConfigError(`${where} is not a LangGraph graph (a compiled graph, a StateGraph, or a function returning one)`, [{ path: where, message: "not a graph" }]);
  }
  return out as CompiledLike;
}

/** Schemas of a zod- or StateSchema-declared graph; for Annotation graphs (types erased at runtime) the state's channel names. */
export function graphSchemas(graph: unknown): GraphSchemas {
  const tryGet = (f: (g: unknown) => unknown) => {
    try {
      return f(graph) ?? null;
    } catch {
      return null;
    }
  };
  const state = tryGet(getStateTypeSchema) ?? channelSchema(graph);
  const config = tryGet(getConfigTypeSchema);
  return {
    input_schema: tryGet(getInputTypeSchema) ?? state,
    output_schema: tryGet(getOutputTypeSchema) ?? state,
    state_schema: state,
    config_schema: config,
    context_schema: config,
  };
}

function channelSchema(graph: unknown): unknown {
  const channels = (graph as { builder?: { channels?: Record<string, unknown> } }).builder?.channels;
  if (!channels) return null;
  return { type: "object", properties: Object.fromEntries(Object.keys(channels).filter((k) => !k.startsWith("__")).map((k) => [k, {}])) };
}

/** Load the graphs a langgraph.json names; each gets `checkpointer` and `store`. */
export async function loadLangGraphConfig(path: string, opts: LoadOptions): Promise<LoadedConfig> {
  const file = resolve(path);
  const dir = dirname(file);
  const json = readJson(file);
  const env = opts.env ?? process.env;
  const warn = opts.warn ?? (() => undefined);
  applyEnv(json, dir, env, warn);
  const defaults = assistantDefaults(env);
  if (opts.log && !(SDK_LOGGER in globalThis)) installGraphLogger(opts.log);

  const graphs: GraphEntry[] = [];
  for (const [graphId, spec] of Object.entries(json.graphs)) {
    if (opts.reserved?.has(graphId)) {
      warn(`langgraph.json graph "${graphId}" is served by goalgraph itself; the file's entry is skipped`);
      continue;
    }
    const { file: rel, exportName } = splitSpec(typeof spec === "string" ? spec : spec.path);
    const source = resolve(dir, rel);
    if (!existsSync(source)) throw new ConfigError(`graph "${graphId}": ${rel} does not exist (looked in ${dir})`, [{ path: `graphs.${graphId}`, message: "file not found" }]);
    const mod = (await import(pathToFileURL(source).href)) as Record<string, unknown>;
    const exported = mod[exportName];
    if (exported === undefined) throw new ConfigError(`graph "${graphId}": ${rel} has no export "${exportName}"`, [{ path: `graphs.${graphId}`, message: "export not found" }]);
    const where = `graph "${graphId}" (${rel}:${exportName})`;
    const attach = (g: CompiledLike) => {
      g.checkpointer = opts.checkpointer;
      g.store = opts.store;
      return g;
    };

    let load: (config?: RunnableConfig) => Promise<ServableGraph>;
    if (typeof exported === "function" && !isBuilder(exported)) {
      const factory = exported as GraphFactory;
      load = async (config) => attach(compiledOf(await factory(config ?? { configurable: {} }), where));
      // Fail at startup, not on the first run, when the factory cannot build a graph.
      try {
        await load();
      } catch (e) {
        if (e instanceof ConfigError) throw e;
        throw new ConfigError(`${where} could not be built: ${(e as Error).message}`, [{ path: `graphs.${graphId}`, message: (e as Error).message }]);
      }
    } else {
      const compiled = attach(compiledOf(await exported, where));
      load = async () => compiled;
    }
    const description = typeof spec === "string" ? undefined : spec.description;
    graphs.push({
      graphId,
      name: graphId,
      ...(description ? { description } : {}),
      load,
      ...(defaults[graphId] ? { assistantDefaults: defaults[graphId] } : {}),
      schemas: graphSchemas,
    });
  }

  let httpApp: unknown;
  if (json.http?.app) {
    const { file: rel, exportName } = splitSpec(json.http.app);
    const mod = (await import(pathToFileURL(resolve(dir, rel)).href)) as Record<string, unknown>;
    httpApp = mod[exportName];
    if (!httpApp || typeof (httpApp as { fetch?: unknown }).fetch !== "function") {
      throw new ConfigError(`http.app ${json.http.app} is not an app with fetch(request)`, [{ path: "http.app", message: "no fetch()" }]);
    }
  }
  const known = new Set(["graphs", "env", "http", "dependencies", "node_version", "dockerfile_lines"]);
  return { dir, graphs, ...(httpApp ? { httpApp } : {}), ignored: Object.keys(json).filter((k) => !known.has(k)) };
}
