/** createRuntime and the model configuration: openai is checked at startup, offline builds no model layer. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createRuntime } from "../../src/app/runtime.js";
import { loadConfig } from "../../src/config.js";
import { isConfigError } from "../../src/errors.js";

const dir = mkdtempSync(join(tmpdir(), "gg-models-startup-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function startupError(env: Record<string, string>, settings: Record<string, string> = {}): Promise<unknown> {
  try {
    const rt = await createRuntime(loadConfig({ GOALGRAPH_DB: join(dir, "x.sqlite"), ...env }), { auditor: false, env: settings });
    await rt.close();
    return null;
  } catch (e) {
    return e;
  }
}

describe("model configuration at startup", () => {
  it("openai without model names fails with a ConfigError naming the variables", async () => {
    const e = await startupError({ GOALGRAPH_MODEL_PROVIDER: "openai", OPENAI_BASE_URL: "http://127.0.0.1:9/v1" });
    expect(isConfigError(e)).toBe(true);
    expect(String((e as Error).message)).toMatch(/MODEL_TIER_UNSET \(GOALGRAPH_MODEL_LIGHT\)/);
    expect(String((e as Error).message)).toMatch(/MODEL_SOLVER_UNSET \(GOALGRAPH_SOLVER_MODEL\)/);
  });

  it("openai with neither a key nor a base URL fails with MODEL_NO_CREDENTIALS", async () => {
    const e = await startupError({ GOALGRAPH_MODEL_PROVIDER: "openai", GOALGRAPH_MODEL: "gpt-4o-mini" });
    expect(String((e as Error).message)).toMatch(/MODEL_NO_CREDENTIALS \(OPENAI_API_KEY\)/);
  });

  it("a bad model setting names its variable", async () => {
    const e = await startupError({ GOALGRAPH_MODEL_PROVIDER: "openai", OPENAI_API_KEY: "k", GOALGRAPH_MODEL: "m" }, { GOALGRAPH_MODEL_MAX_RETRIES: "9" });
    expect(isConfigError(e)).toBe(true);
    expect(String((e as Error).message)).toMatch(/GOALGRAPH_MODEL_MAX_RETRIES/);
  });

  it("a good openai configuration builds the model layer (warnings for unpriced models); offline builds none", async () => {
    const rt = await createRuntime(loadConfig({ GOALGRAPH_DB: join(dir, "ok.sqlite"), GOALGRAPH_MODEL_PROVIDER: "openai", OPENAI_API_KEY: "k", GOALGRAPH_MODEL: "m" }), { auditor: false, env: {} });
    expect(rt.models?.provider.kind).toBe("openai");
    expect(rt.models?.provider.solverChain()).toEqual(["m"]);
    expect(rt.models?.warnings.map((w) => w.code)).toEqual(["MODEL_PRICE_UNKNOWN"]);
    expect(rt.plannerDeps.spend).toBeDefined();
    await rt.close();
    const off = await createRuntime(loadConfig({ GOALGRAPH_DB: join(dir, "off.sqlite") }), { auditor: false, env: { GOALGRAPH_MODEL_MAX_RETRIES: "9" } });
    expect(off.models).toBeNull();
    expect(off.plannerDeps.spend).toBeUndefined();
    await off.close();
  });
});
