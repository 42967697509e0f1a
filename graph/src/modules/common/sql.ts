import { raw } from '@mikro-orm/core';
import { Index, Property } from '@mikro-orm/decorators/legacy';
import { isUuid } from './validation.js';

/**
 * Ids as one PostgreSQL uuid[] literal, for `= any(?::uuid[])`: the ORM would spread a JS array
 * into a comma list. Anything that is not a UUID is left out, so the literal cannot be broken.
 */
export const uuidArray = (ids: Iterable<string>) => `{${[...ids].filter(isUuid).join(',')}}`;

/** A case-insensitive "contains" pattern for `$ilike`, with LIKE's wildcards in the input escaped. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The column a catalogue's "contains" search reads (see `searchTextColumn`). */
export const SEARCH_TEXT = 'search_text';

/**
 * The searched columns joined and lower-cased once, when a row is written: a search then runs a
 * byte-wise LIKE over one column instead of ILIKE (a lower() per row) over several, and one
 * pg_trgm GIN index answers it. `lower()` runs in PostgreSQL on both sides, so case folding is
 * PostgreSQL's alone. Lazy and hidden: never loaded or serialised.
 */
export const searchTextColumn = (columns: readonly string[]) =>
  Property({
    type: 'text',
    fieldName: SEARCH_TEXT,
    generated: `(lower(${columns.map((c) => `"${c}"`).join(` || ' ' || `)})) stored`,
    lazy: true,
    hidden: true,
    nullable: true,
    ignoreSchemaChanges: ['type', 'extra'],
  });

/** The MikroORM filter for rows whose search text contains `search` (already trimmed and bounded). */
export const searchTextFilter = (search: string) => ({ [raw((alias: string) => `${alias}.${SEARCH_TEXT} like lower(?)`, [containsPattern(search)])]: [] });

/**
 * A pg_trgm GIN index on a text column: it answers `LIKE '%term%'` (our "contains" search) from
 * the index instead of reading every row. MikroORM has no operator classes, so it is declared by
 * its SQL; the migration that creates it also enables the extension.
 */
export const trigramIndex = (table: string, column: string) => {
  const name = `${table}_${column}_trgm`;
  return Index({ name, expression: `create index "${name}" on "${table}" using gin ("${column}" gin_trgm_ops)` });
};
