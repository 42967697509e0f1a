import { capitalise, formatCount } from '../format';

/** Readable names for the catalogue's category keys (graph vocabulary `categories`). */
const CATEGORY_LABELS: Record<string, string> = {
  distribution: 'Distribution',
  mastering: 'Mastering',
  'sync-licensing': 'Sync & Licensing',
  pr: 'PR & Press',
  'playlist-pitching': 'Playlist Pitching',
  gear: 'Gear & Instruments',
  'plugins-samples': 'Plugins & Samples',
  education: 'Education',
  legal: 'Legal',
  finance: 'Finance',
  publishing: 'Publishing',
  'live-touring': 'Live & Touring',
  marketing: 'Marketing',
  collaboration: 'Collaboration',
};

/** A key the list above does not know yet still reads well: "music-tech" → "Music tech". */
export const categoryLabel = (key: string): string => {
  const known = CATEGORY_LABELS[key];
  if (known) return known;
  return capitalise(key.replace(/[-_]+/g, ' ').trim());
};

/** Readable names for the catalogue's region keys (graph vocabulary `regions`). */
const REGION_LABELS: Record<string, string> = {
  global: 'Worldwide',
  'north-america': 'North America',
  europe: 'Europe',
  uk: 'UK',
  'latin-america': 'Latin America',
  africa: 'Africa',
  'asia-pacific': 'Asia-Pacific',
};

export const regionLabel = (key: string): string => REGION_LABELS[key] ?? categoryLabel(key);

/** "12 brands", "1 brand". */
export const plural = (count: number, one: string, many = `${one}s`): string => `${formatCount(count)} ${count === 1 ? one : many}`;
