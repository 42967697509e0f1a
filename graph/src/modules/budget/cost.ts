import {
  getNamedType,
  getOperationAST,
  getVariableValues,
  isCompositeType,
  isListType,
  isNonNullType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type GraphQLField,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import { createRequire } from 'node:module';
import type * as QueryComplexity from 'graphql-query-complexity';
import type { ComplexityEstimator, ComplexityEstimatorArgs } from 'graphql-query-complexity';
import { MAX_PAGE_SIZE } from '../common/connection.js';
import { AppError } from '../common/errors.js';

/**
 * graphql-query-complexity's CommonJS build: its ES build imports graphql's .mjs files by name,
 * a second copy of graphql-js beside the one the app's `graphql` import loads (the CommonJS
 * one), and graphql-js refuses a schema from the other copy.
 */
const { fieldExtensionsEstimator, getComplexity } = createRequire(import.meta.url)('graphql-query-complexity') as typeof QueryComplexity;

/**
 * The partner API's price list, in points. An object costs 1 and a scalar or enum nothing; a list
 * costs its length times what one item costs; a mutation costs 10 (its returned object included)
 * plus what that object selects; one
 * operation may cost at most 1,000. A field may state its own price with type-graphql's
 * `complexity` option, which then replaces the rule.
 */
export const PARTNER_COST = {
  object: 1,
  scalar: 0,
  mutation: 10,
  maxPerOperation: 1000,
  /**
   * A list without a `first` argument (a brief's deliverables, a brand's owners) is bounded by
   * the product's own limits; it is priced as this many items before it runs, and at its real
   * length after.
   */
  unpagedListSize: 10,
  /** What a browser's page gets when it sends no `first` (the page size of `pageWindow`). */
  defaultPageSize: 20,
} as const;

/**
 * The browsers' per-operation limit, computed as graphql-armor's cost rule did before this
 * library replaced it, so that today's limit (QUERY_LIMITS.maxCost) means what it meant: a scalar
 * costs 1, an object 2 plus 1.5 times its selection, times its literal `first` or `last`.
 * Unlike that rule it counts a fragment once, where it is spread, and an abstract type's
 * selection by its costliest member rather than by all of them.
 */
export const BROWSER_COST = { scalar: 1, object: 2, depthFactor: 1.5 } as const;

/** The lengths that lists really had in one execution: items seen and times the field resolved, by field node. */
export type ListLengths = Map<FieldNode, { items: number; resolutions: number }>;

/** The page wrappers whose own fields cost nothing: a connection's edges and its page info; the items are priced. */
const wrapperTypes = new WeakMap<GraphQLSchema, Set<string>>();

function wrappersOf(schema: GraphQLSchema): Set<string> {
  const known = wrapperTypes.get(schema);
  if (known) return known;
  const names = new Set<string>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (!('getFields' in type) || type.name.startsWith('__') || !isCompositeType(type)) continue;
    const fields = type.getFields() as Record<string, GraphQLField<unknown, unknown>>;
    if (fields.edges && isList(fields.edges.type)) names.add(getNamedType(fields.edges.type).name);
    if (fields.pageInfo) names.add(getNamedType(fields.pageInfo.type).name);
  }
  wrapperTypes.set(schema, names);
  return names;
}

const isList = (type: GraphQLOutputType): boolean => isListType(isNonNullType(type) ? type.ofType : type);
const hasFirst = (field: GraphQLField<unknown, unknown>) => field.args.some((arg) => arg.name === 'first');
/** The list a connection's items arrive in; its length is counted on the connection's own field. */
const isEdgeList = (field: GraphQLField<unknown, unknown>) => field.name === 'edges' && isList(field.type);

/**
 * Whether the field's length is counted during execution (see `countListLength`): a paged field
 * (it takes `first`) or a list of objects that is not a connection's edges.
 */
export const isCountedList = (field: GraphQLField<unknown, unknown>): boolean =>
  hasFirst(field) || (isList(field.type) && isCompositeType(getNamedType(field.type)) && !isEdgeList(field));

/** The length of a counted field's value: a list's own, or a connection's edges'. */
export function listLengthOf(value: unknown): number | null {
  if (Array.isArray(value)) return value.length;
  if (value && typeof value === 'object' && 'edges' in value && Array.isArray(value.edges)) return value.edges.length;
  return null;
}

const describeField = (args: ComplexityEstimatorArgs) => {
  const alias = args.node.alias?.value;
  return `${args.type.name}.${args.field.name}${alias ? ` (as ${alias})` : ''}`;
};

/**
 * How many items a paged field is priced for before it runs. For a key, `first` is required and
 * must be 1 to 100: the price of a list is only known when its length is.
 */
