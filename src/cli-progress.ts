/**
 * What `goalgraph plan` shows while it works. On a terminal: a live status line (spinner, stage,
 * current step, last GGS decision and loss, elapsed time) redrawn in place by log-update, with
 * stage changes and GGS decisions kept above it as history. Elsewhere (pipes, CI, TERM=dumb):
 * the same history as plain lines, nothing redrawn. The bus-message → display folding is pure.
 */
import { createLogUpdate } from "log-update";
import type { BusMessage } from "./contracts/index.js";

export interface ProgressState {
  stage: string | null;
  /** What the current stage is doing, from the last bus message. */
  step: string | null;
  /** The last GGS decision, e.g. "refine→accept L=0.012". */
  ggs: string | null;
  waiting: boolean;
}

export const initialProgress: ProgressState = { stage: null, step: null, ggs: null, waiting: false };

type Loss = { D: number; P: number; Omega: number; L: number };

const STEP_OF: Partial<Record<BusMessage["type"], string>> = {
  task_spec: "reading the goal",
  dispatch_manifest: "dispatching",
  execution_result: "executor pass",
  solver_verdict: "solver check",
  subtask_outcome: "validating",
  outcome_summary: "fan-in gate",
  memory_query: "consulting shared memory",
  memory_write: "remembering what failed",
  reply: "reading the reply",
};

function clip(s: string, n: number): string {
  return s.length <= n ? s : `${s.slice(0, n - 1)}…`;
}

/** Fold one bus message into the state; `line` is history worth keeping (null: just redraw). */
export function progressEvent(state: ProgressState, m: BusMessage): { state: ProgressState; line: string | null } {
  const p = (m.payload ?? {}) as Record<string, unknown>;
  switch (m.type) {
    case "stage_change": {
      const line = `· ${String(p.from)} → ${String(p.to)}${p.event ? ` (${String(p.event)})` : ""}`;
      return { state: { ...state, stage: String(p.to), step: null, waiting: false }, line };
    }
    case "plan_directive":
    case "final_result": {
      const loss = p.loss as Loss | undefined;
      const lossText = loss ? ` D=${loss.D.toFixed(2)} P=${loss.P.toFixed(2)} Ω=${loss.Omega.toFixed(2)} L=${loss.L.toFixed(3)}` : "";
      const decision = `${String(p.prev_directive)}→${String(p.directive)}`;
      return { state: { ...state, ggs: `${decision}${loss ? ` L=${loss.L.toFixed(3)}` : ""}`, step: "GGS decision" }, line: `  GGS ${decision}${lossText}` };
    }
    case "interrupt":
      return { state: { ...state, waiting: true, step: "waiting for a reply" }, line: `? waiting for a reply (${String(p.kind ?? "reply")})` };
    case "subtask":
      return { state: { ...state, step: typeof p.intent === "string" ? clip(p.intent, 60) : "subtask" }, line: null };
    default: {
      const step = STEP_OF[m.type];
      return { state: step ? { ...state, step } : state, line: null };
    }
  }
}

export const SPINNER = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"];

/** The live status line. */
export function progressFrame(state: ProgressState, tick: number, elapsedMs: number): string {
  const parts = [state.stage ?? "starting", state.step, state.ggs ? `GGS ${state.ggs}` : null, `${(elapsedMs / 1000).toFixed(1)}s`].filter(Boolean);
  return `${SPINNER[tick % SPINNER.length]} ${parts.join(" · ")}`;
}

export interface ProgressDisplay {
  onMessage(m: BusMessage): void;
  /** Before asking a question: take the live line away so the prompt stands alone. */
  suspend(): void;
  close(): void;
}

export interface ProgressStream {
  write(s: string): unknown;
  isTTY?: boolean;
  columns?: number;
  rows?: number;
}

/**
 * Live when the stream is a terminal that can redraw: not CI, not TERM=dumb, and with a size (a
 * pseudo-terminal without one, as `script` makes under no terminal, would show nothing at all).
 */
export function isLiveTerminal(stream: ProgressStream, env: Record<string, string | undefined> = process.env): boolean {
  return stream.isTTY === true && !env.CI && env.TERM !== "dumb" && (stream.rows ?? 0) > 0 && (stream.columns ?? 0) > 0;
}

export function createProgressDisplay(stream: ProgressStream, opts: { live: boolean; now?: () => number }): ProgressDisplay {
  const now = opts.now ?? (() => performance.now());
  let state = initialProgress;
  if (!opts.live) {
    return {
      onMessage(m) {
        const r = progressEvent(state, m);
        state = r.state;
        if (r.line) stream.write(`${r.line}\n`);
      },
      suspend() {},
      close() {},
    };
  }
  const log = createLogUpdate(stream as NodeJS.WriteStream, { showCursor: false });
  const started = now();
  let tick = 0;
  let timer: NodeJS.Timeout | null = null;
  const draw = () => log(progressFrame(state, tick++, now() - started));
  const run = () => {
    if (timer) return;
    timer = setInterval(draw, 100);
    timer.unref();
  };
  const stop = () => {
    if (timer) clearInterval(timer);
    timer = null;
  };
  return {
    onMessage(m) {
      const r = progressEvent(state, m);
      state = r.state;
      if (r.line) log.persist(r.line);
      if (state.waiting) {
        stop();
        log.clear();
        return;
      }
      draw();
      run();
    },
    suspend() {
      stop();
      log.clear();
      log.done(); // shows the cursor again for the prompt
    },
    close() {
      stop();
      log.clear();
      log.done();
    },
  };
}
