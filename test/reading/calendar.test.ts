/**
 * The reader's calendar: Easter by the Gregorian computus, checked against published dates of
 * Easter Sunday (the earliest and latest possible dates, 22 March and 25 April, and the years
 * where the tables' two exceptions apply), and feasts counted from it for the right year.
 */
import { describe, expect, it } from "vitest";
import { easterRelative, easterSunday } from "../../src/planning/reading/calendar.js";

describe("easterSunday", () => {
  it.each([
    [1818, "1818-03-22"], // the earliest possible date
    [1886, "1886-04-25"], // the latest possible date
    [1943, "1943-04-25"],
    [1954, "1954-04-18"], // full moon on 18 April: an exception of the tables
    [1981, "1981-04-19"], // full moon on 19 April: the other exception
    [2000, "2000-04-23"],
    [2008, "2008-03-23"],
    [2011, "2011-04-24"],
    [2019, "2019-04-21"],
    [2024, "2024-03-31"],
    [2025, "2025-04-20"],
    [2026, "2026-04-05"],
    [2027, "2027-03-28"],
    [2028, "2028-04-16"],
    [2029, "2029-04-01"],
    [2030, "2030-04-21"],
    [2038, "2038-04-25"],
    [2049, "2049-04-18"],
    [2076, "2076-04-19"],
    [2285, "2285-03-22"],
  ])("Easter %i is %s", (year, date) => {
    expect(easterSunday(year)).toBe(date);
    expect(new Date(`${date}T12:00:00Z`).getUTCDay()).toBe(0);
  });
});

describe("easterRelative", () => {
  it.each<[string, number, number | undefined, string]>([
    ["2026-11-03", 0, undefined, "2027-03-28"], // after this year's Easter: next year's
    ["2026-01-10", 0, undefined, "2026-04-05"], // before it: this year's
    ["2026-04-05", 0, undefined, "2026-04-05"], // on the day itself
    ["2026-04-06", 0, undefined, "2027-03-28"],
    ["2026-11-03", -2, undefined, "2027-03-26"], // Good Friday
    ["2026-11-03", -7, undefined, "2027-03-21"], // Palm Sunday, start of Holy Week
    ["2026-11-03", -47, undefined, "2027-02-09"], // Carnival Tuesday
    ["2026-11-03", 39, undefined, "2027-05-06"], // Ascension (a Thursday)
    ["2026-11-03", 49, undefined, "2027-05-16"], // Pentecost
    ["2026-05-01", 49, undefined, "2026-05-24"], // this year's Pentecost is still ahead
    ["2026-05-01", 0, undefined, "2027-03-28"], // but this year's Easter has passed
    ["2026-11-03", 0, 2029, "2029-04-01"], // a stated year
  ])("from %s, offset %i (year %s) → %s", (from, offset, year, date) => {
    expect(easterRelative(from, offset, year)).toBe(date);
  });
});
