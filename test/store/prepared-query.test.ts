import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { SqliteDatabase as Database } from "../../src/store/db.js";
import { prepareQuery } from "../../src/store/prepared-query.js";
import { memoryDb } from "./helpers.js";

let db: Database;
beforeEach(async () => {
  db = await memoryDb();
});
afterEach(async () => db.close());

describe("prepareQuery", () => {
  it("runs a compiled Kysely query with its arguments in the statement's order, repeated ones included, and keeps constants", async () => {
    const insert = prepareQuery(db, (thread: string, seq: number, key: string) =>
      db.kysely.insertInto("traces").values({ thread_id: thread, seq, entry: "{}", idem_key: key }),
    );
    expect(insert.run("t", 1, "a")).toBe(1);
    insert.run("t", 2, "b");
    insert.run("u", 1, "c");
    // `limit` comes first in the call but last in the SQL; `thread` is used twice; "{}" is a constant.
    const find = prepareQuery(db, (limit: number, thread: string) =>
      db.kysely
        .selectFrom("traces")
        .select(["seq", "idem_key"])
        .where((eb) => eb.or([eb("thread_id", "=", thread), eb("idem_key", "=", thread)]))
        .where("entry", "=", "{}")
        .orderBy("seq", "desc")
        .limit(limit),
    );
    expect(find.sql).toMatch(/limit \?$/);
    expect(find.all(10, "t")).toEqual([{ seq: 2, idem_key: "b" }, { seq: 1, idem_key: "a" }]);
    expect(find.get(1, "t")).toEqual({ seq: 2, idem_key: "b" });
    expect(find.all(10, "c")).toEqual([{ seq: 1, idem_key: "c" }]);
    expect(find.get(10, "nobody")).toBeUndefined();
  });

  it("takes no arguments for a query without any", async () => {
    const count = prepareQuery(db, () => db.kysely.selectFrom("traces").select((eb) => eb.fn.countAll<number>().as("n")));
    expect(count.get()).toEqual({ n: 0 });
  });
});
