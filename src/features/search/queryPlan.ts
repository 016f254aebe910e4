/**
 * What a reader's query asks for, as the index can answer it: the words that carry meaning (words such as "how",
 * "to", "a", "from", "my" dropped), each with the documentation's words for it (./synonyms.ts). A group is one thing
 * the reader asked for; a page matches it when it holds any of the group's terms.
 */
import { stemmer } from 'stemmer';
import { SYNONYMS } from './synonyms';

/** Words that carry no meaning in a search: a page is never found for them. */
export const STOP_WORDS = new Set(
  // English function words (the common NLTK list), and the words readers wrap a question in
  ('a about above after again against all am an and any are as at be because been before being below between both but ' +
    'by can could did do does doing don down during each few for from further had has have having he her here hers ' +
    'herself him himself his how i if in into is it its itself just me might more most must my myself no nor not now of ' +
    'off on once only or other our ours ourselves out over own please same she should so some such than that the their ' +
    'theirs them themselves then there these they this those through to too under until up very vs want wants was way we ' +
    'were what whats when where which while who whom why will with within without would you your yours yourself ' +
    'via using etc').split(' '),
);

/** One of a group's terms: searched in the index as it is (a phrase as all its words on one page). */
export interface Term {
  term: string;
  /** Stems of the term's words, to find them in page titles and headings. */
  stems: string[];
  /** A documentation word for what the reader typed, rather than the reader's own. */
  synonym: boolean;
}

/** One thing the query asks for. */
export interface Group {
  /** The reader's words for it. */
  typed: string;
  terms: Term[];
}

export interface QueryPlan {
  groups: Group[];
  /** Typed words dropped because they carry no meaning. */
  ignored: string[];
}

/**
 * The query's words: lower case, split at white space and punctuation; `_` and a `.` inside a word stay
 * (`short_path`, `bangdb.config`).
 */
export function queryWords(query: string): string[] {
  return (query.toLowerCase().match(/[\p{L}\p{N}_]+(?:\.[\p{L}\p{N}_]+)*/gu) ?? []).filter(Boolean);
}

/** A word's stem (Porter): "visitors" → "visitor", "importing" → "import". Words with `_` or `.` are kept whole. */
export const stem = (word: string): string => (/[_.\d]/.test(word) ? word : stemmer(word));

const stems = (text: string) => queryWords(text).map(stem);

const term = (text: string, synonym: boolean): Term => ({ term: text, stems: stems(text), synonym });

/** Reader phrases by their stems, longest first, with the documentation's words for them. */
const READER_PHRASES = SYNONYMS.flatMap((s) => s.reader.map((phrase) => ({ stems: stems(phrase), docs: s.docs })))
  .sort((a, b) => b.stems.length - a.stems.length);

/** The synonym phrase that starts at word `i` of `words` (by stem), if any. */
function phraseAt(words: readonly string[], i: number) {
  return READER_PHRASES.find((p) => p.stems.every((s, k) => words[i + k] !== undefined && stem(words[i + k]) === s));
}

/** The query's groups: its synonym phrases and meaningful words, in the order typed, each once. */
export function planQuery(query: string): QueryPlan {
  const words = queryWords(query);
  const groups: Group[] = [];
  const ignored: string[] = [];
  const add = (group: Group) => {
    if (!groups.some((g) => g.typed === group.typed)) groups.push(group);
  };
  for (let i = 0; i < words.length; i += 1) {
    const phrase = phraseAt(words, i);
    if (phrase) {
      const typed = words.slice(i, i + phrase.stems.length).join(' ');
      const docs = phrase.docs.filter((d) => d !== typed).map((d) => term(d, true));
      add({ typed, terms: [term(typed, false), ...docs] });
      i += phrase.stems.length - 1;
    } else if (STOP_WORDS.has(words[i])) {
      ignored.push(words[i]);
    } else {
      add({ typed: words[i], terms: [term(words[i], false)] });
    }
  }
  return { groups, ignored };
}

/** Every term the plan searches for, each once. */
export function planTerms(plan: QueryPlan): string[] {
  return [...new Set(plan.groups.flatMap((g) => g.terms.map((t) => t.term)))];
}
