/** Start a plan: the goal, its time zone, and optionally an .ics of busy time. */
import { useState } from "preact/hooks";
import { api, ApiError } from "../api.js";
import { go } from "../router.js";

const ZONES: string[] = (() => {
  try {
    return (Intl as unknown as { supportedValuesOf(k: string): string[] }).supportedValuesOf("timeZone");
  } catch {
    return [];
  }
})();

export function StartPlanPage() {
  const [goal, setGoal] = useState("");
  const [zone, setZone] = useState(() => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC");
  const [ics, setIcs] = useState<{ name: string; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const r = await api<{ thread_id: string }>("POST", "/plans", { goal, timezone: zone, ...(ics ? { calendar_ics: ics.text } : {}) });
      go(`/threads/${encodeURIComponent(r.thread_id)}`);
    } catch (err) {
      setError(err instanceof ApiError ? `${err.code}: ${err.message}` : String(err));
      setBusy(false);
    }
  };

  return (
    <section class="narrow">
      <h1>New plan</h1>
      <form onSubmit={submit} class="stack" data-testid="start-plan-form">
        <label>
          Goal
          <textarea name="goal" rows={4} required placeholder="Run a half marathon in 12 weeks. I can train 4 times a week, never before 7am." value={goal} onInput={(e) => setGoal(e.currentTarget.value)} />
        </label>
        <label>
          Time zone
          <input name="timezone" list="zones" required value={zone} onInput={(e) => setZone(e.currentTarget.value)} />
          <datalist id="zones">
            {ZONES.map((z) => (
              <option value={z} />
            ))}
          </datalist>
        </label>
        <label>
          Busy time (optional .ics from your calendar)
          <input
            type="file"
            name="busy"
            accept=".ics,text/calendar"
            onChange={async (e) => {
              const f = e.currentTarget.files?.[0];
              setIcs(f ? { name: f.name, text: await f.text() } : null);
            }}
          />
        </label>
        {ics && <p class="muted">Busy time from {ics.name}: recurring events are expanded over the plan's horizon; all-day events block whole days.</p>}
        <button type="submit" disabled={busy || !goal.trim()}>
          {busy ? "Planning…" : "Start planning"}
        </button>
        {error && <p class="error">{error}</p>}
      </form>
    </section>
  );
}
