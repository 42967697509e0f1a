import fc from 'fast-check';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isRequiredArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import { createClient } from 'graphql-ws';
import { afterAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { CSRF_HEADER } from '../src/shared/csrf.js';
import { createMatch, createSessionCookie, createUser } from './seed-helpers.js';
import { startTestApp } from './test-app.js';

/**
 * Property-based fuzzing of every GraphQL argument and every REST route with hostile values: long
 * strings, NUL and control characters, lone surrogates, huge numbers, long lists, deep nesting and
 * wrong types. Whatever arrives, the answer is a client error, never a 5xx, a masked
 * INTERNAL_SERVER_ERROR or a hang. The targets are read from the running app (its schema and its
 * Express route table), so a new field or route is fuzzed without touching this file.
 *
 * The seed is fixed so that CI is reproducible; FUZZ_SEED and FUZZ_RUNS explore further by hand:
 *   FUZZ_SEED=$RANDOM FUZZ_RUNS=50 npx vitest run --project integration graph/test/fuzz.test.ts
 * FUZZ_SHRINK=1 shrinks a failure to a smaller one (slow: each step is a request).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_251_111);
const RUNS = Number(process.env.FUZZ_RUNS ?? 4);
const SHRINK = process.env.FUZZ_SHRINK === '1';
/** A request that takes longer has hung as far as a client is concerned. */
const REQUEST_TIMEOUT_MS = 10_000;
/** Room for one long string, JSON-escaped, under the 1 MB body cap; a few requests go past it on purpose. */
const BODY_BUDGET = 900_000;

// The targets come from the running app, so each is its own test: the app starts while the file is collected.
// Google sign-in is on, against an emulator address where nothing listens, so its fields and
// route check their input instead of answering 503 "not configured".
const t = await startTestApp({ FIREBASE_PROJECT_ID: 'demo-fuzz', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:1' });
afterAll(async () => {
  await t.close();
});

// ---------------------------------------------------------------------------------------------
// A signed-in creator with a profile and matches, so that routes and fields have data to reach.

const viewer = await createUser(t.orm);
const newCookie = () => createSessionCookie(t.orm, viewer.id);
{
  const put = await fetch(`${t.baseUrl}/api/profiles`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie: await newCookie() },
    body: JSON.stringify({ bio: 'Producer and vocalist', genres: ['Hip-Hop', 'R&B'], skills: ['Mixing'], lookingFor: ['Mastering'], location: 'Berlin' }),
  });
  if (put.status !== 200) throw new Error(`Could not give the fuzz viewer a profile: ${put.status} ${await put.text()}`);
}
const matchIds = [(await createMatch(t.orm, viewer.id, { score: 80 })).id, (await createMatch(t.orm, viewer.id, { score: 60, resourceOffset: 1 })).id];
const slugs = (await t.orm.em.fork().execute<{ slug: string }[]>('(select slug from brands limit 2) union all (select slug from resources limit 2)')).map(
  (r) => r.slug,
);
// Brand ids (blockBrand, unblockBrand) and a brand conversation of the viewer (leaveBrandConversation), so that those reach past their id checks.
const brandIds = (await t.orm.em.fork().execute<{ id: string }[]>('select id from brands order by slug limit 2')).map((r) => r.id);
const brandConversationId = await (async () => {
  const em = t.orm.em.fork();
  const [brandId] = brandIds;
  if (!brandId) return null;
  await em.execute(`insert into brand_connections (id, user_id, brand_id, status, pitch) values (gen_random_uuid(), ?, ?, 'connected', 'Fuzz')`, [
    viewer.id,
    brandId,
  ]);
  const [row] = await em.execute<{ id: string }[]>(
    `insert into conversations (id, pair_key, started_by_id, brand_id, created_at, last_message_at) values (gen_random_uuid(), ?, ?, ?, now(), now()) returning id`,
    [`brand:${brandId}:${viewer.id}`, viewer.id, brandId],
  );
  await em.execute(`insert into conversation_members (conversation_id, user_id, brand_id, is_request, accepted_at) values (?, ?, null, false, now())`, [
    row!.id,
    viewer.id,
  ]);
  return row!.id;
})();

// ---------------------------------------------------------------------------------------------
// Hostile values.

const cursor = (text: string) => Buffer.from(text).toString('base64url');
/** Bytes of a string once JSON-encoded, to size long strings against the body cap. */
const jsonBytes = (value: string) => Buffer.byteLength(JSON.stringify(value));

/** Real values, so that some requests get past the first check and reach deeper code. */
const known = fc.constantFrom(
  ...matchIds,
  ...slugs,
  ...brandIds,
  ...(brandConversationId ? [brandConversationId] : []),
  viewer.email,
  viewer.username,
  'dashboard',
  'ACTIVE',
  'DISMISSED',
  'Mastering',
  'Hip-Hop',
  cursor('o:0'),
  cursor('o:1'),
);

const shortHostile = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u0007\b\t\n\u000b\f\r\u001b\u007f',
  '\ud800',
  'a\udfffb',
  '\ud83d',
  '\ufeff\u200b\u202e',
  // Line breaks in a one-line field, bidi isolates and marks, separators and a C1 control.
  'Acme\r\nBcc: x@example.test',
  '\u2066\u2028\u2029\u0085\u061c\u200f',
  '😀🎵',
  'ß',
  'İ',
  "' OR 1=1 --",
  "'; drop table users; --",
  '%',
  '_',
  '\\',
  '%_\\%',
  '$1',
  '${}',
  '{{}}',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '-1',
  '0x10',
  '99999999999999999999',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  cursor('o:99999999999999999999'),
  cursor('o:2147483647'),
  cursor('o:-1'),
  cursor('o:1.5'),
  cursor('o:'),
  cursor(`o:${'9'.repeat(300)}`),
  cursor('\u0000'),
  'o:1',
  '!!!not base64!!!',
  'javascript:alert(1)',
  'https://example.test/' + 'a'.repeat(3000),
  'a@b',
  '@',
  // An unsigned JWT, the shape of a Firebase ID token.
  `${cursor('{"alg":"none","typ":"JWT"}')}.${cursor('{"sub":"x","aud":"demo-fuzz"}')}.`,
  'x'.repeat(257),
);

