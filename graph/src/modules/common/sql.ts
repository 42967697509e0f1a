/** A case-insensitive "contains" pattern for `$ilike`, with LIKE's wildcards in the input escaped. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
