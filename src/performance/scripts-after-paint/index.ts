// Patch `scriptsAfterPaint`: the page template (ssrTemplate.html, given to Docusaurus' `ssrTemplate` option) is
// Docusaurus' default with one change — the scripts start loading once the server-rendered page has been parsed and
// painted, instead of as deferred scripts that a fast connection delivers (and the browser runs) before the first
// paint. Readers see the content first; React hydrates it right after.
//
// The loader in the template appends the page's scripts (listed in its `data-scripts`) in order once the browser
// reports the first contentful paint. A tab opened in the background, which paints nothing, loads them at once; a
// browser without paint timing waits one frame; a page that somehow never paints content loads them after 3 s. It is
// the same on every page, so the Content-Security-Policy allows it by hash (.deploy/security-headers.conf).
//
// Relies on: the rest of the template staying Docusaurus' default (lib/ssg/ssgTemplate.html of @docusaurus/core): src/performance/__tests__/scriptsAfterPaint.test.ts compares
// it with the installed one and fails after an upgrade that changes the default.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const ssrTemplate = readFileSync(path.join(__dirname, 'ssrTemplate.html'), 'utf8');