const longString = fc
  .record({
    length: fc.integer({ min: 10_000, max: 300_000 }),
    unit: fc.oneof(
      fc.constantFrom('x', 'é', '€', '😀', '\u0000', '\u0001', '\ud800', ' ', "'", '%', '\\'),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 8 }),
    ),
  })
  .map(({ length, unit }) => {
    const fits = Math.max(1, Math.floor(BODY_BUDGET / Math.max(1, jsonBytes(unit) - 2)));
    return unit.repeat(Math.max(1, Math.floor(Math.min(length, fits) / unit.length)));
  });

const smallString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: shortHostile, weight: 4 },
  { arbitrary: known, weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 1 },
  { arbitrary: fc.uuid(), weight: 1 },
  { arbitrary: fc.tuple(fc.string({ maxLength: 10 }), fc.constantFrom('\u0000', '\ud800', '\u001f')).map(([s, bad]) => `${s}${bad}${s}`), weight: 1 },
);

const hostileString = fc.oneof({ arbitrary: smallString, weight: 5 }, { arbitrary: longString, weight: 1 });

const hostileNumber = fc.oneof(
  {
    arbitrary: fc.constantFrom(
      1e308,
      -1e308,
      2 ** 53 + 1,
      -(2 ** 53) - 1,
      2 ** 31,
      2 ** 31 - 1,
      -(2 ** 31) - 1,
      2 ** 32,
      0,
      -0,
      -1,
      1,
      1.5,
      -0.5,
      5e-324,
      100,
      101,
    ),
    weight: 3,
  },
  { arbitrary: fc.integer(), weight: 2 },
  { arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }), weight: 1 },
);

/** A list long enough to hurt, within the body cap: many copies of one small item, right type or not. */
const longList = fc
  .record({ length: fc.integer({ min: 1_000, max: 100_000 }), item: fc.constantFrom<unknown>('a', 'Mastering', '\u0000', 1, null, true, {}, [], 1e308) })
  .map(({ length, item }) => Array.from({ length }, () => item));

