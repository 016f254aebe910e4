/** A search excerpt as plain-text segments, some of them marked as matching the query. */
export interface ExcerptPart {
  text: string;
  mark: boolean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' ' };

function decode(text: string): string {
  return text.replace(/&(#?\w+);/g, (whole, name: string) => {
    if (ENTITIES[name] !== undefined) return ENTITIES[name];
    if (/^#\d+$/.test(name)) return String.fromCodePoint(Number(name.slice(1)));
    if (/^#x[0-9a-f]+$/i.test(name)) return String.fromCodePoint(parseInt(name.slice(2), 16));
    return whole;
  });
}

/**
 * Pagefind's excerpt HTML (escaped text with `<mark>` around matches) as text segments. Nothing in it is ever
 * rendered as markup: any other tag is dropped and entities are decoded to plain characters.
 */
export function parseExcerpt(html: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  for (const [i, chunk] of html.split(/<\/?mark>/i).entries()) {
    const text = decode(chunk.replace(/<[^>]*>/g, ''));
    if (text) parts.push({ text, mark: i % 2 === 1 });
  }
  return parts;
}
