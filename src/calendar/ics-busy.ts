/**
 * Busy time from an uploaded iCalendar file, read by ical.js: every VEVENT that blocks time
 * becomes busy blocks in the plan's horizon — recurring events expanded occurrence by occurrence
 * (EXDATE, RDATE and moved or cancelled occurrences honoured), all-day events blocking whole days
 * in the plan's zone, free (TRANSP:TRANSPARENT) and cancelled events ignored. The result is the
 * `calendar` array a plan run takes: `{start, end, title}` with UTC offsets.
 */
import ICAL from "ical.js";
import { DateTime } from "luxon";
import { GoalgraphError } from "../errors.js";

export interface BusyBlock {
  start: string;
  end: string;
  title?: string;
}

/** The file is not iCalendar, or holds more busy time than a plan takes. */
export class BusyCalendarError extends GoalgraphError {
  constructor(code: "ICS_INVALID" | "ICS_TOO_MANY_BUSY_BLOCKS", message: string, details?: unknown) {
    super(code, message, { status: 422, details });
  }
}

export function isBusyCalendarError(e: unknown): e is BusyCalendarError {
  return e instanceof BusyCalendarError;
}

export interface BusyOptions {
  /** The plan's IANA zone: floating times and all-day events are read in it. */
  zone: string;
  /** Only time overlapping [from, to) is kept. */
  from: Date;
  to: Date;
  /** At most this many blocks (the run input's limit). */
  maxBlocks?: number;
}

export const MAX_BUSY_BLOCKS = 2000;
/** A guard against rules that generate occurrences forever without reaching the horizon. */
const MAX_OCCURRENCES_PER_EVENT = 20_000;

type Wall = { year: number; month: number; day: number; hour: number; minute: number; second: number };

function wallOf(t: ICAL.Time): Wall {
  return { year: t.year, month: t.month, day: t.day, hour: t.isDate ? 0 : t.hour, minute: t.isDate ? 0 : t.minute, second: t.isDate ? 0 : t.second };
}

function isIanaZone(name: string | null | undefined): name is string {
  return !!name && DateTime.local().setZone(name).isValid;
}

/**
 * The instant of an ical.js time: UTC as is; a zone defined in the file by its VTIMEZONE; a TZID
 * the file does not define by its IANA name; floating times and dates in the plan's zone.
 */
function instantOf(t: ICAL.Time, tzidParam: string | null, zone: string): DateTime {
  if (t.isDate) return DateTime.fromObject(wallOf(t), { zone });
  const z = t.zone;
  if (z && z.tzid === "UTC") return DateTime.fromObject(wallOf(t), { zone: "utc" });
  if (z && z.tzid !== "floating" && z.component) return DateTime.fromSeconds(t.toUnixTime(), { zone });
  return DateTime.fromObject(wallOf(t), { zone: isIanaZone(tzidParam) ? tzidParam : zone });
}

function tzidOf(comp: ICAL.Component, prop: string): string | null {
  const p = comp.getFirstProperty(prop);
  const v = p?.getParameter("tzid");
  return typeof v === "string" ? v : null;
}

function isFree(comp: ICAL.Component): boolean {
  const transp = String(comp.getFirstPropertyValue("transp") ?? "").toUpperCase();
  const status = String(comp.getFirstPropertyValue("status") ?? "").toUpperCase();
  return transp === "TRANSPARENT" || status === "CANCELLED";
}

function parseCalendars(text: string): ICAL.Component[] {
  let jcal: unknown;
  try {
    jcal = ICAL.parse(text);
  } catch (e) {
    throw new BusyCalendarError("ICS_INVALID", `not an iCalendar file: ${(e as Error).message}`);
  }
  // One VCALENDAR parses to one jCal array; a file holding several, to an array of them.
  const list = (Array.isArray(jcal) && typeof jcal[0] === "string" ? [jcal] : Array.isArray(jcal) ? jcal : []) as unknown[][];
  const cals = list.map((j) => new ICAL.Component(j)).filter((c) => c.name === "vcalendar");
  if (!cals.length) throw new BusyCalendarError("ICS_INVALID", "not an iCalendar file: no VCALENDAR");
  return cals;
}

