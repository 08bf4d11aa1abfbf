/** The Auditor's reports on this thread (GET /audit?thread_id=). */
export interface AuditReport {
  id: string;
  anomaly: string;
  severity: string;
  summary: string;
  at: string;
}

export function AuditReports({ reports }: { reports: AuditReport[] }) {
  if (!reports.length) return <p class="muted" data-testid="audit-reports">The Auditor reported nothing on this thread.</p>;
  return (
    <ul class="audit" data-testid="audit-reports">
      {reports.map((r) => (
        <li key={r.id} class={`severity-${r.severity}`}>
          <b>{r.anomaly}</b> <span class="badge">{r.severity}</span> {r.summary} <span class="muted">{new Date(r.at).toLocaleString()}</span>
        </li>
      ))}
    </ul>
  );
}
