/**
 * Busy time in: recurring events expanded in the horizon (EXDATE, moved and cancelled
 * occurrences), all-day events blocking whole local days, free and cancelled events ignored,
 * floating / UTC / VTIMEZONE / bare-IANA times each read at the right instant.
 */
import { describe, expect, it } from "vitest";
import { busyFromIcs, isBusyCalendarError } from "../../src/calendar/ics-busy.js";

const BERLIN_VTZ = [
  "BEGIN:VTIMEZONE",
  "TZID:Europe/Berlin",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "TZNAME:CEST",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

function ics(...events: string[][]): string {
  return ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//busy//EN", ...BERLIN_VTZ, ...events.flatMap((e) => ["BEGIN:VEVENT", "DTSTAMP:20270101T000000Z", ...e, "END:VEVENT"]), "END:VCALENDAR", ""].join("\r\n");
}

const window = { zone: "Europe/Berlin", from: new Date("2027-03-01T00:00:00Z"), to: new Date("2027-04-30T00:00:00Z") };

describe("busyFromIcs", () => {
  it("expands a weekly series across the DST change at the same wall time, honouring EXDATE, moved and cancelled occurrences", () => {
    const text = ics(
      ["UID:standup", "SUMMARY:Team standup", "DTSTART;TZID=Europe/Berlin:20270301T090000", "DTEND;TZID=Europe/Berlin:20270301T093000", "RRULE:FREQ=WEEKLY;BYDAY=MO;UNTIL=20270412T235959Z", "EXDATE;TZID=Europe/Berlin:20270315T090000"],
      // The 22 March standup moved to Tuesday 14:00; the 5 April one was cancelled.
      ["UID:standup", "SUMMARY:Team standup (moved)", "RECURRENCE-ID;TZID=Europe/Berlin:20270322T090000", "DTSTART;TZID=Europe/Berlin:20270323T140000", "DTEND;TZID=Europe/Berlin:20270323T143000"],
      ["UID:standup", "RECURRENCE-ID;TZID=Europe/Berlin:20270405T090000", "STATUS:CANCELLED", "DTSTART;TZID=Europe/Berlin:20270405T090000", "DTEND;TZID=Europe/Berlin:20270405T093000"],
    );
    const blocks = busyFromIcs(text, window);
    expect(blocks.map((b) => [b.start, b.end])).toEqual([
      ["2027-03-01T09:00:00+01:00", "2027-03-01T09:30:00+01:00"],
      ["2027-03-08T09:00:00+01:00", "2027-03-08T09:30:00+01:00"],
      ["2027-03-23T14:00:00+01:00", "2027-03-23T14:30:00+01:00"],
      ["2027-03-29T09:00:00+02:00", "2027-03-29T09:30:00+02:00"],
      ["2027-04-12T09:00:00+02:00", "2027-04-12T09:30:00+02:00"],
    ]);
    expect(blocks[2]!.title).toBe("Team standup (moved)");
  });

  it("an open-ended daily rule stops at the horizon", () => {
    const blocks = busyFromIcs(ics(["UID:gym", "DTSTART;TZID=Europe/Berlin:20260101T180000", "DTEND;TZID=Europe/Berlin:20260101T190000", "RRULE:FREQ=DAILY"]), window);
    expect(blocks).toHaveLength(60); // 1 March … 29 April
    expect(blocks[0]!.start).toBe("2027-03-01T18:00:00+01:00");
    expect(blocks.at(-1)!.start).toBe("2027-04-29T18:00:00+02:00");
  });

  it("all-day events block whole local days; a missing DTEND means one day", () => {
    const blocks = busyFromIcs(
      ics(
        ["UID:trip", "SUMMARY:Trip", "DTSTART;VALUE=DATE:20270310", "DTEND;VALUE=DATE:20270313"],
        ["UID:holiday", "SUMMARY:Holiday", "DTSTART;VALUE=DATE:20270329"],
      ),
      window,
    );
    expect(blocks).toEqual([
      { start: "2027-03-10T00:00:00+01:00", end: "2027-03-13T00:00:00+01:00", title: "Trip" },
      { start: "2027-03-29T00:00:00+02:00", end: "2027-03-30T00:00:00+02:00", title: "Holiday" },
    ]);
  });

  it("recurring all-day events expand too", () => {
    const blocks = busyFromIcs(ics(["UID:sundays", "DTSTART;VALUE=DATE:20270307", "RRULE:FREQ=WEEKLY;COUNT=3"]), window);
    expect(blocks.map((b) => b.start)).toEqual(["2027-03-07T00:00:00+01:00", "2027-03-14T00:00:00+01:00", "2027-03-21T00:00:00+01:00"]);
  });

  it("free (TRANSPARENT) and cancelled events block nothing", () => {
    const blocks = busyFromIcs(
      ics(
        ["UID:free", "TRANSP:TRANSPARENT", "DTSTART:20270302T100000Z", "DTEND:20270302T110000Z"],
        ["UID:off", "STATUS:CANCELLED", "DTSTART:20270303T100000Z", "DTEND:20270303T110000Z"],
        ["UID:busy", "DTSTART:20270304T100000Z", "DTEND:20270304T110000Z"],
      ),
      window,
    );
    expect(blocks.map((b) => b.start)).toEqual(["2027-03-04T11:00:00+01:00"]);
  });

  it("reads floating times in the plan's zone, UTC as UTC, and a TZID the file does not define by its IANA name", () => {
    const blocks = busyFromIcs(
      ics(
        ["UID:floating", "DTSTART:20270302T100000", "DTEND:20270302T110000"],
        ["UID:utc", "DTSTART:20270303T100000Z", "DTEND:20270303T110000Z"],
        ["UID:ny", "DTSTART;TZID=America/New_York:20270304T100000", "DTEND;TZID=America/New_York:20270304T110000"],
      ),
      window,
    );
    expect(blocks.map((b) => b.start)).toEqual(["2027-03-02T10:00:00+01:00", "2027-03-03T11:00:00+01:00", "2027-03-04T16:00:00+01:00"]);
  });

  it("keeps only time overlapping the window", () => {
    const blocks = busyFromIcs(
      ics(["UID:before", "DTSTART:20270201T100000Z", "DTEND:20270201T110000Z"], ["UID:across", "DTSTART:20270228T230000Z", "DTEND:20270301T010000Z"], ["UID:after", "DTSTART:20270501T100000Z", "DTEND:20270501T110000Z"]),
      window,
    );
    expect(blocks.map((b) => b.start)).toEqual(["2027-03-01T00:00:00+01:00"]);
  });

  it("refuses what is not iCalendar and more busy blocks than a plan takes, with codes", () => {
    const codeOf = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return isBusyCalendarError(e) ? e.code : `untyped: ${String(e)}`;
      }
      return "no error";
    };
    expect(codeOf(() => busyFromIcs("hello", window))).toBe("ICS_INVALID");
    expect(codeOf(() => busyFromIcs("BEGIN:VCARD\r\nVERSION:4.0\r\nEND:VCARD\r\n", window))).toBe("ICS_INVALID");
    expect(codeOf(() => busyFromIcs(ics(["UID:x", "DTSTART:20270301T000000Z", "DTEND:20270301T000100Z", "RRULE:FREQ=HOURLY"]), { ...window, maxBlocks: 100 }))).toBe("ICS_TOO_MANY_BUSY_BLOCKS");
  });
});
