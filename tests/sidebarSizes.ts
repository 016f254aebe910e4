// The area sidebar's sizes, read from the custom properties src/css/tokens.css writes them in once, so tests never
// restate the numbers.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const custom = readFileSync(path.resolve(__dirname, '../src/css/tokens.css'), 'utf8');

/** A custom property of `:root` in src/css/tokens.css, in pixels. */
function pixels(name: string): number {
  const value = new RegExp(`^ {2}${name}: (\\d+(?:\\.\\d+)?)px;$`, 'm').exec(custom)?.[1];
  if (value === undefined) throw new Error(`${name} is not a pixel length in src/css/tokens.css`);
  return Number(value);
}

export const SIDEBAR = {
  /** --bdb-sidebar-width: how wide the open sidebar is. */
  width: pixels('--bdb-sidebar-width'),
  /** --bdb-sidebar-collapse-offset: how far the collapsed sidebar slides away (its shadow with it). */
  collapseOffset: pixels('--bdb-sidebar-collapse-offset'),
};
