import { Kind, type DocumentNode, type GraphQLResolveInfo } from 'graphql';
import { Ctx, Field, Info, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../common/context.js';
import { AppError } from '../common/errors.js';
import { BUDGET } from './bucket.js';
import { operationBudget } from './budget.plugin.js';
import { requestedCost } from './cost.js';

@ObjectType({
  description:
    "The cost budget of the caller's API key: a bucket of points that refills at a steady rate. Each operation's cost is taken before it runs and the unused part given back after. A browser session has no bucket: it sees what this operation would cost a key, against a full bucket.",
})
export class RateLimit {
  @Field(() => Int, { description: 'What this operation was priced at before it ran (its requested cost, in points).' })
  cost!: number;

  @Field(() => Int, { description: "Points left in the key's bucket once this operation's cost was taken (before its unused part is given back)." })
  remaining!: number;

  @Field(() => Int, { description: 'How many points the bucket holds when full.' })
  limit!: number;

  @Field(() => Date, { description: 'When the bucket will be full again if nothing more is spent.' })
  resetAt!: Date;
}

/** The operation the field is in, with its fragments: what the cost analysis reads. */
const operationDocument = (info: GraphQLResolveInfo): DocumentNode => ({
  kind: Kind.DOCUMENT,
  definitions: [info.operation, ...Object.values(info.fragments)],
});

@Resolver()
export class BudgetResolver {
  @Query(() => RateLimit, {
    description: `The caller's cost budget: ${BUDGET.capacity} points, refilled ${BUDGET.restoreRate} a second. Anyone may ask; it is the key's bucket for an API key.`,
  })
  rateLimit(@Ctx() ctx: Context, @Info() info: GraphQLResolveInfo): RateLimit {
    const budget = operationBudget(ctx);
    if (budget) {
      const msToFull = ((BUDGET.capacity - budget.available) / BUDGET.restoreRate) * 1000;
      return { cost: budget.requested, remaining: Math.floor(budget.available), limit: BUDGET.capacity, resetAt: new Date(budget.at + Math.ceil(msToFull)) };
    }
    if (ctx.actor?.kind === 'apiKey') throw new AppError('SERVICE_UNAVAILABLE', "The key's budget could not be read: try again.");
    // A session: priced as a key would be (its pages without `first` at the default size), nothing spent.
    const cost = requestedCost({ schema: info.schema, document: operationDocument(info), variables: info.variableValues }, false);
    return { cost, remaining: BUDGET.capacity, limit: BUDGET.capacity, resetAt: new Date() };
  }
}
