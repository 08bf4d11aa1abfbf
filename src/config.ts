/**
 * The single configuration object: environment variables over the seeds' defaults, validated
 * once at startup. A bad variable stops startup with a ConfigError that names it.
 *
 * Nothing else reads process.env: the composition root passes `Config` (or parts of it) down.
 */
import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { z } from "zod";
import { ConfigError } from "./errors.js";

const num = (def: number) => z.coerce.number().finite().default(def);
const int = (def: number) => z.coerce.number().int().default(def);
const bool = (def: boolean) =>
  z
    .enum(["true", "false", "1", "0", "yes", "no", "on", "off"])
    .transform((v) => ["true", "1", "yes", "on"].includes(v))
    .default(def);

/** v0.8 loss hyperparameters (mvp-roles-v0.8 "Loss Hyperparameters"). */
export const GgsParamsSchema = z.object({
  alpha: z.number().min(0).default(0.6),
  beta: z.number().min(0).default(0.3),
  lambda: z.number().min(0).default(0.4),
  w1: z.number().min(0).default(0.6),
  w2: z.number().min(0).default(0.4),
  epsilon: z.number().min(0).default(0.1),
  delta: z.number().min(0).max(1).default(0.3),
  rho: z.number().min(0).max(1).default(0.5),
  theta: z.number().min(0).default(0.8),
  timeBudgetMs: z.number().positive().default(300_000),
  maxReplans: z.number().int().positive().default(3),
  law2KillThreshold: z.number().int().positive().default(2),
});
export type GgsParams = z.infer<typeof GgsParamsSchema>;
export const DEFAULT_GGS_PARAMS: GgsParams = GgsParamsSchema.parse({});

