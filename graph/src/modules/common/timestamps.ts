import { Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';

/** Created/updated timestamps shared by every table; `updatedAt` follows each flush that changes the row. */
@ObjectType({ description: 'Base of every stored type; not part of the schema by itself.' })
export abstract class Timestamped {
  @Field(() => Date, { description: 'When it was created.' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Field(() => Date, { description: 'When it last changed.' })
  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
