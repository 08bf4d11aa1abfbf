/** The thread's bus messages (the replay of GET /threads/:id/events), filterable by type. */
import { useMemo, useState } from "preact/hooks";
import { describeEvent, type BusEvent } from "../plan-data.js";

export function BusMessages({ events }: { events: BusEvent[] }) {
  const [type, setType] = useState("all");
  const [open, setOpen] = useState<number | null>(null);
  const types = useMemo(() => ["all", ...new Set(events.map((e) => e.type))], [events]);
  const shown = type === "all" ? events : events.filter((e) => e.type === type);
  if (!events.length) return <p class="muted">No bus messages.</p>;
  return (
    <div>
      <select value={type} onChange={(e) => setType(e.currentTarget.value)}>
        {types.map((t) => (
          <option value={t}>{t}</option>
        ))}
      </select>
      <table class="messages" data-testid="bus-messages">
        <thead>
          <tr>
            <th>#</th>
            <th>Type</th>
            <th>From → to</th>
            <th>What</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((e) => (
            <>
              <tr key={e.seq} onClick={() => setOpen(open === e.seq ? null : e.seq)}>
                <td>{e.seq}</td>
                <td>{e.type}</td>
                <td class="muted">
                  {e.from} → {e.to}
                </td>
                <td>{describeEvent(e)}</td>
              </tr>
              {open === e.seq && (
                <tr class="payload">
                  <td colSpan={4}>
                    <pre>{JSON.stringify(e.payload, null, 2)}</pre>
                  </td>
                </tr>
              )}
            </>
          ))}
        </tbody>
      </table>
    </div>
  );
}
