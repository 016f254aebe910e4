// Writes facts/generated/*.json from the BangDB sources. The sources are not part of this repository; pass their
// paths on the command line (see facts/README.md). Only facts carry over: names, forms, arities, defaults, routes
// and the short response texts the old site shows; no sentence and no code sample. Each source has its reader in
// facts/sources/; this file reads the files, runs the readers and writes one JSON file per kind.
//
//   npm run facts:generate -- --bangdb <dir> --cli-strings <file> --bdbagent-strings <file> \
//     --agent-strings <file> --javap-embd <file> --javap-client <file> --old-site <dir> [--upstream-site <dir>]
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { restPathKey } from '../tests/lint/rules/rest';
import { factFile, loadFacts, type ConstantFact, type EnumFact, type Facts, type FactFile, type MethodFact } from './registry';
import { uniqueBy } from './sources/common';
import { parseConfig } from './sources/config';
import { parseHeader } from './sources/headers';
import { bdbagentHelpForms, cliHelpForms, helpCypher } from './sources/helpText';
import { parseJavap } from './sources/javap';
import { restFacts, siteCypher, sitePages } from './sources/oldSite';
import { cliCodeSets } from './sources/prompts';
import { programOptions } from './sources/usage';

/** The versions the registry was generated from. */
const BANGDB = 'sachin-sinha/BangDB@22a6d43:v2.0/bangdb_2.0_ubuntu18';
const BANGDB_HEAD = 'sachin-sinha/BangDB@a8ea07c';
const OLD_SITE = 'docs.bangdb.com';
const UPSTREAM_SITE = 'sachin-sinha/bangdb-docs@0ff8aed:pages';
const SOURCES = {
  cli: `${BANGDB}/cli/bangdb-cli-2.0`,
  agent: `${BANGDB}/agent/bangdb-agent-2.0`,
  bdbagent: `${BANGDB_HEAD}:agent/all/bangdb-agent-ubuntu20.tar.gz (cli/bdbagent-2.0)`,
  readme: `${BANGDB}/README`,
  config: `${BANGDB}/bin/bangdb.config`,
  jarEmbd: `${BANGDB}/jars/bangdb-embd-java.jar`,
  jarClient: `${BANGDB}/jars/bangdb-client-java.jar`,
};

type Args = Record<string, string>;

function parseArgs(argv: string[]): Args {
  const args: Args = {};
  for (let i = 0; i < argv.length; i += 2) {
    if (!argv[i].startsWith('--') || argv[i + 1] === undefined) throw new Error(`expected --name value pairs, got ${argv[i]}`);
    args[argv[i].slice(2)] = argv[i + 1];
  }
  for (const required of ['bangdb', 'cli-strings', 'bdbagent-strings', 'agent-strings', 'javap-embd', 'javap-client', 'old-site']) {
    if (!args[required]) throw new Error(`missing --${required}`);
  }
  return args;
}

const read = (file: string): string => readFileSync(file, 'utf8');

function write<K extends keyof Facts>(kind: K, about: string, entries: Facts[K]): void {
  const data: FactFile<Facts[K][number]> = { about, entries: entries as Facts[K][number][] };
  writeFileSync(factFile(kind, true), JSON.stringify(data, null, 1) + '\n');
}