/**
 * Arrays or objects nested up to 150,000 deep (within the body cap). The server's JSON parser
 * takes any depth; the client's JSON.stringify does not, so toJsonText writes these out itself.
 */
class Deep {
  constructor(
    readonly depth: number,
    readonly array: boolean,
  ) {}

  /** For graphql-ws, whose client serialises with JSON.stringify: as deep as that goes. */
  toJSON(): unknown {
    let value: unknown = 'bottom';
    for (let i = 0; i < Math.min(this.depth, 1_000); i++) value = this.array ? [value] : { a: value };
    return value;
  }

  text(): string {
    return this.array ? `${'['.repeat(this.depth)}"bottom"${']'.repeat(this.depth)}` : `${'{"a":'.repeat(this.depth)}"bottom"${'}'.repeat(this.depth)}`;
  }
}
const deepNesting = fc.record({ depth: fc.integer({ min: 1_000, max: 150_000 }), array: fc.boolean() }).map(({ depth, array }) => new Deep(depth, array));

/** JSON.stringify, but writing Deep values out without recursion. */
function toJsonText(value: unknown): string {
  if (value instanceof Deep) return value.text();
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : toJsonText(item))).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${toJsonText(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Any JSON value a hostile client might send, of any type. Small ones are the items of lists and
 * the members of objects; only a large one may hold a long string, a long list or deep nesting,
 * which keeps most bodies under the 1 MB cap.
 */
function hostileJson(small: boolean): fc.Arbitrary<unknown> {
  return fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      { arbitrary: small ? smallString : hostileString, weight: 4 },
      { arbitrary: hostileNumber, weight: 3 },
      { arbitrary: fc.constantFrom(null, true, false), weight: 1 },
      { arbitrary: fc.array(tie('value'), { maxLength: 5 }), weight: 1 },
      { arbitrary: fc.dictionary(smallString, tie('value'), { maxKeys: 5 }), weight: 1 },
      ...(small
        ? []
        : [
            { arbitrary: longList, weight: 1 },
            { arbitrary: deepNesting, weight: 1 },
          ]),
    ),
  })).value;
}
const anyJson = hostileJson(false);
const smallJson = hostileJson(true);

// ---------------------------------------------------------------------------------------------
// Values shaped by a GraphQL input type: mostly the right type with hostile content, sometimes not.

/** A value for `type`; `small` for list items, so that a long list is many small things. */
function typedValue(type: GraphQLInputType, small = false, depth = 0): fc.Arbitrary<unknown> {
  const wrong = { arbitrary: small ? smallJson : anyJson, weight: 1 };
  const text = small ? smallString : hostileString;
  if (isNonNullType(type)) return fc.oneof({ arbitrary: typedValue(type.ofType, small, depth), weight: 12 }, { arbitrary: fc.constant(null), weight: 1 });
  if (isListType(type)) {
    const item = typedValue(type.ofType, true, depth + 1);
    return fc.oneof(
      { arbitrary: fc.array(item, { maxLength: 6 }), weight: 5 },
      ...(small
        ? []
        : [
            { arbitrary: longList, weight: 2 },
            // Just past the list limits, with items of the right type.
            {
              arbitrary: fc.record({ length: fc.integer({ min: 21, max: 2_000 }), item }).map(({ length, item: one }) => Array.from({ length }, () => one)),
              weight: 1,
            },
          ]),
      { arbitrary: fc.constant(null), weight: 1 },
      wrong,
    );
  }
  if (isEnumType(type)) {
    return fc.oneof({ arbitrary: fc.constantFrom(...type.getValues().map((v) => v.name)), weight: 6 }, { arbitrary: text, weight: 1 }, wrong);
  }
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    const record = fc.record(Object.fromEntries(fields.map((f) => [f.name, depth > 3 ? fc.constant(null) : typedValue(f.type, small, depth + 1)])), {
      requiredKeys: [],
    });
    const withExtra = fc.tuple(record, fc.dictionary(smallString, smallJson, { maxKeys: 3 })).map(([r, extra]) => ({ ...extra, ...r }));
    return fc.oneof({ arbitrary: record, weight: 6 }, { arbitrary: withExtra, weight: 1 }, wrong);
  }
  switch (type.name) {
    case 'Int':
    case 'Float':
      return fc.oneof({ arbitrary: hostileNumber, weight: 6 }, wrong);
    case 'Boolean':
      return fc.oneof({ arbitrary: fc.boolean(), weight: 6 }, wrong);
    case 'String':
    case 'ID':
      return fc.oneof({ arbitrary: text, weight: 8 }, wrong);
    default:
      // Custom scalars (dates): strings, right or wrong, and anything else.
      return fc.oneof({ arbitrary: text, weight: 3 }, { arbitrary: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()), weight: 2 }, wrong);
  }
}

