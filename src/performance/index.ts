// The performance layer: every patch of Docusaurus', its themes' or their dependencies' internals that the site
// applies for speed or page weight, one folder each, each turned on or off by one switch (the options object in
// docusaurus.config.ts). Each patch's header names the upstream files or formats it relies on, and
// src/performance/__tests__ checks those against the installed packages. With every switch off the site is plain
// Docusaurus and works the same (`npm run test:exhaustive` proves it). ARCHITECTURE.md explains the patches;
// PERFORMANCE.md has what each one gains.
import type { LoadContext, PluginConfig } from '@docusaurus/types';
import patches from './patches.json';
import { docDescriptions, globalDocsList, routeRegistryPaths } from './client-data';
import prismCore from './prism-core';
import grammarsWithPages from './grammars-with-pages';
import renderOnce from './render-once';
import browserTransition from './browser-transition';
import prefetchOnIntent from './prefetch-on-intent';
import { ssrTemplate } from './scripts-after-paint';
import restCssSplit, { openApiThemeWithoutCss } from './rest-css-split';
import restBundleStubs from './rest-bundle-stubs';

/** One switch per patch; `true` applies it. */
export type PerformanceOptions = Record<PatchName, boolean>;

/** Every patch: its folder and what it changes, in the order PERFORMANCE.md lists them (a JSON file, so the
 *  benchmarks read the same list). */
export const PATCHES = patches;

export type PatchName = keyof typeof PATCHES;

export const PATCH_NAMES = Object.keys(PATCHES) as PatchName[];

/**
 * The environment variable that turns patches off without editing the config: `all`, or patch names separated by
 * commas (`PERFORMANCE_PATCHES_OFF=prismCore,renderOnce npm run build`). Used by `npm run test:exhaustive` and the
 * benchmarks.
 */
export const PATCHES_OFF_VARIABLE = 'PERFORMANCE_PATCHES_OFF';

/** `options` with the patches named in `off` (the variable's value) turned off; unknown names throw. */
export function withPatchesOff(options: PerformanceOptions, off: string | undefined): PerformanceOptions {
  const names = (off ?? '').split(',').map((name) => name.trim()).filter(Boolean);
  if (names.includes('all')) return Object.fromEntries(PATCH_NAMES.map((name) => [name, false])) as unknown as PerformanceOptions;
  const unknown = names.filter((name) => !(PATCH_NAMES as string[]).includes(name));
  if (unknown.length > 0) throw new Error(`${PATCHES_OFF_VARIABLE}: unknown patch ${unknown.join(', ')} (known: all, ${PATCH_NAMES.join(', ')})`);
  return { ...options, ...Object.fromEntries(names.map((name) => [name, false])) };
}

/** What the site config takes from the layer. */
export interface PerformanceLayer {
  /** The OpenAPI theme, with or without its site-wide stylesheet. */
  openApiTheme: PluginConfig;
  /** The patches' plugins; they come after the OpenAPI theme, whose components some of them enhance. */
  plugins: PluginConfig[];
  /** The page template, or undefined for Docusaurus' default. */
  ssrTemplate: string | undefined;
}

/** The layer for `options`; `restApiBase` is the route base of the REST pages. */
export function performanceLayer(options: PerformanceOptions, restApiBase: string): PerformanceLayer {
  // Every patch but the template is a plugin (the type makes sure none is forgotten).
  const plugins: Record<Exclude<PatchName, 'scriptsAfterPaint'>, PluginConfig> = {
    routeRegistryPaths,
    docDescriptions,
    globalDocsList,
    prismCore,
    grammarsWithPages,
    renderOnce,
    browserTransition,
    prefetchOnIntent,
    restCssSplit: (context: LoadContext) => restCssSplit(context, restApiBase),
    restBundleStubs,
  };
  return {
    openApiTheme: options.restCssSplit ? (context: LoadContext) => openApiThemeWithoutCss(context, {}) : 'docusaurus-theme-openapi-docs',
    plugins: Object.entries(plugins).filter(([name]) => options[name as PatchName]).map(([, plugin]) => plugin),
    ssrTemplate: options.scriptsAfterPaint ? ssrTemplate : undefined,
  };
}
