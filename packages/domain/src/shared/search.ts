/**
 * Text matching for the keyboard palette (issue 17): what staff type is compared with Spanish
 * titles without caring for accents or case, so 'credito' finds 'Créditos' and 'GONZALEZ' finds
 * 'González'. The server's search folds accents the same way (apps/api src/lib/fold.ts).
 */
import { type MenuEntry, matchRoute, routeTitle } from './routes';

/** Lower case, NFD, combining marks removed (so 'ñ' folds to 'n' as well), single spaces, trimmed. */
export function normalizeSearch(text: unknown): string {
  if (typeof text !== 'string' && typeof text !== 'number') return '';
  // Lone surrogate halves go first: once a mark between two halves is removed they would pair into a
  // new character ('\ud801\u0301\udc00' → '𐐀'), which a second pass would lower-case again.
  // Lower case next: some capitals lower-case to a letter plus a combining mark ('İ').
  return String(text)
    .replace(/\p{Cs}/gu, '')
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * True when every word of the query occurs, in any order, in one of the texts (folded as above).
 * An empty query matches nothing: the palette lists nothing until something is typed.
 */
export function matchesSearch(query: unknown, ...texts: readonly unknown[]): boolean {
  const words = normalizeSearch(query).split(' ').filter(Boolean);
  if (words.length === 0) return false;
  const haystack = texts.map(normalizeSearch).join(' ');
  return words.every((w) => haystack.includes(w));
}

/** A page the palette offers: its path, the route's Spanish title, and where it sits in the menu. */
export interface PaletteRoute {
  readonly path: string;
  readonly title: string;
  /** The menu groups above the entry and the entry's own label: 'Créditos › Listados › Tarjetas'. */
  readonly trail: string;
}

/**
 * The pages of a user's menu (menuFor already applied the route table and §6 rules), one per path,
 * depth first. Each is titled as the route table titles it; a route whose title every instance
 * shares (the server reports, all 'Listado') takes the menu's label. File reports are downloads,
 * not pages, and are left out.
 */
export function paletteRoutes(menu: readonly MenuEntry[]): PaletteRoute[] {
  const out: PaletteRoute[] = [];
  const seen = new Set<string>();
  const walk = (entries: readonly MenuEntry[], above: readonly string[]) => {
    for (const e of entries) {
      const trail = [...above, e.label];
      if (e.path && !e.download && !e.disabled && !seen.has(e.path)) {
        seen.add(e.path);
        const generic = matchRoute(e.path)?.route.path.startsWith('/listados/reportList/') ?? false;
        out.push({ path: e.path, title: generic ? e.label : routeTitle(e.path), trail: trail.join(' › ') });
      }
      if (e.children) walk(e.children, trail);
    }
  };
  walk(menu, []);
  return out;
}
