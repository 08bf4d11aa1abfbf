/**
 * /console serves the built console without an API key (the page asks for one and sends it),
 * caches fingerprinted assets for good and the page never, stays out of /openapi.json, and says
 * plainly (404 CONSOLE_NOT_BUILT) when the console was not built.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { installAuth } from "../../src/server/auth.js";
import { errorBody } from "../../src/server/app.js";
import { consoleRoutes } from "../../src/server/routes/console.js";
import { KEY_ALICE, makeApp } from "./helpers.js";

const dir = mkdtempSync(join(tmpdir(), "gg-console-route-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let app: FastifyInstance;
afterEach(async () => app?.close());

/** The console routes alone, behind the real auth hook and error shape, over a given folder. */
async function consoleApp(root: string) {
  const a = Fastify();
  installAuth(a, new Map([[KEY_ALICE, "alice"]]));
  a.setErrorHandler((err, req, reply) => {
    const { status, body } = errorBody(err, req.id);
    return reply.code(status).send(body);
  });
  await consoleRoutes(a, { root });
  return a;
}

describe("/console", () => {
  it("serves the page and its assets without a key, with the right caching", async () => {
    const root = join(dir, "built");
    mkdirSync(join(root, "assets"), { recursive: true });
    writeFileSync(join(root, "index.html"), "<!doctype html><title>goalgraph console</title>");
    writeFileSync(join(root, "assets", "index-abc123.js"), "console.log(1)");
    app = await consoleApp(root);
    const redirect = await app.inject({ method: "GET", url: "/console" });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe("/console/");
    const page = await app.inject({ method: "GET", url: "/console/" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    expect(page.headers["cache-control"]).toBe("no-cache");
    expect(page.body).toContain("goalgraph console");
    const asset = await app.inject({ method: "GET", url: "/console/assets/index-abc123.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toContain("immutable");
    expect((await app.inject({ method: "GET", url: "/console/assets/nope.js" })).statusCode).toBe(404);
    writeFileSync(join(dir, "secret.txt"), "not for the web");
    const escape = await app.inject({ method: "GET", url: "/console/..%2Fsecret.txt" });
    expect(escape.statusCode).not.toBe(200);
    expect(escape.body).not.toContain("not for the web");
  });

  it("answers 404 CONSOLE_NOT_BUILT, saying how to build it, when there is nothing to serve", async () => {
    app = await consoleApp(join(dir, "never-built"));
    const res = await app.inject({ method: "GET", url: "/console/" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: "CONSOLE_NOT_BUILT" });
    expect(res.json().message).toMatch(/npm run build:console/);
  });

  it("is public while the API is not, and is not an API route in /openapi.json", async () => {
    ({ app } = await makeApp({ keys: `${KEY_ALICE}:alice` }));
    expect((await app.inject({ method: "POST", url: "/threads/search", payload: {} })).statusCode).toBe(401);
    expect((await app.inject({ method: "GET", url: "/console/" })).statusCode).not.toBe(401);
    const doc = (await app.inject({ method: "GET", url: "/openapi.json", headers: { "x-api-key": KEY_ALICE } })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).filter((p) => p.startsWith("/console"))).toEqual([]);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/plans/{thread_id}/schedule.ics", "/plans/{thread_id}/feed", "/feeds/{feed}"]));
  });
});
