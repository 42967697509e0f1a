/**
 * Where to go after signing in or up: the `next` parameter a guard put on /signup or /login,
 * when it is a path of this app. Anything that could leave the site is dropped: another origin
 * (`https://…`, `//evil.com`, which browsers read as `https://evil.com`), a backslash (browsers
 * turn `/\evil.com` into `//evil.com`), a scheme (`javascript:`), control characters and
 * whitespace, and anything that does not start with a single slash. The path is judged as the URL
 * parser leaves it, not as it came: dot segments (`/.//evil.com`, `/%2e//evil.com`) resolve into
 * a protocol-relative `//evil.com`, which is refused like one. An encoded slash or backslash in the
 * path is refused too: no page of the app has one, and one decoding step would make it real.
 */
export function safeNextPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2000) return null;
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  if (raw.includes('\\')) return null;
  // Control characters and whitespace: a tab or newline inside "/\t/evil.com" is dropped by URL parsers.
  if ([...raw].some(isControlOrSpace)) return null;
  // The last word goes to the URL parser: whatever it resolves to must stay on our origin.
  const base = 'https://soundboard.invalid';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  if (url.pathname.startsWith('//') || /%2f|%5c/i.test(url.pathname)) return null;
  // Back to the sign-in pages would loop.
  if (['/login', '/signup', '/auth'].includes(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** C0 and C1 control characters, spaces, and the line and paragraph separators. */
function isControlOrSpace(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return code <= 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
}

/** `/signup?next=/messages` for a guard sending a visitor away from `/messages`. */
export const withNext = (page: '/signup' | '/login', next: string | null): string => {
  const safe = safeNextPath(next);
  return safe && safe !== '/dashboard' ? `${page}?next=${encodeURIComponent(safe)}` : page;
};
