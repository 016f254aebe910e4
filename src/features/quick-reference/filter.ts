// The sheets' filter: a row stays when every word typed occurs in one of its cells (case ignored), and, on a sheet
// with editions, when it belongs to the chosen edition.
import type { SheetRow } from './sheets';

export const ALL_EDITIONS = 'all';

export function rowFilter(query: string, edition = ALL_EDITIONS): (row: SheetRow) => boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return (row) => {
    if (edition !== ALL_EDITIONS && row.edition !== edition) return false;
    const text = row.cells.join(' ').toLowerCase();
    return words.every((w) => text.includes(w));
  };
}
