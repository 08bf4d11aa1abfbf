/** The window busy .ics files are read in: today in the plan's zone to the goal's deadline (plus a week), or a year. */
import { describe, expect, it } from "vitest";
import { busyWindow, withBusyCalendar } from "../../src/calendar/busy-window.js";

const clock = new Date("2027-02-20T07:00:00Z");

describe("busyWindow", () => {
  it("runs from the start of today in the plan's zone to a week past the deadline the goal names", () => {
    const w = busyWindow({ goal: "Run a half marathon in 12 weeks", timezone: "Europe/Berlin", now: "2027-02-20T08:00:00", clock });
    expect(w.from.toISOString()).toBe("2027-02-19T23:00:00.000Z");
    // 12 weeks from 2027-02-20 is 2027-05-15; the window ends at the start of 2027-05-23 (CEST).
    expect(w.to.toISOString()).toBe("2027-05-22T22:00:00.000Z");
  });

  it("is a year when the goal names no deadline, and uses the clock when no now is given", () => {
    const w = busyWindow({ goal: "Get better", timezone: "America/New_York", clock });
    expect(w.from.toISOString()).toBe("2027-02-20T05:00:00.000Z");
    expect((w.to.getTime() - w.from.getTime()) / 86_400_000).toBeCloseTo(366, 0);
  });
});

describe("withBusyCalendar", () => {
  it("appends the file's busy blocks to the given ones and drops the file text", () => {
    const ics = ["BEGIN:VCALENDAR", "VERSION:2.0", "BEGIN:VEVENT", "UID:a", "DTSTAMP:20270101T000000Z", "DTSTART:20270301T090000Z", "DTEND:20270301T100000Z", "SUMMARY:Dentist", "END:VEVENT", "END:VCALENDAR", ""].join("\r\n");
    const given = { start: "2027-02-25T10:00:00+01:00", end: "2027-02-25T11:00:00+01:00" };
    const out = withBusyCalendar({ goal: "Get better", timezone: "Europe/Berlin", now: "2027-02-20T08:00:00", calendar: [given], calendar_ics: ics }, clock);
    expect(out).not.toHaveProperty("calendar_ics");
    expect(out.calendar).toEqual([given, { start: "2027-03-01T10:00:00+01:00", end: "2027-03-01T11:00:00+01:00", title: "Dentist" }]);
    expect(withBusyCalendar({ goal: "x", timezone: "UTC" }, clock)).toEqual({ goal: "x", timezone: "UTC" });
  });
});
