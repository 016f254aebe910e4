/**
 * Build-time bar charts (src/plugins/charts): numbers read from the page's own table, laid out as grouped bars
 * whose lengths follow the values, described in words, coloured with enough contrast in both modes; the remark
 * plugin swaps the marker for the chart and keeps the table, and refuses a marker it cannot draw.
 */
import React from 'react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import remarkCharts from '@site/src/plugins/charts';
import BarChart from '@site/src/plugins/charts/theme/BarChart';
import { CHART, cellNumber, describeChart, layoutChart, readTable } from '@site/src/plugins/charts/chart';
import { contrastRatio } from '@site/tests/contrast';
import type { MdNode } from '@site/src/lib/mdast';

const rows = [
  ['Workload', 'BangDB', 'MongoDB', 'Note'],
  ['A: update heavy', '296,701', '33,449', 'hot keys'],
  ['E: short ranges', '12,584', '180.2 *', 'scans'],
];

describe('cellNumber', () => {
  it.each([
    ['296,701', 296701], ['~250,000 ops/s', 250000], ['180.2 *', 180.2], ['1,095.6', 1095.6], ['7', 7], ['~67 minutes', 67],
  ])('reads %s as %d', (text, value) => expect(cellNumber(text)).toBe(value));

  it.each(['hot keys', '', '12 34', '1,2345', 'A'])('finds no number in "%s"', (text) => expect(cellNumber(text)).toBeUndefined());
});

describe('readTable', () => {
  it('charts every column of numbers by default, one group per row, keeping the cell text', () => {
    expect(readTable('T', rows)).toEqual({
      title: 'T',
      category: 'Workload',
      series: ['BangDB', 'MongoDB'],
      groups: [
        { label: 'A: update heavy', values: [{ value: 296701, text: '296,701' }, { value: 33449, text: '33,449' }] },
        { label: 'E: short ranges', values: [{ value: 12584, text: '12,584' }, { value: 180.2, text: '180.2 *' }] },
      ],
    });
  });

  it('charts only the columns named, and explains what it cannot chart', () => {
    expect(readTable('T', rows, ['MongoDB']).series).toEqual(['MongoDB']);
    expect(() => readTable('T', rows, ['Redis'])).toThrow('the table has no column "Redis" to chart (its columns: BangDB, MongoDB, Note)');
    expect(() => readTable('T', rows, ['Note'])).toThrow('column "Note" has a cell that is not a number: "hot keys"');
    expect(() => readTable('T', [['Phase', 'Behaviour'], ['put', 'steady']])).toThrow('no column of numbers');
    expect(() => readTable('T', [['Phase', 'Rate']])).toThrow('no rows');
  });
});

describe('layoutChart', () => {
  const data = readTable('T', rows);
  const layout = layoutChart(data);
  const bars = layout.groups.flatMap((g) => g.bars);

  it('draws one bar per cell, its length proportional to the value (1 unit at least, to 0.1), the largest filling the room left for text', () => {
    expect(bars.map((b) => b.value)).toEqual([296701, 33449, 12584, 180.2]);
    const [largest] = bars;
    for (const bar of bars) expect(Math.abs(bar.width - Math.max(1, (bar.value / largest.value) * largest.width))).toBeLessThanOrEqual(0.05);
    expect(largest.width).toBeGreaterThan(CHART.width / 2);
  });

  it('keeps every bar and label inside the drawing, bars in reading order without overlap', () => {
    for (const bar of bars) expect(bar.textX + bar.label.length * CHART.valueSize * 0.62).toBeLessThanOrEqual(CHART.width);
    for (const [a, b] of bars.slice(1).map((bar, i) => [bars[i], bar])) expect(b.y).toBeGreaterThanOrEqual(a.y + a.height);
    expect(layout.height).toBeGreaterThan(bars.at(-1)!.y + CHART.bar);
  });

  it('labels every bar with its series (colour is never the only cue) and the value as the table shows it', () => {
    expect(bars.map((b) => b.label)).toEqual(['BangDB 296,701', 'MongoDB 33,449', 'BangDB 12,584', 'MongoDB 180.2 *']);
    expect(layoutChart(readTable('T', rows, ['BangDB'])).groups[0].bars[0].label).toBe('296,701');
  });

  it('keeps text readable on a 390 px phone (358 px column): at least 11 px', () => {
    expect(Math.min(CHART.valueSize, CHART.labelSize) * (358 / CHART.width)).toBeGreaterThanOrEqual(11);
  });
});

