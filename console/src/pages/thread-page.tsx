/**
 * One plan thread: its status and pending question (answered here), the stage timeline, the GGS
 * loss chart, the roadmap Gantt, the schedule's week calendar, calendars out, the checkpoint
 * history, the bus messages and the Auditor's reports — all read through the public API.
 */
import type { ComponentChildren } from "preact";
import { useCallback, useEffect, useState } from "preact/hooks";
import { api, apiText, ApiError } from "../api.js";
import { AuditReports, type AuditReport } from "../components/audit-reports.js";
import { BusMessages } from "../components/bus-messages.js";
import { CalendarLinks } from "../components/calendar-links.js";
import { CheckpointHistory } from "../components/checkpoint-history.js";
import { LossChart } from "../components/loss-chart.js";
import { QuestionPanel } from "../components/question-panel.js";
import { RoadmapGantt } from "../components/roadmap-gantt.js";
import { StageTimeline } from "../components/stage-timeline.js";
import { WeekCalendar } from "../components/week-calendar.js";
import { parseSse, stageTimeline, type BusEvent, type PlanView } from "../plan-data.js";

interface ThreadInfo {
  thread_id: string;
  created_at: string;
  values: { goal?: string; timezone?: string };
}

interface Loaded {
  /** Which load this is (shown as data-loads: tests wait on it). */
  loads?: number;
  plan: PlanView;
  thread: ThreadInfo;
  events: BusEvent[];
  audit: AuditReport[];
}

async function load(threadId: string): Promise<Loaded> {
  const id = encodeURIComponent(threadId);
  const [plan, thread, sse, audit] = await Promise.all([
    api<PlanView>("GET", `/plans/${id}`),
    api<ThreadInfo>("GET", `/threads/${id}`),
    apiText(`/threads/${id}/events?follow=false`),
    api<AuditReport[]>("GET", `/audit?thread_id=${id}&limit=200`).catch(() => [] as AuditReport[]),
  ]);
  const events = parseSse(sse)
    .map((f) => f.data as BusEvent)
    .filter((e) => e && typeof e === "object" && typeof e.type === "string");
  return { plan, thread, events, audit };
}

/** A collapsible section whose content is only rendered (and fetched) while open. */
function Section({ title, children, open = true, testid }: { title: string; children: ComponentChildren; open?: boolean; testid?: string }) {
  const [isOpen, setOpen] = useState(open);
  return (
    <details class="section" open={isOpen} onToggle={(e) => setOpen(e.currentTarget.open)} data-testid={testid}>
      <summary>{title}</summary>
      {isOpen && <div class="section-body">{children}</div>}
    </details>
  );
}

export function ThreadPage({ threadId }: { threadId: string }) {
  const [data, setData] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const refresh = useCallback(() => setVersion((v) => v + 1), []);
  useEffect(() => {
    let stop = false;
    load(threadId)
      .then((d) => !stop && (setData({ ...d, loads: version + 1 }), setError(null)))
      .catch((e: unknown) => !stop && setError(e instanceof ApiError ? `${e.code}: ${e.message}` : String(e)));
    return () => {
      stop = true;
    };
  }, [threadId, version]);
  // A run in progress (started elsewhere): look again shortly.
  useEffect(() => {
    if (data?.plan.status !== "running") return;
    const t = setTimeout(refresh, 1500);
    return () => clearTimeout(t);
  }, [data, refresh]);

  if (error) return <p class="error">{error}</p>;
  if (!data) return <p class="muted">Loading…</p>;
  const { plan, thread, events, audit } = data;
  const zone = thread.values.timezone ?? "UTC";
  return (
    <section class="thread" data-testid="thread-page" data-loads={data.loads}>
      <div class="thread-head">
        <h1>{thread.values.goal ?? threadId}</h1>
        <p>
          <span class={`badge plan-${plan.status}`} data-testid="plan-status">
            {plan.status}
          </span>{" "}
          stage <b data-testid="plan-stage">{plan.stage ?? "—"}</b>
          {plan.pattern?.pattern_type && (
            <span class="muted">
              {" "}
              · {plan.pattern.pattern_type}
              {plan.pattern.subtype ? ` / ${plan.pattern.subtype}` : ""}
            </span>
          )}
          <span class="muted"> · {zone} · thread {threadId}</span>
        </p>
        {plan.exit_reason && (
          <p class="error" data-testid="exit-reason">
            {plan.exit_reason.code}: {plan.exit_reason.message}
          </p>
        )}
      </div>
      {plan.question && <QuestionPanel key={plan.question.interrupt_id ?? "q"} threadId={threadId} question={plan.question} onAnswered={refresh} />}
      <Section title="Stage timeline">
        <StageTimeline entries={stageTimeline(events)} />
      </Section>
      <Section title="GGS loss across rounds">
        <LossChart history={plan.loss_history} />
      </Section>
      <Section title="Roadmap">
        <RoadmapGantt outline={plan.outline} roadmap={plan.roadmap} />
      </Section>
      <Section title="Schedule">
        <WeekCalendar outline={plan.outline} blocks={plan.schedule.blocks} timezone={zone} />
        {plan.schedule.blocks.length > 0 && <CalendarLinks threadId={threadId} />}
      </Section>
      <Section title="Checkpoints" open={false} testid="checkpoints-section">
        <CheckpointHistory threadId={threadId} version={version} />
      </Section>
      <Section title={`Bus messages (${events.length})`} open={false} testid="messages-section">
        <BusMessages events={events} />
      </Section>
      <Section title={`Auditor reports (${audit.length})`} open={audit.length > 0}>
        <AuditReports reports={audit} />
      </Section>
    </section>
  );
}
