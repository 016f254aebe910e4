import type { Rule } from '../types';
import { originality } from './originality';

/** Every rule, in the order findings are summarised. */
export const RULES: Rule[] = [originality];
