// Reader of bin/bangdb.config: each `KEY = value` line, with the value the file ships.
import type { ConfigFact, Source } from '../registry';

export function parseConfig(text: string, source: Source): ConfigFact[] {
  const out: ConfigFact[] = [];
  for (const m of text.matchAll(/^([A-Z][A-Z0-9_]*)\s*=\s*(.*?)\s*$/gm)) out.push({ key: m[1], default: m[2], source });
  return out;
}
