/**
 * Whether a phrase a model quotes really is in the person's text, and whether two quotes are
 * the same statement. Matching ignores case, width (NFKC: full-width digits, compatibility
 * forms), runs of whitespace, dash and quote-mark variants and punctuation at the quote's ends,
 * because a model retyping "12:30–13:30" as "12:30-13:30" has still quoted the person; anything
 * else it changed is not a quote.
 */

const DASHES = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g;
const SINGLE_QUOTES = /[\u2018\u2019\u201A\u201B\u2032]/g;
const DOUBLE_QUOTES = /[\u201C\u201D\u201E\u201F\u2033\u00AB\u00BB]/g;
/** Punctuation a model may add or drop around a quote (ASCII and CJK). */
const EDGE_PUNCT = /^[\s"'.,;:!?()[\]{}…。、，；：！？「」『』（）]+|[\s"'.,;:!?()[\]{}…。、，；：！？「」『』（）]+$/g;

/** The canonical form both the text and the quote are compared in. */
export function normalizeForQuote(s: string): string {
  return s
    .normalize("NFKC")
    .toLowerCase()
    .replace(DASHES, "-")
    .replace(SINGLE_QUOTES, "'")
    .replace(DOUBLE_QUOTES, '"')
    .replace(/\s+/g, " ")
    .trim();
}

function normalizedQuote(quote: string): string {
  return normalizeForQuote(quote).replace(EDGE_PUNCT, "");
}

/** True when `quote` (non-empty after normalization) occurs in `text`. */
export function quoteOccurs(text: string, quote: string): boolean {
  const q = normalizedQuote(quote);
  return q.length > 0 && normalizeForQuote(text).includes(q);
}

/** Every [start, end) span of `quote` in `text`, in normalized coordinates. */
function spans(text: string, quote: string): Array<[number, number]> {
  const t = normalizeForQuote(text);
  const q = normalizedQuote(quote);
  const out: Array<[number, number]> = [];
  if (!q) return out;
  for (let i = t.indexOf(q); i >= 0; i = t.indexOf(q, i + 1)) out.push([i, i + q.length]);
  return out;
}

/**
 * True when some occurrence of a quote in `a` overlaps some occurrence of a quote in `b`:
 * both readers read the same words of the text.
 */
export function quotesOverlap(text: string, a: readonly string[], b: readonly string[]): boolean {
  const sa = a.flatMap((q) => spans(text, q));
  const sb = b.flatMap((q) => spans(text, q));
  return sa.some(([s1, e1]) => sb.some(([s2, e2]) => s1 < e2 && s2 < e1));
}

/** Four-digit years written in a quote ("1 March 2025", "2025年3月1日"). */
export function yearsIn(quote: string): number[] {
  return [...quote.normalize("NFKC").matchAll(/(?<!\d)((?:19|20)\d{2})(?!\d)/g)].map((m) => Number(m[1]));
}