/** Arguments of one field: each optional one may be left out, a required one sometimes too. */
function argsArbitrary(field: GraphQLField<unknown, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const entries = field.args.map((arg) => [arg.name, typedValue(arg.type)] as const);
  const required = field.args.filter(isRequiredArgument).map((a) => a.name);
  return fc.oneof(
    { arbitrary: fc.record(Object.fromEntries(entries), { requiredKeys: required }), weight: 8 },
    { arbitrary: fc.record(Object.fromEntries(entries), { requiredKeys: [] }), weight: 1 },
  );
}

// ---------------------------------------------------------------------------------------------
// GraphQL targets: every field with arguments, at the root or under a root field that takes none
// (viewer { matches(...) }), each with a document whose variables are typed by its arguments.

type GraphQLTarget = { name: string; operation: 'query' | 'mutation' | 'subscription'; path: string[]; field: GraphQLField<unknown, unknown> };

function graphqlTargets(schema: GraphQLSchema): GraphQLTarget[] {
  const targets = new Map<string, GraphQLTarget>();
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
    ['subscription', schema.getSubscriptionType()],
  ] as const;
  for (const [operation, root] of roots) {
    if (!root) continue;
    const walk = (type: GraphQLObjectType, path: string[]) => {
      for (const field of Object.values(type.getFields())) {
        const key = `${type.name}.${field.name}`;
        if (field.args.length > 0) {
          if (!targets.has(key)) targets.set(key, { name: `${operation} ${[...path, field.name].join('.')}`, operation, path, field });
          continue;
        }
        const inner = getNamedType(field.type);
        // One level below the root reaches viewer's fields; deeper only repeats types already walked.
        if (operation !== 'subscription' && path.length === 0 && isObjectType(inner)) walk(inner, [field.name]);
      }
    };
    walk(root, []);
  }
  return [...targets.values()];
}

/** `__typename` and the scalar fields without required arguments: resolvers run, the document stays cheap. */
function selectionFor(field: GraphQLField<unknown, unknown>): string {
  const type = getNamedType(field.type);
  if (isLeafType(type)) return '';
  if (!isObjectType(type)) return '{ __typename }';
  const leaves = Object.values(type.getFields())
    .filter((f) => isLeafType(getNamedType(f.type)) && !f.args.some(isRequiredArgument))
    .map((f) => f.name);
  return `{ __typename ${leaves.join(' ')} }`;
}

function documentFor(target: GraphQLTarget): string {
  const { field, path, operation } = target;
  const variables = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const call = `${field.name}(${field.args.map((a) => `${a.name}: $${a.name}`).join(', ')}) ${selectionFor(field)}`;
  const body = path.reduceRight((inner, parent) => `${parent} { ${inner} }`, call);
  return `${operation} Fuzz(${variables}) { ${body} }`;
}

// ---------------------------------------------------------------------------------------------
// REST targets: the Express route table of the running app, /api and everything else.

type RouteLayer = { rawPath?: unknown; route?: { path: unknown; methods: Record<string, boolean> }; handle?: { stack?: unknown } };
type RestTarget = { name: string; method: string; path: string };

