import { describe, expect, it } from "vitest";
import {
  MAX_REPLY_CHARS,
  classifyChangeRequest,
  parseApprovalReply,
  parseBlockerReply,
  parseClarificationReply,
  parseRfcReply,
} from "../../graphs/planner/replies.js";

describe("approval reply grammar", () => {
  it.each([
    ["approve", { kind: "approve" }],
    ["  APPROVE  ", { kind: "approve" }],
    ["Approve.", { kind: "approve" }],
    [{ text: "approve" }, { kind: "approve" }],
    ["reject", { kind: "reject", reason: "" }],
    ["Reject: too much running", { kind: "reject", reason: "too much running" }],
    ["propose changes: only evenings", { kind: "changes", text: "only evenings" }],
    ["Propose Changes:   add a taper week ", { kind: "changes", text: "add a taper week" }],
  ] as const)("%j → %j", (input, expected) => {
    expect(parseApprovalReply(input)).toEqual(expected);
  });

  it.each([
    ["yes please"], ["Looks good!"], ["passt"], ["Ja, bitte."], ["d'accord"], ["vale"], ["pode ser"], ["akkoord"], ["va bene"], ["sì"], ["はい、お願いします。"], ["好的"], ["👍"],
  ])("%j, a whole-reply yes in a reading language, approves", (input) => {
    expect(parseApprovalReply(input)).toEqual({ kind: "approve" });
  });

  it.each([["yes, but only evenings"], ["ok but earlier on Fridays"], ["ja, aber lieber morgens"]])("%j is no approval: a yes with more is a change", (input) => {
    expect(parseApprovalReply(input).kind).toBe("invalid");
  });

  it.each([["hmm"], [""], ["propose changes:"], [42], [null], [{ foo: "approve" }], ["approve".padEnd(MAX_REPLY_CHARS + 1, "!")]])(
    "%j is invalid and says what to reply",
    (input) => {
      const r = parseApprovalReply(input);
      expect(r.kind).toBe("invalid");
    },
  );
});

describe("rfc, blocker and clarification replies", () => {
  it("rfc: approve | reject, else invalid", () => {
    expect(parseRfcReply("approve")).toEqual({ kind: "approve" });
    expect(parseRfcReply({ text: "Reject" })).toEqual({ kind: "reject" });
    expect(parseRfcReply("maybe").kind).toBe("invalid");
  });
  it("blocker: retry | abandon, else invalid", () => {
    expect(parseBlockerReply("retry")).toEqual({ kind: "retry" });
    expect(parseBlockerReply(" ABANDON ")).toEqual({ kind: "abandon" });
    expect(parseBlockerReply("approve").kind).toBe("invalid");
  });
  it("clarification: non-empty text", () => {
    expect(parseClarificationReply({ text: " by June 1 " })).toEqual({ kind: "answer", text: "by June 1" });
    expect(parseClarificationReply("   ").kind).toBe("invalid");
    expect(parseClarificationReply(undefined).kind).toBe("invalid");
  });
});

describe("change request routing", () => {
  it.each([
    ["only evenings please", "change_schedule"],
    ["move the runs to weekends", "change_schedule"],
    ["never before 8am", "change_schedule"],
    ["finish the platform choice earlier", "change_roadmap"],
    ["add a milestone for a test run", "change_outline"],
    ["remove the photography phase", "change_outline"],
    ["make it more ambitious", "change_outline"],
  ] as const)("%s → %s", (text, expected) => {
    expect(classifyChangeRequest(text)).toBe(expected);
  });
});