it('describes every value in words', () => {
  expect(describeChart(readTable('T', rows))).toBe(
    'Bar chart of the table that follows, one group of bars per workload. A: update heavy: BangDB 296,701, MongoDB 33,449; ' +
      'E: short ranges: BangDB 12,584, MongoDB 180.2 *.',
  );
});

describe('series colours', () => {
  const css = readFileSync(path.resolve(__dirname, '../theme/BarChart/styles.module.css'), 'utf8');
  const colours = (selector: string) => {
    const block = css.slice(css.indexOf(`${selector} {`), css.indexOf('}', css.indexOf(`${selector} {`)));
    return [...block.matchAll(/--bdb-chart-\d:\s*(#[0-9a-f]{6})/g)].map((m) => m[1]);
  };
  it.each([['light', '.chart', '#ffffff'], ['dark', ":global([data-theme='dark']) .chart", '#1b1b1d']])(
    'reach 3:1 against the page in %s mode, one per possible series',
    (_mode, selector, page) => {
      const list = colours(selector);
      expect(list).toHaveLength(6);
      for (const colour of list) expect([colour, contrastRatio(colour, page) >= 3]).toEqual([colour, true]);
    },
  );
});

describe('BarChart component', () => {
  it('draws the bars with their values, with a title and a description as its text alternative', () => {
    const data = readTable('Throughput', rows);
    const { container } = render(<BarChart title="Throughput" data={JSON.stringify(data)} />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('role', 'img');
    const [titleId, descId] = svg.getAttribute('aria-labelledby')!.split(' ');
    expect(container.querySelector(`[id="${titleId}"]`)).toHaveTextContent('Throughput');
    expect(container.querySelector(`[id="${descId}"]`)).toHaveTextContent(describeChart(data));
    const bars = Array.from(container.querySelectorAll('rect[data-value]'));
    expect(bars.map((b) => [b.getAttribute('data-series'), Number(b.getAttribute('data-value'))])).toEqual([
      ['BangDB', 296701], ['MongoDB', 33449], ['BangDB', 12584], ['MongoDB', 180.2],
    ]);
    expect(container.querySelector('figcaption')).toHaveTextContent('Throughput');
  });
});

describe('remarkCharts', () => {
  const cell = (text: string): MdNode => ({ type: 'tableCell', children: [{ type: 'text', value: text }] });
  const table: MdNode = { type: 'table', children: rows.map((r) => ({ type: 'tableRow', children: r.map(cell) })) };
  const marker = (props: Record<string, string>): MdNode => ({
    type: 'mdxJsxFlowElement',
    name: 'BarChart',
    attributes: Object.entries(props).map(([name, value]) => ({ type: 'mdxJsxAttribute', name, value })),
    children: [],
  });

  it('replaces the marker by the chart of the table after it, keeps the table and imports the component once', () => {
    const tree: MdNode = { type: 'root', children: [marker({ title: 'T', columns: 'BangDB' }), table] };
    remarkCharts()(tree, { path: 'docs/x.md' });
    const [esm, chart, kept] = tree.children!;
    expect(esm).toMatchObject({ type: 'mdxjsEsm', value: "import BarChart from '@site/src/plugins/charts/theme/BarChart';" });
    expect(kept).toBe(table);
    const props = Object.fromEntries(chart.attributes!.map((a) => [a.name, a.value]));
    expect(props.title).toBe('T');
    expect(JSON.parse(String(props.data))).toEqual(readTable('T', rows, ['BangDB']));
  });

  it('stops the build, naming the page, when the marker has no title or no table after it', () => {
    expect(() => remarkCharts()({ type: 'root', children: [marker({}), table] }, { path: 'docs/x.md' })).toThrow(
      'docs/x.md: <BarChart>: give the chart a title="...".',
    );
    expect(() => remarkCharts()({ type: 'root', children: [marker({ title: 'T' }), { type: 'paragraph', children: [] }, table] }, { path: 'docs/x.md' })).toThrow(
      'docs/x.md: <BarChart>: put it right before the Markdown table it draws.',
    );
    expect(() => remarkCharts()({ type: 'root', children: [marker({ title: 'T', columns: 'Note' }), table] }, { path: 'docs/x.md' })).toThrow(
      /docs\/x\.md: <BarChart>: column "Note" has a cell that is not a number/,
    );
  });

  it('leaves a page without markers as it is', () => {
    const tree: MdNode = { type: 'root', children: [table] };
    remarkCharts()(tree, { path: 'docs/x.md' });
    expect(tree.children).toEqual([table]);
  });
});
