import { Field, Int, ObjectType } from 'type-graphql';

/** One facet of a catalogue: a category and how many items it holds, for filter chips. */
@ObjectType({ description: 'A category of a catalogue and how many items are in it.' })
export class CategoryCount {
  @Field(() => String, { description: 'The category key, e.g. "distribution".' })
  category!: string;

  @Field(() => Int)
  count!: number;
}
