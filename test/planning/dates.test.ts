/** The date module: calendar arithmetic on local dates and day numbers, the weekday list, and the DST gap/overlap rules. */
import { describe, expect, it } from "vitest";
import { Weekday } from "../../src/contracts/planning.js";
import {
  WEEKDAYS,
  addDays,
  dateOfDay,
  dayNumber,
  diffDays,
  endOfMonth,
  formatInstant,
  isLocalDate,
  isoWeekLabel,
  isoWeekday,
  localDayOf,
  resolveLocal,
} from "../../src/planning/dates.js";

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
    expect(WEEKDAYS[weekday - 1]).toBe(["MO", "TU", "WE", "TH", "FR", "SA", "SU"][weekday - 1]);
  });

  it("has one weekday list, Monday first, the contract's", () => {
    expect(WEEKDAYS).toEqual(Weekday.options);
    expect(WEEKDAYS[isoWeekday(dayNumber("2026-12-06")) - 1]).toBe("SU");
  });

  it.each([
    ["2026-12-30", 3, "2027-01-02"],
    ["2024-02-28", 1, "2024-02-29"],
    ["2026-03-01", -1, "2026-02-28"],
    ["2026-03-28T23:00:00+01:00", 1, "2026-03-29"],
  ])("addDays(%s, %i) = %s", (d, n, expected) => expect(addDays(d, n)).toBe(expected));

  it("counts whole days across leap years and month ends", () => {
    expect(diffDays("2024-02-01", "2024-03-01")).toBe(29);
    expect(diffDays("2027-01-01", "2026-12-01")).toBe(-31);
    expect(endOfMonth("2024-02-10")).toBe("2024-02-29");
    expect(endOfMonth("2026-12-31")).toBe("2026-12-31");
  });

  it("takes only real calendar dates", () => {
    expect(isLocalDate("2026-02-28")).toBe(true);
    expect(isLocalDate("2026-02-30")).toBe(false);
    expect(isLocalDate("2026-2-3")).toBe(false);
    expect(() => addDays("2026-13-01", 1)).toThrow(/invalid local date/);
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
