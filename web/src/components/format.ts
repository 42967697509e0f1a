/** "emerging" → "Emerging": career stages and user types are stored lower-case. */
export const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * 12345 → "12,345", as `toLocaleString('en-US')` writes whole numbers, without Intl: a page's
 * first Intl call loads its locale data, a long task on a slow phone in the middle of the first render.
 */
export const formatCount = (count: number): string => {
  const sign = count < 0 ? '-' : '';
  return sign + String(Math.trunc(Math.abs(count))).replace(/\B(?=(\d{3})+$)/g, ',');
};
