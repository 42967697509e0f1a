import type { EntityManager } from '@mikro-orm/postgresql';
import { Field, Int, ObjectType } from 'type-graphql';
import { containsPattern } from './sql.js';
import { searchText } from './validation.js';

/** One facet of a catalogue: a category and how many items it holds, for filter chips. */
@ObjectType({ description: 'A category of a catalogue and how many items are in it.' })
export class CategoryCount {
  @Field(() => String, { description: 'The category key, e.g. "distribution".' })
  category!: string;

  @Field(() => Int)
  count!: number;
}

/** Where a catalogue's categories live, and the columns its text search reads. */
export type CategorySource = {
  /** The FROM clause, e.g. "brands" or "resources r cross join unnest(r.category) as c". */
  from: string;
  /** The expression that yields one category per row. */
  category: string;
  /** Extra condition every counted row meets, e.g. "r.active". */
  where?: string;
  /** Searched case-insensitively, as the catalogue's list query searches them. */
  searchColumns: readonly string[];
};

/** The case-insensitive "contains" filter over `fields`, as a MikroORM `$or`. */
export const searchFilter = (fields: readonly string[], search: string) => {
  const like = containsPattern(search);
  return fields.map((field) => ({ [field]: { $ilike: like } }));
};

/**
 * A catalogue's categories with how many items each holds under a search, the largest first:
 * one GROUP BY in SQL, so the chips stay cheap however large the catalogue grows.
 */
export async function categoryCounts(em: EntityManager, source: CategorySource, search?: string | null): Promise<CategoryCount[]> {
  const text = searchText(search);
  const like = text ? containsPattern(text) : null;
  const matches = source.searchColumns.map((column) => `${column} ilike ?`).join(' or ');
  return em.getConnection().execute<CategoryCount[]>(
    `select ${source.category} as category, count(*)::int as count
       from ${source.from}
      where ${source.where ?? 'true'} and (?::text is null or ${matches})
      group by 1
      order by count desc, category asc`,
    [like, ...source.searchColumns.map(() => like)],
  );
}
