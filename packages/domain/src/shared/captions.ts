/**
 * What a caption on screen must be: words a member of staff reads, never a code or key
 * ('cancelLoan', 'affiliate', 'saldo_medio'). The captions tests (domain and API) hold every
 * registry entry, audited action, listing column, scoring key and catalogue code to it.
 */

/** A camelCase or snake_case identifier, or one lowercase English-looking word with no space. */
const IDENTIFIER = /^[a-z][a-zA-Z0-9]*$|[a-z][A-Z]|_/;

/**
 * Whether a text reads as a Spanish caption: not empty, not an identifier, and starting as a
 * sentence does (a capital, a digit, or Spanish opening punctuation).
 */
export function isSpanishCaption(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  const t = text.trim();
  if (t === '' || IDENTIFIER.test(t)) return false;
  return /^[\p{Lu}0-9¿¡«(]/u.test(t);
}
