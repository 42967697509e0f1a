import { ArgsType, Field, Int, ObjectType, type ClassType } from 'type-graphql';
import { AppError } from './errors.js';
import { FILTER_LIMITS, MAX_CURSOR_OFFSET } from '../../shared/limits.js';

/** Relay page info (https://relay.dev/graphql/connections.htm). */
@ObjectType({ description: 'Where a page sits in a cursor-paginated list (Relay connection page info).' })
export class PageInfo {
  @Field(() => Boolean, { description: 'True when more items follow this page: pass endCursor as after to get them.' })
  hasNextPage!: boolean;

  @Field(() => Boolean, { description: 'True when items come before this page.' })
  hasPreviousPage!: boolean;

  @Field(() => String, { nullable: true, description: "The first item's opaque cursor; null on an empty page." })
  startCursor!: string | null;

  @Field(() => String, { nullable: true, description: "The last item's opaque cursor, to pass as after for the next page; null on an empty page." })
  endCursor!: string | null;
}

export const MAX_PAGE_SIZE = 100;

@ArgsType()
export class PageArgs {
  @Field(() => Int, { nullable: true, description: `How many items, 1 to ${MAX_PAGE_SIZE} (default 20).` })
  first?: number | null;

  @Field(() => String, { nullable: true, description: `The endCursor of the previous page (at most ${FILTER_LIMITS.cursor} characters).` })
  after?: string | null;
}

export type Edge<T> = { cursor: string; node: T };
export type Connection<T> = { edges: Edge<T>[]; pageInfo: PageInfo; totalCount: number };

/** Builds `<Name>Connection` and `<Name>Edge` object types around a node type. */
export function connectionType<T extends object>(name: string, node: ClassType<T>) {
  @ObjectType(`${name}Edge`, { description: `One item of a ${name} list with its cursor.` })
  class EdgeType {
    @Field(() => String, { description: 'An opaque cursor: pass it as after to get the items that follow this one.' })
    cursor!: string;

    @Field(() => node, { description: 'The item.' })
    node!: T;
  }

  @ObjectType(`${name}Connection`, { description: `A page of a ${name} list, with cursors to fetch the next one.` })
  class ConnectionType {
    @Field(() => [EdgeType], { description: 'The items of this page, in order.' })
    edges!: EdgeType[];

    @Field(() => PageInfo, { description: 'Where this page sits in the whole list.' })
    pageInfo!: PageInfo;

    @Field(() => Int, { description: 'How many items match, over all pages.' })
    totalCount!: number;
  }
  return ConnectionType;
}

// Cursors are opaque to clients: today an offset, tomorrow a keyset without a schema change.
const encodeCursor = (offset: number) => Buffer.from(`o:${offset}`).toString('base64url');

// A forged cursor must not reach SQL: past PostgreSQL's integer range an offset is a database
// error, and past Number.MAX_SAFE_INTEGER it is not even the number that was sent.
function decodeCursor(cursor: string): number {
  const match = cursor.length <= FILTER_LIMITS.cursor ? /^o:(\d{1,10})$/.exec(Buffer.from(cursor, 'base64url').toString()) : null;
  const offset = match ? Number(match[1]) : Number.NaN;
  if (!(offset < MAX_CURSOR_OFFSET)) throw new AppError('BAD_USER_INPUT', 'Invalid cursor', { after: 'Use an endCursor returned by this field' });
  return offset + 1;
}

/** Turns `first`/`after` into a validated offset and limit. */
export function pageWindow(args: PageArgs, defaultSize = 20): { offset: number; limit: number } {
  const limit = args.first ?? defaultSize;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) {
    throw new AppError('BAD_USER_INPUT', `first must be from 1 to ${MAX_PAGE_SIZE}`, { first: `from 1 to ${MAX_PAGE_SIZE}` });
  }
  return { offset: args.after ? decodeCursor(args.after) : 0, limit };
}

export function toConnection<T>(nodes: T[], totalCount: number, offset: number): Connection<T> {
  const edges = nodes.map((node, i) => ({ cursor: encodeCursor(offset + i), node }));
  return {
    edges,
    totalCount,
    pageInfo: {
      hasNextPage: offset + nodes.length < totalCount,
      hasPreviousPage: offset > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
