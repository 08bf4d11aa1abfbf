/**
 * Calendars through the real service and planner: the exported .ics of a plan that crosses a DST
 * change, read back by ical.js, is the schedule block for block; the per-plan feed needs no API
 * key, follows a re-plan with the same UIDs, rotates and revokes; a busy .ics uploaded with
 * POST /plans (a recurring event, an all-day event) leaves those times free.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startService, type Service } from "../../src/app/service.js";
import { loadConfig } from "../../src/config.js";
import { expandIcs } from "../calendar/ical-reader.js";

const KEY = "calendar-key-alice-1";
const BOB = "calendar-key-bob-222";
// Europe/Berlin springs forward on 2027-03-28, inside this 12-week plan.
const HALF = { goal: "Run a half marathon in 12 weeks. I can train 4 times a week, never before 7am.", timezone: "Europe/Berlin", now: "2027-02-20T08:00:00" };
let dir: string;
let svc: Service;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "gg-cal-"));
  const config = loadConfig({ GOALGRAPH_DB: join(dir, "cal.sqlite"), GOALGRAPH_PORT: "0", GOALGRAPH_HOST: "127.0.0.1", GOALGRAPH_LOG_LEVEL: "silent", GOALGRAPH_API_KEYS: `${KEY}:alice,${BOB}:bob` });
  svc = await startService(config, "test");
});
afterAll(async () => {
  await svc?.app.close();
  rmSync(dir, { recursive: true, force: true });
});

type Block = { task_id: string; start: string; end: string };
const headers = (key = KEY) => ({ "content-type": "application/json", "x-api-key": key });

async function api<T = any>(method: string, path: string, body?: unknown, key = KEY): Promise<{ status: number; json: T }> {
  const res = await fetch(`${svc.address}${path}`, body === undefined ? { method, headers: { "x-api-key": key } } : { method, headers: headers(key), body: JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, json: (text ? JSON.parse(text) : null) as T };
}

async function blocksOf(id: string): Promise<Block[]> {
  return (await api<{ schedule: { blocks: Block[] } }>("GET", `/plans/${id}`)).json.schedule.blocks;
}

const utc = (bs: Block[]) => bs.map((b) => ({ start: new Date(b.start).toISOString(), end: new Date(b.end).toISOString() })).sort((a, b) => a.start.localeCompare(b.start));
const overlaps = (a: { start: string; end: string }, b: { start: string; end: string }) => Date.parse(a.start) < Date.parse(b.end) && Date.parse(b.start) < Date.parse(a.end);

describe("calendars out", () => {
  it("schedule.ics read back by ical.js is the schedule block for block across the DST change", async () => {
    const created = await api("POST", "/plans", HALF);
    expect(created.status).toBe(201);
    const id = created.json.thread_id as string;
    expect((await api("POST", `/plans/${id}/reply`, { text: "approve" })).json.status).toBe("complete");
    const blocks = await blocksOf(id);
    expect(blocks.some((b) => b.start.endsWith("+01:00")) && blocks.some((b) => b.start.endsWith("+02:00"))).toBe(true);

    const res = await fetch(`${svc.address}/plans/${id}/schedule.ics?alarm=20`, { headers: { "x-api-key": KEY } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/calendar/);
    const text = await res.text();
    expect(text).toContain("TZID:Europe/Berlin");
    expect(text).toMatch(/RRULE:FREQ=WEEKLY;COUNT=\d+;BYDAY=(MO|TU|WE|TH|FR|SA|SU)(,(MO|TU|WE|TH|FR|SA|SU))*/);
    const occ = expandIcs(text);
    expect(occ.map(({ start, end }) => ({ start, end }))).toEqual(utc(blocks));
    expect(occ.every((o) => o.alarms[0] === "-PT20M")).toBe(true);
    expect((await fetch(`${svc.address}/plans/${id}/schedule.ics`, { headers: { "x-api-key": BOB } })).status).toBe(404);
    expect((await fetch(`${svc.address}/plans/${id}/schedule.ics`)).status).toBe(401);
  });

  it("a feed URL works without a key, follows a re-plan with the same UIDs, rotates and revokes", async () => {
    const id = (await api("POST", "/plans", HALF)).json.thread_id as string;
    expect((await api("GET", `/plans/${id}/feed`)).json).toEqual({ active: false, created_at: null, alarm_minutes: null });
    expect((await api("POST", `/plans/${id}/feed`, {}, BOB)).status).toBe(404);
    const issued = await api("POST", `/plans/${id}/feed`, { alarm_minutes: 30 });
    expect(issued.status).toBe(201);
    const url = issued.json.url as string;
    expect(url).toMatch(/\/feeds\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(issued.json.webcal_url).toBe(url.replace(/^http:/, "webcal:"));
    expect((await api("GET", `/plans/${id}/feed`)).json).toMatchObject({ active: true, alarm_minutes: 30 });

    const poll = async (u: string) => {
      const r = await fetch(u);
      return { status: r.status, type: r.headers.get("content-type"), text: await r.text() };
    };
    const before = await poll(url);
    expect(before.status).toBe(200);
    expect(before.type).toMatch(/^text\/calendar/);
    expect(before.text).toContain("REFRESH-INTERVAL;VALUE=DURATION:PT1H");
    const first = expandIcs(before.text);
    expect(first.map(({ start, end }) => ({ start, end }))).toEqual(utc(await blocksOf(id)));
    expect(first.every((o) => o.alarms[0] === "-PT30M")).toBe(true);

    // A change request re-plans the sessions into the evening; the feed shows it under the same UIDs.
    const changed = await api("POST", `/plans/${id}/reply`, { text: "propose changes: evenings only" });
    expect(changed.json.status).toBe("awaiting_reply");
    const after = expandIcs((await poll(url)).text);
    const evening = await blocksOf(id);
    expect(after.map(({ start, end }) => ({ start, end }))).toEqual(utc(evening));
    expect(evening.every((b) => Number(b.start.slice(11, 13)) >= 17)).toBe(true);
    // Every event of the new schedule updates one of the old (the morning's first-day outlier is gone).
    const oldUids = new Set(first.map((o) => o.uid));
    expect([...new Set(after.map((o) => o.uid))].filter((u) => !oldUids.has(u))).toEqual([]);
    expect(new Set(after.map((o) => o.uid)).size).toBeGreaterThanOrEqual(3);

    const rotated = await api("POST", `/plans/${id}/feed`, {});
    expect(rotated.json.url).not.toBe(url);
    expect((await poll(url)).status).toBe(404);
    expect((await poll(rotated.json.url)).status).toBe(200);
    expect((await api("DELETE", `/plans/${id}/feed`)).status).toBe(204);
    expect((await poll(rotated.json.url)).status).toBe(404);
    expect((await api("DELETE", `/plans/${id}/feed`)).json.code).toBe("FEED_NOT_FOUND");
    expect((await poll(`${svc.address}/feeds/not-a-token.ics`)).status).toBe(400);
  });
});

