import { describe, expect, it } from "vitest";
import { DEFAULT_GGS_PARAMS, loadConfig } from "../../src/config.js";
import { isConfigError } from "../../src/errors.js";

describe("loadConfig", () => {
  it("defaults to the seeds' hyperparameters and phase7 caps", () => {
    const c = loadConfig({});
    expect(c.ggs).toEqual(DEFAULT_GGS_PARAMS);
    expect(c.ggs).toMatchObject({ alpha: 0.6, beta: 0.3, lambda: 0.4, epsilon: 0.1, delta: 0.3, rho: 0.5, theta: 0.8, maxReplans: 3 });
    expect(c.caps).toMatchObject({ turnLimit: 10, retryLimitPerStage: 2, wallTimeSec: 45, budgetPerSessionUsd: 2, softBudgetPerTurnUsd: 0.3, dailyBudgetUsd: 5 });
    expect(c.server).toMatchObject({ port: 8123, host: "127.0.0.1" });
    expect(c.db).toMatchObject({ path: "data/goalgraph.sqlite", synchronous: "FULL" });
    expect(c.model.provider).toBe("offline");
  });

  it("names the bad variable in the error", () => {
    let err: unknown;
    try {
      loadConfig({ GOALGRAPH_DB_SYNCHRONOUS: "SOMETIMES" });
    } catch (e) {
      err = e;
    }
    expect(isConfigError(err)).toBe(true);
    expect((err as Error).message).toContain("GOALGRAPH_DB_SYNCHRONOUS");
  });

  it("overrides from the environment, treating empty strings as unset", () => {
    const c = loadConfig({ GOALGRAPH_PORT: "9000", GOALGRAPH_GGS_THETA: "0.9", GOALGRAPH_HOST: "", GOALGRAPH_ALLOW_NEW_SUBTYPE_PROPOSALS: "false" });
    expect(c.server.port).toBe(9000);
    expect(c.server.host).toBe("127.0.0.1");
    expect(c.ggs.theta).toBe(0.9);
    expect(c.flags.allowNewSubtypeProposals).toBe(false);
  });

  it("parses API keys as key:owner pairs and rejects short keys", () => {
    const c = loadConfig({ GOALGRAPH_API_KEYS: "secret-aaaa:alice, secret-bbbb:bob" });
    expect([...c.server.apiKeys.entries()]).toEqual([["secret-aaaa", "alice"], ["secret-bbbb", "bob"]]);
    expect(() => loadConfig({ GOALGRAPH_API_KEYS: "x:alice" })).toThrow(/GOALGRAPH_API_KEYS/);
  });
});
