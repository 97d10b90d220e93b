/**
 * Re-login in place (issue 17): when the token stops being accepted while the user is saving a
 * form, the page stays, a login modal asks again, and the save that got the 401 is retried once.
 */

/** How many times a held request is sent again after the user logged in again. */
export const RELOGIN_RETRIES = 1;

const WRITES: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * True when a request answered 401 should wait for a re-login in place rather than go to /login
 * (§8 "401: go to /login" otherwise): every write (any method but GET and HEAD), since it carries
 * the user's input, and any call while the page has input not yet saved, since leaving would lose
 * it. A read on a page with nothing typed has nothing to lose and logs out as §2 and §8 say.
 */
export function isHeldOnExpiry(method: unknown, unsavedInput = false): boolean {
  return unsavedInput || (typeof method === 'string' && WRITES.has(method.trim().toUpperCase()));
}

interface Account {
  readonly id?: unknown;
}

/**
 * True when the login in the modal is the account the page was opened by. Only then do the page
 * and its held save belong to the new session; anyone else starts over from /login, so no one
 * saves another employee's input under their own name.
 */
export function isSameAccount(
  before: Account | null | undefined,
  after: Account | null | undefined,
): boolean {
  const a = before?.id;
  const b = after?.id;
  if ((typeof a !== 'number' && typeof a !== 'string') || (typeof b !== 'number' && typeof b !== 'string'))
    return false;
  return String(a).trim() !== '' && String(a).trim() === String(b).trim();
}
