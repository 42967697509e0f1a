import { HeaderMap, type ApolloServerPlugin, type GraphQLRequestContext, type GraphQLRequestListener, type GraphQLResponse } from '@apollo/server';
import { GraphQLError, Kind, type GraphQLField, type GraphQLSchema } from 'graphql';
import type { Context } from '../common/context.js';
import { AppError, httpStatusFor, toAppError } from '../common/errors.js';
import { BUDGET, secondsUntil, secondsUntilFull, type CostBucket } from './bucket.js';
import { actualCost, browserCost, isCountedList, listLengthOf, PARTNER_COST, requestedCost, type ListLengths } from './cost.js';

/** The request header that asks for an operation's cost without running it or spending anything. */
export const DRY_RUN_HEADER = 'soundboard-cost-dry-run';

/** The name of the one quota policy in the RateLimit-Policy and RateLimit headers. */
export const POLICY_NAME = 'cost';

/** What every keyed response carries in `extensions.cost` (Shopify's names). */
export type CostExtension = {
  /** What the operation was priced at before it ran. */
  requestedQueryCost: number;
  /** What it cost once it ran, lists at their real length; 0 when it did not run (a dry run, a refusal). */
  actualQueryCost: number;
  throttleStatus: { maximumAvailable: number; currentlyAvailable: number; restoreRate: number };
};

/** What the `rateLimit` field reads of its operation: its requested cost and, for a key, its bucket after the take. */
export type OperationBudget = { requested: number; available: number; at: number };

const budgets = new WeakMap<object, OperationBudget>();

/** The budget of the operation a context belongs to, once its cost was taken; undefined before (or for a session). */
export const operationBudget = (context: object): OperationBudget | undefined => budgets.get(context);

const costBlock = (requested: number, actual: number, available: number): CostExtension => ({
  requestedQueryCost: requested,
  actualQueryCost: actual,
  throttleStatus: { maximumAvailable: BUDGET.capacity, currentlyAvailable: Math.floor(available), restoreRate: BUDGET.restoreRate },
});

/**
 * The IETF httpapi draft's fields (draft-ietf-httpapi-ratelimit-headers, structured fields): one
 * policy of 1,000 points over the 20 seconds an empty bucket takes to fill (`q`, `w`), and the
 * points left with the seconds until the bucket is full again (`r`, `t`). The draft registers no
 * unit for points; `extensions.cost` states them exactly.
 */
export function rateLimitHeaders(available: number): [string, string][] {
  return [
    ['ratelimit-policy', `"${POLICY_NAME}";q=${BUDGET.capacity};w=${BUDGET.capacity / BUDGET.restoreRate}`],
    ['ratelimit', `"${POLICY_NAME}";r=${Math.floor(available)};t=${secondsUntilFull(available)}`],
  ];
}

/** An error thrown before execution with its HTTP status: Apollo answers any other with 500. */
function requestError(error: AppError): GraphQLError {
  return new GraphQLError(error.message, { originalError: error, extensions: { code: error.code, http: { status: httpStatusFor(error.code) } } });
}

/**
 * A variable value that does not fit its type, which the analysis meets as it reads the variables:
 * graphql-js's execution refuses them all before any resolver runs, with every error listed, so
 * the operation is left to it at a price of nothing.
 */
function isVariableValueError(error: unknown): boolean {
  if (!(error instanceof GraphQLError)) return false;
  return error.message.startsWith('Too many errors processing variables') || (error.nodes?.length === 1 && error.nodes[0]!.kind === Kind.VARIABLE_DEFINITION);
}

/** A library error about the request (too many nodes to price), as BAD_USER_INPUT. */
function asRequestError(error: unknown): GraphQLError {
  const known = toAppError(error);
  if (known) return requestError(known);
  if (error instanceof GraphQLError) return requestError(new AppError('BAD_USER_INPUT', error.message));
  throw error;
}

const tooCostly = (cost: number, limit: number) =>
  new AppError('MAX_COST_EXCEEDED', `This operation costs ${cost}, more than the ${limit} one operation may cost: ask for fewer items or fields.`);

