/** GET /plans/:id's projection of a planner checkpoint: work the schedule could not place is shown per task, with why. */
import { describe, expect, it } from "vitest";
import { createPlannerPlanPort } from "../../src/app/plan-port.js";
import { PlanViewResponse } from "../../src/server/schemas.js";

describe("the plan view", () => {
  it("lists unplaced work by task title, count and reason (and nothing when all fit)", async () => {
    const port = createPlannerPlanPort();
    const values = {
      stage: "SEEK_APPROVAL",
      outline: { nodes: [{ id: "t-run", title: "Easy run" }] },
      schedule: { blocks: [{ task_id: "t-run", start: "2027-01-11T07:00:00+01:00", end: "2027-01-11T08:00:00+01:00" }], unplaced: [{ task_id: "t-run", count: 2, reason: "no free allowed slot" }, { task_id: "t-x", count: 0, reason: "-" }] },
    };
    const view = await port.planView("t", { values, next: [], interrupts: [{ id: "i", kind: "approval", value: {} }], busy: false });
    expect(view.unplaced).toEqual([{ task: "Easy run", task_id: "t-run", count: 2, reason: "no free allowed slot" }]);
    expect(PlanViewResponse.safeParse({ thread_id: "t", ...view, question: null }).success).toBe(true);
    const clean = await port.planView("t", { values: { ...values, schedule: { blocks: [], unplaced: [] } }, next: [], interrupts: [], busy: false });
    expect(clean.unplaced).toEqual([]);
  });
});
