/**
 * Turns what R4b hands the GGS into a validated ReplanRequest or OutcomeSummary. Senders may
 * omit the `kind` discriminator (the contracts default it), so the shape decides: an
 * OutcomeSummary carries `merged_output`, a ReplanRequest carries `failed_subtasks`.
 */
import { z } from "zod";
import { OutcomeSummary, ReplanRequest } from "../contracts/index.js";
import { issuesOf, parseContract } from "../contracts/parse.js";
import { ContractError } from "../errors.js";

export type GgsRequest = ReplanRequest | OutcomeSummary;
/** What a caller may pass: the contracts' input side, where `kind` and other defaulted fields are optional. */
export type GgsRequestInput = z.input<typeof ReplanRequest> | z.input<typeof OutcomeSummary>;

export interface GgsRoundInput {
  request: GgsRequest;
  /** Cumulative active time spent on the task, by the caller's clock. */
  elapsedMs: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function normaliseGgsRequest(request: unknown): GgsRequest {
  if (!isRecord(request)) {
    throw new ContractError("GgsRequest", [{ path: "", message: "expected a ReplanRequest or OutcomeSummary object" }]);
  }
  const kind = request["kind"];
  if (kind === "outcome_summary") return parseContract("OutcomeSummary", OutcomeSummary, request);
  if (kind === "replan_request") return parseContract("ReplanRequest", ReplanRequest, request);
  if (kind !== undefined) {
    throw new ContractError("GgsRequest", [
      { path: "kind", message: `expected "replan_request" or "outcome_summary", got ${JSON.stringify(kind)}` },
    ]);
  }
  if ("merged_output" in request) return parseContract("OutcomeSummary", OutcomeSummary, request);
  if ("failed_subtasks" in request) return parseContract("ReplanRequest", ReplanRequest, request);
  throw new ContractError("GgsRequest", [
    { path: "kind", message: "missing: add kind, or merged_output (OutcomeSummary) or failed_subtasks (ReplanRequest)" },
  ]);
}

const ElapsedMs = z.number().nonnegative();

export function normaliseGgsInput(input: unknown): GgsRoundInput {
  if (!isRecord(input)) throw new ContractError("GgsInput", [{ path: "", message: "expected { request, elapsedMs }" }]);
  const elapsed = ElapsedMs.safeParse(input["elapsedMs"]);
  if (!elapsed.success) {
    throw new ContractError(
      "GgsInput",
      issuesOf(elapsed.error).map((i) => ({ path: "elapsedMs", message: i.message })),
    );
  }
  return { request: normaliseGgsRequest(input["request"]), elapsedMs: elapsed.data };
}
