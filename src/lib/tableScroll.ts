/** Where a sideways-scrolling box stands: everything fits, at the start, in the middle or at the end. */
export type TableScroll = 'none' | 'start' | 'middle' | 'end';

/** The scroll state of a box from its widths and position (a pixel of rounding counts as no overflow). */
export function tableScrollState({ scrollLeft, scrollWidth, clientWidth }: { scrollLeft: number; scrollWidth: number; clientWidth: number }): TableScroll {
  if (scrollWidth <= clientWidth + 1) return 'none';
  // Right-to-left pages scroll with negative scrollLeft values; the distance from the start is what counts.
  const offset = Math.abs(scrollLeft);
  if (offset < 1) return 'start';
  if (offset + clientWidth >= scrollWidth - 1) return 'end';
  return 'middle';
}

/** The longest name or value (in characters) a column of a reference table holds: identifiers and short defaults. */
export const NAME_CELL_MAX = 40;
/** The length (in characters) from which a cell of several words reads as an explanation rather than a value. */
export const MEANING_CELL_MIN = 40;

/** Whether a cell explains: a phrase of at least MEANING_CELL_MIN characters, not one long name. */
const explains = (cell: string | undefined) => !!cell && cell.trim().length >= MEANING_CELL_MIN && cell.trim().split(/\s+/).length >= 4;

/**
 * Whether a table is a reference list: two to four columns, the last one explaining (in a phrase, in at least one
 * row) what the short cells before it name (`BANGDB_DATABASE_NAME`, `4096 (MB)`). Narrow screens and print show
 * such a table stacked, each row's names on one line and its meaning under them, so a name never breaks and the
 * meaning has the full width. `rows` are the cells' text, the header row first.
 */
export function isReferenceTable(rows: readonly (readonly string[])[]): boolean {
  const [header, ...body] = rows;
  if (!header || header.length < 2 || header.length > 4 || body.length === 0) return false;
  const last = header.length - 1;
  const namesShort = body.every((row) => row.slice(0, last).every((cell) => cell.trim().length <= NAME_CELL_MAX));
  return namesShort && body.some((row) => explains(row[last]));
}
