/**
 * The independent reader the export is checked with: ical.js (Mozilla's parser, no code shared
 * with ical-generator) expands every VEVENT — RRULE, EXDATE, VTIMEZONE — into concrete
 * occurrences as UTC instants.
 */
import ICAL from "ical.js";

export interface Occurrence {
  uid: string;
  summary: string;
  start: string;
  end: string;
  alarms: string[];
}

export function expandIcs(text: string): Occurrence[] {
  const cal = new ICAL.Component(ICAL.parse(text));
  const out: Occurrence[] = [];
  for (const ve of cal.getAllSubcomponents("vevent")) {
    const ev = new ICAL.Event(ve);
    const alarms = ve.getAllSubcomponents("valarm").map((a) => String(a.getFirstPropertyValue("trigger")));
    const base = { uid: ev.uid, summary: ev.summary, alarms };
    if (!ev.isRecurring()) {
      out.push({ ...base, start: iso(ev.startDate), end: iso(ev.endDate) });
      continue;
    }
    const it = ev.iterator();
    for (let t = it.next(), n = 0; t && n < 10_000; t = it.next(), n++) {
      const d = ev.getOccurrenceDetails(t);
      out.push({ ...base, start: iso(d.startDate), end: iso(d.endDate) });
    }
  }
  return out.sort((a, b) => a.start.localeCompare(b.start) || a.uid.localeCompare(b.uid));
}

function iso(t: ICAL.Time): string {
  return t.toJSDate().toISOString();
}
