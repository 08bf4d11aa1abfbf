import { afterEach, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { makeApp, parseSse } from "./helpers.js";

let app: FastifyInstance;
afterEach(async () => app?.close());

async function newThread(): Promise<string> {
  const r = await app.inject({ method: "POST", url: "/threads", payload: {} });
  expect(r.statusCode).toBe(200);
  return r.json().thread_id;
}

describe("runs over HTTP", () => {
  it("wait pauses at the approval interrupt, resume 'approve' completes, state and history follow", async () => {
    ({ app } = await makeApp());
    const id = await newThread();
    const w1 = await app.inject({ method: "POST", url: `/threads/${id}/runs/wait`, payload: { assistant_id: "planner", input: { goal: "run a 10k" } } });
    expect(w1.statusCode).toBe(200);
    expect(w1.headers["content-location"]).toMatch(new RegExp(`^/threads/${id}/runs/`));
    const out1 = w1.json();
    expect(out1.version).toBe(1);
    expect(out1.__interrupt__).toHaveLength(1);
    expect(out1.__interrupt__[0].value).toMatchObject({ kind: "approval" });
    expect(typeof out1.__interrupt__[0].id).toBe("string");

    const t = (await app.inject({ method: "GET", url: `/threads/${id}` })).json();
    expect(t.status).toBe("interrupted");
    const [taskId] = Object.keys(t.interrupts);
    expect(t.interrupts[taskId!][0].value.kind).toBe("approval");

    const st = (await app.inject({ method: "GET", url: `/threads/${id}/state` })).json();
    expect(st.next).toEqual(["review"]);
    expect(st.tasks[0].interrupts[0].value.kind).toBe("approval");

    const w2 = await app.inject({ method: "POST", url: `/threads/${id}/runs/wait`, payload: { assistant_id: "planner", command: { resume: "approve" } } });
    expect(w2.json()).toMatchObject({ status: "complete", replies: ["approve"] });
    expect(w2.json().__interrupt__).toBeUndefined();
    expect((await app.inject({ method: "GET", url: `/threads/${id}` })).json().status).toBe("idle");

    const hist = (await app.inject({ method: "POST", url: `/threads/${id}/history`, payload: { limit: 10 } })).json();
    expect(hist.length).toBeGreaterThanOrEqual(4);
    const paused = hist.find((h: { next: string[] }) => h.next[0] === "review");
    const byId = await app.inject({ method: "GET", url: `/threads/${id}/state/${paused.checkpoint.checkpoint_id}` });
    expect(byId.json().values.version).toBe(1);
    expect(byId.json().values.status).toBe("awaiting_approval");

    const older = (await app.inject({ method: "POST", url: `/threads/${id}/history`, payload: { limit: 10, before: paused.checkpoint.checkpoint_id } })).json();
    expect(older.every((h: { checkpoint: { checkpoint_id: string } }) => h.checkpoint.checkpoint_id < paused.checkpoint.checkpoint_id)).toBe(true);
    const older2 = (await app.inject({ method: "POST", url: `/threads/${id}/history`, payload: { before: { configurable: { checkpoint_id: paused.checkpoint.checkpoint_id } } } })).json();
    expect(older2).toEqual(older);

    const missing = await app.inject({ method: "GET", url: `/threads/${id}/state/1f000000-0000-6000-8000-000000000000` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe("CHECKPOINT_NOT_FOUND");
  });

  it("stream emits metadata first, values with __interrupt__, custom events, and ends", async () => {
    ({ app } = await makeApp());
    const id = await newThread();
    const r = await app.inject({
      method: "POST",
      url: `/threads/${id}/runs/stream`,
      payload: { assistant_id: "planner", input: { goal: "g" }, stream_mode: ["values", "updates", "custom"] },
    });
    expect(r.headers["content-type"]).toMatch(/^text\/event-stream/);
    const events = parseSse(r.body);
    expect(events[0]!.event).toBe("metadata");
    expect(events[0]!.data).toMatchObject({ run_id: expect.any(String) });
    expect(events.some((e) => e.event === "custom" && (e.data as { kind: string }).kind === "progress")).toBe(true);
    expect(events.some((e) => e.event === "updates")).toBe(true);
    const interrupt = events.find((e) => e.event === "values" && "__interrupt__" in (e.data as object));
    expect((interrupt!.data as { __interrupt__: Array<{ value: { kind: string } }> }).__interrupt__[0]!.value.kind).toBe("approval");
    // ids increase so a client can resume with Last-Event-ID
    const ids = events.map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it("a graph's error keeps its name and message in the run's error (stream, wait), as LangGraph servers report it", async () => {
    ({ app } = await makeApp());
    const id = await newThread();
    const r = await app.inject({ method: "POST", url: `/threads/${id}/runs/stream`, payload: { assistant_id: "planner", input: { goal: "g", fail: true } } });
    const events = parseSse(r.body);
    const err = events.at(-1)!;
    expect(err.event).toBe("error");
    expect(err.data).toEqual({ error: "Error", message: "secret internal detail: db password is hunter2" });
    const t = (await app.inject({ method: "GET", url: `/threads/${id}` })).json();
    expect(t.status).toBe("error");
    const w = await app.inject({ method: "POST", url: `/threads/${id}/runs/wait`, payload: { assistant_id: "planner", input: { goal: "g", fail: true } } });
    expect(w.json().__error__).toEqual({ error: "Error", message: "secret internal detail: db password is hunter2" });
  });

  it("background run, get, join and join-stream with Last-Event-ID", async () => {
    ({ app } = await makeApp());
    const id = await newThread();
    const c = await app.inject({ method: "POST", url: `/threads/${id}/runs`, payload: { assistant_id: "planner", input: { goal: "g", delay_ms: 50 } } });
    expect(c.statusCode).toBe(200);
    const run = c.json();
    expect(["pending", "running"]).toContain(run.status);
    expect((await app.inject({ method: "GET", url: `/threads/${id}` })).json().status).toBe("busy");
    const j = await app.inject({ method: "GET", url: `/threads/${id}/runs/${run.run_id}/join` });
    expect(j.json().__interrupt__[0].value.kind).toBe("approval");
    const got = (await app.inject({ method: "GET", url: `/threads/${id}/runs/${run.run_id}` })).json();
    expect(got.status).toBe("success");
    const all = parseSse((await app.inject({ method: "GET", url: `/threads/${id}/runs/${run.run_id}/stream` })).body);
    expect(all[0]!.event).toBe("metadata");
    const tail = parseSse(
      (await app.inject({ method: "GET", url: `/threads/${id}/runs/${run.run_id}/stream`, headers: { "last-event-id": all[1]!.id! } })).body,
    );
    expect(tail.map((e) => e.id)).toEqual(all.slice(2).map((e) => e.id));
    const onlyValues = parseSse((await app.inject({ method: "GET", url: `/threads/${id}/runs/${run.run_id}/stream?stream_mode=values` })).body);
    expect(new Set(onlyValues.map((e) => e.event))).toEqual(new Set(["metadata", "values"]));
    const list = (await app.inject({ method: "GET", url: `/threads/${id}/runs` })).json();
    expect(list.map((r: { run_id: string }) => r.run_id)).toEqual([run.run_id]);
  });

  it("updateState writes a checkpoint as a node; search finds threads by status and metadata", async () => {
    ({ app } = await makeApp());
    const id = (await app.inject({ method: "POST", url: "/threads", payload: { metadata: { team: "a" } } })).json().thread_id;
    await app.inject({ method: "POST", url: `/threads/${id}/runs/wait`, payload: { assistant_id: "planner", input: { goal: "g" } } });
    const u = await app.inject({ method: "POST", url: `/threads/${id}/state`, payload: { values: { goal: "changed" }, as_node: "draft" } });
    expect(u.statusCode).toBe(200);
    expect(u.json().checkpoint.checkpoint_id).toEqual(expect.any(String));
    const st = (await app.inject({ method: "GET", url: `/threads/${id}/state` })).json();
    expect(st.values.goal).toBe("changed");
    expect(st.checkpoint.checkpoint_id).toBe(u.json().checkpoint.checkpoint_id);
    const found = (await app.inject({ method: "POST", url: "/threads/search", payload: { metadata: { team: "a" }, status: "interrupted" } })).json();
    expect(found.map((t: { thread_id: string }) => t.thread_id)).toEqual([id]);
    const none = (await app.inject({ method: "POST", url: "/threads/search", payload: { metadata: { team: "b" } } })).json();
    expect(none).toEqual([]);
  });

  it("threads: if_exists raise / do_nothing, delete, unknown thread 404", async () => {
    ({ app } = await makeApp());
    const id = "my-thread-1";
    expect((await app.inject({ method: "POST", url: "/threads", payload: { thread_id: id } })).statusCode).toBe(200);
    const again = await app.inject({ method: "POST", url: "/threads", payload: { thread_id: id } });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("THREAD_EXISTS");
    const same = await app.inject({ method: "POST", url: "/threads", payload: { thread_id: id, if_exists: "do_nothing" } });
    expect(same.json().thread_id).toBe(id);
    expect((await app.inject({ method: "DELETE", url: `/threads/${id}` })).statusCode).toBe(204);
    const gone = await app.inject({ method: "GET", url: `/threads/${id}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: "THREAD_NOT_FOUND" });
    const run = await app.inject({ method: "POST", url: `/threads/nope/runs/wait`, payload: { assistant_id: "planner", input: {} } });
    expect(run.statusCode).toBe(404);
    const created = await app.inject({ method: "POST", url: `/threads/fresh/runs/wait`, payload: { assistant_id: "planner", input: { goal: "g" }, if_not_exists: "create" } });
    expect(created.json().__interrupt__).toHaveLength(1);
  });

  it("assistants: search and get planner, unknown assistant 404", async () => {
    ({ app } = await makeApp());
    const s = (await app.inject({ method: "POST", url: "/assistants/search", payload: {} })).json();
    expect(s).toEqual([expect.objectContaining({ assistant_id: "planner", graph_id: "planner" })]);
    expect((await app.inject({ method: "GET", url: "/assistants/planner" })).json().graph_id).toBe("planner");
    const missing = await app.inject({ method: "GET", url: "/assistants/nope" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe("ASSISTANT_NOT_FOUND");
    const run = await app.inject({ method: "POST", url: `/threads/x/runs/wait`, payload: { assistant_id: "nope", input: {}, if_not_exists: "create" } });
    expect(run.json().code).toBe("ASSISTANT_NOT_FOUND");
  });
});
