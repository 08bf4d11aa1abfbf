/** Date/time helpers: calendar arithmetic and the DST gap/overlap rules. */
import { describe, expect, it } from "vitest";
import { dateOfDay, dayNumber, formatInstant, isoWeekLabel, isoWeekday, localDayOf, resolveLocal } from "../../src/planning/time.js";

describe("calendar days", () => {
  it.each([
    ["2026-12-01", 2, "2026-W49"],
    ["2026-12-28", 1, "2026-W53"],
    ["2027-01-03", 7, "2026-W53"],
    ["2027-01-04", 1, "2027-W01"],
    ["2024-02-29", 4, "2024-W09"],
  ])("%s: weekday %i, %s", (date, weekday, week) => {
    const d = dayNumber(date);
    expect(dateOfDay(d)).toBe(date);
    expect(isoWeekday(d)).toBe(weekday);
    expect(isoWeekLabel(d)).toBe(week);
  });

  it("reads the local date of instants in the plan's zone", () => {
    expect(dateOfDay(localDayOf("2026-12-01T23:30:00Z", "Asia/Tokyo"))).toBe("2026-12-02");
    expect(dateOfDay(localDayOf("2026-12-01T23:30:00", "Asia/Tokyo"))).toBe("2026-12-01");
    expect(dateOfDay(localDayOf("2026-12-01", "America/Los_Angeles"))).toBe("2026-12-01");
  });
});

describe("local wall time → instant", () => {
  const fmt = (d: string, hm: string, zone: string) => {
    const [h, m] = hm.split(":").map(Number);
    const r = resolveLocal(dayNumber(d), h! * 60 + m!, zone);
    return { at: formatInstant(r.ms, zone), shifted: r.shifted, ambiguous: r.ambiguous };
  };
  it.each([
    ["Europe/Berlin", "2027-03-28", "02:30", "2027-03-28T03:00:00+02:00", true, false],
    ["Europe/Berlin", "2026-10-25", "02:30", "2026-10-25T02:30:00+02:00", false, true],
    ["America/New_York", "2027-03-14", "02:15", "2027-03-14T03:00:00-04:00", true, false],
    ["America/New_York", "2026-11-01", "01:30", "2026-11-01T01:30:00-04:00", false, true],
    ["Australia/Sydney", "2026-10-04", "02:00", "2026-10-04T03:00:00+11:00", true, false],
    ["Australia/Sydney", "2027-04-04", "02:30", "2027-04-04T02:30:00+11:00", false, true],
    ["Asia/Tokyo", "2027-03-28", "02:30", "2027-03-28T02:30:00+09:00", false, false],
    ["Europe/London", "2027-03-28", "07:00", "2027-03-28T07:00:00+01:00", false, false],
  ])("%s %s %s → %s", (zone, d, hm, at, shifted, ambiguous) => {
    expect(fmt(d, hm, zone)).toEqual({ at, shifted, ambiguous });
  });

  it("24:00 is the next day's midnight", () => {
    expect(formatInstant(resolveLocal(dayNumber("2026-12-01"), 1440, "Europe/Berlin").ms, "Europe/Berlin")).toBe("2026-12-02T00:00:00+01:00");
  });
});
