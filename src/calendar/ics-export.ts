/**
 * A plan's schedule as an iCalendar (RFC 5545) file, written by ical-generator: recurring tasks as
 * RRULE series in the plan's time zone (with its VTIMEZONE from timezones-ical-library), one-off
 * work as single events, stable UIDs, optional VALARM reminders. Used by the download route and
 * the subscribable feed alike.
 */
import ical, { ICalAlarmType, ICalCalendarMethod, ICalEventRepeatingFreq, ICalWeekday, type ICalCalendar } from "ical-generator";
import { tzlib_get_ical_block } from "timezones-ical-library";
import { scheduleEvents, type ScheduleBlock } from "./schedule-series.js";

export interface OutlineNodeLike {
  id: string;
  title: string;
  cadence?: { kind: string; rrule?: string } | null;
  parent_id?: string | null;
}

export interface IcsExportInput {
  /** The plan's thread id: part of every UID. */
  planId: string;
  /** Calendar name (the goal). */
  name: string;
  /** The plan's IANA zone; events are written in it. */
  timezone: string;
  blocks: readonly ScheduleBlock[];
  /** The outline's nodes: titles, and which tasks recur. */
  nodes: readonly OutlineNodeLike[];
  /** DTSTAMP (when the file was made). */
  stamp: Date;
  /** LAST-MODIFIED: when the plan last changed. */
  lastModified?: Date;
  /** A reminder this many minutes before each session; none when absent. */
  alarmMinutes?: number | null;
  /** Feeds: how often a subscribed calendar should poll (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
  refreshMinutes?: number;
  /** A link back to the plan (the console's thread page). */
  url?: string;
}

const WEEKDAY: Record<string, ICalWeekday> = {
  MO: ICalWeekday.MO,
  TU: ICalWeekday.TU,
  WE: ICalWeekday.WE,
  TH: ICalWeekday.TH,
  FR: ICalWeekday.FR,
  SA: ICalWeekday.SA,
  SU: ICalWeekday.SU,
};

/** The VTIMEZONE for a zone, or null when the library does not know it (the file then uses UTC). */
export function vtimezoneOf(zone: string): string | null {
  if (zone === "UTC" || zone === "Etc/UTC") return null;
  try {
    const block = tzlib_get_ical_block(zone);
    const text = Array.isArray(block) ? block[0] : null;
    return text && text.includes("BEGIN:VTIMEZONE") ? text : null;
  } catch {
    return null;
  }
}

export function scheduleToIcs(input: IcsExportInput): string {
  return buildCalendar(input).toString();
}

export function buildCalendar(input: IcsExportInput): ICalCalendar {
  const vtz = vtimezoneOf(input.timezone);
  // Without a VTIMEZONE for the zone the events are written in UTC: exact, just not recurring in wall time.
  const zone = vtz ? input.timezone : "UTC";
  const titles = new Map(input.nodes.map((n) => [n.id, n.title]));
  const parents = new Map(input.nodes.map((n) => [n.id, n.parent_id ?? null]));
  const recurring = new Set(input.nodes.filter((n) => n.cadence?.kind === "recurring").map((n) => n.id));
  const cal = ical({
    name: input.name,
    prodId: { company: "goalgraph", product: "plan", language: "EN" },
    method: ICalCalendarMethod.PUBLISH,
    // name null: the zone's VTIMEZONE is emitted for the events that use it, while DTSTAMP, UNTIL
    // and LAST-MODIFIED stay in UTC as RFC 5545 requires.
    timezone: { name: null, generator: (tz) => (tz === zone ? vtz : null) },
    ...(input.refreshMinutes ? { ttl: input.refreshMinutes * 60 } : {}),
    ...(input.url ? { url: input.url } : {}),
    x: vtz ? { "X-WR-TIMEZONE": input.timezone } : {},
  });
  const alarms =
    input.alarmMinutes != null && input.alarmMinutes >= 0 ? [{ type: ICalAlarmType.display, trigger: Math.round(input.alarmMinutes * 60) }] : [];
  const describe = (taskId: string) => {
    const phase = parents.get(taskId);
    const phaseTitle = phase ? titles.get(phase) : undefined;
    return [phaseTitle && phaseTitle !== input.name ? phaseTitle : null, `Part of the plan “${input.name}” (goalgraph)`].filter(Boolean).join("\n");
  };
  for (const e of scheduleEvents({ planId: input.planId, zone, blocks: input.blocks, recurringTasks: recurring })) {
    const common = {
      id: e.uid,
      timezone: zone,
      summary: titles.get(e.task_id) ?? e.task_id,
      description: describe(e.task_id),
      stamp: input.stamp,
      ...(input.lastModified ? { lastModified: input.lastModified } : {}),
      ...(input.url ? { url: input.url } : {}),
      alarms,
    };
    if (e.kind === "single") {
      cal.createEvent({ ...common, start: e.start, end: e.end });
      continue;
    }
    cal.createEvent({
      ...common,
      start: e.start,
      end: e.start.plus({ minutes: e.durationMin }),
      repeating: {
        freq: ICalEventRepeatingFreq.WEEKLY,
        byDay: e.byDay.map((d) => WEEKDAY[d]!),
        count: e.count,
        ...(e.exdates.length ? { exclude: e.exdates } : {}),
      },
    });
  }
  return cal;
}

/** The plan's title for the calendar name: the outline's root node, else a generic name. */
export function planTitle(outline: { root_id?: string; nodes?: OutlineNodeLike[] } | null | undefined): string {
  const root = outline?.root_id;
  return (root && outline?.nodes?.find((n) => n.id === root)?.title) || "goalgraph plan";
}

