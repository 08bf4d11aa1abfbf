/**
 * Server-sent events framing as the LangGraph SDK decodes it: `id:`, `event:`, one `data:` line of
 * JSON, blank line. The stream is a PassThrough handed to `reply.send`, so Fastify's hooks,
 * logging and `app.inject` all keep working.
 */
import { PassThrough } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import { toWireJson } from "./wire.js";

export interface SseEvent {
  id?: string | number;
  event: string;
  data: unknown;
}

export class SseStream {
  readonly stream = new PassThrough();
  private closed = false;
  private heartbeat: NodeJS.Timeout | undefined;
  private readonly closeHandlers: Array<() => void> = [];

  constructor(reply: FastifyReply, opts: { heartbeatMs?: number } = {}) {
    // The response finished or the client went away: stop producing (a run itself carries on).
    reply.raw.once("close", () => this.end());
    // Fastify writes the headers with the first chunk; an idle stream must still open at once.
    this.write(": open\n\n");
    if (opts.heartbeatMs) {
      this.heartbeat = setInterval(() => this.write(": ping\n\n"), opts.heartbeatMs);
      this.heartbeat.unref();
    }
  }

  get isClosed(): boolean {
    return this.closed;
  }

  onClose(handler: () => void): void {
    if (this.closed) handler();
    else this.closeHandlers.push(handler);
  }

  send(ev: SseEvent): void {
    const lines = [];
    if (ev.id !== undefined) lines.push(`id: ${ev.id}`);
    lines.push(`event: ${ev.event}`);
    // JSON.stringify never emits a raw newline, so one data line always suffices.
    lines.push(`data: ${toWireJson(ev.data ?? null)}`);
    this.write(`${lines.join("\n")}\n\n`);
  }

  end(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.stream.end();
    for (const h of this.closeHandlers.splice(0)) h();
  }

  private write(chunk: string): void {
    if (!this.closed) this.stream.write(chunk);
  }
}

/** Send an SSE stream as the reply; extra headers (Content-Location, Location) first. */
export function replySse(reply: FastifyReply, sse: SseStream, headers: Record<string, string> = {}): FastifyReply {
  for (const [k, v] of Object.entries(headers)) reply.header(k, v);
  return reply
    .header("content-type", "text/event-stream; charset=utf-8")
    .header("cache-control", "no-cache")
    .header("x-accel-buffering", "no")
    .send(sse.stream);
}

/** Last-Event-ID header as a non-negative integer, or undefined. */
export function lastEventId(request: FastifyRequest): number | undefined {
  const raw = request.headers["last-event-id"];
  const v = Array.isArray(raw) ? raw[0] : raw;
  if (v === undefined || v === "") return undefined;
  const n = Number(v);
  return Number.isSafeInteger(n) && n >= 0 ? n : undefined;
}
