import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import { buildApp } from "../../src/server/app.js";
import { staticGraphRegistry } from "../../src/server/service-ports.js";
import { buildApprovalGraph } from "./fixtures/approval-graph.js";

describe("health routes", async () => {
  const app = await buildApp({ config: loadConfig({ GOALGRAPH_LOG_LEVEL: "silent" }), version: "9.9.9", graphs: staticGraphRegistry({ planner: buildApprovalGraph().graph }) });
  afterAll(() => app.close());

  it("GET /ok answers ok", async () => {
    const r = await app.inject({ method: "GET", url: "/ok" });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ ok: true });
  });

  it("GET /info names the planner graph and version", async () => {
    const r = await app.inject({ method: "GET", url: "/info" });
    expect(r.json()).toMatchObject({ name: "goalgraph", version: "9.9.9", graphs: ["planner"] });
  });
});
