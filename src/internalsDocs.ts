// `npm run internals:docs`: writes the documents generated from the register (src/internals.ts): the swizzle tables
// of src/theme/README.md and src/features/rest-api/theme/README.md, and src/internals.md, the upgrade checklist.
// Each swizzle's safety verdict is read from the installed theme's swizzle config, as `docusaurus swizzle --list`
// reports it. src/__tests__/internals.test.ts fails when a committed document differs from what this writes.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DOCUSAURUS_VERSION, KINDS, PINNED, RELIANCES, SWIZZLES, type Package, type Swizzle } from './internals';

const ROOT = path.resolve(__dirname, '..');
const PACKAGES = path.join(ROOT, 'node_modules');
const REST_FOLDER = 'src/features/rest-api/theme';

export type Verdict = 'safe' | 'unsafe' | 'forbidden';

/** What `docusaurus swizzle` says of a component: its theme's swizzle config, and, as the CLI does, "unsafe" for a
 *  component the config does not list or a theme without one. Core is no theme: its fallback Root has no verdict but
 *  "unsafe". */
export function swizzleVerdict(swizzle: Pick<Swizzle, 'theme' | 'component' | 'how'>, packages = PACKAGES): Verdict {
  if (swizzle.theme === '@docusaurus/core') return 'unsafe';
  type Config = { components: Record<string, { actions: Partial<Record<'wrap' | 'eject', Verdict>> }> };
  const theme = createRequire(__filename)(path.join(packages, swizzle.theme)) as { getSwizzleConfig?: () => Config };
  return theme.getSwizzleConfig?.().components[swizzle.component]?.actions[swizzle.how] ?? 'unsafe';
}

const cell = (text: string) => text.replace(/\|/g, '\\|');
const verdictCell = (s: Swizzle) => {
  const verdict = swizzleVerdict(s);
  if (s.documented) return `${verdict}; [documented](${s.documented})`;
  return s.theme === '@docusaurus/theme-classic' ? verdict : `${verdict} (no swizzle config)`;
};
const shortTheme = (s: Swizzle) => ({ '@docusaurus/theme-classic': 'classic', 'docusaurus-theme-openapi-docs': 'openapi', '@docusaurus/core': 'core' })[s.theme];

function swizzleTable(swizzles: Swizzle[], withFolder: boolean): string {
  const head = withFolder ? '| Component | Theme | Folder | How | Verdict | Why |\n|---|---|---|---|---|---|' : '| Component | Theme | How | Verdict | Why |\n|---|---|---|---|---|';
  const rows = swizzles.map((s) =>
    [`\`${s.component}\``, shortTheme(s), ...(withFolder ? [`\`${s.folder}\``] : []), s.how, verdictCell(s), cell(s.why)].join(' | '),
  );
  return `${head}\n${rows.map((r) => `| ${r} |`).join('\n')}\n`;
}

const GENERATED = '<!-- Generated from src/internals.ts by `npm run internals:docs`; edit the register, not this file. -->';
const VERDICTS = `"Verdict" is what \`docusaurus swizzle <theme> --list\` reports for the installed version: read from
the theme's own swizzle config, "unsafe" for a component it does not list (the OpenAPI theme has no config). For a
wrap or eject that is not safe, the register names where Docusaurus documents it or the upstream change that would
make it safe.`;

function themeReadme(): string {
  const site = SWIZZLES.filter((s) => s.folder === 'src/theme');
  const elsewhere = SWIZZLES.filter((s) => s.folder !== 'src/theme');
  return `${GENERATED}
# Theme swizzles

Every theme component this site wraps or ejects, how, and why: those of \`src/theme\` first, then those of feature,
plugin and performance-patch theme folders. Prefer wrapping; eject only the smallest slot that holds what must
change.

${VERDICTS}

${swizzleTable(site, false)}
## In feature, plugin and patch theme folders

${swizzleTable(elsewhere, true)}
After an upgrade: the checklist in \`src/internals.md\`.
`;
}

function restReadme(): string {
  return `${GENERATED}
# REST reference: theme wrappers

The OpenAPI theme's components this feature wraps or ejects, how, and why. They sit in the \`rest-api\` plugin's
theme folder, after the theme in the plugin list, so each wrapper reaches the theme's own component as
\`@theme-init/…\`. The REST pages' doc item (\`src/features/rest-api/ApiItem\`) is no swizzle: the instance's
\`docItemComponent\` renders the theme's \`ApiItem\` inside it, as whatever the theme folders make of it (the
\`restCssSplit\` patch wraps it, and only one plugin's wrapper of a component is reached).

${VERDICTS}

${swizzleTable(SWIZZLES.filter((s) => s.folder === REST_FOLDER), false)}`;
}

/** The file of a component in its installed theme, to compare an ejected copy with. */
const themeFile = (s: Swizzle) =>
  ({ '@docusaurus/theme-classic': '@docusaurus/theme-classic/lib/theme', 'docusaurus-theme-openapi-docs': 'docusaurus-theme-openapi-docs/lib/theme', '@docusaurus/core': '@docusaurus/core/lib/client/theme-fallback' })[s.theme] +
  `/${s.component}`;

function checklist(): string {
  const packages = Object.keys(PINNED) as Package[];
  const sections = packages.map((pkg) => {
    const swizzles = SWIZZLES.filter((s) => s.theme === pkg);
    const reliances = RELIANCES.filter((r) => r.package === pkg);
    const lines = [
      ...swizzles.map((s) =>
        s.how === 'eject'
          ? `- [ ] eject \`${s.folder}/${s.component}\`: diff against \`node_modules/${themeFile(s)}\`; test \`${s.test}\``
          : `- [ ] wrap \`${s.folder}/${s.component}\`: the props and exports of \`node_modules/${themeFile(s)}\`; test \`${s.test}\``,
      ),
      ...reliances.map((r) => `- [ ] ${r.kind}: ${r.files.map((f) => `\`${f}\``).join(', ')}: ${r.relies}; test \`${r.test}\``),
    ];
    return lines.length ? `## ${pkg} ${PINNED[pkg]}\n\n${lines.join('\n')}\n` : '';
  });
  return `${GENERATED}
# Upgrading a package the site relies on

The one checklist for an upgrade of Docusaurus (every \`@docusaurus/*\` package at \`DOCUSAURUS_VERSION\`,
${DOCUSAURUS_VERSION}), the OpenAPI plugin and theme, Pagefind, Mermaid or prism-react-renderer: every file of the
site that relies on the package's internals, by package, with the file to compare it with and the test that fails
when it no longer fits. The kinds of reliance:

${Object.entries(KINDS).map(([kind, text]) => `- **${kind}**: ${text}`).join('\n')}

1. Set the new version in \`package.json\` and in \`PINNED\` (\`src/internals.ts\`); \`npm install\`.
2. \`npm run internals:docs\`: the swizzle verdicts the new version reports (\`src/theme/README.md\`) and this list.
3. Go through the list below: compare each file, run its test.
4. \`npm test\` and \`npm run test:exhaustive\` (every performance patch off, too); \`npm run bench:patches\` shows
   whether each patch still pays. A patch that no longer fits is fixed or switched off in \`docusaurus.config.ts\`.

${sections.filter(Boolean).join('\n')}`;
}

/** The generated documents, by path from the repository root. */
export function generatedDocs(): Record<string, string> {
  return {
    'src/theme/README.md': themeReadme(),
    [`${REST_FOLDER}/README.md`]: restReadme(),
    'src/internals.md': checklist(),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === __filename) {
  for (const [file, text] of Object.entries(generatedDocs())) writeFileSync(path.join(ROOT, file), text);
}
