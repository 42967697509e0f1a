/** "emerging" → "Emerging": career stages and user types are stored lower-case. */
export const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
