/**
 * Model-layer settings that `Config["model"]` does not carry: prices, timeouts, retries, the
 * solver fallback chain and the role/unit → tier maps. Parsed from GOALGRAPH_-prefixed
 * environment variables once, in the composition root; this is the only place the model layer
 * reads the environment.
 */
import { z } from "zod";
import { ConfigError } from "../errors.js";
import { TIERS, type Tier } from "../roles/executor.js";
import { TOOL_MODES } from "./compat.js";

export { TIERS, type Tier };
export const TierSchema = z.enum(TIERS);

/** Model-facing roles whose tier is configurable (GOALGRAPH_MODEL_ROLE_TIERS). */
export const MODEL_ROLES = [
  "perceiver",
  "reply_reader",
  "context_elicitor",
  "executor",
  "agent_validator",
  "meta_validator",
  "summarizer",
] as const;
export type ModelRole = (typeof MODEL_ROLES)[number];

/**
 * Defaults: judging, planning and reading the person (the reading decides the pattern and every
 * constraint the plan keeps) get more reasoning than wording; R4b is heavy because it is the last
 * gate before GGS accepts a round (and must not be below R2).
 */
export const DEFAULT_ROLE_TIERS: Record<ModelRole, Tier> = {
  perceiver: "standard",
  reply_reader: "standard",
  context_elicitor: "light",
  executor: "light",
  agent_validator: "standard",
  meta_validator: "heavy",
  summarizer: "light",
};

export const Price = z.object({
  input: z.number().nonnegative().describe("USD per 1M input tokens"),
  output: z.number().nonnegative().describe("USD per 1M output tokens"),
});
export type Price = z.infer<typeof Price>;

/** Deliberately high (frontier-model list prices) so an unpriced model over- rather than under-spends the caps. */
export const CONSERVATIVE_DEFAULT_PRICE: Price = { input: 15, output: 75 };

export const ModelSettingsSchema = z.object({
  prices: z.record(z.string(), Price).default({}),
  defaultPrice: Price.default(CONSERVATIVE_DEFAULT_PRICE),
  /** Per attempt; the client aborts the request when it passes. */
  timeoutMs: z.number().int().positive().default(60_000),
  /** Per logical call, across all its attempts and backoffs. */
  deadlineMs: z.number().int().positive().default(180_000),
  /** The issue caps retries at 2 per call. */
  maxRetries: z.number().int().min(0).max(2).default(2),
  retryBaseMs: z.number().int().min(0).default(500),
  retryMaxMs: z.number().int().min(0).default(8_000),
  /** A server's retry-after is honoured up to this. */
  retryAfterCapMs: z.number().int().min(0).default(30_000),
  solverFallbacks: z.array(z.string().min(1)).default([]),
  roleTiers: z.partialRecord(z.enum(MODEL_ROLES), TierSchema).default({}),
  /** Minimum executor tier per unit type (tool name or stage), e.g. {"build_roadmap":"standard"}. */
  unitTiers: z.record(z.string(), TierSchema).default({}),
  maxOutputTokens: z.number().int().positive().default(2_048),
  temperature: z.number().min(0).max(2).nullable().default(null),
  /**
   * The tool mode a model starts in (compat.ts): "function" names the tool (OpenAI, vLLM, recent
   * Ollama), "required" for servers that only accept the string form (LM Studio), "auto" for
   * servers that refuse forcing, "json" for servers without tools (the schema goes into the
   * prompt). A server that refuses a mode moves the model down the list on its own, once per
   * process; this only saves that first refused call.
   */
  toolChoice: z.enum(TOOL_MODES).default("function"),
});
export type ModelSettings = z.infer<typeof ModelSettingsSchema>;

export const DEFAULT_MODEL_SETTINGS: ModelSettings = ModelSettingsSchema.parse({});

