/**
 * The Auditor keeps its position in the bus: a restarted runtime continues from the saved cursor
 * and detection state instead of replaying the log (on both backends).
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { createRuntime } from "../../src/app/runtime.js";
import { loadConfig } from "../../src/config.js";
import { BusCursorStore } from "../../src/store/bus-cursors.js";
import { describeBackends, freshDatabase, type TestDatabase } from "../fixtures/backends.js";
import { HALF } from "../fixtures/replicas.js";

describeBackends("auditor position", (backend) => {
  let tdb: TestDatabase;
  beforeAll(async () => {
    tdb = await freshDatabase(backend, "auditor");
  });
  afterAll(() => tdb?.drop());

  it("is saved on close and picked up by the next runtime", async () => {
    const config = loadConfig({ ...tdb.env, GOALGRAPH_LOG_LEVEL: "silent" });
    const first = await createRuntime(config);
    await first.planner.invoke(HALF, { configurable: { thread_id: "a1" } });
    await first.bus.drain();
    const head = await first.bus.head();
    expect(head).toBeGreaterThan(0);
    await first.close();

    // Saved on close at the head. Then a recognisable state is planted at that position: a
    // runtime that replayed the log would not have it.
    const planted = { threads: { marker: { corrections: { s1: { count: 2, ids: ["1", "2"] } }, drifted: {}, directives: {} } } };
    const peek = await createRuntime(config, { auditor: false });
    try {
      const cursors = new BusCursorStore(peek.db);
      expect((await cursors.get("auditor"))?.cursor).toBe(head);
      await cursors.put("auditor", head + 1, planted, "2026-01-01T00:00:00.000Z");
    } finally {
      await peek.close();
    }

    const second = await createRuntime(config);
    try {
      await second.bus.drain();
      expect(second.auditor!.state()).toEqual(planted);
    } finally {
      await second.close();
    }
  });
});
