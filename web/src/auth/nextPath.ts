/**
 * Where to go after signing in or up, from a `?next=` parameter: a path of this app only (one
 * slash, no scheme or host), so a crafted link cannot send the browser to another site.
 */
export function nextPath(params: URLSearchParams): string | null {
  const next = params.get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  return next;
}