// Apollo hands every request of the same text the same parsed document (its document store). An
// operation sent without variables costs the same every time: its price is worked out once per
// document and operation name, not on every dashboard load. With variables it is priced each time.
const pricesWithoutVariables = new WeakMap<object, Map<string, number>>();

function cachedBrowserCost(request: Parameters<typeof browserCost>[0]): number {
  const { variables } = request;
  if (variables && Object.keys(variables).length > 0) return browserCost(request);
  let prices = pricesWithoutVariables.get(request.document);
  if (!prices) pricesWithoutVariables.set(request.document, (prices = new Map()));
  const name = request.operationName ?? '';
  let cost = prices.get(name);
  if (cost === undefined) prices.set(name, (cost = browserCost(request)));
  return cost;
}

/**
 * The browsers' per-operation cost limit (see BROWSER_COST), for both doors: the error, or null
 * when the operation is within it. Over graphql-ws the error carries no HTTP status.
 */
export function browserCostError(
  request: {
    schema: GraphQLSchema;
    document: Parameters<typeof browserCost>[0]['document'];
    variables?: Record<string, unknown> | null;
    operationName?: string | null;
  },
  limit: number,
): AppError | null {
  try {
    const cost = cachedBrowserCost(request);
    return cost > limit ? tooCostly(cost, limit) : null;
  } catch (error) {
    if (isVariableValueError(error)) return null;
    const known = toAppError(error);
    if (known) return known;
    if (error instanceof GraphQLError) return new AppError('BAD_USER_INPUT', error.message);
    throw error;
  }
}

const countedFields = new WeakMap<GraphQLField<unknown, unknown>, boolean>();
const counted = (field: GraphQLField<unknown, unknown>) => {
  let known = countedFields.get(field);
  if (known === undefined) countedFields.set(field, (known = isCountedList(field)));
  return known;
};

const response = (status: number, available: number, body: GraphQLResponse['body'], retryAfter?: number): GraphQLResponse => ({
  http: { status, headers: new HeaderMap([...rateLimitHeaders(available), ...(retryAfter ? [['retry-after', String(retryAfter)] as [string, string]] : [])]) },
  body,
});

export type BudgetPluginOptions = {
  bucket: CostBucket;
  /** The browsers' per-operation limit (QUERY_LIMITS.maxCost). */
  maxBrowserCost: number;
  /** The time (ms) the buckets are counted at. */
  now?: () => number;
};

/**
 * Prices every operation before it runs, with graphql-query-complexity. A browser session is held
 * to the per-operation limit of today's abuse rules. A partner key pays from its bucket: the
 * requested cost is taken before execution (429 THROTTLED when the bucket holds less, and nothing
 * runs), the unused part is given back once the operation ran, and every keyed response carries
 * `extensions.cost` and the RateLimit headers. The header `SoundBoard-Cost-Dry-Run: 1` answers
 * the cost alone, without running or spending.
 */
export function budgetPlugin({ bucket, maxBrowserCost, now = Date.now }: BudgetPluginOptions): ApolloServerPlugin<Context> {
  return {
    requestDidStart: async ({ contextValue, request }) => {
      const dryRun = request.http?.headers.get(DRY_RUN_HEADER) === '1';
      const actor = contextValue.actor;
      if (actor?.kind === 'apiKey') return keyedListener(bucket, actor.keyId, dryRun, now);
      return sessionListener(maxBrowserCost, dryRun);
    },
  };
}

/**
 * A browser session: today's per-operation limit. A session has no bucket: a dry run answers what
 * the operation would cost a key (pages without `first` at the default size) against a full one.
 */
function sessionListener(maxBrowserCost: number, dryRun: boolean): GraphQLRequestListener<Context> {
  return {
    didResolveOperation: async ({ schema, document, request, operationName }) => {
      const refused = browserCostError({ schema, document, variables: request.variables, operationName }, maxBrowserCost);
      if (refused) throw requestError(refused);
    },
    responseForOperation: async ({ schema, document, request, operationName }) => {
      if (!dryRun) return null;
      let requested: number;
      try {
        requested = requestedCost({ schema, document, variables: request.variables, operationName }, false);
      } catch (error) {
        if (isVariableValueError(error)) return null;
        throw asRequestError(error);
      }
      return response(200, BUDGET.capacity, { kind: 'single', singleResult: { extensions: { cost: costBlock(requested, 0, BUDGET.capacity) } } });
    },
  };
}