function restTargets(): RestTarget[] {
  // The HTTP server's request listener is the Express application; its router holds the table.
  const [express] = t.app.httpServer.listeners('request') as { router?: { stack?: unknown } }[];
  const stack = express?.router?.stack;
  if (!Array.isArray(stack)) throw new Error('Cannot read the Express route table: did the router change shape?');
  const routes: RestTarget[] = [];
  const walk = (layers: RouteLayer[], prefix: string) => {
    for (const layer of layers) {
      if (layer.route) {
        if (typeof layer.route.path !== 'string') throw new Error(`A route path that is not a string: ${String(layer.route.path)}`);
        for (const method of Object.keys(layer.route.methods).filter((m) => m !== '_all')) {
          const path = prefix + layer.route.path;
          routes.push({ name: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), path });
        }
      } else if (Array.isArray(layer.handle?.stack)) {
        const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
        walk(layer.handle.stack as RouteLayer[], prefix + mount);
      }
    }
  };
  walk(stack as RouteLayer[], '');
  return routes;
}

/** Percent-encodes every UTF-8 byte (lone surrogates become U+FFFD, as a browser sends them). */
const percentEncode = (text: string) => [...Buffer.from(text, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');

/** A path segment: hostile text encoded, or raw escapes that do not decode. */
const pathSegment = fc.oneof(
  // Not empty: `/logos/` is another route (the web app's fallback), not this one with an empty parameter.
  // Nor `.` or `..`, which the client resolves away before sending (encoded or not).
  { arbitrary: smallString.filter((s) => s.length > 0 && s !== '.' && s !== '..').map(percentEncode), weight: 4 },
  { arbitrary: fc.constantFrom('%', '%zz', '%00', '%C0%AF', '%E0%A4%A', '%ED%A0%80', '%FF', '..%2F..%2Fetc%2Fpasswd', 'a%20b'), weight: 3 },
  { arbitrary: fc.constantFrom(...matchIds, 'brands.svg', 'distrokid.svg', 'brands', 'x'.repeat(20_000)), weight: 1 },
);

const queryString = fc
  .dictionary(
    fc.oneof(fc.constantFrom('first', 'after', 'search', 'status', 'placement', 'limit', 'query', 'variables', 'id'), fc.string({ maxLength: 10 })),
    fc.oneof(smallString, fc.array(fc.string(), { maxLength: 3 })),
    {
      maxKeys: 4,
    },
  )
  .map((params) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) for (const v of Array.isArray(value) ? value : [value]) search.append(key, v);
    const text = search.toString();
    return text ? `?${text}` : '';
  });

/** Field names the REST bodies read: the GraphQL input fields and arguments mirror them. */
function bodyKeys(schema: GraphQLSchema): string[] {
  const names = new Set<string>(['idToken', 'message', 'status', 'userType', 'uid', 'displayName', 'photoURL']);
  for (const type of Object.values(schema.getTypeMap())) {
    if (isInputObjectType(type)) for (const name of Object.keys(type.getFields())) names.add(name);
    if (isObjectType(type) && !type.name.startsWith('__')) for (const f of Object.values(type.getFields())) for (const a of f.args) names.add(a.name);
  }
  return [...names];
}

type Body = { kind: 'json'; value: unknown } | { kind: 'raw'; type: string; text: string } | { kind: 'multipart'; bytes: Uint8Array };

function bodyArbitrary(schema: GraphQLSchema): fc.Arbitrary<Body> {
  const inputTypes = Object.values(schema.getTypeMap()).filter(isInputObjectType);
  const keyed = fc.dictionary(fc.constantFrom(...bodyKeys(schema)), fc.oneof({ arbitrary: smallJson, weight: 3 }, { arbitrary: anyJson, weight: 1 }), {
    maxKeys: 8,
  });
  const typed = fc.oneof(...inputTypes.map((type) => typedValue(type)));
  return fc.oneof(
    { arbitrary: fc.oneof(keyed, typed, anyJson).map((value): Body => ({ kind: 'json', value })), weight: 10 },
    {
      arbitrary: fc
        .constantFrom('{', '{"a":', '[1,]', '\u0000', '{"email": "\\ud800"}', '{"__proto__": {"admin": true}}', '', 'null')
        .map((text): Body => ({ kind: 'raw', type: 'application/json', text })),
      weight: 1,
    },
    { arbitrary: fc.string({ maxLength: 200 }).map((text): Body => ({ kind: 'raw', type: 'text/plain', text })), weight: 1 },
    { arbitrary: fc.uint8Array({ maxLength: 4_000 }).map((bytes): Body => ({ kind: 'multipart', bytes })), weight: 1 },
  );
}

