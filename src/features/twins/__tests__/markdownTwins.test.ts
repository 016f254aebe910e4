/**
 * @jest-environment node
 *
 * Markdown twins (src/features/twins): a rendered doc page read back as Markdown, a REST endpoint written
 * from the OpenAPI document, and llms.txt grouping every page once by area.
 */
import path from 'node:path';
import React from 'react';
import IllustrativeOutput from '@site/src/components/IllustrativeOutput';
import { pageMarkdown } from '@site/src/features/twins/htmlToMarkdown';
import { groupByArea, llmsFullTxt, llmsTxt, twinDocument, type Twin } from '@site/src/features/twins/llmsTxt';
import { absoluteLinks, firstSentence, readOpenApi, restEndpoints, restTwin, type OpenApiDocument } from '@site/src/features/rest-api/twin';
import { twinPath } from '@site/src/features/twins/twinPath';
import { allLeaves, navigation } from '@site/src/nav';

// react-dom ships no types here; only this function is used.
const { renderToStaticMarkup } = jest.requireActual<{ renderToStaticMarkup: (element: React.ReactElement) => string }>('react-dom/server');
const root = path.resolve(__dirname, '../../../..');
const ORIGIN = 'https://docs.bangdb.com';

describe('twinPath', () => {
  it('puts the twin beside the HTML file: /x → /x.md, the home page → /index.md, query and anchor dropped', () => {
    expect(twinPath('/server-install')).toBe('/server-install.md');
    expect(twinPath('/apps/forum/setup/overview/')).toBe('/apps/forum/setup/overview.md');
    expect(twinPath('/')).toBe('/index.md');
    expect(twinPath('/graph-and-cypher/query-scenarios#moviesdata')).toBe('/graph-and-cypher/query-scenarios.md');
    expect(twinPath('/apps/leads-management/x?app=leads_selling')).toBe('/apps/leads-management/x.md');
  });
});

/** A doc page as Docusaurus renders it (the markup of the classic theme's components, CSS-module hashes included). */
function docPage(article: string): string {
  return [
    '<!doctype html><html><head><title>Tables | BangDB Docs</title><meta name=description content="Create and use tables.">',
    '</head><body><nav class=menu><a href=/elsewhere>Sidebar link</a></nav><main><article>',
    '<nav aria-label=Breadcrumbs><a href=/>Home</a></nav>',
    `<div class="theme-doc-markdown markdown"><header><h1>Tables in BangDB</h1></header>${article}</div>`,
    '</article></main></body></html>',
  ].join('');
}

const tokenLines = (...lines: string[]) => lines.map((l) => `<div class=token-line><span class="token plain">${l}</span><br/></div>`).join('');

