/**
 * iCalendar (RFC 5545) export of a plan's schedule: one VEVENT per block, times in UTC (the
 * blocks carry their offsets, so UTC is exact and needs no VTIMEZONE), stable UIDs so a calendar
 * that re-imports the file updates events instead of duplicating them.
 */

export interface IcsBlock {
  task_id: string;
  start: string;
  end: string;
}

/** RFC 5545 §3.3.11: backslash, semicolon, comma and newlines are escaped in TEXT values. */
export function escapeText(s: string): string {
  return s.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

function utc(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) throw new RangeError(`not an ISO-8601 time: ${iso}`);
  return d.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

/** Lines longer than 75 octets are folded with CRLF + space (RFC 5545 §3.1). */
function fold(line: string): string {
  const bytes = Buffer.from(line, "utf8");
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let start = 0;
  while (start < bytes.length) {
    let end = Math.min(bytes.length, start + (parts.length === 0 ? 75 : 74));
    while (end < bytes.length && (bytes[end]! & 0xc0) === 0x80) end--; // never split a UTF-8 sequence
    parts.push(bytes.subarray(start, end).toString("utf8"));
    start = end;
  }
  return parts.join("\r\n ");
}

export function scheduleToIcs(opts: { threadId: string; title: string; blocks: IcsBlock[]; titles: Record<string, string>; stamp: string }): string {
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//goalgraph//plan//EN", "CALSCALE:GREGORIAN", `X-WR-CALNAME:${escapeText(opts.title)}`];
  opts.blocks.forEach((b, i) => {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${opts.threadId}-${i}-${utc(b.start)}@goalgraph`,
      `DTSTAMP:${utc(opts.stamp)}`,
      `DTSTART:${utc(b.start)}`,
      `DTEND:${utc(b.end)}`,
      `SUMMARY:${escapeText(opts.titles[b.task_id] ?? b.task_id)}`,
      "END:VEVENT",
    );
  });
  lines.push("END:VCALENDAR");
  return lines.map(fold).join("\r\n") + "\r\n";
}
