import type { Rule } from '../types';
import { api, enumValues } from './api';
import { apiMembers } from './apiMembers';
import { cli } from './cli';
import { codes } from './codes';
import { config } from './config';
import { cypher } from './cypher';
import { apiTable, inlineApi } from './inlineApi';
import { inlineCli } from './inlineCli';
import { inlineName } from './inlineName';
import { json } from './json';
import { originality } from './originality';
import { openingRule, terms } from './prose';
import { frontMatter } from './frontMatter';
import { provenance } from './provenance';
import { rest } from './rest';

/** Every rule, in the order findings are summarised. */
export const RULES: Rule[] = [cypher, cli, api, enumValues, config, codes, json, rest, inlineApi, apiTable, apiMembers, inlineName, inlineCli,
  terms, openingRule, provenance, frontMatter, originality];
