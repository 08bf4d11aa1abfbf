/**
 * One way to validate a value against a contract: `parseContract` returns the typed value or
 * throws a ContractError naming every failing path. `contractJsonSchema` gives the JSON Schema
 * (for docs, OpenAPI and LLM tool definitions).
 */
import { z } from "zod";
import { ContractError, type ErrorIssue } from "../errors.js";

export function issuesOf(error: z.ZodError): ErrorIssue[] {
  return error.issues.map((i) => ({ path: i.path.map(String).join("."), message: i.message }));
}

export function parseContract<S extends z.ZodType>(name: string, schema: S, value: unknown): z.output<S> {
  const r = schema.safeParse(value);
  if (!r.success) throw new ContractError(name, issuesOf(r.error));
  return r.data;
}

/** Like parseContract, but returns a result instead of throwing (for untrusted model or user input). */
export function tryParseContract<S extends z.ZodType>(
  schema: S,
  value: unknown,
): { ok: true; value: z.output<S> } | { ok: false; issues: ErrorIssue[] } {
  const r = schema.safeParse(value);
  return r.success ? { ok: true, value: r.data } : { ok: false, issues: issuesOf(r.error) };
}

export function contractJsonSchema(schema: z.ZodType): Record<string, unknown> {
  return z.toJSONSchema(schema, { unrepresentable: "any" }) as Record<string, unknown>;
}
