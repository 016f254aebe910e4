/** @jest-environment node */
/**
 * The rules in front of the MCP server's transports: the Host and Origin allowlist of /mcp (DNS rebinding), the
 * queue that runs a few calls at a time, and the answer to a stdio line the SDK's transport would drop.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ErrorCode } from '@modelcontextprotocol/sdk/types.js';
import { SITE_ORIGIN } from '@site/src/features/mcp/docs';
import { Busy, MCP_PATH, allowlist, refusal, taskQueue } from '@site/src/features/mcp/http';
import { malformed, screenLines } from '@site/src/features/mcp/stdioInput';

describe('the /mcp allowlist', () => {
  const loopback = allowlist('127.0.0.1');

  it('allows the loopback names and the site’s host on a loopback server, with or without a port', () => {
    for (const host of ['127.0.0.1:3000', 'localhost:3000', '[::1]:3000', 'localhost', 'docs.bangdb.com']) expect(refusal({ host }, loopback)).toBeUndefined();
    expect(refusal({ host: 'localhost:3000', origin: 'http://localhost:3000' }, loopback)).toBeUndefined();
    expect(refusal({ host: 'docs.bangdb.com', origin: 'https://docs.bangdb.com' }, loopback)).toBeUndefined();
  });

  it.each([
    [{ host: 'attacker.example:3000' }, /Host/],
    [{ host: 'attacker.example' }, /Host/],
    [{}, /Host/],
    [{ host: '' }, /Host/],
    [{ host: 'localhost.attacker.example' }, /Host/],
    [{ host: '127.0.0.1:3000@attacker.example' }, /Host/],
    [{ host: 'localhost:3000', origin: 'https://attacker.example' }, /Origin/],
    [{ host: 'localhost:3000', origin: 'http://localhost.attacker.example:3000' }, /Origin/],
    [{ host: 'localhost:3000', origin: 'null' }, /Origin/],
    [{ host: 'localhost:3000', origin: 'file://localhost' }, /Origin/],
    [{ host: 'localhost:3000', origin: '' }, /Origin/],
  ])('refuses %j', (headers, reason) => {
    expect(refusal(headers, loopback)).toMatch(reason);
  });

  it('allows on a server bound elsewhere only the names it is told, besides the site’s host', () => {
    const exposed = allowlist('0.0.0.0', ['Docs.Example.com']);
    expect(exposed).toEqual(['docs.bangdb.com', 'docs.example.com']);
    expect(refusal({ host: 'localhost:3000' }, exposed)).toMatch(/Host/);
    expect(refusal({ host: 'docs.example.com', origin: 'https://docs.example.com' }, exposed)).toBeUndefined();
  });
});

describe('the queue of calls', () => {
  it('runs at most `concurrent` at once, the rest in order, and refuses beyond `waiting`', async () => {
    const run = taskQueue(2, 3);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const task = (n: number) => async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push(n);
      running -= 1;
      return n;
    };
    const calls = [1, 2, 3, 4, 5].map((n) => run(task(n)));
    await expect(run(task(6))).rejects.toBeInstanceOf(Busy);
    await expect(Promise.all(calls)).resolves.toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
    expect(order.slice(2)).toEqual([3, 4, 5]);
    await expect(run(task(7))).resolves.toBe(7);
  });
});

describe('stdio lines the SDK would drop', () => {
  it.each([
    ['not JSON', 'not json', null, ErrorCode.ParseError],
    ['params that are not an object, with an id', '{"jsonrpc":"2.0","id":2,"method":"tools/call","params":"x"}', 2, ErrorCode.InvalidRequest],
    ['a wrong version', '{"jsonrpc":"1.0","id":"a","method":"tools/list"}', 'a', ErrorCode.InvalidRequest],
    ['an array', '[1,2]', null, ErrorCode.InvalidRequest],
  ])('answers %s with the JSON-RPC error', (_, line, id, code) => {
    expect(malformed(line)).toMatchObject({ jsonrpc: '2.0', id, error: { code } });
  });

  it('passes a message on as it is, and answers only the malformed lines', async () => {
    const good = '{"jsonrpc":"2.0","id":1,"method":"tools/list"}';
    const replies: unknown[] = [];
    const out: string[] = [];
    const lines = Readable.from([`${good}\nnot js`, 'on\n\n{"jsonrpc":"2.0","id":3,"method":"x","params":1}\n', good]).pipe(screenLines((e) => replies.push(e)));
    for await (const chunk of lines) out.push(String(chunk));
    expect(out.join('')).toBe(`${good}\n${good}\n`);
    expect(replies).toEqual([expect.objectContaining({ id: null }), expect.objectContaining({ id: 3 })]);
  });
});

describe('the remote set-up on /ai-assistants', () => {
  const root = path.resolve(__dirname, '../../../..');
  const siteUrl = /^\s*url: '([^']+)'/m.exec(readFileSync(path.join(root, 'docusaurus.config.ts'), 'utf8'))?.[1];

  it('gives the one line for the deployed site’s endpoint first, then the local stdio server', () => {
    const page = readFileSync(path.join(root, 'docs/ai-assistants.md'), 'utf8');
    expect(SITE_ORIGIN).toBe(siteUrl);
    const remote = page.indexOf(`claude mcp add --transport http bangdb-docs ${siteUrl}${MCP_PATH}`);
    expect(remote).toBeGreaterThan(0);
    expect(remote).toBeLessThan(page.indexOf('run mcp'));
  });
});