function requestedPageSize(args: ComplexityEstimatorArgs, keyed: boolean): number {
  const first: unknown = args.args.first;
  if (first === undefined || first === null) {
    if (!keyed) return PARTNER_COST.defaultPageSize;
    const message = `first is required on ${describeField(args)} for API keys: from 1 to ${MAX_PAGE_SIZE}`;
    throw new AppError('BAD_USER_INPUT', message, { first: message });
  }
  if (typeof first !== 'number' || !Number.isInteger(first) || first < 1 || first > MAX_PAGE_SIZE) {
    const message = `first on ${describeField(args)} must be from 1 to ${MAX_PAGE_SIZE}`;
    throw new AppError('BAD_USER_INPUT', message, { first: message });
  }
  return first;
}

/** How a list's length is known: from its arguments before it runs, or from what execution counted. */
type Sizing = { kind: 'requested'; keyed: boolean } | { kind: 'actual'; lengths: ListLengths };

function partnerEstimator(schema: GraphQLSchema, sizing: Sizing): ComplexityEstimator {
  const mutationType = schema.getMutationType();
  const wrappers = wrappersOf(schema);
  return (args) => {
    const { field, childComplexity } = args;
    const named = getNamedType(field.type);
    const composite = isCompositeType(named);
    const own = args.type === mutationType ? PARTNER_COST.mutation : composite && !wrappers.has(named.name) ? PARTNER_COST.object : PARTNER_COST.scalar;
    const paged = hasFirst(field);
    const list = isList(field.type) && composite && !isEdgeList(field);
    if (!paged && !list) return own + childComplexity;
    let size: number;
    if (sizing.kind === 'actual') {
      // A list nested in another resolves once per outer item: its mean length times the outer
      // length is the number of items it really returned, over all of them.
      const seen = sizing.lengths.get(args.node);
      size = seen && seen.resolutions > 0 ? seen.items / seen.resolutions : 0;
    } else {
      size = paged ? requestedPageSize(args, sizing.keyed) : PARTNER_COST.unpagedListSize;
    }
    // A list of objects pays for each item; a connection is one object holding `size` items.
    return list ? size * (own + childComplexity) : own + size * childComplexity;
  };
}

type CostRequest = { schema: GraphQLSchema; document: DocumentNode; variables?: Record<string, unknown> | null; operationName?: string | null };

/**
 * Throws the first error of variables that do not fit their types, as the library would, but
 * after one error: the library gathers one error per bad item, so a list variable of 100,000
 * wrong items took it tens of seconds (a hang, to the caller). graphql-js refuses such variables
 * before anything runs; pricing only needs to know that they do not fit.
 */
function assertVariablesFit(request: CostRequest): void {
  const operation = getOperationAST(request.document, request.operationName ?? undefined);
  if (!operation?.variableDefinitions?.length) return;
  const { errors } = getVariableValues(request.schema, operation.variableDefinitions, request.variables ?? {}, { maxErrors: 1 });
  if (errors?.length) throw errors[0];
}

const analyse = (request: CostRequest, estimators: ComplexityEstimator[]) => {
  assertVariablesFit(request);
  return getComplexity({
    schema: request.schema,
    query: request.document,
    variables: request.variables ?? {},
    ...(request.operationName ? { operationName: request.operationName } : {}),
    estimators,
  });
};

/**
 * What an operation costs a partner before it runs (Shopify's requested cost). `keyed`: the
 * caller is an API key, for whom `first` is required on every paged field (BAD_USER_INPUT naming
 * the field otherwise); a browser session's page without `first` is priced at the default size.
 */
export const requestedCost = (request: CostRequest, keyed: boolean): number =>
  Math.ceil(analyse(request, [fieldExtensionsEstimator(), partnerEstimator(request.schema, { kind: 'requested', keyed })]));

/**
 * What the operation cost once it ran (Shopify's actual cost): the same price list, with every
 * list priced at the length it really had (`lengths`, counted while it executed). A list that was
 * never reached (under a null parent) costs nothing.
 */
export const actualCost = (request: CostRequest, lengths: ListLengths): number =>
  Math.ceil(analyse(request, [fieldExtensionsEstimator(), partnerEstimator(request.schema, { kind: 'actual', lengths })]));

/** A field's literal `first` or `last`, the only page size graphql-armor's rule read. */
function literalPageSize(node: FieldNode): number {
  for (const argument of node.arguments ?? []) {
    if (argument.name.value !== 'first' && argument.name.value !== 'last') continue;
    return argument.value.kind === Kind.INT ? Math.max(Number.parseInt(argument.value.value, 10), 1) : 1;
  }
  return 1;
}

const browserEstimator: ComplexityEstimator = ({ field, node, childComplexity }) => {
  if (field.name === '__schema') return 0;
  if (!node.selectionSet) return BROWSER_COST.scalar;
  return (BROWSER_COST.object + BROWSER_COST.depthFactor * childComplexity) * literalPageSize(node);
};

/** An operation's cost against the browsers' per-operation limit (see BROWSER_COST). */
export const browserCost = (request: CostRequest): number => analyse(request, [browserEstimator]);
