/**
 * CLI progress: bus messages fold into a status (stage, step, GGS decision); on a terminal
 * log-update redraws one live line and keeps the history above it; elsewhere the history is plain
 * lines with no escape codes. The real CLI is run both ways: under a pseudo-terminal (`script`)
 * and with pipes, the latter also reading a busy calendar with --busy.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { createProgressDisplay, initialProgress, isLiveTerminal, progressEvent, progressFrame } from "../../src/cli-progress.js";
import type { BusMessage } from "../../src/contracts/index.js";

const run = promisify(execFile);
const BIN = new URL("../../bin/goalgraph.mjs", import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), "gg-cli-progress-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let seq = 0;
function msg(type: BusMessage["type"], payload: unknown): BusMessage {
  seq++;
  return { id: String(seq), seq, thread_id: "t", from: "controller", to: "operator", type, payload, idem_key: `k${seq}`, at: "2027-01-01T00:00:00Z" };
}
const LOSS = { D: 0.5, P: 0.25, Omega: 0.1, L: 0.1234 };
const STREAM = [
  msg("stage_change", { from: "COLLECT_CONTEXT", to: "DRAFT_OUTLINE", event: "sufficient_context" }),
  msg("subtask", { intent: "Draft the plan outline with outline.template on keyword_scoring" }),
  msg("execution_result", {}),
  msg("final_result", { prev_directive: "init", directive: "accept", loss: LOSS }),
  msg("interrupt", { kind: "approval" }),
];
const ESC = "\u001b[";

describe("progressEvent / progressFrame", () => {
  it("folds stage, step and GGS decision, and keeps only stage changes, decisions and questions as history", () => {
    let s = initialProgress;
    const lines: string[] = [];
    const frames: string[] = [];
    for (const m of STREAM) {
      const r = progressEvent(s, m);
      s = r.state;
      if (r.line) lines.push(r.line);
      frames.push(progressFrame(s, frames.length, 1500));
    }
    expect(lines).toEqual([
      "· COLLECT_CONTEXT → DRAFT_OUTLINE (sufficient_context)",
      "  GGS init→accept D=0.50 P=0.25 Ω=0.10 L=0.123",
      "? waiting for a reply (approval)",
    ]);
    expect(frames[1]).toBe("⠙ DRAFT_OUTLINE · Draft the plan outline with outline.template on keyword_sco… · 1.5s");
    expect(frames[2]).toBe("⠹ DRAFT_OUTLINE · executor pass · 1.5s");
    expect(frames[3]).toBe("⠸ DRAFT_OUTLINE · GGS decision · GGS init→accept L=0.123 · 1.5s");
    expect(s.waiting).toBe(true);
  });
});

function fakeStream(isTTY: boolean) {
  const chunks: string[] = [];
  return { chunks, stream: { isTTY, columns: 100, rows: 30, write: (c: string) => chunks.push(String(c)) } };
}

describe("isLiveTerminal", () => {
  it("needs a sized terminal outside CI", () => {
    const tty = { isTTY: true, columns: 80, rows: 24, write: () => true };
    expect(isLiveTerminal(tty, {})).toBe(true);
    expect(isLiveTerminal(tty, { CI: "true" })).toBe(false);
    expect(isLiveTerminal(tty, { TERM: "dumb" })).toBe(false);
    expect(isLiveTerminal({ ...tty, rows: 0, columns: 0 }, {})).toBe(false);
    expect(isLiveTerminal({ ...tty, isTTY: false }, {})).toBe(false);
  });
});

describe("createProgressDisplay", () => {
  it("plain: history lines only, no escape codes", () => {
    const { chunks, stream } = fakeStream(false);
    const d = createProgressDisplay(stream, { live: false });
    for (const m of STREAM) d.onMessage(m);
    d.suspend();
    d.close();
    expect(chunks.join("")).toBe(
      ["· COLLECT_CONTEXT → DRAFT_OUTLINE (sufficient_context)", "  GGS init→accept D=0.50 P=0.25 Ω=0.10 L=0.123", "? waiting for a reply (approval)", ""].join("\n"),
    );
  });

  it("live: redraws a status line in place, keeps history above it, and clears it for the prompt", () => {
    const { chunks, stream } = fakeStream(true);
    let t = 0;
    const d = createProgressDisplay(stream, { live: true, now: () => (t += 100) });
    for (const m of STREAM.slice(0, 4)) d.onMessage(m);
    const out = chunks.join("");
    expect(out).toContain("· COLLECT_CONTEXT → DRAFT_OUTLINE (sufficient_context)");
    expect(out).toContain("DRAFT_OUTLINE · executor pass");
    expect(out).toContain("GGS init→accept L=0.123");
    expect(out).toContain(`${ESC}2K${ESC}1A`); // the status line erased and redrawn
    chunks.length = 0;
    d.onMessage(STREAM[4]!);
    d.suspend();
    const after = chunks.join("");
    expect(after).toContain("? waiting for a reply (approval)");
    expect(after).not.toContain("executor pass"); // no status line left under the question
    d.close();
  });
});

const GOAL = "Run a half marathon in 12 weeks. I can train 4 times a week, never before 7am.";
const ARGS = ["--tz", "Europe/Berlin", "--now", "2027-02-20T08:00:00", "--auto-approve"];

describe("goalgraph plan", () => {
  it("with pipes prints plain lines and plans around a --busy .ics", { timeout: 120_000 }, async () => {
    const busy = join(dir, "busy.ics");
    writeFileSync(
      busy,
      ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//t//t//EN", "BEGIN:VEVENT", "UID:m@t", "DTSTAMP:20270101T000000Z", "DTSTART;TZID=Europe/Berlin:20270101T063000", "DTEND;TZID=Europe/Berlin:20270101T103000", "RRULE:FREQ=DAILY", "END:VEVENT", "END:VCALENDAR", ""].join("\r\n"),
    );
    const p = run(process.execPath, [BIN, "plan", GOAL, ...ARGS, "--busy", busy, "--json", "--db", join(dir, "pipe.sqlite")], { env: { ...process.env, GOALGRAPH_LOG_LEVEL: "silent" }, timeout: 90_000 });
    p.child.stdin?.end();
    const { stdout, stderr } = await p;
    expect(stderr).not.toContain(ESC);
    expect(stderr).toMatch(/^busy: \d+ block\(s\) from .*busy\.ics$/m);
    expect(stderr).toContain("· SEEK_APPROVAL → COMPLETE (approved)");
    const result = JSON.parse(stdout.trim().split("\n").at(-1)!) as { status: string; schedule: { blocks: { start: string }[] } };
    expect(result.status).toBe("complete");
    // Busy 06:30–10:30 every day: no session starts before 10:30 local.
    expect(result.schedule.blocks.length).toBeGreaterThan(0);
    expect(result.schedule.blocks.filter((b) => b.start.slice(11, 16) < "10:30")).toEqual([]);
  });

  it("on a terminal shows the live status line", { timeout: 120_000 }, async () => {
    // script's pseudo-terminal has no size of its own here: give it one, as a real terminal has.
    const cmd = `stty rows 40 cols 120; ${[process.execPath, BIN, "plan", GOAL, ...ARGS, "--db", join(dir, "tty.sqlite")].map((a) => `'${a}'`).join(" ")}`;
    const { stdout } = await run("script", ["-qfec", cmd, "/dev/null"], { env: { ...process.env, CI: "", TERM: "xterm-256color", GOALGRAPH_LOG_LEVEL: "silent" }, timeout: 90_000 });
    expect(stdout).toContain(`${ESC}2K`);
    expect(stdout).toMatch(/[⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏] DRAFT_(OUTLINE|ROADMAP|SCHEDULE)/);
    expect(stdout).toContain("· SEEK_APPROVAL → COMPLETE (approved)");
    expect(stdout).toMatch(/thread \S+: complete/);
  });
});