describe("calendars in", () => {
  // Busy every Monday, Wednesday, Friday and Saturday morning — the days and hours the plan would
  // otherwise train (07:00) — plus a day away on Tuesday 2 March.
  const BUSY_ICS = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//test//busy//EN",
    "BEGIN:VEVENT",
    "UID:mornings@test",
    "DTSTAMP:20270101T000000Z",
    "SUMMARY:School run",
    "DTSTART;TZID=Europe/Berlin:20270101T063000",
    "DTEND;TZID=Europe/Berlin:20270101T093000",
    "RRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR,SA",
    "END:VEVENT",
    "BEGIN:VEVENT",
    "UID:away@test",
    "DTSTAMP:20270101T000000Z",
    "SUMMARY:Away",
    "DTSTART;VALUE=DATE:20270302",
    "DTEND;VALUE=DATE:20270303",
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");

  it("a busy .ics with a recurring event and an all-day event leaves those times free", async () => {
    const plain = await blocksOf((await api("POST", "/plans", HALF)).json.thread_id);
    const created = await api("POST", "/plans", { ...HALF, calendar_ics: BUSY_ICS });
    expect(created.status).toBe(201);
    const id = created.json.thread_id as string;
    const state = await api<{ values: { calendar: { start: string; end: string; title?: string }[] } }>("GET", `/threads/${id}/state`);
    const busy = state.json.values.calendar;
    // One morning block per occurrence in the plan's horizon (to the deadline), plus the day away.
    expect(busy.filter((b) => b.title === "School run").length).toBeGreaterThan(40);
    expect(busy).toContainEqual({ start: "2027-03-02T00:00:00+01:00", end: "2027-03-03T00:00:00+01:00", title: "Away" });
    expect(busy).toContainEqual({ start: "2027-03-29T06:30:00+02:00", end: "2027-03-29T09:30:00+02:00", title: "School run" });

    const blocks = await blocksOf(id);
    expect(blocks.length).toBeGreaterThan(0);
    // Without the calendar the plan trains in those hours; with it, never.
    expect(plain.some((b) => busy.some((x) => overlaps(b, x)))).toBe(true);
    expect(blocks.filter((b) => busy.some((x) => overlaps(b, x)))).toEqual([]);
  });

  it("refuses a file that is not iCalendar with 422 ICS_INVALID", async () => {
    const r = await api("POST", "/plans", { ...HALF, calendar_ics: "BEGIN:VCARD\r\nEND:VCARD\r\n" });
    expect(r.status).toBe(422);
    expect(r.json.code).toBe("ICS_INVALID");
  });
});
