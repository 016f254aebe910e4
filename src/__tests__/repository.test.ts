/**
 * @jest-environment node
 *
 * The repository stands on its own: the README stays a newcomer's page (at most 10 KB, its directory tree naming
 * folders that exist), no tracked file depends on a path outside the repository, and the code and guides name only
 * files, folders and npm scripts that exist, and describe each swizzle as the register does.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { instances } from '@site/src/config/instances';
import { SWIZZLES } from '@site/src/internals';
import { swizzleVerdict } from '@site/src/internalsDocs';

const root = path.resolve(__dirname, '../..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');

it('keeps the README, ARCHITECTURE.md and the contributor guide together under 45 KB', () => {
  const bytes = ['README.md', 'ARCHITECTURE.md', '.github/CONTRIBUTING.md'].reduce((n, f) => n + Buffer.byteLength(readFileSync(path.join(root, f), 'utf8')), 0);
  expect(bytes).toBeLessThan(45_000);
});

it('keeps the README at most 10 KB', () => {
  expect(Buffer.byteLength(readme)).toBeLessThanOrEqual(10 * 1024);
});

it("names in its directory tree only folders and files that exist, and every top-level folder", () => {
  const tree = /## Directory tree\n[\s\S]*?```text\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
  const entries = tree.split('\n').map((line) => /^(\S+)\s/.exec(line)?.[1]).filter((e): e is string => Boolean(e));
  expect(entries.length).toBeGreaterThan(10);
  expect(entries.filter((entry) => !existsSync(path.join(root, entry)))).toEqual([]);
  const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n');
  const topFolders = [...new Set(tracked.filter((f) => f.includes('/')).map((f) => f.split('/')[0]))];
  const listed = new Set(entries.map((e) => e.split('/')[0]));
  expect(topFolders.filter((folder) => statSync(path.join(root, folder)).isDirectory() && !listed.has(folder))).toEqual([]);
});

it('has no tracked file that reaches outside the repository', () => {
  const hits = (pattern: string) => {
    try {
      return execFileSync('git', ['grep', '-l', '-e', pattern, '--', '.', ':!package-lock.json', ':!src/__tests__/repository.test.ts'], { cwd: root, encoding: 'utf8' }).trim().split('\n');
    } catch {
      return []; // git grep exits 1 when nothing matches
    }
  };
  expect([...hits('../shared/'), ...hits('/work/')]).toEqual([]);
});

/** A repository path named in code or in the guides (`src/features/search/engine.ts`, `tests/lint`), not one inside
 *  a package (`…-docs/src/types`). */
const NAMED_PATH = /(?<![\w/.-])(?:src|tests|\.deploy|\.github|facts)\/[\w./@-]*\w/g;
/** Files a benchmark writes into its throw-away copy of the site. */
const WRITTEN_BY_BENCHMARKS = new Set(['src/nav/scaledCopies.ts']);
/** Tests that plant files in a copy of the repository, to show a check failing. */
const PLANTING_IN_COPIES = ['src/__tests__/internals.test.ts', 'src/config/__tests__/docsInstanceRecipe.test.ts'];

/** Every tracked file and the folders holding them: what a clean clone has (not what an install or build adds). */
const tracked = new Set(
  execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
    .trim()
    .split('\n')
    .flatMap((file) => file.split('/').map((_, i, parts) => parts.slice(0, i + 1).join('/'))),
);

/** The paths `text` names that are neither a tracked file nor a folder of one (nor a module named without its
 *  extension). `node_modules` folders are what an install writes. */
function missingPaths(text: string): string[] {
  return [...text.matchAll(NAMED_PATH)]
    .map(([named]) => named.replace(/\.$/, ''))
    .filter((named) => !WRITTEN_BY_BENCHMARKS.has(named) && !named.split('/').includes('node_modules'))
    .filter((named) => !['', '.ts', '.tsx', '.mjs', '.cjs'].some((ext) => tracked.has(named + ext)));
}

it('names in its code and guides only files and folders that exist', () => {
  const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mjs', '*.cjs', '*.css', '*.conf', '*.md', '.npmrc', ':!src/__tests__/repository.test.ts'], { cwd: root, encoding: 'utf8' })
    .trim()
    .split('\n')
    // The content (its links are checked by the build) and what the benchmarks write.
    .filter((file) => ![...instances.map((instance) => instance.folder), 'static'].includes(file.split('/')[0]) && file !== 'PERFORMANCE.md')
    .filter((file) => !PLANTING_IN_COPIES.includes(file));
  const missing = files.flatMap((file) => missingPaths(readFileSync(path.join(root, file), 'utf8')).map((named) => `${file}: ${named}`));
  expect(missing).toEqual([]);
  // A moved file is noticed (the check broken on purpose).
  expect(missingPaths('// see src/lib/search/engine.ts')).toEqual(['src/lib/search/engine.ts']);
});

