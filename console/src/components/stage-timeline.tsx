/** The stage timeline: every stage change of the thread with its event and time. */
import type { TimelineEntry } from "../plan-data.js";

export function StageTimeline({ entries }: { entries: TimelineEntry[] }) {
  if (!entries.length) return <p class="muted">No stage changes yet.</p>;
  const t0 = Date.parse(entries[0]!.at);
  return (
    <ol class="timeline" data-testid="stage-timeline">
      {entries.map((e, i) => (
        <li key={i} class={`stage-${e.to.toLowerCase()}`}>
          <span class="stage">{e.to}</span>
          <span class="muted">
            from {e.from}
            {e.event ? ` · ${e.event}` : ""} · +{((Date.parse(e.at) - t0) / 1000).toFixed(2)}s
          </span>
        </li>
      ))}
    </ol>
  );
}
