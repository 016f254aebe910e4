// Shared by the benchmarks: throw-away copies of the site — the site itself, its content multiplied, and a stock
// Docusaurus site with the same pages and none of this site's plugins, theme or performance patches.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import jiti from 'jiti';
import { root } from './build.mjs';

/** The content folders of the docs instances (src/config/instances.ts, TypeScript: read through jiti). */
const CONTENT = jiti(fileURLToPath(import.meta.url))('../../../src/config/instances.ts').instances.map((instance) => instance.folder);

/**
 * Copies the repository's files (tracked and new, not ignored) to `dest`, with a node_modules folder that links to
 * each installed package but has its own `.cache`, so builds there start cold and leave the repository's caches alone.
 */
export function copySite(dest) {
  rmSync(dest, { recursive: true, force: true });
  const files = execFileSync('git', ['ls-files', '-z', '-co', '--exclude-standard'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dest, file)), { recursive: true });
    try {
      cpSync(path.join(root, file), path.join(dest, file));
    } catch {
      // listed but deleted in the working tree
    }
  }
  mkdirSync(path.join(dest, 'node_modules'));
  for (const entry of readdirSync(path.join(root, 'node_modules'))) {
    if (entry !== '.cache') symlinkSync(path.join(root, 'node_modules', entry), path.join(dest, 'node_modules', entry));
  }
}

