import React, { useId } from 'react';
import clsx from 'clsx';
import { describeChart, layoutChart, CHART, type ChartData } from '../../chart';
import styles from './styles.module.css';

/**
 * A grouped bar chart of the table that follows it (src/plugins/charts reads the table at build time and passes
 * its numbers as `data`). Plain SVG in the page's HTML, coloured by the site's CSS in both colour modes; its title
 * and a description listing every value are its text alternative, and the table stays as the full record.
 */
export default function BarChart({ data }: { title: string; data: string }): React.JSX.Element {
  const chart = JSON.parse(data) as ChartData;
  const layout = layoutChart(chart);
  const id = useId();
  return (
    <figure className={clsx('bar-chart', styles.chart)}>
      <svg
        className={styles.svg}
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
      >
        <title id={`${id}-title`}>{chart.title}</title>
        <desc id={`${id}-desc`}>{describeChart(chart)}</desc>
        {layout.groups.map((group) => (
          <g key={group.label} aria-hidden="true" data-group={group.label}>
            <text className={clsx(styles.text, styles.group)} fontSize={CHART.labelSize} x={CHART.padding} y={group.y}>
              {group.label}
            </text>
            {group.bars.map((bar) => (
              <g key={bar.series}>
                <rect
                  className={styles[`s${bar.series}`]}
                  x={bar.x}
                  y={bar.y}
                  width={bar.width}
                  height={bar.height}
                  data-series={chart.series[bar.series]}
                  data-value={bar.value}
                />
                <text className={clsx(styles.text, styles.value)} fontSize={CHART.valueSize} x={bar.textX} y={bar.y + bar.height - 3}>
                  {bar.label}
                </text>
              </g>
            ))}
          </g>
        ))}
      </svg>
      <figcaption className={styles.caption}>{chart.title}</figcaption>
    </figure>
  );
}
