/** The console's pure projections: loss series with macro states, Gantt tasks, SSE replay, replies offered. */
import { describe, expect, it } from "vitest";
import { acceptsChanges, calendarEvents, ganttTasks, lossSeries, parseSse, simpleAccepts, stageTimeline, type BusEvent, type Question } from "../../console/src/plan-data.js";

describe("lossSeries", () => {
  it("one point per round, labelled with stage and round, marked with the macro state it ended in", () => {
    const s = lossSeries([
      { stage: "DRAFT_OUTLINE", round: 1, transition: "init→refine", loss: { D: 0.5, P: 0.2, Omega: 0.1, L: 0.4 } },
      { stage: "DRAFT_OUTLINE", round: 2, transition: "refine→accept", loss: { D: 0, P: 0, Omega: 0.1, L: 0.04 } },
    ]);
    expect(s.labels).toEqual([
      ["outline r1", "refine"],
      ["outline r2", "accept"],
    ]);
    expect(s.macro).toEqual(["refine", "accept"]);
    expect(s.L).toEqual([0.4, 0.04]);
    expect(s.Omega).toEqual([0.1, 0.1]);
  });
});

describe("ganttTasks", () => {
  const outline = {
    nodes: [
      { id: "p1", title: "Phase", level: "phase", parent_id: null },
      { id: "t1", title: "Task", level: "task", parent_id: "p1" },
      { id: "m1", title: "Milestone", level: "milestone", parent_id: "p1", depends_on: [{ node_id: "t1" }, { node_id: "gone" }] },
    ],
  };
  it("names bars by node, draws only dependencies that are on the chart, one class token per bar", () => {
    const tasks = ganttTasks(outline, {
      items: [
        { node_id: "p1", start: "2027-01-01", end: "2027-01-28", days: 28, critical: true, slack_days: 0 },
        { node_id: "t1", start: "2027-01-01", end: "2027-01-27", days: 27, critical: false, slack_days: 1 },
        { node_id: "m1", start: "2027-01-28", end: "2027-01-28", days: 0, critical: false, slack_days: 0 },
      ],
    });
    expect(tasks.map((t) => [t.id, t.name, t.dependencies, t.custom_class])).toEqual([
      ["p1", "Phase", "", "gg-phase-critical"],
      ["t1", "Task", "", "gg-task"],
      ["m1", "Milestone", "t1", "gg-milestone"],
    ]);
    expect(tasks.every((t) => !/\s/.test(t.custom_class))).toBe(true);
  });
});

describe("calendarEvents and stageTimeline", () => {
  it("titles sessions by their task and lists stage changes in order", () => {
    expect(calendarEvents({ nodes: [{ id: "t1", title: "Run", level: "task", parent_id: null }] }, [{ task_id: "t1", start: "2027-01-04T07:00:00+01:00", end: "2027-01-04T07:45:00+01:00" }])).toEqual([
      { id: "t1#0", title: "Run", start: "2027-01-04T07:00:00+01:00", end: "2027-01-04T07:45:00+01:00", classNames: ["gg-session"] },
    ]);
    const ev = (seq: number, type: string, payload: Record<string, unknown>): BusEvent => ({ id: String(seq), seq, type, from: "controller", to: "operator", at: `2027-01-01T00:00:0${seq}Z`, payload });
    expect(stageTimeline([ev(1, "stage_change", { from: "A", to: "B", event: "go" }), ev(2, "subtask", {}), ev(3, "stage_change", { from: "B", to: "C" })])).toEqual([
      { from: "A", to: "B", event: "go", at: "2027-01-01T00:00:01Z" },
      { from: "B", to: "C", event: null, at: "2027-01-01T00:00:03Z" },
    ]);
  });
});

describe("parseSse", () => {
  it("reads the replay's frames, skipping comments", () => {
    const text = ': open\n\nid: 1\nevent: stage_change\ndata: {"seq":1}\n\nid: 2\nevent: x\ndata: {"seq":\ndata: 2}\n\n: keep-alive\n\n';
    expect(parseSse(text)).toEqual([
      { id: "1", event: "stage_change", data: { seq: 1 } },
      { id: "2", event: "x", data: { seq: 2 } },
    ]);
  });
});

describe("replies offered", () => {
  const q = (accepts: string[]): Question => ({ interrupt_id: "i", kind: "approval", question: "?", value: { accepts } });
  it("offers one-word replies as buttons and 'propose changes' as its own box", () => {
    const approval = q(["approve", "reject", "propose changes: <what to change>"]);
    expect(simpleAccepts(approval)).toEqual(["approve", "reject"]);
    expect(acceptsChanges(approval)).toBe(true);
    expect(acceptsChanges(q(["approve", "reject"]))).toBe(false);
    expect(simpleAccepts({ interrupt_id: null, kind: "clarification", question: "?", value: { questions: [] } })).toEqual([]);
  });
});
