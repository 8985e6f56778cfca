import type { Box } from '@/lib/chart-plot';
import styles from './investor-charts.module.css';

/** A chart's horizontal grid lines with their values at the left (decoration: the chart's text says it). */
export function YGrid({ ticks, box, label }: { ticks: { value: number; y: number }[]; box: Box; label: (value: number) => string }) {
  return ticks.map((tick) => (
    <g key={tick.value} aria-hidden="true">
      <line x1={box.left} x2={box.width - box.right} y1={tick.y} y2={tick.y} className={styles.grid} />
      <text x={box.left - 6} y={tick.y} className={styles.yLabel}>
        {label(tick.value)}
      </text>
    </g>
  ));
}
