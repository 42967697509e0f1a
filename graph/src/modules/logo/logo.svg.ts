import { createHash } from 'node:crypto';

/** Initials for a slug: "native-instruments" → "NI", "splice" → "SP". */
export function initialsFor(slug: string): string {
  const words = slug.split('-').filter((w) => /^[a-z0-9]/.test(w));
  if (words.length === 0) return '?';
  const letters =
    words.length === 1
      ? (words[0] ?? '').slice(0, 2)
      : words
          .slice(0, 2)
          .map((w) => w[0])
          .join('');
  return letters.toUpperCase();
}

/**
 * A monogram logo drawn from the slug alone: the same slug always gives the same picture, and
 * nothing is fetched from anyone else's servers.
 */
export function logoSvg(slug: string): string {
  const digest = createHash('sha256').update(slug).digest();
  const hue = Math.round(((digest[0] ?? 0) / 255) * 360);
  const hue2 = (hue + 40 + ((digest[1] ?? 0) % 60)) % 360;
  const angle = (digest[2] ?? 0) % 4;
  const [x2, y2] = [
    [1, 1],
    [1, 0],
    [0, 1],
    [1, 0.5],
  ][angle] ?? [1, 1];
  const initials = initialsFor(slug);
  const fontSize = initials.length > 1 ? 50 : 64;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${initials}">
<defs><linearGradient id="g" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="hsl(${hue} 70% 52%)"/><stop offset="1" stop-color="hsl(${hue2} 75% 34%)"/></linearGradient></defs>
<rect width="128" height="128" rx="28" fill="url(#g)"/>
<circle cx="104" cy="24" r="44" fill="#fff" opacity="0.08"/>
<text x="64" y="66" text-anchor="middle" dominant-baseline="middle" font-family="-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif" font-size="${fontSize}" font-weight="800" letter-spacing="-1" fill="#fff">${initials}</text>
</svg>`;
}
