/**
 * Standard input as the stdio server reads it: the SDK's transport drops a line that is not a JSON-RPC message
 * without a word (its client then waits for a time-out); these lines get the JSON-RPC error instead.
 */
import { Transform } from 'node:stream';
import { ErrorCode, JSONRPCMessageSchema, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

/** The JSON-RPC error for a line of input the SDK's transport would drop without a word: one that is not JSON (parse
 *  error, no id) or not a JSON-RPC message (invalid request, with its id if it has one); undefined for a message. */
export function malformed(line: string): JSONRPCMessage | undefined {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return { jsonrpc: '2.0', id: null, error: { code: ErrorCode.ParseError, message: 'Parse error: the line is not JSON' } } as unknown as JSONRPCMessage;
  }
  if (JSONRPCMessageSchema.safeParse(value).success) return undefined;
  const id = (value as { id?: unknown } | null)?.id;
  return { jsonrpc: '2.0', id: typeof id === 'string' || typeof id === 'number' ? id : null, error: { code: ErrorCode.InvalidRequest, message: 'Invalid request: not a JSON-RPC 2.0 message (check method and params)' } } as unknown as JSONRPCMessage;
}

/** Standard input as the SDK's transport reads it (one message a line), with malformed lines answered through
 *  `reply` instead of passed on. */
export function screenLines(reply: (error: JSONRPCMessage) => void): Transform {
  let rest = '';
  const screen = (line: string) => {
    if (line.trim() === '') return '';
    const error = malformed(line);
    if (error) reply(error);
    return error ? '' : `${line}\n`;
  };
  return new Transform({
    transform(chunk: Buffer, _, done) {
      const lines = (rest + chunk.toString('utf8')).split('\n');
      rest = lines.pop() ?? '';
      done(null, lines.map(screen).join(''));
    },
    flush(done) {
      done(null, screen(rest));
    },
  });
}
