/** Threads list: status, stage, pending question, with a text and a status filter. */
import { useEffect, useMemo, useState } from "preact/hooks";
import { api, ApiError } from "../api.js";
import { threadHref } from "../router.js";

interface ThreadRow {
  thread_id: string;
  created_at: string;
  updated_at: string;
  status: "idle" | "busy" | "interrupted" | "error";
  values: { goal?: string; stage?: string } | null;
  interrupts: Record<string, { value?: { kind?: string; question?: string } }[]>;
}

const STATUSES = ["all", "interrupted", "busy", "idle", "error"] as const;

export function ThreadsPage() {
  const [rows, setRows] = useState<ThreadRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [text, setText] = useState("");
  const [status, setStatus] = useState<(typeof STATUSES)[number]>("all");
  useEffect(() => {
    api<ThreadRow[]>("POST", "/threads/search", { limit: 200, sort_by: "updated_at", sort_order: "desc" })
      .then(setRows)
      .catch((e: unknown) => setError(e instanceof ApiError ? `${e.code}: ${e.message}` : String(e)));
  }, []);
  const shown = useMemo(() => {
    const q = text.trim().toLowerCase();
    return (rows ?? []).filter((r) => {
      if (status !== "all" && r.status !== status) return false;
      if (!q) return true;
      const pending = Object.values(r.interrupts ?? {}).flat()[0]?.value;
      return [r.thread_id, r.values?.goal, r.values?.stage, pending?.question].some((s) => s?.toLowerCase().includes(q));
    });
  }, [rows, text, status]);
  return (
    <section>
      <div class="toolbar">
        <h1>Threads</h1>
        <input type="search" placeholder="Filter by goal, stage, question, id" value={text} onInput={(e) => setText(e.currentTarget.value)} data-testid="thread-filter" />
        <select value={status} onChange={(e) => setStatus(e.currentTarget.value as (typeof STATUSES)[number])} data-testid="status-filter">
          {STATUSES.map((s) => (
            <option value={s}>{s === "all" ? "any status" : s}</option>
          ))}
        </select>
        <a class="button" href="#/new">
          New plan
        </a>
      </div>
      {error && <p class="error">{error}</p>}
      {!rows && !error && <p class="muted">Loading…</p>}
      {rows && (
        <table class="threads" data-testid="threads-table">
          <thead>
            <tr>
              <th>Goal</th>
              <th>Status</th>
              <th>Stage</th>
              <th>Waiting for</th>
              <th>Updated</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((r) => {
              const pending = Object.values(r.interrupts ?? {}).flat()[0]?.value;
              return (
                <tr key={r.thread_id}>
                  <td>
                    <a href={threadHref(r.thread_id)}>{r.values?.goal ?? r.thread_id}</a>
                  </td>
                  <td>
                    <span class={`badge status-${r.status}`}>{r.status}</span>
                  </td>
                  <td>{r.values?.stage ?? "—"}</td>
                  <td class="question-cell">{pending ? `${pending.kind ?? "reply"}: ${pending.question ?? ""}` : ""}</td>
                  <td class="muted">{new Date(r.updated_at).toLocaleString()}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {rows && shown.length === 0 && <p class="muted">No threads match.</p>}
    </section>
  );
}
