import type { Page } from './page';
import type { Facts } from '../../facts/registry';

/** One problem found: reported as `file:line:col rule message (nearest: ...)`. */
export interface Finding {
  file: string;
  line: number;
  col: number;
  rule: string;
  message: string;
  /** The unknown name as written (counted in the summary of most frequent unknown names). */
  name?: string;
  /** The closest known form, when there is one. */
  nearest?: string;
  /** Set when an annotation in the file keeps this finding (its reason): it does not fail the run, but is counted. */
  allowed?: string;
}

/** What every rule may read: the facts registry and files loaded once per run. */
export interface LintContext {
  facts: Facts;
  /** Hashes of the 12-word runs of the old site and the product READMEs. */
  shingles(): Set<string>;
}

export interface Rule {
  id: string;
  /** One line for `--help` and the README. */
  description: string;
  checkPage?(page: Page, ctx: LintContext): Finding[] | Promise<Finding[]>;
  /** For `rest-api/openapi.yaml`. */
  checkOpenApi?(path: string, source: string, ctx: LintContext): Finding[];
  /** How many of its findings the whole tree may keep with an annotation; each one beyond fails the run. */
  maxAllowed?: number;
}
