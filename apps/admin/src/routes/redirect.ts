/** Reads the `redirect` query of /login, keeping only same-site paths (never `//host` or a URL). */
export function safeRedirect(search: string): string {
  const wanted = new URLSearchParams(search).get('redirect') ?? '/';
  return wanted.startsWith('/') && !wanted.startsWith('//') && !wanted.startsWith('/\\') ? wanted : '/';
}