/** Environment variable → settings field and how to read it. */
const ENV_FIELDS: ReadonlyArray<{ env: string; field: keyof ModelSettings; read: "json" | "int" | "num" | "list" | "string" }> = [
  { env: "GOALGRAPH_MODEL_PRICES", field: "prices", read: "json" },
  { env: "GOALGRAPH_MODEL_DEFAULT_PRICE", field: "defaultPrice", read: "json" },
  { env: "GOALGRAPH_MODEL_TIMEOUT_MS", field: "timeoutMs", read: "int" },
  { env: "GOALGRAPH_MODEL_DEADLINE_MS", field: "deadlineMs", read: "int" },
  { env: "GOALGRAPH_MODEL_MAX_RETRIES", field: "maxRetries", read: "int" },
  { env: "GOALGRAPH_MODEL_RETRY_BASE_MS", field: "retryBaseMs", read: "int" },
  { env: "GOALGRAPH_MODEL_RETRY_MAX_MS", field: "retryMaxMs", read: "int" },
  { env: "GOALGRAPH_MODEL_RETRY_AFTER_CAP_MS", field: "retryAfterCapMs", read: "int" },
  { env: "GOALGRAPH_SOLVER_FALLBACKS", field: "solverFallbacks", read: "list" },
  { env: "GOALGRAPH_MODEL_ROLE_TIERS", field: "roleTiers", read: "json" },
  { env: "GOALGRAPH_MODEL_UNIT_TIERS", field: "unitTiers", read: "json" },
  { env: "GOALGRAPH_MODEL_MAX_OUTPUT_TOKENS", field: "maxOutputTokens", read: "int" },
  { env: "GOALGRAPH_MODEL_TEMPERATURE", field: "temperature", read: "num" },
  { env: "GOALGRAPH_MODEL_TOOL_CHOICE", field: "toolChoice", read: "string" },
];

function read(env: string, raw: string, how: (typeof ENV_FIELDS)[number]["read"]): unknown {
  switch (how) {
    case "json":
      try {
        return JSON.parse(raw);
      } catch (e) {
        throw new ConfigError(`invalid environment variable ${env}: not JSON (${e instanceof Error ? e.message : String(e)})`, [{ path: env, message: "not JSON" }]);
      }
    case "int":
    case "num":
      return Number(raw);
    case "list":
      return raw.split(",").map((s) => s.trim()).filter(Boolean);
    default:
      return raw;
  }
}

/**
 * Roles that once had a configurable tier and no longer call a model (R2 planning and outline
 * generation are code; brainstorming and option crafting were never wired). A deployment that
 * still names them keeps starting: the keys are dropped with a warning, not rejected.
 */
export const RETIRED_MODEL_ROLES = ["planner", "node_generator", "brainstormer", "option_crafter"] as const;

function dropRetiredRoles(input: Record<string, unknown>): void {
  const tiers = input.roleTiers;
  if (!tiers || typeof tiers !== "object" || Array.isArray(tiers)) return;
  const retired = Object.keys(tiers).filter((k) => (RETIRED_MODEL_ROLES as readonly string[]).includes(k));
  if (!retired.length) return;
  input.roleTiers = Object.fromEntries(Object.entries(tiers).filter(([k]) => !retired.includes(k)));
  process.emitWarning(`GOALGRAPH_MODEL_ROLE_TIERS: ${retired.join(", ")} no longer call a model; ignored`, { code: "GOALGRAPH_RETIRED_ROLE" });
}

/** Settings from an environment; throws ConfigError naming the variable. Empty strings mean unset. */
export function parseModelSettings(env: Record<string, string | undefined>): ModelSettings {
  const input: Record<string, unknown> = {};
  for (const f of ENV_FIELDS) {
    const raw = env[f.env];
    if (raw === undefined || raw.trim() === "") continue;
    input[f.field] = read(f.env, raw.trim(), f.read);
  }
  dropRetiredRoles(input);
  const r = ModelSettingsSchema.safeParse(input);
  if (!r.success) {
    const issue = r.error.issues[0]!;
    const field = String(issue.path[0] ?? "");
    const env = ENV_FIELDS.find((f) => f.field === field)?.env ?? field;
    const where = issue.path.slice(1).map(String).join(".");
    throw new ConfigError(`invalid environment variable ${env}${where ? ` at ${where}` : ""}: ${issue.message}`, [{ path: env, message: issue.message }]);
  }
  return r.data;
}

/** The tier a role runs at: the configured override, else the default. */
export function roleTier(settings: Pick<ModelSettings, "roleTiers">, role: ModelRole): Tier {
  return settings.roleTiers[role] ?? DEFAULT_ROLE_TIERS[role];
}

export function tierRank(t: Tier): number {
  return TIERS.indexOf(t);
}