describe('pageMarkdown', () => {
  const ctx = { pageUrl: `${ORIGIN}/tables` };

  it('takes title and description from the page and the body from the article alone', () => {
    const page = pageMarkdown(docPage('<p>Body.</p>'), ctx);
    expect(page).toEqual({ title: 'Tables in BangDB', description: 'Create and use tables.', body: 'Body.' });
  });

  it('writes headings (without their anchor links), inline markup and absolute links', () => {
    const html = docPage(
      [
        '<h2 class=anchor id=open-a-table>Open a <code>table</code><a href=#open-a-table class=hash-link aria-label="Direct link">​</a></h2>',
        '<p>Call <code>getTable</code> with <strong>OPENCREATE</strong> or <em>see</em> <a href=/bangdb-table-api>the API</a>, ',
        '<a href=#keys>keys</a> and <a href="https://example.com/x">elsewhere</a>. A &lt;placeholder&gt; stays text.</p>',
      ].join(''),
    );
    expect(pageMarkdown(html, ctx).body).toBe(
      [
        '## Open a `table`',
        '',
        `Call \`getTable\` with **OPENCREATE** or *see* [the API](${ORIGIN}/bangdb-table-api), [keys](${ORIGIN}/tables#keys) and [elsewhere](https://example.com/x). A \\<placeholder> stays text.`,
      ].join('\n'),
    );
  });

  it('keeps code blocks with their language, title and lines, fenced longer than any backticks inside', () => {
    const html = docPage(
      '<div class="language-cpp codeBlockContainer_Ckt0 theme-code-block"><div class=codeBlockTitle_OeMC>Open it</div>' +
        `<div class=codeBlockContent_QJqH><pre class="prism-code language-cpp"><code>${tokenLines('auto t = db->getTable("t");', '', '// ``` inside')}</code></pre></div></div>`,
    );
    expect(pageMarkdown(html, ctx).body).toBe(['````cpp title="Open it"', 'auto t = db->getTable("t");', '', '// ``` inside', '````'].join('\n'));
  });

  it('writes admonitions as block quotes naming their kind and title', () => {
    const html = docPage(
      '<div class="theme-admonition theme-admonition-warning admonition_xJq3 alert alert--warning"><div class=admonitionHeading_Gvgb>' +
        '<span class=admonitionIcon_Rf37><svg><path d=M0/></svg></span>Memory in C++</div><div class=admonitionContent_BuS1><p>Call <code>free</code>.</p><p>Twice.</p></div></div>' +
        '<div class="theme-admonition theme-admonition-tip alert"><div class=admonitionHeading_Gvgb>tip</div><div class=admonitionContent_BuS1><p>Short.</p></div></div>',
    );
    expect(pageMarkdown(html, ctx).body).toBe(['> **Warning: Memory in C++**', '>', '> Call `free`.', '>', '> Twice.', '', '> **Tip**', '>', '> Short.'].join('\n'));
  });

  it("puts each tab's content under its label, hidden panels included", () => {
    const html = docPage(
      '<div class="theme-tabs-container tabs-container tabList_zI5C"><ul role=tablist class=tabs><li role=tab class="tabs__item tabs__item--active">C++<li role=tab class=tabs__item>Java</ul>' +
        `<div class=margin-top--md><div role=tabpanel><div class="language-cpp theme-code-block"><pre><code>${tokenLines('db->close();')}</code></pre></div></div>` +
        `<div role=tabpanel hidden><p>In Java:</p><div class="language-java theme-code-block"><pre><code>${tokenLines('db.close();')}</code></pre></div></div></div></div>`,
    );
    expect(pageMarkdown(html, ctx).body).toBe(['**C++**', '', '```cpp', 'db->close();', '```', '', '**Java**', '', 'In Java:', '', '```java', 'db.close();', '```'].join('\n'));
  });

  it('writes <IllustrativeOutput> as a block quote that says the output is illustrative', () => {
    const box = renderToStaticMarkup(
      React.createElement(IllustrativeOutput, null, React.createElement('div', { className: 'language-json theme-code-block' }, React.createElement('pre', null, React.createElement('code', null, '{"n": 2}')))),
    );
    expect(pageMarkdown(docPage(box), ctx).body).toBe(
      ['> **Illustrative output.** Worked out by hand from the documented behaviour, not captured from a running server.', '>', '> ```json', '> {"n": 2}', '> ```'].join('\n'),
    );
  });

  it('replaces a diagram by its text alternative (markup in Mermaid labels dropped)', () => {
    const html = docPage(
      '<figure class=diagram><img class=diagram__light src=/img/diagrams/k-light.svg alt="Flowchart: Engine <i>core</i>; Disk."><img class=diagram__dark src=/img/diagrams/k-dark.svg alt="Flowchart: Engine <i>core</i>; Disk."></figure>',
    );
    expect(pageMarkdown(html, ctx).body).toBe('> **Diagram.** Flowchart: Engine core ; Disk.');
  });

  it('writes tables (pipes in cells escaped), nested lists with code, details and card links', () => {
    const html = docPage(
      [
        '<table><thead><tr><th>Key<th>Meaning</thead><tbody><tr><td><code>a|b</code><td>Either</tr><tr><td>c<td>Plain | text</tr></tbody></table>',
        `<ol start=3><li>Install.<li><p>Run:</p><div class="language-bash theme-code-block"><pre><code>${tokenLines('./bangdb-server-2.0')}</code></pre></div><ul><li>then stop</ul></ol>`,
        '<details class="details_lb9f alert"><summary>All codes</summary><div><div class=collapsibleContent_i85q><p>-1 means failure.</p></div></div></details>',
        '<ul class=grid_yIWC aria-label="Documentation areas"><li class=card_VS7K><a class=link_NZpq href=/server-getting-started><span class=title_zIB_>Get Started</span><span class=description_uQkB>Install the server.</span></a></ul>',
      ].join(''),
    );
    expect(pageMarkdown(html, ctx).body).toBe(
      [
        '| Key | Meaning |',
        '| --- | --- |',
        '| `a\\|b` | Either |',
        '| c | Plain \\| text |',
        '',
        '3. Install.',
        '4. Run:',
        '',
        '   ```bash',
        '   ./bangdb-server-2.0',
        '   ```',
        '',
        '   - then stop',
        '',
        '**All codes**',
        '',
        '-1 means failure.',
        '',
        `- [Get Started](${ORIGIN}/server-getting-started): Install the server.`,
      ].join('\n'),
    );
  });

  it('gives a page without an article (the search screen) a twin that says it is interactive', () => {
    const html = '<html><head><title>Search the documentation | BangDB Docs</title><meta name=description content="Search everything"></head><body><main><p>Loading search…</p></main></body></html>';
    expect(pageMarkdown(html, { pageUrl: `${ORIGIN}/search` })).toEqual({
      title: 'Search the documentation',
      description: 'Search everything',
      body: `Search everything\n\nAn interactive page: open ${ORIGIN}/search in a browser.`,
    });
  });
});

