/**
 * The thread's checkpoint history (POST /threads/:id/history), newest first; choosing one shows
 * the state at that checkpoint (GET /threads/:id/state/:checkpoint_id).
 */
import { useEffect, useState } from "preact/hooks";
import { api, ApiError } from "../api.js";

interface Snapshot {
  checkpoint: { checkpoint_id: string | null };
  metadata: { step?: number; source?: string; writes?: Record<string, unknown> | null };
  created_at: string | null;
  next: string[];
  values: { stage?: string };
}

export function CheckpointHistory({ threadId, version }: { threadId: string; version: number }) {
  const [rows, setRows] = useState<Snapshot[] | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [state, setState] = useState<unknown>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    api<Snapshot[]>("POST", `/threads/${encodeURIComponent(threadId)}/history`, { limit: 200 })
      .then(setRows)
      .catch((e: unknown) => setError(e instanceof ApiError ? `${e.code}: ${e.message}` : String(e)));
  }, [threadId, version]);
  useEffect(() => {
    if (!chosen) return;
    setState(null);
    api(`GET`, `/threads/${encodeURIComponent(threadId)}/state/${encodeURIComponent(chosen)}`)
      .then(setState)
      .catch((e: unknown) => setError(String(e)));
  }, [threadId, chosen]);
  if (error) return <p class="error">{error}</p>;
  if (!rows) return <p class="muted">Loading checkpoints…</p>;
  return (
    <div class="split">
      <table class="checkpoints" data-testid="checkpoint-history">
        <thead>
          <tr>
            <th>Step</th>
            <th>Stage</th>
            <th>Next</th>
            <th>At</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const id = r.checkpoint.checkpoint_id ?? "";
            return (
              <tr key={id} class={chosen === id ? "chosen" : ""} onClick={() => setChosen(id)}>
                <td>{r.metadata.step ?? ""}</td>
                <td>{r.values?.stage ?? ""}</td>
                <td>{r.next.join(", ")}</td>
                <td class="muted">{r.created_at ? new Date(r.created_at).toLocaleTimeString() : ""}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div class="state-view" data-testid="checkpoint-state">
        {chosen ? state ? <pre>{JSON.stringify(state, null, 2)}</pre> : <p class="muted">Loading state…</p> : <p class="muted">Choose a checkpoint to see the state at that point.</p>}
      </div>
    </div>
  );
}
