/** Reads the `redirect` query of /login, keeping only same-site paths (never `//host` or a URL). */
export function safeRedirect(search: string): string {
  const wanted = new URLSearchParams(search).get('redirect') ?? '/';
  return wanted.startsWith('/') && !wanted.startsWith('//') && !wanted.startsWith('/\\') ? wanted : '/';
}

/** Where the app goes once the session is there: /login's `redirect`, else the page itself. */
export function landingUrl(location: Pick<Location, 'pathname' | 'search'> = window.location): URL {
  const path =
    location.pathname === '/login' ? safeRedirect(location.search) : location.pathname + location.search;
  return new URL(path, 'http://landing');
}
