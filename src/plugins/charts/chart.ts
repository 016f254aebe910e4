// Bar charts drawn from a page's own Markdown table: the numbers are read from the table (readTable), laid out as
// horizontal grouped bars in SVG coordinates (layoutChart), and described in words for assistive technology
// (describeChart). Pure functions: the remark plugin (index.ts) runs the first at build time, the component
// (theme/BarChart) the other two while the page is rendered to HTML.

/** One cell of a charted column: its number and the text the table shows for it. */
export interface ChartValue {
  value: number;
  text: string;
}
export interface ChartData {
  title: string;
  /** The header of the table's first column (what the groups are), e.g. "Workload". */
  category: string;
  /** The charted columns' headers, one bar colour each. */
  series: string[];
  /** One group of bars per table row: the row's first cell and its values, in series order. */
  groups: { label: string; values: ChartValue[] }[];
}

/**
 * The number a table cell shows: "296,701", "~250,000 ops/s", "180.2 *". Leading "~", thousands separators and
 * a trailing unit or footnote mark are allowed; anything else is not a number (undefined).
 */
export function cellNumber(text: string): number | undefined {
  const match = /^[~≈]?\s*(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(?:\s*[^\d\s.,].*)?$/.exec(text.trim());
  return match ? Number(match[1].replace(/,/g, '') + (match[2] ?? '')) : undefined;
}

/**
 * The chart of a table given as rows of cell texts (header first). `columns` names the columns to chart; without
 * it, every column after the first whose cells are all numbers. Throws a message naming the problem.
 */
export function readTable(title: string, rows: string[][], columns?: string[]): ChartData {
  const [header, ...body] = rows;
  if (!header || body.length === 0) throw new Error('the table after the chart marker has no rows');
  const numeric = (index: number) => body.every((row) => cellNumber(row[index] ?? '') !== undefined);
  const indexes = columns
    ? columns.map((name) => {
        const index = header.indexOf(name);
        if (index < 1) throw new Error(`the table has no column "${name}" to chart (its columns: ${header.slice(1).join(', ')})`);
        const bad = body.find((row) => cellNumber(row[index] ?? '') === undefined);
        if (bad) throw new Error(`column "${name}" has a cell that is not a number: "${bad[index] ?? ''}"`);
        return index;
      })
    : header.map((_, index) => index).filter((index) => index > 0 && numeric(index));
  if (indexes.length === 0) throw new Error('the table has no column of numbers to chart');
  return {
    title,
    category: header[0],
    series: indexes.map((index) => header[index]),
    groups: body.map((row) => ({
      label: row[0],
      values: indexes.map((index) => ({ value: cellNumber(row[index])!, text: row[index].trim() })),
    })),
  };
}

// Geometry, in the SVG's own units. The drawing is 360 units wide and is shown at the width of the text column,
// at most 26rem (416 px): its 14-unit text renders at 13.9 px on a 390 px phone (358 px column), 16.2 px at most.
export const CHART = {
  width: 360,
  padding: 8,
  labelSize: 15,
  valueSize: 14,
  bar: 16,
  barGap: 3,
  groupGap: 14,
} as const;
/** Average glyph advance as a share of the font size (digits and Latin text in the site's sans-serif). */
const GLYPH = 0.62;
const textWidth = (text: string, size: number) => text.length * size * GLYPH;
/** Coordinates to a tenth of a unit: finer than a pixel at any size the chart is shown. */
const round = (n: number) => Math.round(n * 10) / 10;

export interface Bar {
  series: number;
  value: number;
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** The bar's label: the value as the table shows it, after the series name when there are several. */
  label: string;
  /** Where the label starts (just after the bar's end). */
  textX: number;
}
export interface ChartLayout {
  width: number;
  height: number;
  groups: { label: string; y: number; bars: Bar[] }[];
}

export function layoutChart(data: ChartData): ChartLayout {
  const { width, padding, labelSize, valueSize, bar, barGap, groupGap } = CHART;
  // Each bar is labelled with its series, so no reader depends on telling the colours apart (WCAG 1.4.1).
  const label = (text: string, series: number) => (data.series.length > 1 ? `${data.series[series]} ${text}` : text);
  const labels = data.groups.flatMap((g) => g.values.map((v, series) => label(v.text, series)));
  // Bars start at the left edge; the widest label is kept free on the right.
  const room = width - 2 * padding - Math.max(...labels.map((t) => textWidth(t, valueSize))) - 6;
  const max = Math.max(...data.groups.flatMap((g) => g.values.map((v) => v.value)), 0);
  let y = padding;
  const groups = data.groups.map((group) => {
    y += labelSize + 4;
    const labelY = y;
    y += 4;
    const bars = group.values.map(({ value, text }, series) => {
      const length = round(max > 0 ? Math.max(1, (value / max) * room) : 1);
      const placed = { series, value, text, label: label(text, series), x: padding, y, width: length, height: bar, textX: round(padding + length + 6) };
      y += bar + barGap;
      return placed;
    });
    y += groupGap - barGap;
    return { label: group.label, y: labelY, bars };
  });
  return { width, height: Math.ceil(y + padding - groupGap + barGap), groups };
}

/** The chart in words: every group with each series' value, as the table shows it. */
export function describeChart(data: ChartData): string {
  const groups = data.groups.map((g) => `${g.label}: ${g.values.map((v, i) => `${data.series[i]} ${v.text}`).join(', ')}`);
  return `Bar chart of the table that follows, one group of bars per ${data.category.toLowerCase()}. ${groups.join('; ')}.`;
}