/** Busy blocks of the file's events within the window, in start order. */
export function busyFromIcs(text: string, opts: BusyOptions): BusyBlock[] {
  const calendars = parseCalendars(text);
  const from = DateTime.fromJSDate(opts.from);
  const to = DateTime.fromJSDate(opts.to);
  const max = opts.maxBlocks ?? MAX_BUSY_BLOCKS;
  const stopAfter = to.toSeconds() + 2 * 86_400;
  const out: { start: DateTime; end: DateTime; title?: string }[] = [];

  for (const cal of calendars) {
    // Group by UID: a recurring master and the occurrences it moved (RECURRENCE-ID).
    const byUid = new Map<string, { master?: ICAL.Component; exceptions: ICAL.Component[] }>();
    const loose: ICAL.Component[] = [];
    for (const ve of cal.getAllSubcomponents("vevent")) {
      const uid = ve.getFirstPropertyValue("uid");
      if (typeof uid !== "string" || !uid) {
        loose.push(ve);
        continue;
      }
      const g = byUid.get(uid) ?? { exceptions: [] };
      if (ve.hasProperty("recurrence-id")) g.exceptions.push(ve);
      else g.master = ve;
      byUid.set(uid, g);
    }
    const add = (comp: ICAL.Component, start: ICAL.Time, end: ICAL.Time) => {
      if (isFree(comp)) return;
      const s = instantOf(start, tzidOf(comp, "dtstart"), opts.zone);
      // An all-day event blocks through the end of its last day (DTEND is exclusive).
      const e = instantOf(end, tzidOf(comp, comp.hasProperty("dtend") ? "dtend" : "dtstart"), opts.zone);
      if (!s.isValid || !e.isValid || e <= s || e <= from || s >= to) return;
      const title = comp.getFirstPropertyValue("summary");
      out.push({ start: s, end: e, ...(typeof title === "string" && title ? { title: title.slice(0, 200) } : {}) });
      if (out.length > max) {
        throw new BusyCalendarError("ICS_TOO_MANY_BUSY_BLOCKS", `the calendar has more than ${max} busy blocks in the plan's horizon`, { max });
      }
    };
    for (const comp of loose) eventOnce(comp, add);
    for (const g of byUid.values()) {
      if (!g.master) {
        // Moved occurrences without their series: each is an event of its own.
        for (const x of g.exceptions) eventOnce(x, add);
        continue;
      }
      const event = new ICAL.Event(g.master, { strictExceptions: true });
      for (const x of g.exceptions) event.relateException(x);
      if (!event.isRecurring()) {
        eventOnce(g.master, add);
        continue;
      }
      const it = event.iterator();
      for (let n = 0, next = it.next(); next && n < MAX_OCCURRENCES_PER_EVENT; n++, next = it.next()) {
        // Occurrences come in rule order: past the horizon, the rest are too. (A floating time's
        // unix time is read as UTC, hence the margin; add() clips exactly.)
        if (next.toUnixTime() >= stopAfter) break;
        const d = event.getOccurrenceDetails(next);
        add(d.item.component, d.startDate, d.endDate);
      }
    }
  }
  return out
    .sort((a, b) => a.start.toMillis() - b.start.toMillis())
    .map((b) => ({ start: b.start.setZone(opts.zone).toISO({ suppressMilliseconds: true })!, end: b.end.setZone(opts.zone).toISO({ suppressMilliseconds: true })!, ...(b.title ? { title: b.title } : {}) }));
}

function eventOnce(comp: ICAL.Component, add: (c: ICAL.Component, s: ICAL.Time, e: ICAL.Time) => void): void {
  const ev = new ICAL.Event(comp);
  const start = ev.startDate;
  if (!start) return;
  // No DTEND: a date lasts one day, a date-time is an instant (RFC 5545 §3.6.1) and blocks nothing.
  const end = ev.endDate ?? start;
  add(comp, start, end);
}