// ---------------------------------------------------------------------------------------------
// Requests and the property.

/** Short enough to print: long strings and lists are cut, with their size. */
function abbreviate(value: unknown, depth = 0): unknown {
  if (value instanceof Deep) return `${value.array ? '[' : '{'}…(nested ${value.depth} deep)`;
  if (typeof value === 'string') return value.length > 80 ? `${value.slice(0, 40)}…(${value.length} chars)` : value;
  if (depth > 4) return '…';
  if (Array.isArray(value)) {
    const head = value.slice(0, 5).map((v) => abbreviate(v, depth + 1));
    return value.length > 5 ? [...head, `…(${value.length} items)`] : head;
  }
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .slice(0, 12)
        .map(([k, v]) => [abbreviate(k), abbreviate(v, depth + 1)]),
    );
  return value;
}

/** A stable seed per target from the run's seed, so adding a target does not change the others' values. */
function seedFor(name: string): number {
  let hash = SEED | 0;
  for (let i = 0; i < name.length; i++) hash = Math.imul(hash ^ name.charCodeAt(i), 16_777_619);
  return hash | 0;
}

async function check<T>(name: string, arbitrary: fc.Arbitrary<T>, predicate: (value: T) => Promise<void>, runs = RUNS) {
  const details = await fc.check(fc.asyncProperty(arbitrary, predicate), { numRuns: runs, seed: seedFor(name), endOnFailure: !SHRINK });
  if (details.failed) {
    const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
    throw new Error(
      `${name}: ${error}\n  input: ${JSON.stringify(abbreviate(details.counterexample?.[0]))}\n` +
        `  replay: FUZZ_SEED=${SEED} FUZZ_RUNS=${runs} (seed ${details.seed}, path "${details.counterexamplePath}")`,
    );
  }
}

type Answer = { status: number; text: string };

/**
 * Bodies a little over the 1 MB cap test the 413; far over it, the server answers 413 and closes
 * the connection while the client still writes, which the client sees as a reset: skipped.
 */
const MAX_SENT_BYTES = 1.5 * 1024 * 1024;

async function send(url: string, init: RequestInit): Promise<Answer> {
  if (typeof init.body === 'string') fc.pre(Buffer.byteLength(init.body) <= MAX_SENT_BYTES);
  const started = Date.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    throw new Error(`no answer after ${Date.now() - started} ms: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function expectClientError(answer: Answer) {
  if (answer.status >= 500) throw new Error(`status ${answer.status}: ${answer.text.slice(0, 300)}`);
}

function expectNoInternalError(answer: Answer) {
  expectClientError(answer);
  type Body = { errors?: { message?: string; extensions?: { code?: unknown } }[] } | null;
  let body: Body;
  try {
    body = JSON.parse(answer.text) as Body;
  } catch {
    throw new Error(`status ${answer.status}, not JSON: ${answer.text.slice(0, 300)}`);
  }
  const internal = body?.errors?.find((e) => e.extensions?.code === 'INTERNAL_SERVER_ERROR' || e.message === 'Internal server error');
  if (internal) throw new Error(`status ${answer.status}, a masked internal error: ${JSON.stringify(internal)}`);
}

const schema = t.app.schema;
const signedInStates = [
  ['signed out', async (): Promise<Record<string, string>> => ({})],
  ['signed in', async (): Promise<Record<string, string>> => ({ cookie: await newCookie() })],
] as const;

// ---------------------------------------------------------------------------------------------

const httpTargets = graphqlTargets(schema).filter((target) => target.operation !== 'subscription');
const socketTargets = graphqlTargets(schema).filter((target) => target.operation === 'subscription');

describe('fuzzing every GraphQL argument over HTTP', () => {
  it('finds the fields with arguments, viewer fields included', () => {
    expect(httpTargets.map((target) => target.name)).toEqual(
      expect.arrayContaining([
        'query brands',
        'query viewer.matches',
        'mutation updateProfile',
        'mutation blockBrand',
        'mutation unblockBrand',
        'mutation leaveBrandConversation',
      ]),
    );
  });

  describe.each(signedInStates)('%s', (state, headers) => {
    it.each(httpTargets.map((target) => [target.name, target] as const))('%s', async (name, target) => {
      const query = documentFor(target);
      await check(`${name} (${state})`, argsArbitrary(target.field), async (variables) => {
        const answer = await send(`${t.baseUrl}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(await headers()) },
          body: toJsonText({ query, variables }),
        });
        expectNoInternalError(answer);
      });
    });
  });
});