/** Environment variable → config path. Documented in README "Configuration". */
export const ENV = {
  GOALGRAPH_PORT: int(8123).pipe(z.number().min(0).max(65535)),
  GOALGRAPH_HOST: z.string().min(1).default("127.0.0.1"),
  GOALGRAPH_DB: z.string().min(1).default("data/goalgraph.sqlite"),
  GOALGRAPH_DB_SYNCHRONOUS: z.enum(["OFF", "NORMAL", "FULL", "EXTRA"]).default("FULL"),
  GOALGRAPH_DB_BUSY_TIMEOUT_MS: int(5000).pipe(z.number().min(0)),
  GOALGRAPH_BUS_SYNCHRONOUS: z.enum(["NORMAL", "FULL"]).default("NORMAL").describe("synchronous for the bus's own connection; see src/app/runtime.ts"),
  GOALGRAPH_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional()
    .describe("PostgreSQL instead of the SQLite file: several replicas may share it"),
  GOALGRAPH_DB_POOL_MAX: int(10).pipe(z.number().min(2).max(200)).describe("PostgreSQL connections per process"),
  GOALGRAPH_REPLICA_ID: z.string().min(1).max(200).optional().describe("this process's name in run leases (default: host, pid and a random part)"),
  GOALGRAPH_LEASE_TTL_MS: int(15_000).pipe(z.number().min(500)).describe("a run's lease lasts this long unless renewed; a replica takes over a run whose lease expired"),
  GOALGRAPH_RETENTION_AGE_SEC: int(3600).pipe(z.number().min(0)).describe("prune a finished thread's intermediate checkpoints once it has been idle this long"),
  GOALGRAPH_RETENTION_INTERVAL_SEC: int(600).pipe(z.number().min(0)).describe("how often the retention pass runs; 0 turns it off"),
  GOALGRAPH_THREAD_TTL_MIN: int(0).pipe(z.number().min(0)).describe("delete threads idle this long with all their rows; 0 keeps them"),
  GOALGRAPH_LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  GOALGRAPH_API_KEYS: z.string().default("").describe("comma-separated key:owner pairs"),
  GOALGRAPH_BODY_LIMIT_BYTES: int(256 * 1024).pipe(z.number().min(1024)),
  GOALGRAPH_MAX_GOAL_CHARS: int(4000).pipe(z.number().min(10)),
  GOALGRAPH_CONFIG: z.string().min(1).optional().describe("a langgraph.json whose graphs are served beside the planner"),
  GOALGRAPH_CORS_ORIGINS: z
    .string()
    .default("")
    .describe("comma-separated browser origins allowed besides loopback ones (http://localhost:*, http://127.0.0.1:*); * for any"),
  GOALGRAPH_WARM_UP: bool(true).describe("read a sample goal and reply in every language before listening, so no request pays the reader's first-use cost"),
  GOALGRAPH_ALLOW_TRUNCATE: bool(false).describe("serve POST /internal/truncate (test suites only: it deletes the caller's threads, assistants and store)"),

  GOALGRAPH_MODEL_PROVIDER: z.enum(["offline", "openai"]).default("offline"),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.string().url().optional(),
  GOALGRAPH_MODEL: z.string().optional(),
  GOALGRAPH_MODEL_LIGHT: z.string().optional(),
  GOALGRAPH_MODEL_STANDARD: z.string().optional(),
  GOALGRAPH_MODEL_HEAVY: z.string().optional(),
  GOALGRAPH_SOLVER_MODEL: z.string().optional(),

  GOALGRAPH_TURN_LIMIT: int(10).pipe(z.number().min(1)),
  GOALGRAPH_RETRY_LIMIT_PER_STAGE: int(2).pipe(z.number().min(0)),
  GOALGRAPH_AGENT_RETRY_K: int(2).pipe(z.number().min(1)).describe("R4a attempts per subtask"),
  GOALGRAPH_WALL_TIME_SEC: num(45).pipe(z.number().positive()),
  GOALGRAPH_BUDGET_PER_SESSION_USD: num(2.0).pipe(z.number().min(0)),
  GOALGRAPH_SOFT_BUDGET_PER_TURN_USD: num(0.3).pipe(z.number().min(0)),
  GOALGRAPH_DAILY_BUDGET_USD: num(5.0).pipe(z.number().min(0)),
  GOALGRAPH_CONFIDENCE_CONTINUE: num(0.7).pipe(z.number().min(0).max(1)),
  GOALGRAPH_CONFIDENCE_ESCALATE: num(0.4).pipe(z.number().min(0).max(1)),
  GOALGRAPH_ALLOW_NEW_SUBTYPE_PROPOSALS: bool(true),
  GOALGRAPH_REQUIRE_RFC_FOR_NEW_SUBTYPE: bool(true),
  GOALGRAPH_ENFORCE_TOOL_DEPENDENCIES: bool(true),

  GOALGRAPH_GGS_ALPHA: num(DEFAULT_GGS_PARAMS.alpha),
  GOALGRAPH_GGS_BETA: num(DEFAULT_GGS_PARAMS.beta),
  GOALGRAPH_GGS_LAMBDA: num(DEFAULT_GGS_PARAMS.lambda),
  GOALGRAPH_GGS_W1: num(DEFAULT_GGS_PARAMS.w1),
  GOALGRAPH_GGS_W2: num(DEFAULT_GGS_PARAMS.w2),
  GOALGRAPH_GGS_EPSILON: num(DEFAULT_GGS_PARAMS.epsilon),
  GOALGRAPH_GGS_DELTA: num(DEFAULT_GGS_PARAMS.delta),
  GOALGRAPH_GGS_RHO: num(DEFAULT_GGS_PARAMS.rho),
  GOALGRAPH_GGS_THETA: num(DEFAULT_GGS_PARAMS.theta),
  GOALGRAPH_GGS_TIME_BUDGET_MS: num(DEFAULT_GGS_PARAMS.timeBudgetMs),
  GOALGRAPH_GGS_MAX_REPLANS: int(DEFAULT_GGS_PARAMS.maxReplans),
  GOALGRAPH_GGS_LAW2_KILL: int(DEFAULT_GGS_PARAMS.law2KillThreshold),
} as const;

const EnvSchema = z.object(ENV);

