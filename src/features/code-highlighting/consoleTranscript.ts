import type { PrismLib } from 'prism-react-renderer';

/**
 * A `console` fence is a transcript: a line after a `bangdb>`, `bdbagent>` or `$` prompt is what the reader types,
 * every other line is what the program printed. Only the typed commands are coloured.
 */
export function addConsoleTranscript(Prism: PrismLib): void {
  Prism.languages.console = {
    command: {
      pattern: /^[ \t]*(?:bangdb>|bdbagent>|\$)[ \t]?.*/m,
      inside: {
        prompt: { pattern: /^[ \t]*(?:bangdb>|bdbagent>|\$)/, alias: 'punctuation' },
        input: { pattern: /[\s\S]+/, alias: 'function' },
      },
    },
  };
}