describe('fuzzing every subscription argument over graphql-ws', () => {
  it.each(socketTargets.map((target) => [target.name, target] as const))('%s', async (name, target) => {
    const query = documentFor(target);
    await check(
      name,
      argsArbitrary(target.field),
      async (variables) => {
        const client = createClient({ url: `${t.baseUrl.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0, lazy: true });
        try {
          const outcome = await new Promise<unknown[]>((resolve, reject) => {
            const timer = setTimeout(() => reject(new Error(`no answer after ${REQUEST_TIMEOUT_MS} ms`)), REQUEST_TIMEOUT_MS);
            const errors: unknown[] = [];
            client.subscribe(
              { query, variables },
              {
                next: (value) => {
                  errors.push(...(value.errors ?? []));
                  // A running stream that has answered once is enough: its first chunk came through.
                  if (!value.data) return;
                  clearTimeout(timer);
                  resolve(errors);
                },
                error: (error) => (clearTimeout(timer), resolve([...errors, ...(Array.isArray(error) ? error : [error])])),
                complete: () => (clearTimeout(timer), resolve(errors)),
              },
            );
          });
          const internal = outcome.find((e) => {
            const error = e as { extensions?: { code?: unknown }; code?: unknown };
            return error.extensions?.code === 'INTERNAL_SERVER_ERROR' || error.code === 1011;
          });
          if (internal) throw new Error(`a masked internal error: ${JSON.stringify(internal)}`);
        } finally {
          await client.dispose();
        }
      },
      Math.max(2, Math.ceil(RUNS / 2)),
    );
  });
});

const routes = restTargets();
const bodies = bodyArbitrary(schema);

describe('fuzzing every REST route', () => {
  it('finds the routes of every module, with their methods and parameters', () => {
    expect(routes.map((route) => route.name)).toEqual(
      expect.arrayContaining(['PUT /api/profiles', 'PATCH /api/matchmade/matches/:matchId', 'POST /api/chat', 'GET /logos/:file']),
    );
  });

  describe.each(signedInStates)('%s', (state, headers) => {
    it.each(routes.map((route) => [route.name, route] as const))('%s', async (name, route) => {
      const request = fc.record({
        segments: fc.array(pathSegment, { minLength: 4, maxLength: 4 }),
        query: queryString,
        body: bodies,
        marked: fc.boolean(),
      });
      await check(`${name} (${state})`, request, async ({ segments, query, body, marked }) => {
        let i = 0;
        const path = route.path.replace(/[:*]\w+/g, () => segments[i++ % segments.length]!);
        const init: RequestInit & { headers: Record<string, string> } = { method: route.method, headers: { ...(await headers()) } };
        // Ours for REST, Apollo's for GET /graphql: past the forgery checks, to the handler.
        if (marked) Object.assign(init.headers, { [CSRF_HEADER]: '1', 'apollo-require-preflight': '1' });
        if (route.method !== 'GET' && route.method !== 'HEAD') {
          if (body.kind === 'json') {
            init.headers['content-type'] = 'application/json';
            init.body = toJsonText(body.value);
          } else if (body.kind === 'raw') {
            init.headers['content-type'] = body.type;
            init.body = body.text;
          } else {
            const form = new FormData();
            form.append('picture', new Blob([new Uint8Array(body.bytes)], { type: 'image/png' }), 'fuzz.png');
            init.headers.origin = t.baseUrl;
            init.body = form;
          }
        }
        expectClientError(await send(`${t.baseUrl}${path}${query}`, init));
      });
    });
  });
});

describe('after the fuzzing', () => {
  it('the app is still ready, and answers quickly', async () => {
    const started = Date.now();
    const ready = await fetch(`${t.baseUrl}/readyz`, { signal: AbortSignal.timeout(2_000) });
    expect(ready.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