describe('REST endpoint twins', () => {
  const doc = readOpenApi(path.join(root, 'rest-api/openapi.yaml'));
  const endpoints = restEndpoints(path.join(root, 'rest-api'), '/rest-api');

  it('finds every generated endpoint page and its operation in the OpenAPI document', () => {
    const operations = Object.values(doc.paths).flatMap((item) => Object.keys(item).filter((k) => ['get', 'put', 'post', 'delete', 'patch'].includes(k)));
    expect(endpoints.length).toBe(operations.length);
    for (const endpoint of endpoints) {
      const twin = restTwin(doc, endpoint, ORIGIN);
      expect(twin.body).toContain(`\`${endpoint.method.toUpperCase()} ${endpoint.path}\``);
      expect(twin.body).toContain('## Responses');
      expect(twin.body).toMatch(/## Example request\n\n```bash\ncurl -L -X [A-Z]+ 'http:\/\/localhost:18080\//);
    }
  });

  it('carries parameters, request and response schemas with examples, and absolute links', () => {
    const endpoint = endpoints.find((e) => e.route === '/rest-api/add-a-node-into-a-graph-table')!;
    const operation = doc.paths[endpoint.path][endpoint.method] as { summary: string; description: string; requestBody: { content: Record<string, { example: unknown }> } };
    const example = operation.requestBody.content['application/json'].example;
    const twin = restTwin(doc, endpoint, ORIGIN);
    expect(twin.title).toBe(operation.summary);
    expect(twin.description).toBe(operation.description.split('. ')[0] + '.');
    expect(twin.body).toContain('| `graph_name` | path | string | yes | Name of the graph table.');
    expect(twin.body).toContain('### Request body (required)\n\nContent type `application/json`, object.');
    expect(twin.body).toContain('- `label` (string, required)');
    expect(twin.body).toContain(JSON.stringify(example, null, 2));
    expect(twin.body).toContain('### 200\n\nThe node was added.');
    expect(twin.body).toContain('- `msg` (string, required): Result message, for example `success`.');
    expect(twin.body).toContain(`[Add triple into a graph table](${ORIGIN}/rest-api/add-triple-into-a-graph-table)`);
    expect(twin.body).toContain(`--data-raw '${JSON.stringify(example)}'`);
  });

  it('resolves references, lists nested and alternative schemas, and refuses an operation the document lacks', () => {
    const small: OpenApiDocument = {
      servers: [{ url: 'http://{host}:9', variables: { host: { default: 'h' } } }],
      paths: {
        '/x/{id}': {
          get: {
            summary: 'Get x',
            description: 'Reads one x. Then more.',
            parameters: [{ $ref: '#/components/parameters/Id' } as never],
            responses: { '200': { $ref: '#/components/responses/Ok' } },
          },
        },
      },
      components: {
        parameters: { Id: { name: 'id', in: 'path', required: true, schema: { type: 'integer', format: 'int64' } } },
        responses: { Ok: { description: 'Found.', content: { 'application/json': { schema: { $ref: '#/components/schemas/X' }, examples: { one: { summary: 'One x', value: { a: [1] } } } } } } },
        schemas: {
          X: {
            type: 'object',
            required: ['a'],
            properties: { a: { type: 'array', items: { type: 'integer' }, description: 'Values.' }, b: { oneOf: [{ type: 'string' }, { $ref: '#/components/schemas/Y' }] } },
          },
          Y: { type: 'object', properties: { c: { type: 'string', enum: ['p', 'q'], default: 'p' } } },
        },
      },
    };
    const twin = restTwin(small, { route: '/rest-api/get-x', method: 'get', path: '/x/{id}' }, ORIGIN);
    expect(twin.description).toBe('Reads one x.');
    expect(twin.body).toContain('| `id` | path | integer (int64) | yes |  |');
    expect(twin.body).toContain(
      ['- `a` (array of integer, required): Values.', '- `b` (string or object)', '  - One of (1): string', '  - One of (2): object', '    - `c` (string): One of `p`, `q`. Default `p`.'].join('\n'),
    );
    expect(twin.body).toContain('Example: One x:\n\n```json\n{\n  "a": [\n    1\n  ]\n}\n```');
    expect(twin.body).toContain("curl -L -X GET 'http://h:9/x/{id}'");
    expect(() => restTwin(small, { route: '/r', method: 'post', path: '/x/{id}' }, ORIGIN)).toThrow(/has no POST \/x\/\{id\}/);
  });

  it('makes root-relative links absolute outside code only, and takes the first sentence as the description', () => {
    expect(absoluteLinks('[a](/b) and\n```md\n[c](/d)\n```\n[e](/f#g)', ORIGIN)).toBe(`[a](${ORIGIN}/b) and\n\`\`\`md\n[c](/d)\n\`\`\`\n[e](${ORIGIN}/f#g)`);
    expect(firstSentence('Counts rows. Use `where` to filter.')).toBe('Counts rows.');
    expect(firstSentence('No full stop here')).toBe('No full stop here');
  });
});

describe('llms.txt', () => {
  const routes = [...new Set(navigation.flatMap((s) => allLeaves(s)).map((leaf) => leaf.path.split(/[?#]/)[0]))];

  it('groups every route once, as the sidebars do, and puts routes no sidebar lists under Optional', () => {
    const groups = groupByArea([...routes, '/', '/search']);
    const listed = groups.flatMap((g) => g.routes);
    expect(listed.sort()).toEqual([...routes, '/', '/search'].sort());
    expect(groups[0].name).toBe(navigation[0].label);
    expect(groups.find((g) => g.routes.includes('/server-install'))?.name).toBe('Docs › Get Started › Server');
    expect(groups.at(-1)).toEqual({ name: 'Optional', routes: ['/', '/search'] });
  });

  it('writes the llmstxt.org layout: title, summary, then a linked twin with its description per page', () => {
    const twin = (route: string, title: string, description: string): Twin => ({ route, url: `${ORIGIN}${route}`, title, description, body: 'Body.' });
    const twins = new Map([
      ['/a', twin('/a', 'Page A', 'About\nA.')],
      ['/', twin('/', 'Home', '')],
    ]);
    const site = { title: 'BangDB Docs', tagline: 'Docs for BangDB', url: ORIGIN };
    const groups = [{ name: 'Docs', routes: ['/a'] }, { name: 'Optional', routes: ['/'] }];
    const text = llmsTxt(site, groups, twins);
    expect(text).toMatch(/^# BangDB Docs\n\n> Docs for BangDB\n\n.*llms-full\.txt/);
    expect(text).toContain(`## Docs\n\n- [Page A](${ORIGIN}/a.md): About A.\n\n## Optional\n\n- [Home](${ORIGIN}/index.md)\n`);
    expect(llmsFullTxt(site, groups, twins)).toBe(`# BangDB Docs\n\n> Docs for BangDB\n\n${twinDocument(twins.get('/a')!)}\n${twinDocument(twins.get('/')!)}`);
    expect(twinDocument(twins.get('/a')!)).toBe(`---\ntitle: Page A\ndescription: About A.\nurl: ${ORIGIN}/a\n---\n\n# Page A\n\nBody.\n`);
    // Front matter stays YAML whatever a title holds.
    expect(twinDocument(twin('/b', 'x: "y" # z\n---', '')).split('\n').slice(0, 5)).toEqual(['---', 'title: "x: \\"y\\" # z ---"', 'description: ""', `url: ${ORIGIN}/b`, '---']);
  });
});
