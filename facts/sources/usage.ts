// Reader of the programs' usage texts: a `Usage: -x [..] -y ..` line (the server README, bangdb-agent's strings) or
// a getopt string `s:d:h:t:` (the CLIs' strings).
import type { ProgramOption, Source } from '../registry';

/** Options of a program from a `Usage: -x [..] -y ..` line or a getopt string `s:d:h:t:`. */
export function usageOptions(usage: string): string[] {
  if (/^[a-z:]+$/i.test(usage)) return [...usage.replace(/:/g, '')].map((c) => `-${c}`);
  return [...usage.matchAll(/(?:^|\s)(-[A-Za-z]+)\b/g)].map((m) => m[1]);
}

/** A program's options from the first line of `text` that `usage` matches (its first group); none without one. */
export function programOptions(program: string, text: string, usage: RegExp, source: Source): ProgramOption[] {
  const line = usage.exec(text);
  return line ? usageOptions(line[1]).map((option) => ({ program, option, source })) : [];
}
