import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { SqliteDatabase as Database } from "../../src/store/db.js";
import { TaxonomyRepository } from "../../src/store/taxonomy.js";
import { fakeClock, memoryDb } from "./helpers.js";

let db: Database;
let taxonomy: TaxonomyRepository;
beforeEach(async () => {
  db = await memoryDb();
  taxonomy = new TaxonomyRepository(db, fakeClock());
});
afterEach(async () => db.close());

const subtype = (name: string, rationale: string, pattern_type: "progressive_accumulation_arc" | "recurring_cycle" = "progressive_accumulation_arc") => ({
  name,
  pattern_type,
  keywords: [],
  description: "d",
  rationale,
  threadId: "t",
});

describe("TaxonomyRepository", () => {
  it("lists nothing before any approval", async () => {
    expect(await taxonomy.list()).toEqual([]);
  });

  it("approves a subtype once: the first rationale stands, and it lists as an approved subtype", async () => {
    await taxonomy.approve(subtype("dog_agility", "for dogs"));
    await taxonomy.approve(subtype("dog_agility", "second thoughts"));
    expect(await taxonomy.list()).toEqual([{ name: "dog_agility", pattern_type: "progressive_accumulation_arc", keywords: ["dog", "agility"], description: "for dogs" }]);
  });

  it("the same subtype name under two pattern types is two entries, listed in approval order", async () => {
    await taxonomy.approve(subtype("sprint_block", "b", "recurring_cycle"));
    await taxonomy.approve(subtype("sprint_block", "a"));
    await taxonomy.approve(subtype("an_ordered_one", "c"));
    expect((await taxonomy.list()).map((s) => [s.pattern_type, s.name])).toEqual([
      ["recurring_cycle", "sprint_block"],
      ["progressive_accumulation_arc", "sprint_block"],
      ["progressive_accumulation_arc", "an_ordered_one"],
    ]);
  });

  it("falls back to the description when no rationale was given", async () => {
    await taxonomy.approve({ ...subtype("quiet_hours", ""), description: "no noise after 9" });
    expect((await taxonomy.list())[0]?.description).toBe("no noise after 9");
  });
});