export interface Config {
  server: {
    port: number;
    host: string;
    bodyLimitBytes: number;
    maxGoalChars: number;
    apiKeys: Map<string, string>;
    /** Browser origins allowed (CORS) besides loopback ones; "*" allows any. */
    corsOrigins: string[];
    /** Serve POST /internal/truncate (conformance suites). */
    allowTruncate: boolean;
    /** Warm the offline reader before listening (src/planning/reading/warm-up.ts). */
    warmUp: boolean;
  };
  /** A langgraph.json whose graphs are served beside the planner. */
  langgraphConfig?: string;
  db: {
    path: string;
    synchronous: "OFF" | "NORMAL" | "FULL" | "EXTRA";
    busyTimeoutMs: number;
    busSynchronous?: "NORMAL" | "FULL";
    /** PostgreSQL URL; when set, `path` and the SQLite settings are unused. */
    url?: string;
    poolMax?: number;
  };
  /** Several replicas on one PostgreSQL database (run leases; see src/store/leases.ts). */
  replica: { id: string; leaseTtlMs: number };
  retention: { ageSec: number; intervalSec: number; threadTtlMin: number };
  logLevel: string;
  model: {
    provider: "offline" | "openai";
    apiKey?: string;
    baseUrl?: string;
    tiers: { light?: string; standard?: string; heavy?: string };
    solver?: string;
  };
  caps: {
    turnLimit: number;
    retryLimitPerStage: number;
    agentRetryK: number;
    wallTimeSec: number;
    budgetPerSessionUsd: number;
    softBudgetPerTurnUsd: number;
    dailyBudgetUsd: number;
  };
  confidence: { continue: number; escalate: number };
  flags: { allowNewSubtypeProposals: boolean; requireRfcForNewSubtype: boolean; enforceToolDependencies: boolean };
  ggs: GgsParams;
}

function parseApiKeys(raw: string): Map<string, string> {
  const keys = new Map<string, string>();
  for (const part of raw.split(",").map((s) => s.trim()).filter(Boolean)) {
    const idx = part.lastIndexOf(":");
    const key = idx > 0 ? part.slice(0, idx) : part;
    const owner = idx > 0 ? part.slice(idx + 1) : "default";
    if (key.length < 8) throw new ConfigError("GOALGRAPH_API_KEYS: every key must be at least 8 characters", [{ path: "GOALGRAPH_API_KEYS", message: "key too short" }]);
    keys.set(key, owner || "default");
  }
  return keys;
}

