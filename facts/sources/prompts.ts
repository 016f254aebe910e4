// Reader of bangdb-cli's numbered prompts (`attribute type ... [ string(5) | long(9) | double (11) ]`): the code sets
// they number, with the prompt's label of each code.
import type { Code, CodeSet, Source } from '../registry';
import { uniqueBy } from './common';

/**
 * The code sets the CLI's prompts number: each found by the prompt's words; one set may gather several prompts (the
 * SVM types of classification and of regression).
 */
const CLI_CODE_SETS: { set: string; keys: string[]; prompt: RegExp }[] = [
  { set: 'attribute-type', keys: ['type'], prompt: /^\tattribute type \(press Enter for default ?\(5\)\) \[.*\]$/m },
  { set: 'stat', keys: ['stat'], prompt: /^\tenable stat \(1,2,3\) on this created attribute\? \[.*\]$/m },
  { set: 'join-type', keys: ['type'], prompt: /^\tcep join type \[.*\]$/m },
  { set: 'catr-fnr', keys: ['fnr'], prompt: /^\tshould add, replace or add only if present \[.*\]$/m },
  { set: 'ml-algorithm', keys: [], prompt: /^\t\tClassification \(1\).*\n\t\t\|.*\n\t\t\|.*$/m },
  { set: 'svm-type', keys: ['svm_type'], prompt: /^\tsvm type \[ C_SVC.*$|^\tsvm type \[ EPSILON_SVR.*$/gm },
  { set: 'svm-kernel', keys: ['kernel_type'], prompt: /^\tkernel type \[.*\] \(press enter for default \(0\)\): $/m },
  { set: 'train-speed', keys: ['train_speed'], prompt: /^what's the training speed you wish to select \[.*\]/m },
  { set: 'table-type', keys: [], prompt: /^Table Type \[.*\]/m },
  { set: 'ts-granularity', keys: [], prompt: /^what's the granularity \[.*\]/m },
  { set: 'ts-aggregation', keys: ['aggr_type'], prompt: /^what's the type \[ count \(1\).*\]/m },
];

/** `label (N)` choices of a prompt: `[ count (1) | unique count (2) ]` -> 1 count, 2 unique count. */
export function promptCodes(prompt: string): Code[] {
  const list = prompt.includes('[') ? prompt.slice(prompt.indexOf('['), prompt.lastIndexOf(']') + 1) : prompt;
  // `NORMAL_TABLE, KV (0)`: the name, without the words after it
  return [...list.matchAll(/([^[|\n\t]+?)\s*\((\d+)\)/g)].map((m) => ({ code: Number(m[2]), label: m[1].trim().replace(/^([A-Z][A-Z_]*),.*$/, '$1') }));
}

/** Every code set of CLI_CODE_SETS, each code once; throws when a set's prompt is missing. */
export function cliCodeSets(cliText: string, source: Source): CodeSet[] {
  return CLI_CODE_SETS.map(({ set, keys, prompt }) => {
    const prompts = [...cliText.matchAll(new RegExp(prompt.source, prompt.flags.includes('g') ? prompt.flags : prompt.flags + 'g'))];
    if (!prompts.length) throw new Error(`the CLI's prompt for ${set} was not found`);
    return { set, keys, codes: uniqueBy(prompts.flatMap((m) => promptCodes(m[0])), (c) => String(c.code)), source };
  });
}
