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
