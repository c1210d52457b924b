/**
 * The dashboard's charts (issue 29, ADR 021): plain SVG drawn here, no chart library. Each chart
 * is a picture of the table printed under it, so it is hidden from screen readers
 * (`aria-hidden`): the table holds the same numbers for them and for copying.
 */
import styles from './DashboardPanels.module.css';

/** A series of a chart: its name in the legend and the class that colours its bars. */
export interface Series {
  name: string;
  tone: 'primary' | 'secondary';
}

const WIDTH = 400;
const LABEL_WIDTH = 150;
const ROW = 22;
const BAR = 14;

/** The largest of the values, at least 1 (so an empty cohort draws empty bars, not NaN). */
function scaleOf(values: readonly number[]): number {
  return Math.max(1, ...values);
}

function Legend({ series }: { series: readonly Series[] }) {
  if (series.length < 2) return null;
  return (
    <p className={styles.legend} aria-hidden="true">
      {series.map((s) => (
        <span key={s.name}>
          <span className={`${styles.swatch} ${styles[s.tone]}`} /> {s.name}
        </span>
      ))}
    </p>
  );
}

/** Horizontal bars, one row per label, one bar per series in each row. */
export function BarChart({
  rows,
  series,
}: {
  rows: readonly { label: string; values: readonly number[] }[];
  series: readonly Series[];
}) {
  const max = scaleOf(rows.flatMap((r) => r.values));
  const rowHeight = ROW + (series.length - 1) * (BAR + 2);
  const height = rows.length * rowHeight + 4;
  const room = WIDTH - LABEL_WIDTH - 40;
  return (
    <div className={styles.chart} aria-hidden="true">
      <Legend series={series} />
      <svg viewBox={`0 0 ${WIDTH} ${height}`} width="100%" role="presentation" focusable="false">
        {rows.map((row, i) => {
          const top = i * rowHeight + 4;
          return (
            <g key={row.label}>
              <text x={LABEL_WIDTH - 6} y={top + BAR - 3} textAnchor="end" className={styles.label}>
                {row.label.length > 22 ? `${row.label.slice(0, 21)}…` : row.label}
              </text>
              {row.values.map((value, j) => {
                const y = top + j * (BAR + 2);
                const width = (value / max) * room;
                return (
                  <g key={series[j]?.name ?? j}>
                    <rect
                      x={LABEL_WIDTH}
                      y={y}
                      width={width}
                      height={BAR}
                      className={styles[series[j]?.tone ?? 'primary']}
                    />
                    <text x={LABEL_WIDTH + width + 4} y={y + BAR - 3} className={styles.value}>
                      {value}
                    </text>
                  </g>
                );
              })}
            </g>
          );
        })}
      </svg>
    </div>
  );
}

/** Columns over time, one slot per week, one column per series; the first and last week named. */
export function WeekChart({
  weeks,
  series,
}: {
  weeks: readonly { label: string; values: readonly number[] }[];
  series: readonly Series[];
}) {
  const max = scaleOf(weeks.flatMap((w) => w.values));
  const height = 160;
  const plot = height - 24;
  const left = 44;
  const slot = (WIDTH - left) / Math.max(1, weeks.length);
  const column = Math.max(1, (slot * 0.8) / series.length);
  return (
    <div className={styles.chart} aria-hidden="true">
      <Legend series={series} />
      <svg viewBox={`0 0 ${WIDTH} ${height}`} width="100%" role="presentation" focusable="false">
        <text x={left - 4} y={10} textAnchor="end" className={styles.value}>
          {max}
        </text>
        <text x={left - 4} y={plot} textAnchor="end" className={styles.value}>
          0
        </text>
        <line x1={left} x2={WIDTH} y1={plot} y2={plot} className={styles.axis} />
        {weeks.map((week, i) =>
          week.values.map((value, j) => {
            const h = (value / max) * (plot - 6);
            return (
              <rect
                key={`${week.label}-${series[j]?.name ?? j}`}
                x={left + i * slot + slot * 0.1 + j * column}
                y={plot - h}
                width={column}
                height={h}
                className={styles[series[j]?.tone ?? 'primary']}
              />
            );
          }),
        )}
        {weeks.length > 0 && (
          <>
            <text x={left} y={height - 6} className={styles.value}>
              {weeks[0]!.label}
            </text>
            <text x={WIDTH} y={height - 6} textAnchor="end" className={styles.value}>
              {weeks.at(-1)!.label}
            </text>
          </>
        )}
      </svg>
    </div>
  );
}