function keyedListener(bucket: CostBucket, keyId: string, dryRun: boolean, now: () => number): GraphQLRequestListener<Context> {
  let requested = 0;
  /** Points taken from the bucket and not yet settled. */
  let spent = false;
  let block: CostExtension | null = null;
  const lengths: ListLengths = new Map();

  /** Gives back what the operation did not use (or takes an unpaged list's overrun), once. */
  const settle = async (requestContext: GraphQLRequestContext<Context>, ran: boolean) => {
    if (!spent) return;
    spent = false;
    const { schema, document, request, operationName } = requestContext;
    let actual = 0;
    try {
      if (ran && document) actual = actualCost({ schema, document, variables: request.variables, operationName }, lengths);
    } catch (error) {
      // Variables that did not fit: graphql-js ran nothing.
      if (!isVariableValueError(error)) throw error;
    }
    const delta = requested - actual;
    const answer = await bucket.apply(keyId, delta === 0 ? 'peek' : 'adjust', delta, now());
    block = costBlock(requested, actual, answer.available);
  };

  const attach = (requestContext: GraphQLRequestContext<Context>) => {
    if (!block) return;
    const { body, http } = requestContext.response;
    if (body?.kind === 'single') body.singleResult.extensions = { ...body.singleResult.extensions, cost: block };
    for (const [name, value] of rateLimitHeaders(block.throttleStatus.currentlyAvailable)) http.headers.set(name, value);
  };

  return {
    didResolveOperation: async ({ schema, document, request, operationName }) => {
      try {
        requested = requestedCost({ schema, document, variables: request.variables, operationName }, true);
      } catch (error) {
        if (isVariableValueError(error)) return;
        throw asRequestError(error);
      }
    },
    responseForOperation: async (requestContext) => {
      if (requested > PARTNER_COST.maxPerOperation || dryRun) {
        const { available } = await bucket.apply(keyId, 'peek', 0, now());
        block = costBlock(requested, 0, available);
        if (dryRun) return response(200, available, { kind: 'single', singleResult: { extensions: { cost: block } } });
        const error = tooCostly(requested, PARTNER_COST.maxPerOperation);
        return response(400, available, {
          kind: 'single',
          singleResult: { errors: [{ message: error.message, extensions: { code: error.code } }], extensions: { cost: block } },
        });
      }
      const taken = await bucket.apply(keyId, 'take', requested, now());
      if (!taken.ok) {
        const retryAfter = secondsUntil(requested, taken.available);
        block = costBlock(requested, 0, taken.available);
        const message = `This operation costs ${requested} points and the key's budget holds ${Math.floor(taken.available)}: try again in ${retryAfter} s.`;
        return response(
          429,
          taken.available,
          { kind: 'single', singleResult: { errors: [{ message, extensions: { code: 'THROTTLED', retryAfter } }], extensions: { cost: block } } },
          retryAfter,
        );
      }
      spent = true;
      budgets.set(requestContext.contextValue, { requested, available: taken.available, at: now() });
      return null;
    },
    executionDidStart: async (requestContext) => ({
      willResolveField: ({ info }) => {
        const field = info.parentType.getFields()[info.fieldName];
        if (!field || !counted(field)) return;
        return (_error, result) => {
          const length = listLengthOf(result);
          if (length === null) return;
          for (const node of info.fieldNodes) {
            const seen = lengths.get(node);
            if (seen) {
              seen.items += length;
              seen.resolutions += 1;
            } else lengths.set(node, { items: length, resolutions: 1 });
          }
        };
      },
      // Before willSendResponse: other plugins (the key's call log) read the cost there.
      executionDidEnd: async (error) => {
        await settle(requestContext, !error);
        attach(requestContext);
      },
    }),
    willSendResponse: async (requestContext) => {
      // A request refused before it ran (parse, validation, another plugin): its points back if
      // taken, and the bucket as it stands.
      if (spent) await settle(requestContext, false);
      if (!block) block = costBlock(requested, 0, (await bucket.apply(keyId, 'peek', 0, now())).available);
      attach(requestContext);
    },
  };
}
