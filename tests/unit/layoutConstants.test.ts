/**
 * @jest-environment node
 *
 * The spec's layout constants (§9) live once in TypeScript and once as CSS custom properties; they must agree.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BREAKPOINTS, GRAPH_NARROW_BREAKPOINT, MOBILE_HEADER_BREAKPOINT, SIDEBAR_COLLAPSE_OFFSET, SIDEBAR_WIDTH } from '@site/src/config/layout';

const css = readFileSync(path.resolve(__dirname, '../../src/css/custom.css'), 'utf8');
const property = (name: string) => Number(new RegExp(`${name}:\\s*(\\d+)px`).exec(css)?.[1]);

it('matches the spec values', () => {
  expect(BREAKPOINTS).toEqual({ sm: 600, md: 900, lg: 1200, xl: 1536 });
  expect([SIDEBAR_WIDTH, SIDEBAR_COLLAPSE_OFFSET, GRAPH_NARROW_BREAKPOINT, MOBILE_HEADER_BREAKPOINT]).toEqual([269, 279, 1024, 900]);
});

it('agrees with the CSS custom properties', () => {
  expect({
    sm: property('--bdb-breakpoint-sm'),
    md: property('--bdb-breakpoint-md'),
    lg: property('--bdb-breakpoint-lg'),
    xl: property('--bdb-breakpoint-xl'),
  }).toEqual(BREAKPOINTS);
  expect(property('--bdb-sidebar-width')).toBe(SIDEBAR_WIDTH);
  expect(property('--bdb-sidebar-collapse-offset')).toBe(SIDEBAR_COLLAPSE_OFFSET);
  expect(property('--bdb-graph-narrow-breakpoint')).toBe(GRAPH_NARROW_BREAKPOINT);
});
