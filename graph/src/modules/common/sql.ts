import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
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

/**
 * A hot read sent as a named, prepared statement. A statement sent through the ORM carries its
 * values in its text, so PostgreSQL parses and plans it again on every request; a named one is
 * parsed once per connection and then only bound and run, which for the reads behind every page
 * (the session, the dashboard's matches) is most of what the database does for them.
 *
 * It is written once, with the ORM's `?` placeholders (PostgreSQL's `$n` are derived from them),
 * and the name must be unique to the text: a connection keeps what was prepared under a name.
 */
export type PreparedRead = { readonly name: string; readonly sql: string; readonly text: string };

/** The text each name was prepared with: a second text under a name would fail on a connection that has the first. */
const preparedTexts = new Map<string, string>();

export function preparedRead(name: string, sql: string): PreparedRead {
  // `??` (an identifier) and `\?` (an escaped mark) mean something else to the ORM: a prepared read takes values only.
  if (sql.includes('??') || sql.includes('\\?')) throw new Error(`${name}: a prepared read takes values only, not identifiers or escaped marks`);
  if ((preparedTexts.get(name) ?? sql) !== sql) throw new Error(`${name}: another prepared read already has this name`);
  preparedTexts.set(name, sql);
  let n = 0;
  return { name, sql, text: sql.replace(/\?/g, () => `$${++n}`) };
}

/**
 * The rows of a prepared read. Inside a transaction it runs on the transaction, through the ORM:
 * every statement of a transaction runs on it. Outside one it runs on a connection of the ORM's own
 * pool, with the ORM's type parsers, and is logged as the ORM logs its statements (tests count them).
 */
export async function readPrepared<T extends object>(em: EntityManager, read: PreparedRead, values: readonly unknown[]): Promise<T[]> {
  if (em.isInTransaction()) return em.execute<T[]>(read.sql, [...values]);
  const connection = em.getConnection();
  const pool = await connection.getNativeClient();
  const started = performance.now();
  const result = await pool.query<T>({ name: read.name, text: read.text, values: [...values] });
  em.config
    .getLogger()
    .logQuery({ query: read.text, params: [...values], took: Math.round(performance.now() - started), results: result.rowCount ?? undefined, level: 'info' });
  return result.rows;
}
