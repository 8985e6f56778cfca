'use client';
/**
 * A financial series' two charts and its table, drawn from compact props that the server computes
 * (financial-highlights.tsx: the geometry with d3, the figures as the page writes them). It has no state
 * and no handlers: it is a client component only so that the page's RSC payload carries each bar, point
 * and cell as a few numbers and one string instead of the SVG and table elements again (issue 48). The
 * server renders it into the HTML as ever, so it reads the same without script.
 */
import { BARS_BOX, type Tick } from '@/lib/chart-plot';
import { YGrid } from '@/components/investor/chart-grid';
import { AMOUNTS, RATIOS, type Metric } from './financial-metrics';
import type { SeriesKind } from './financials';
import type { SeriesFiguresLabels } from './series-figures.labels';
import styles from '@/components/investor/investor-charts.module.css';

/** One bar: its metric's index in AMOUNTS, its x, top and height, and its value as the table writes it. */
export type Bar = [metric: number, x: number, y: number, height: number, value: string];
/** One point of a ratio line: its x and y, and its value as the table writes it. */
export type Dot = [x: number, y: number, value: string];

type Chart = {
  /** The chart's figures as one sentence: its accessible name. */
  summary: string;
  yTicks: Tick[];
  /** Each period's x in this chart (the middle of its group of bars, or its points). */
  xs: number[];
};

export type SeriesFiguresProps = {
  kind: SeriesKind;
  labels: SeriesFiguresLabels;
  /** Each period's label (`2025`, `2025 Q3`), in both charts' order. */
  periods: string[];
  amounts: Chart & { zero: number; barWidth: number; bars: Bar[][] };
  /** One line per metric of RATIOS. */
  ratios: Chart & { lines: { path: string; dots: Dot[] }[] };
  /** The table's rows: the period, then each metric of AMOUNTS and RATIOS as the page writes it. */
  rows: string[][];
};

/** A period's axis label: `2025`, or `Q3` above its year (the year under a year's first quarter and the first one shown). */
function PeriodLabel({ period, x, first }: { period: string; x: number; first: boolean }) {
  const [year, quarter] = period.split(' ');
  return (
    <text x={x} y={BARS_BOX.height - 22} className={styles.xLabel} aria-hidden="true">
      {quarter ? (
        <>
          <tspan x={x}>{quarter}</tspan>
          {first || quarter === 'Q1' ? (
            <tspan x={x} dy="1.2em">
              {year}
            </tspan>
          ) : null}
        </>
      ) : (
        year
      )}
    </text>
  );
}

type FigureProps = {
  chart: Chart;
  heading: string;
  /** The chart's name (`data-chart`). */
  name: string;
  /** Its metrics, in the legend's order. */
  metrics: readonly Metric[];
  labels: SeriesFiguresLabels;
  children: React.ReactNode;
};

function Figure({ chart, heading, name, metrics, labels, children }: FigureProps) {
  const shown = new Map(chart.yTicks.map((tick) => [tick.value, tick.shown]));
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.figureTitle}>{heading}</figcaption>
      <svg
        viewBox={`0 0 ${BARS_BOX.width} ${BARS_BOX.height}`}
        role="img"
        aria-label={chart.summary}
        className={styles.svg}
        data-chart={name}
      >
        <YGrid ticks={chart.yTicks} box={BARS_BOX} label={(value) => shown.get(value) ?? ''} />
        {children}
      </svg>
      <ul className={styles.legend} aria-hidden="true">
        {metrics.map((metric) => (
          <li key={metric} data-series={metric}>
            {labels.metrics[metric]}
          </li>
        ))}
      </ul>
    </figure>
  );
}

export function SeriesFigures({ kind, labels, periods, amounts, ratios, rows }: SeriesFiguresProps) {
  const caption = labels.tableCaption[kind];
  return (
    <>
      <div className={styles.charts}>
        <Figure chart={amounts} heading={labels.amounts} name={`${kind}-amounts`} metrics={AMOUNTS} labels={labels}>
          {periods.map((period, index) => (
            <g key={period}>
              {amounts.bars[index]!.map(([metric, barX, y, height, value]) => (
                <rect
                  key={metric}
                  x={barX}
                  y={y}
                  width={amounts.barWidth}
                  height={height}
                  data-series={AMOUNTS[metric]}
                  data-period={period}
                  data-value={value}
                  className={styles.bar}
                />
              ))}
              <PeriodLabel period={period} x={amounts.xs[index]!} first={index === 0} />
            </g>
          ))}
          <line x1={BARS_BOX.left} x2={BARS_BOX.width - BARS_BOX.right} y1={amounts.zero} y2={amounts.zero} className={styles.axis} />
        </Figure>
        <Figure chart={ratios} heading={labels.ratios} name={`${kind}-ratios`} metrics={RATIOS} labels={labels}>
          {periods.map((period, index) => (
            <PeriodLabel key={period} period={period} x={ratios.xs[index]!} first={index === 0} />
          ))}
          {ratios.lines.map((line, index) => (
            <g key={RATIOS[index]} data-series={RATIOS[index]}>
              <path d={line.path} className={styles.ratioLine} />
              {line.dots.map(([x, y, value]) => (
                <circle key={x} cx={x} cy={y} r={3.5} data-value={value} className={styles.dot} />
              ))}
            </g>
          ))}
        </Figure>
      </div>
      {/* Scrolls sideways on a narrow screen: a named region the keyboard can reach and scroll. */}
      <div className={styles.tableScroll} tabIndex={0} role="region" aria-label={caption}>
        <table className={styles.table} data-series={kind}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{labels.period}</th>
              {[...AMOUNTS, ...RATIOS].map((metric) => (
                <th key={metric} scope="col" data-series={metric}>
                  {labels.metrics[metric]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([period, ...cells]) => (
              <tr key={period}>
                <th scope="row">{period}</th>
                {cells.map((cell, index) => (
                  <td key={index}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