/** The tracked files a reader or a maintainer is told things by: guides, READMEs and code (comments included), not
 *  the content. */
const guidesAndCode = () =>
  execFileSync('git', ['ls-files', '*.md', '*.ts', '*.tsx', '*.mjs', '*.cjs', '*.yml', '.ci/run', ':!src/__tests__/repository.test.ts'], { cwd: root, encoding: 'utf8' })
    .trim()
    .split('\n')
    .filter((file) => ![...instances.map((instance) => instance.folder), 'static'].includes(file.split('/')[0]));

/** The `npm run` scripts `text` names that package.json does not define. */
function missingScripts(text: string, scripts: Record<string, string>): string[] {
  return [...text.matchAll(/npm run ([a-z][\w:-]*\w)/g)].map(([, name]) => name).filter((name) => !(name in scripts));
}

it('names in its code and guides only npm scripts that package.json defines', () => {
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const missing = guidesAndCode().flatMap((file) => missingScripts(readFileSync(path.join(root, file), 'utf8'), scripts).map((name) => `${file}: npm run ${name}`));
  expect(missing).toEqual([]);
  expect(missingScripts('then `npm run test:unit` and `npm run docs:check`', scripts)).toEqual(['docs:check']);
});

it("names in README's behaviour table only folders and files that exist", () => {
  const table = /## Where each behaviour lives\n([\s\S]*?)\n## /.exec(readme)?.[1] ?? '';
  const places = [...table.matchAll(/\| `([^`]+)` \|$/gm)].map(([, place]) => place);
  expect(places.length).toBeGreaterThan(10);
  expect(places.filter((place) => !existsSync(path.join(root, place)))).toEqual([]);
});

/** How a swizzle is described: wrapped (an enhancer, a wrapper) or ejected, and its safety. */
const CLAIMED_HOW: Record<string, 'wrap' | 'eject'> = { wrapped: 'wrap', wrapper: 'wrap', enhancer: 'wrap', 'theme enhancer': 'wrap', ejected: 'eject', eject: 'eject' };

/** The swizzle claims of a theme file's first line (`// TOC (wrapped): …`) and of the guides ("an `ApiItem`
 *  enhancer") that contradict the register. */
function wrongSwizzleClaims(file: string, text: string): string[] {
  const wrong: string[] = [];
  const own = SWIZZLES.find((s) => file.replace(/(\/index)?\.tsx?$/, '') === `${s.folder}/${s.component}`);
  const header = own && new RegExp(`^// ${own.component} \\(([^)]*)\\)`).exec(text);
  for (const word of header ? header[1].split(', ') : []) {
    if (CLAIMED_HOW[word] && CLAIMED_HOW[word] !== own!.how) wrong.push(`${file}: "${word}", but ${own!.component} is a ${own!.how}`);
    if (['safe', 'unsafe', 'forbidden'].includes(word) && word !== swizzleVerdict(own!)) wrong.push(`${file}: "${word}", but the theme says ${swizzleVerdict(own!)}`);
  }
  for (const [, component, word] of text.matchAll(/`([A-Z][\w/]*)` (enhancer|wrapper|ejected)\b/g)) {
    if (!SWIZZLES.some((s) => s.component === component && s.how === CLAIMED_HOW[word])) wrong.push(`${file}: "${component} ${word}", not in the register`);
  }
  return wrong;
}

it('claims of a swizzle (wrapped or ejected, safe or not) in theme files and guides agree with the register', () => {
  expect(guidesAndCode().flatMap((file) => wrongSwizzleClaims(file, readFileSync(path.join(root, file), 'utf8')))).toEqual([]);
  // The check broken on purpose: an eject called wrapped, a safe verdict called unsafe, a wrapper that is none.
  expect(wrongSwizzleClaims('src/theme/Navbar/MobileSidebar/index.tsx', '// Navbar/MobileSidebar (wrapped): …')).toHaveLength(1);
  expect(wrongSwizzleClaims('src/features/sidebar/theme/DocSidebar/index.tsx', '// DocSidebar (wrapped, unsafe): …')).toHaveLength(1);
  expect(wrongSwizzleClaims('ARCHITECTURE.md', 'through a `Footer` wrapper')).toHaveLength(1);
});