/** Build the config from an environment (process.env by default). Throws ConfigError naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings mean "unset" (docker-compose and shells often pass VAR= through).
  const cleaned = Object.fromEntries(Object.keys(ENV).map((k) => [k, env[k] === "" ? undefined : env[k]]));
  const r = EnvSchema.safeParse(cleaned);
  if (!r.success) {
    const issues = r.error.issues.map((i) => ({ path: i.path.map(String).join("."), message: i.message }));
    const first = issues[0]!;
    throw new ConfigError(`invalid environment variable ${first.path}=${JSON.stringify(cleaned[first.path])}: ${first.message}`, issues);
  }
  const e = r.data;
  const ggs = GgsParamsSchema.safeParse({
    alpha: e.GOALGRAPH_GGS_ALPHA,
    beta: e.GOALGRAPH_GGS_BETA,
    lambda: e.GOALGRAPH_GGS_LAMBDA,
    w1: e.GOALGRAPH_GGS_W1,
    w2: e.GOALGRAPH_GGS_W2,
    epsilon: e.GOALGRAPH_GGS_EPSILON,
    delta: e.GOALGRAPH_GGS_DELTA,
    rho: e.GOALGRAPH_GGS_RHO,
    theta: e.GOALGRAPH_GGS_THETA,
    timeBudgetMs: e.GOALGRAPH_GGS_TIME_BUDGET_MS,
    maxReplans: e.GOALGRAPH_GGS_MAX_REPLANS,
    law2KillThreshold: e.GOALGRAPH_GGS_LAW2_KILL,
  });
  if (!ggs.success) {
    const i = ggs.error.issues[0]!;
    throw new ConfigError(`invalid GGS parameter ${i.path.join(".")}: ${i.message}`);
  }
  if (e.GOALGRAPH_CONFIDENCE_ESCALATE > e.GOALGRAPH_CONFIDENCE_CONTINUE) {
    throw new ConfigError("GOALGRAPH_CONFIDENCE_ESCALATE must not exceed GOALGRAPH_CONFIDENCE_CONTINUE");
  }
  const base = e.GOALGRAPH_MODEL;
  return {
    server: {
      port: e.GOALGRAPH_PORT,
      host: e.GOALGRAPH_HOST,
      bodyLimitBytes: e.GOALGRAPH_BODY_LIMIT_BYTES,
      maxGoalChars: e.GOALGRAPH_MAX_GOAL_CHARS,
      apiKeys: parseApiKeys(e.GOALGRAPH_API_KEYS),
      corsOrigins: e.GOALGRAPH_CORS_ORIGINS.split(",").map((o) => o.trim()).filter(Boolean),
      allowTruncate: e.GOALGRAPH_ALLOW_TRUNCATE,
      warmUp: e.GOALGRAPH_WARM_UP,
    },
    ...(e.GOALGRAPH_CONFIG ? { langgraphConfig: e.GOALGRAPH_CONFIG } : {}),
    db: {
      path: e.GOALGRAPH_DB,
      synchronous: e.GOALGRAPH_DB_SYNCHRONOUS,
      busyTimeoutMs: e.GOALGRAPH_DB_BUSY_TIMEOUT_MS,
      busSynchronous: e.GOALGRAPH_BUS_SYNCHRONOUS,
      ...(e.GOALGRAPH_DATABASE_URL ? { url: e.GOALGRAPH_DATABASE_URL, poolMax: e.GOALGRAPH_DB_POOL_MAX } : {}),
    },
    replica: { id: e.GOALGRAPH_REPLICA_ID ?? `${hostname()}-${process.pid}-${randomBytes(3).toString("hex")}`, leaseTtlMs: e.GOALGRAPH_LEASE_TTL_MS },
    retention: { ageSec: e.GOALGRAPH_RETENTION_AGE_SEC, intervalSec: e.GOALGRAPH_RETENTION_INTERVAL_SEC, threadTtlMin: e.GOALGRAPH_THREAD_TTL_MIN },
    logLevel: e.GOALGRAPH_LOG_LEVEL,
    model: {
      provider: e.GOALGRAPH_MODEL_PROVIDER,
      apiKey: e.OPENAI_API_KEY,
      baseUrl: e.OPENAI_BASE_URL,
      tiers: {
        light: e.GOALGRAPH_MODEL_LIGHT ?? base,
        standard: e.GOALGRAPH_MODEL_STANDARD ?? base,
        heavy: e.GOALGRAPH_MODEL_HEAVY ?? base,
      },
      solver: e.GOALGRAPH_SOLVER_MODEL ?? base,
    },
    caps: {
      turnLimit: e.GOALGRAPH_TURN_LIMIT,
      retryLimitPerStage: e.GOALGRAPH_RETRY_LIMIT_PER_STAGE,
      agentRetryK: e.GOALGRAPH_AGENT_RETRY_K,
      wallTimeSec: e.GOALGRAPH_WALL_TIME_SEC,
      budgetPerSessionUsd: e.GOALGRAPH_BUDGET_PER_SESSION_USD,
      softBudgetPerTurnUsd: e.GOALGRAPH_SOFT_BUDGET_PER_TURN_USD,
      dailyBudgetUsd: e.GOALGRAPH_DAILY_BUDGET_USD,
    },
    confidence: { continue: e.GOALGRAPH_CONFIDENCE_CONTINUE, escalate: e.GOALGRAPH_CONFIDENCE_ESCALATE },
    flags: {
      allowNewSubtypeProposals: e.GOALGRAPH_ALLOW_NEW_SUBTYPE_PROPOSALS,
      requireRfcForNewSubtype: e.GOALGRAPH_REQUIRE_RFC_FOR_NEW_SUBTYPE,
      enforceToolDependencies: e.GOALGRAPH_ENFORCE_TOOL_DEPENDENCIES,
    },
    ggs: ggs.data,
  };
}
