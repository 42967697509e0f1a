/** The words of a name as a URL slug, accents folded: "Sónar Académie!" → "sonar-academie"; '' when none are left. */
export function slugify(text: string, max: number): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
}

/** A logo the logo module draws (GET /logos/{key}.svg), never fetched from anyone else. */
export const GENERATED_LOGO = /^\/logos\/[a-z0-9][a-z0-9-]{0,79}\.svg$/;

/** The generated logo of a catalogue entry: a monogram drawn from its name's words. */
export const generatedLogoUrl = (name: string) => `/logos/${slugify(name, 80) || 'logo'}.svg`;
