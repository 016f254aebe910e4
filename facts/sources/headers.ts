// Reader of the C++ headers (include/bangdb-{embd,client}/*.h): the public methods of each class, functions outside
// any class, enums with their numbers, and constants.
import type { ConstantFact, Edition, EnumFact, MethodFact, Source } from '../registry';
import { splitParams } from './common';

/** What one header declares. */
export interface HeaderFacts { methods: MethodFact[]; enums: EnumFact[]; constants: ConstantFact[] }

function stripComments(s: string): string {
  return s.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/\/\/.*$/gm, '');
}

/** Index of the `}` that closes the first `{` at or after `open` (the end of `src` if none does). */
function closingBrace(src: string, open: number): number {
  let depth = 0;
  let end = open;
  for (; end < src.length; end++) {
    if (src[end] === '{') depth++;
    else if (src[end] === '}' && --depth === 0) break;
  }
  return end;
}

/** Type of a C++ parameter declaration: `const char *name = NULL` -> `const char *`. */
function cppParamType(p: string): string {
  const decl = p.split('=')[0].trim().replace(/\[\s*\]$/, '');
  const m = /^(.*?[\s*&])([A-Za-z_][A-Za-z0-9_]*)(\s*\[\s*\])?$/.exec(decl);
  return (m ? m[1] : decl).replace(/\s+/g, ' ').trim();
}

/** A declaration's method fact: `params` is its parameter list, each one with a default not required. */
function cppMethod(edition: Edition, cls: string, method: string, params: string, returns: string, source: Source): MethodFact {
  const list = splitParams(params);
  return {
    lang: 'cpp', edition, class: cls, method, params: list.map(cppParamType),
    required: list.filter((p) => !p.includes('=')).length, returns, source,
  };
}

/** The source with every `class`/`struct`/`enum` body (and what follows it up to its `;`) removed. */
function withoutTypeBodies(src: string): string {
  let out = '';
  let from = 0;
  for (const m of src.matchAll(/\b(class|struct|enum|union)\s+[A-Za-z_]\w*\s*(?::[^{;]*)?\{/g)) {
    if (m.index < from) continue;
    const end = closingBrace(src, m.index + m[0].length - 1);
    out += src.slice(from, m.index);
    from = src.indexOf(';', end) + 1 || src.length;
  }
  return out + src.slice(from);
}

/**
 * Functions declared outside any class (`char* geohashEncode(double lat, double lng, int precision);`), as methods
 * with an empty class name, and the header's constants: `#define NAME value` (not include guards nor macros with
 * parameters) and `const int NAME = value;`.
 */
export function parseCppFreeDeclarations(text: string, edition: Edition, source: Source): Omit<HeaderFacts, 'enums'> {
  const src = stripComments(text);
  const constants: ConstantFact[] = [];
  for (const m of src.matchAll(/^[ \t]*#define[ \t]+([A-Za-z_]\w*)[ \t]+(\S[^\n]*?)\s*$/gm)) {
    if (!m[2].endsWith('\\')) constants.push({ name: m[1], value: m[2].replace(/^\(char\s*\*\)\s*/, ''), source });
  }
  const code = withoutTypeBodies(src.replace(/^[ \t]*#.*(?:\\\n.*)*$/gm, '')).replace(/\bnamespace\s+\w+\s*\{|[{}]/g, ';');
  const methods: MethodFact[] = [];
  for (let stmt of code.split(';')) {
    stmt = stmt.replace(/\s+/g, ' ').trim();
    const constant = /^(?:static )?const [\w ]+?\b([A-Z][A-Z0-9_]+) = (.+)$/.exec(stmt);
    if (constant) {
      constants.push({ name: constant[1], value: constant[2], source });
      continue;
    }
    const d = /^([A-Za-z_][\w\s*&:<>]*?[\s*&])([A-Za-z_]\w*)\s*\((.*)\)$/.exec(stmt);
    if (!d || /^(typedef|extern|using|return)\b/.test(d[1].trim())) continue;
    methods.push(cppMethod(edition, '', d[2], d[3], d[1].replace(/\b(static|inline)\b/g, '').trim(), source));
  }
  return { methods, constants };
}

/** The values of a C++ enum body and their numbers: `= N` sets one, every other is the one before plus 1, from 0. */
export function enumValues(body: string): { values: string[]; codes: number[] } {
  const values: string[] = [];
  const codes: number[] = [];
  let next = 0;
  for (const item of body.split(',')) {
    const [name, value] = item.split('=').map((v) => v.trim());
    if (!name) continue;
    const code = value === undefined ? next : Number(value);
    if (!Number.isInteger(code)) throw new Error(`enum value ${name} = ${value}: not a number`);
    values.push(name);
    codes.push(code);
    next = code + 1;
  }
  return { values, codes };
}

/** The public methods of each class or struct (constructors return the class; no destructors, operators, friends) and the enums. */
export function parseCppHeader(text: string, edition: Edition, source: Source): Omit<HeaderFacts, 'constants'> {
  const src = stripComments(text);
  const methods: MethodFact[] = [];
  const enums: EnumFact[] = [];
  for (const m of src.matchAll(/\benum\s+([A-Za-z_]\w*)\s*\{([^}]*)\}/g)) enums.push({ lang: 'cpp', edition, enum: m[1], ...enumValues(m[2]), source });
  for (const m of src.matchAll(/\b(class|struct)\s+([A-Za-z_]\w*)\s*(?::[^{;]*)?\{/g)) {
    const name = m[2];
    const end = closingBrace(src, m.index + m[0].length - 1);
    // inline bodies are not declarations
    const body = src.slice(m.index + m[0].length, end).replace(/\{[^{}]*\}/g, ';');
    let access = m[1] === 'struct' ? 'public' : 'private';
    for (let stmt of body.split(';')) {
      stmt = stmt.replace(/\s+/g, ' ').trim();
      const label = /^(public|private|protected)\s*:\s*/.exec(stmt);
      if (label) {
        access = label[1];
        stmt = stmt.slice(label[0].length);
      }
      if (access !== 'public') continue;
      const d = /^(.*?)\b(~?[A-Za-z_]\w*)\s*\((.*)\)\s*(const)?\s*(=\s*0)?$/.exec(stmt);
      // `virtual ~Name()`: the `~` stays before the word boundary, so a destructor shows in d[1]
      if (!d || d[1].trim().endsWith('~') || /^(operator|friend)/.test(d[1].trim())) continue;
      methods.push(cppMethod(edition, name, d[2], d[3], d[1].replace(/\b(virtual|static|inline|explicit)\b/g, '').trim() || name, source));
    }
  }
  return { methods, enums };
}

/** Everything a header declares: its classes' methods, then its free functions; enums; constants. */
export function parseHeader(text: string, edition: Edition, source: Source): HeaderFacts {
  const members = parseCppHeader(text, edition, source);
  const free = parseCppFreeDeclarations(text, edition, source);
  return { methods: [...members.methods, ...free.methods], enums: members.enums, constants: free.constants };
}