/** A copied page: its title gains " (copy k)" (front matter and the REST pages' heading), its slug goes. */
function copiedPage(source, k) {
  return source
    .replace(/^(---\n[\s\S]*?)^title: *(["']?)(.*?)\2 *$/m, (_, head, quote, title) => `${head}title: ${quote || '"'}${title} (copy ${k})${quote || '"'}`)
    .replace(/^(---\n[\s\S]*?)^slug: .*\n/m, '$1')
    .replace(/(className=\{"openapi__heading"\}\s*children=\{")([^"]*)"/, `$1$2 (copy ${k})"`);
}

/**
 * Multiplies the content of the site in `siteDir` by `factor`: copy k of every page of an instance goes to
 * `<folder>/copy-k/`, served at `<route base>/copy-k/…`, and gets its own sidebars (each sidebar of the
 * navigation model once more, titles and paths renamed), so every copy has a unique route, title and navigation
 * entry.
 */
export function multiplyContent(siteDir, factor) {
  for (const folder of CONTENT) {
    const dir = path.join(siteDir, folder);
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => statSync(path.join(dir, f)).isFile());
    for (let k = 2; k <= factor; k += 1) {
      for (const file of files) {
        const source = readFileSync(path.join(dir, file));
        const to = path.join(dir, `copy-${k}`, file);
        mkdirSync(path.dirname(to), { recursive: true });
        writeFileSync(to, /\.mdx?$/.test(file) ? copiedPage(source.toString('utf8'), k) : source);
      }
    }
  }
  writeFileSync(
    path.join(siteDir, 'src/nav/scaledCopies.ts'),
    `// Written by tests/bench/lib/sites.mjs: the sidebars of the copied pages.
import { getInstance } from '../config/instances';
import { isSection, type NavItem, type NavLeaf, type NavSidebar } from './types';

export function scaledCopies(sidebars: readonly NavSidebar[], factor: number): NavSidebar[] {
  const copies: NavSidebar[] = [];
  for (let k = 2; k <= factor; k += 1) {
    for (const sidebar of sidebars) {
      const base = getInstance(sidebar.instance).routeBasePath;
      const move = (p: string) => (base === '/' ? \`/copy-\${k}\${p}\` : \`\${base}/copy-\${k}\${p.slice(base.length)}\`);
      const leaf = (l: NavLeaf): NavLeaf => ({ ...l, title: \`\${l.title} (copy \${k})\`, path: move(l.path) });
      const items = (list: NavItem[]): NavItem[] => list.map((i) => (isSection(i) ? { ...i, title: \`\${i.title} (copy \${k})\`, children: items(i.children) } : leaf(i)));
      copies.push({
        ...sidebar,
        id: \`\${sidebar.id}-copy-\${k}\` as NavSidebar['id'],
        label: \`\${sidebar.label} (copy \${k})\`,
        overview: sidebar.overview && leaf(sidebar.overview),
        variants: sidebar.variants?.map((v) => ({ ...v, after: move(v.after), item: leaf(v.item) })),
        items: items(sidebar.items),
      });
    }
  }
  return copies;
}
`,
  );
  const nav = path.join(siteDir, 'src/nav/index.ts');
  writeFileSync(
    nav,
    `${readFileSync(nav, 'utf8')}\n// Added by tests/bench/lib/sites.mjs.\nimport { scaledCopies } from './scaledCopies';\n(navigation as NavSidebar[]).push(...scaledCopies(navigation, ${factor}));\n`,
  );
}

/**
 * Turns the site copy in `siteDir` into a stock Docusaurus site with the same pages: the classic preset and the
 * OpenAPI plugin and theme (the REST pages are theirs), the same docs instances, sidebars, Markdown options and
 * Prism languages; none of this site's plugins, post-build steps, theme components or performance patches. Its
 * only own code: the MDX components the pages use without an import (`<BarChart>` markers as nothing).
 */
export function makeStock(siteDir) {
  rmSync(path.join(siteDir, 'src/theme'), { recursive: true, force: true });
  mkdirSync(path.join(siteDir, 'src/theme'));
  writeFileSync(
    path.join(siteDir, 'src/theme/MDXComponents.tsx'),
    // <BarChart> markers are drawn by this site's charts plugin; a stock site shows only the table that follows them.
    "import MDXComponents from '@theme-original/MDXComponents';\nimport IllustrativeOutput from '@site/src/components/IllustrativeOutput';\n\nconst BarChart = (): null => null;\n\nexport default { ...MDXComponents, IllustrativeOutput, BarChart };\n",
  );
  writeFileSync(
    path.join(siteDir, 'docusaurus.config.ts'),
    `// Stock Docusaurus with this site's pages (tests/bench/lib/sites.mjs).
import type { Config } from '@docusaurus/types';
import { instances, type DocsInstance } from './src/config/instances';
import { languageTabs, openapiOptions } from './src/features/rest-api/config';
import { PRISM_LANGUAGES } from './src/features/code-highlighting/languages';

const docs = (instance: DocsInstance) => ({
  ...(instance.pluginId === 'default' ? {} : { id: instance.pluginId }),
  path: instance.folder,
  routeBasePath: instance.routeBasePath,
  sidebarPath: instance.sidebarPath,
  ...(instance.id === 'rest-api' ? { docItemComponent: '@theme/ApiItem' } : {}),
});
const [core, ...others] = instances;

const config: Config = {
  title: 'BangDB Docs',
  url: 'https://docs.bangdb.com',
  baseUrl: '/',
  trailingSlash: false,
  onBrokenLinks: 'warn',
  onBrokenAnchors: 'warn',
  future: { v4: true, faster: true },
  markdown: { mdx1Compat: { comments: false, admonitions: true, headingIds: true } },
  presets: [['classic', { docs: docs(core), blog: false }]],
  plugins: [...others.map((instance) => ['@docusaurus/plugin-content-docs', docs(instance)]), ['docusaurus-plugin-openapi-docs', openapiOptions]],
  themes: ['docusaurus-theme-openapi-docs'],
  themeConfig: { languageTabs, prism: { additionalLanguages: [...PRISM_LANGUAGES] } },
};

export default config;
`,
  );
}

/** Replaces `text` with `replacement` in the page `file` of `siteDir` (a writer's edit). */
export function editPage(siteDir, file, text, replacement) {
  const page = path.join(siteDir, file);
  const source = readFileSync(page, 'utf8');
  if (!source.includes(text)) throw new Error(`${file} does not contain "${text}"`);
  writeFileSync(page, source.replace(text, replacement));
}
