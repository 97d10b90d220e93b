import { type SQL, sql } from 'drizzle-orm';
import { containsPattern } from './fold';

/**
 * The ids of the loans whose code, borrower's name or borrower's DNI/NIE contains `text`, folded
 * as the finder folds it ('nunez' finds 'Núñez'): two trigram-index reads (the codes; the
 * borrowers, then their loans by user), so a text filter never scans the loans.
 */
export function loanIdsMatching(text: string): SQL {
  const p = containsPattern(text);
  return sql`select l.id from loans l where search_fold(l.code) like ${p}
    union all select l.id from loans l where l.user_id in (select u.id from users u
      where search_fold(u.firstname || ' ' || u.lastname) like ${p} or search_fold(u.dni) like ${p})`;
}
