/** The roadmap as a Gantt chart (frappe-gantt), read-only, dependencies drawn as arrows. */
import Gantt from "frappe-gantt";
import { useEffect, useRef, useState } from "preact/hooks";
import { ganttTasks, type PlanView } from "../plan-data.js";

/** Days for a plan of weeks, weeks for a season, months beyond: the whole roadmap fits a screen or two. */
function viewModeFor(tasks: { start: string; end: string }[]): "Day" | "Week" | "Month" {
  const start = Math.min(...tasks.map((t) => Date.parse(t.start)));
  const end = Math.max(...tasks.map((t) => Date.parse(t.end)));
  const days = (end - start) / 86_400_000;
  return days > 120 ? "Month" : days > 28 ? "Week" : "Day";
}

export function RoadmapGantt({ outline, roadmap }: { outline: PlanView["outline"]; roadmap: PlanView["roadmap"] }) {
  const box = useRef<HTMLDivElement>(null);
  const tasks = ganttTasks(outline, roadmap);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!box.current || !tasks.length) return;
    box.current.innerHTML = "";
    // A chart that cannot draw says so instead of taking the page down with it.
    try {
      drawGantt(box.current);
      setError(null);
    } catch (e) {
      setError(`the roadmap chart could not be drawn: ${(e as Error).message}`);
    }
  }, [outline, roadmap]);
  const drawGantt = (el: HTMLElement) =>
    new Gantt(el, tasks, {
      view_mode: viewModeFor(tasks),
      // Narrower than the default columns so a season's roadmap fits the page without scrolling.
      column_width: { Day: 38, Week: 80, Month: 110 }[viewModeFor(tasks)],
      readonly: true,
      infinite_padding: false,
      today_button: false,
      view_mode_select: true,
      bar_height: 22,
      padding: 14,
      scroll_to: "start",
      popup_on: "hover",
    });
  if (!tasks.length) return <p class="muted">No roadmap yet.</p>;
  return (
    <div>
      {roadmap?.variant && (
        <p class="muted">
          Variant <b>{roadmap.variant}</b>
          {roadmap.rationale ? ` — ${roadmap.rationale}` : ""}
        </p>
      )}
      {error && <p class="error">{error}</p>}
      <div class="gantt-box" data-testid="roadmap-gantt" data-tasks={tasks.length} ref={box} />
    </div>
  );
}
