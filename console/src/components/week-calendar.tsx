/** The schedule as a week calendar (FullCalendar time grid) in the plan's time zone. */
import { Calendar, type CalendarOptions } from "@fullcalendar/core";
import luxonPlugin from "@fullcalendar/luxon3";
import timeGridPlugin from "@fullcalendar/timegrid";
import { useEffect, useRef } from "preact/hooks";
import { calendarEvents, type Block, type PlanView } from "../plan-data.js";

/** Open the grid an hour before the first session, in the plan's zone. */
function scrollTimeFor(iso: string, zone: string): string {
  const hour = Number(new Intl.DateTimeFormat("en-GB", { timeZone: zone, hour: "2-digit", hourCycle: "h23" }).format(new Date(iso)));
  return `${String(Math.max(0, hour - 1)).padStart(2, "0")}:00:00`;
}

export function WeekCalendar({ outline, blocks, timezone }: { outline: PlanView["outline"]; blocks: Block[]; timezone: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current || !blocks.length) return;
    // allDaySlot is a time-grid option the core's option type does not list.
    const options: CalendarOptions & { allDaySlot: boolean } = {
      plugins: [timeGridPlugin, luxonPlugin],
      initialView: "timeGridWeek",
      timeZone: timezone,
      initialDate: blocks[0]!.start,
      firstDay: 1,
      allDaySlot: false,
      nowIndicator: true,
      height: 560,
      scrollTime: scrollTimeFor(blocks[0]!.start, timezone),
      headerToolbar: { left: "prev,next", center: "title", right: "timeGridWeek,timeGridDay" },
      events: calendarEvents(outline, blocks),
    };
    const cal = new Calendar(box.current, options);
    cal.render();
    return () => cal.destroy();
  }, [outline, blocks, timezone]);
  if (!blocks.length) return <p class="muted">No sessions scheduled yet.</p>;
  return (
    <div>
      <p class="muted">
        {blocks.length} sessions, times in {timezone}.
      </p>
      <div class="calendar-box" data-testid="week-calendar" data-sessions={blocks.length} ref={box} />
    </div>
  );
}
