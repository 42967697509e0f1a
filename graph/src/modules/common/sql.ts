import { Index } from '@mikro-orm/decorators/legacy';

/** A case-insensitive "contains" pattern for `$ilike`, with LIKE's wildcards in the input escaped. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A pg_trgm GIN index on a text column: it answers `ILIKE '%term%'` (our "contains" search) from
 * the index instead of reading every row. MikroORM has no operator classes, so it is declared by
 * its SQL; the migration that creates it also enables the extension.
 */
export const trigramIndex = (table: string, column: string) => {
  const name = `${table}_${column}_trgm`;
  return Index({ name, expression: `create index "${name}" on "${table}" using gin ("${column}" gin_trgm_ops)` });
};
