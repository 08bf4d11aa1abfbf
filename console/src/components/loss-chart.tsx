/**
 * The GGS loss across rounds (Chart.js): D, P, Ω and L per round, each round labelled with its
 * stage and marked with the macro state it ended in (point shape and colour, tooltip, axis label).
 */
import { CategoryScale, Chart, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip, type PointStyle } from "chart.js";
import { useEffect, useRef } from "preact/hooks";
import { lossSeries, type LossEntry } from "../plan-data.js";

Chart.register(LineController, LineElement, PointElement, LinearScale, CategoryScale, Legend, Tooltip);

const MACRO_STYLE: Record<string, { shape: PointStyle; color: string }> = {
  accept: { shape: "circle", color: "#2e7d32" },
  refine: { shape: "triangle", color: "#f9a825" },
  change_path: { shape: "rect", color: "#ef6c00" },
  change_approach: { shape: "rectRot", color: "#6a1b9a" },
  break_symmetry: { shape: "star", color: "#00838f" },
  abandon: { shape: "crossRot", color: "#c62828" },
};
const styleOf = (m: string) => MACRO_STYLE[m] ?? { shape: "rectRounded" as PointStyle, color: "#546e7a" };

export function LossChart({ history }: { history: LossEntry[] }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const s = lossSeries(history);
    const line = (label: string, data: number[], color: string, dash?: number[]) => ({
      label,
      data,
      borderColor: color,
      backgroundColor: color,
      borderDash: dash,
      pointRadius: 3,
      tension: 0.2,
    });
    const chart = new Chart(canvas.current, {
      type: "line",
      data: {
        labels: s.labels,
        datasets: [
          line("D (deliverable gap)", s.D, "#1565c0", [4, 3]),
          line("P (plan risk)", s.P, "#8e24aa", [4, 3]),
          line("Ω (cost)", s.Omega, "#00897b", [2, 2]),
          {
            ...line("L (loss) — marker: macro state", s.L, "#212121"),
            borderWidth: 3,
            pointRadius: 7,
            pointStyle: s.macro.map((m) => styleOf(m).shape),
            pointBackgroundColor: s.macro.map((m) => styleOf(m).color),
            pointBorderColor: s.macro.map((m) => styleOf(m).color),
          },
        ],
      },
      options: {
        animation: false,
        maintainAspectRatio: false,
        scales: { y: { beginAtZero: true, title: { display: true, text: "loss" } } },
        plugins: {
          legend: { position: "bottom" },
          tooltip: { callbacks: { afterTitle: (items) => `macro state: ${s.macro[items[0]?.dataIndex ?? 0] ?? ""} (${history[items[0]?.dataIndex ?? 0]?.transition ?? ""})` } },
        },
      },
    });
    return () => chart.destroy();
  }, [history]);
  if (!history.length) return <p class="muted">No GGS rounds yet.</p>;
  return (
    <div>
      <div class="chart-box" data-testid="loss-chart" data-rounds={history.length}>
        <canvas ref={canvas} />
      </div>
      <p class="legend-macro">
        {Object.entries(MACRO_STYLE).map(([m, st]) => (
          <span key={m} style={{ color: st.color }}>
            ● {m}
          </span>
        ))}
      </p>
    </div>
  );
}
