// `npm run lint:coverage`: the registry entries no page explains, by sheet. Each is a name the quick reference shows
// without a link; a writer covers one by explaining it on the page where it belongs (a heading or a table row that
// names it), or leaves it listed when readers do not need it.
import path from 'node:path';
import { loadSheets } from './load';

const { sheets, coverage } = loadSheets(path.resolve(__dirname, '../../..'));
for (const sheet of sheets) {
  const missing = coverage.filter((c) => c.sheet === sheet.id);
  const total = sheet.groups.reduce((n, g) => n + g.rows.length, 0);
  console.log(`\n${sheet.id}: ${missing.length} of ${total} entries explained on no page`);
  for (const entry of missing) console.log(`  ${entry.key}`);
}
console.log(`\nQuick reference coverage: ${coverage.length} entries explained on no page.`);
