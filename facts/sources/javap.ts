// Reader of `javap` listings of the two jars (bangdb-{embd,client}-java.jar): each class's public methods and
// constructors, and the values of each enum.
import type { Edition, EnumFact, MethodFact, Source } from '../registry';
import { splitParams } from './common';

/** What one listing declares. */
export interface JavapFacts { methods: MethodFact[]; enums: EnumFact[] }

const simpleJavaType = (t: string): string => t.replace(/\b(java\.lang|java\.util|com\.bangdb)\./g, '').trim();

export function parseJavap(text: string, edition: Edition, source: Source): JavapFacts {
  const methods: MethodFact[] = [];
  const enums: EnumFact[] = [];
  let cls = '';
  let isEnum = false;
  let values: string[] = [];
  for (const line of text.split('\n')) {
    const head = /^\S.*\b(?:class|interface) com\.bangdb\.([A-Za-z_]\w*)(.*)\{/.exec(line);
    if (head) {
      cls = head[1];
      isEnum = /extends java\.lang\.Enum/.test(head[2]);
      values = [];
      continue;
    }
    if (line.startsWith('}')) {
      if (isEnum) enums.push({ lang: 'java', edition, enum: cls, values, source });
      cls = '';
      continue;
    }
    if (!cls || !/^\s+public\b/.test(line)) continue;
    const constant = new RegExp(`public static final com\\.bangdb\\.${cls} ([A-Za-z_]\\w*);`).exec(line);
    if (isEnum && constant) {
      values.push(constant[1]);
      continue;
    }
    const m = /^\s+public ([\w\s.<>[\],]*?)\s*\b([A-Za-z_][\w.]*)\((.*)\)/.exec(line);
    if (!m) continue;
    const qualified = m[2];
    const isCtor = qualified === `com.bangdb.${cls}`;
    const words = m[1].split(/\s+/).filter((w) => !['static', 'final', 'synchronized', 'native', 'abstract'].includes(w));
    const params = m[3].trim() ? splitParams(m[3]).map(simpleJavaType) : [];
    if (isEnum && ['values', 'valueOf'].includes(qualified)) continue;
    methods.push({
      lang: 'java', edition, class: cls, method: isCtor ? cls : qualified, params, required: params.length,
      returns: isCtor ? cls : simpleJavaType(words.join(' ')), source,
    });
  }
  return { methods, enums };
}
