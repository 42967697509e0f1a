import type { EntityManager } from '@mikro-orm/postgresql';
import { Field, Int, ObjectType } from 'type-graphql';
import { containsPattern, SEARCH_TEXT } from './sql.js';
import { searchText } from './validation.js';

/** One facet of a catalogue: a category and how many items it holds, for filter chips. */
@ObjectType({ description: 'A category of a catalogue and how many items are in it.' })
export class CategoryCount {
  @Field(() => String, { description: 'The category key, e.g. "distribution".' })
  category!: string;

  @Field(() => Int, {
    description: 'How many items of the catalogue, under the same filters, are in the category; an item counts once in each of its categories.',
  })
  count!: number;
}

/** Where a catalogue's categories live; its search reads the table's `search_text` column. */
export type CategorySource = {
  /** The FROM clause, e.g. "brands" or "resources r cross join unnest(r.category) as c". */
  from: string;
  /** The expression that yields one category per row. */
  category: string;
  /** Extra condition every counted row meets, e.g. "r.active". */
  where?: string;
  /** The searched table's alias in `from`, when it has one. */
  alias?: string;
};

/**
 * A catalogue's categories with how many items each holds under a search, the largest first:
 * one GROUP BY in SQL, so the chips stay cheap however large the catalogue grows.
 */
export async function categoryCounts(em: EntityManager, source: CategorySource, search?: string | null): Promise<CategoryCount[]> {
  const text = searchText(search);
  const column = source.alias ? `${source.alias}.${SEARCH_TEXT}` : SEARCH_TEXT;
  return em.execute<CategoryCount[]>(
    `select ${source.category} as category, count(*)::int as count
       from ${source.from}
      where ${source.where ?? 'true'} and (?::text is null or ${column} like lower(?))
      group by 1
      order by count desc, category asc`,
    [text, text === null ? null : containsPattern(text)],
  );
}
