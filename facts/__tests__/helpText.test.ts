/** @jest-environment node */
// The help-text reader: command lines inside the help's sections as forms (an optional `<where ...>` part in
// brackets), graph statements as Cypher words rather than forms, and bdbagent's `agent ...` forms also without `agent`.
import type { CliWord } from '../registry';
import { bdbagentHelpForms, cliHelpForms, helpCypher } from '../sources/helpText';

const word = (tool: string, w: string, verb?: boolean): CliWord => ({ tool, word: w, ...(verb && { verb }), source: 'hand' });
const cliWords = [
  word('bangdb-cli', 'create', true), word('bangdb-cli', 'describe', true), word('bangdb-cli', 'table'), word('bangdb-cli', 'where'),
  word('bdbagent', 'agent', true), word('bdbagent', 'start', true), word('bdbagent', 'stop', true),
];

const cliHelp = [
  'bangdb-cli usage',
  '++++++++++++++++ table ++++++++++++++++',
  '\tcreate table <name> (optional)',
  '\tdescribe table <table_name> <where server = IP:PORT>',
  '\tnote the table name first',
  '\tCREATE GRAPH mygraph',
  'end of the section',
  '\tcreate table outside_any_section',
].join('\n');

const agentHelp = [
  'list of commands are;',
  '\tagent start <agent.conf>',
  '\tstop',
  '.............. other ..............',
  '\tagent stop',
].join('\n');

describe('help-text reader', () => {
  it("reads bangdb-cli's command lines in its sections as forms, leaving graph statements out", () => {
    expect(cliHelpForms(cliHelp, cliWords, 'cli').map((f) => f.form)).toEqual(['create table _', 'describe table _ [ where C ]']);
  });

  it("reads bdbagent's listed commands only, each `agent ...` form also without `agent`", () => {
    expect(bdbagentHelpForms(agentHelp, cliWords, 'agent')).toEqual([
      { tool: 'bdbagent', form: 'agent start _', source: 'agent' },
      { tool: 'bdbagent', form: 'start _', source: 'agent' },
      { tool: 'bdbagent', form: 'stop', source: 'agent' },
    ]);
  });

  it('reads the graph words of the statements among the help lines', () => {
    expect(helpCypher(cliHelp, 'cli')).toEqual([{ kind: 'statement', name: 'CREATE GRAPH', source: 'cli' }]);
  });
});