export function generate(args: Args): void {
  const { cliWords } = loadFacts();
  const cliText = read(args['cli-strings']);
  const bdbagentText = read(args['bdbagent-strings']);

  // C++ headers of both editions, then the javap listings of both jars
  const methods: MethodFact[] = [];
  const enums: EnumFact[] = [];
  const constants: ConstantFact[] = [];
  for (const [edition, folder] of [['embedded', 'bangdb-embd'], ['client', 'bangdb-client']] as const) {
    const dir = path.join(args.bangdb, 'include', folder);
    for (const f of readdirSync(dir).filter((f) => f.endsWith('.h')).sort()) {
      const header = parseHeader(read(path.join(dir, f)), edition, `${BANGDB}/include/${folder}/${f}`);
      methods.push(...header.methods);
      enums.push(...header.enums);
      constants.push(...header.constants);
    }
  }
  for (const [edition, file, source] of [['embedded', args['javap-embd'], SOURCES.jarEmbd], ['client', args['javap-client'], SOURCES.jarClient]] as const) {
    const jar = parseJavap(read(file), edition, source);
    methods.push(...jar.methods);
    enums.push(...jar.enums);
  }

  const forms = [...cliHelpForms(cliText, cliWords, `${SOURCES.cli} (help text)`), ...bdbagentHelpForms(bdbagentText, cliWords, `${SOURCES.bdbagent} (help text)`)];
  const options = [
    programOptions('bangdb-server-2.0', read(path.join(args.bangdb, 'README')), /Usage:\s*(-i .*)$/m, SOURCES.readme),
    programOptions('bangdb-agent-2.0', read(args['agent-strings']), /^Usage: (-s .*)$/m, SOURCES.agent),
    programOptions('bangdb-cli-2.0', cliText, /^(s:d:h:t:)$/m, SOURCES.cli),
    programOptions('bdbagent', bdbagentText, /^(s:h:t:c:p:)$/m, SOURCES.bdbagent),
  ].flat();

  // Cypher: the CLI's help, then the old site (and its upstream); REST: the old site
  const oldSite = sitePages(args['old-site'], OLD_SITE);
  const upstream = args['upstream-site'] ? sitePages(args['upstream-site'], UPSTREAM_SITE) : [];
  const cypher = [...helpCypher(cliText, `${SOURCES.cli} (help text)`), ...siteCypher([...oldSite, ...upstream])];
  const rest = restFacts(oldSite);

  const about = (what: string) => `${what} Generated by facts/generate.ts; do not edit (add hand-kept facts to facts/<kind>.json).`;
  write('methods', about('C++ methods (headers; class "" = a function outside any class) and Java methods (javap of the jars), per edition; params are types, required = without default.'), uniqueBy(methods, (m) => `${m.lang}|${m.edition}|${m.class}|${m.method}|${m.params.join(',')}`));
  write('enums', about('Enum values from the C++ headers (with their numbers) and the Java jars, per edition.'), enums);
  write('codes', about('Code sets the CLI\'s prompts number, with the prompt\'s label of each code.'), cliCodeSets(cliText, `${SOURCES.cli} (prompts)`));
  write('constants', about('Constants of the C++ headers (#define NAME value, const int NAME = value); source = first header seen.'), uniqueBy(constants, (c) => c.name));
  write('config', about('bangdb.config keys with their shipped values.'), parseConfig(read(path.join(args.bangdb, 'bin', 'bangdb.config')), SOURCES.config));
  write('cliForms', about('Command forms of bangdb-cli and bdbagent from their help texts, as shapes (see tests/lint/cliShape.ts).'), uniqueBy(forms, (f) => `${f.tool}|${f.form}`));
  write('programOptions', about('Command-line options of the BangDB programs from their usage texts.'), uniqueBy(options, (o) => `${o.program}|${o.option}`));
  write('cypher', about('Words of BangDB\'s graph language (see tests/lint/cypher.ts), from the CLI help and the old site\'s examples; source = first place seen.'), uniqueBy(cypher, (c) => `${c.kind}|${c.name}`));
  write('restOperations', about('REST method + path pairs from the old site\'s REST pages.'), uniqueBy(rest.operations, (o) => `${o.method}|${restPathKey(o.path)}`));
  write('restResponses', about('Response texts ("msg"/"error") the old site\'s REST pages show.'), uniqueBy(rest.responses, (r) => r.text));
}

if (process.argv[1] && path.resolve(process.argv[1]) === __filename) {
  try {
    generate(parseArgs(process.argv.slice(2)));
    console.log(`facts written to ${path.dirname(factFile('methods', true))}`);
  } catch (e) {
    console.error(`facts:generate: ${(e as Error).message}`);
    process.exitCode = 2;
  }
}
