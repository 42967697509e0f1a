import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { GraphQLArmorConfig } from '@escape.tech/graphql-armor-types';
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, valueFromASTUntyped, visit, type DocumentNode } from 'graphql';
import helmet from 'helmet';
import { PLAYER_ORIGINS } from './shared/featured-tracks.js';
import { refusedCharacter, refusedCharacterMessage, textKindOf, type TextKind } from './shared/limits.js';
import { nulByteMessage, nulBytePath, refusedTextIn, unstorable, type RefusedText } from './modules/common/validation.js';

/**
 * Limits that refuse abusive documents before any resolver runs. A Relay list read five levels
 * deep (viewer → matches → edges → node → resource) is the deepest real query we serve; the
 * dashboard's one query is the costliest (about 5,500 by graphql-armor's count), so the cost
 * limit leaves it room while a document built to be expensive still fails. The cost is counted
 * by graphql-query-complexity with graphql-armor's old weights (BROWSER_COST, the budget
 * module's plugin), which counts a fragment once where armor's rule counted its spreads twice.
 */
export const QUERY_LIMITS = { maxDepth: 10, maxAliases: 15, maxCost: 8000, maxTokens: 2000, maxDirectives: 20 } as const;

export function armorConfig(production: boolean): GraphQLArmorConfig {
  return {
    maxDepth: { n: QUERY_LIMITS.maxDepth, ignoreIntrospection: true },
    maxAliases: { n: QUERY_LIMITS.maxAliases },
    // Cost is the budget module's analysis (graphql-query-complexity), with the variables' values.
    costLimit: { enabled: false },
    // Token limits are graphql-js's own parse option (see server.ts): armor's Apollo version
    // throws from a plugin hook, which Apollo reports as a 500.
    maxTokens: { enabled: false },
    maxDirectives: { n: QUERY_LIMITS.maxDirectives },
    // Suggestions ("did you mean …") help in development; in production they leak the schema to guessers.
    blockFieldSuggestion: { enabled: production },
  };
}

export const createArmor = (production: boolean) => new ApolloArmor(armorConfig(production));

/** What Google's sign-in popup (Firebase Auth) loads and talks to, when it is configured. */
export type GoogleSignInOrigins = { authDomain: string; emulatorUrl?: string };

/**
 * Security headers for every response. The web app needs inline styles (styled-components);
 * Google sign-in, when configured, needs Google's script, its auth domain in a frame and a popup
 * that can report back (COOP same-origin-allow-popups).
 */
export function securityHeaders(production: boolean, google?: GoogleSignInOrigins) {
  const emulator = google?.emulatorUrl ? [google.emulatorUrl] : [];
  const googleScripts = google ? ['https://apis.google.com', 'https://www.gstatic.com'] : [];
  const googleFrames = google ? [`https://${google.authDomain}`, ...emulator] : [];
  const googleApis = google ? ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', ...emulator] : [];
  const googleImages = google ? ['https://lh3.googleusercontent.com'] : [];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...googleScripts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // https: banner ads may show an image an admin linked from a sponsor's site.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...googleImages],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:', ...googleApis],
        // Featured tracks play in their service's own player, loaded on a click: exactly those players' origins.
        frameSrc: [...Object.values(PLAYER_ORIGINS), ...googleFrames],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginOpenerPolicy: { policy: google ? 'same-origin-allow-popups' : 'same-origin' },
    crossOriginEmbedderPolicy: false,
    hsts: production,
  });
}

/** GraphiQL (Ruru) boots from one inline config script and runs Monaco in workers. */
export const GRAPHIQL_CSP =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
  "font-src 'self' data:; connect-src 'self' ws: wss:; worker-src 'self' blob:; object-src 'none'; frame-ancestors 'none'; base-uri 'self'";

/**
 * Where a NUL character sits in a GraphQL request: a string literal of the document (decoded, so
 * `"\\u0000"` counts) or a variable. PostgreSQL cannot store NUL in text; refusing it for the whole
 * request keeps every argument, present and future, from ending in a database error.
 */
export function nulByteInRequest(document: DocumentNode, variables: Readonly<Record<string, unknown>> | null | undefined): string | null {
  const found = nulByteInDocument(document);
  if (found !== null) return found;
  const inVariables = nulBytePath(variables ?? {});
  return inVariables === null ? null : `variable $${inVariables}`;
}

// Apollo hands every request of the same text the same parsed document (its document store):
// its literals are looked at once, not once per request.
const literalVerdicts = new WeakMap<DocumentNode, string | null>();

function nulByteInDocument(document: DocumentNode): string | null {
  const known = literalVerdicts.get(document);
  if (known !== undefined) return known;
  let found: string | null = null;
  visit(document, {
    [Kind.STRING]: (node) => {
      if (found === null && unstorable(node.value)) found = `a string literal at line ${node.loc?.startToken.line ?? '?'}`;
    },
  });
  literalVerdicts.set(document, found);
  return found;
}

/** The error both GraphQL doors answer a NUL character with; over HTTP it is a 400. */
export const nulByteError = (where: string, overHttp = true) =>
  new GraphQLError(nulByteMessage(where), { extensions: { code: 'BAD_USER_INPUT', ...(overHttp ? { http: { status: 400 } } : {}) } });

/**
 * What a document says about the text it sends, worked out once per parsed document: the first
 * literal its argument does not take, and for each variable the arguments (and input fields) it
 * is given to, one name per kind of text (a variable given to a name and a bio is held to the
 * stricter rule, under the name). A string is judged by the argument it fills, never by the
 * variable's own name, which the client chooses.
 */
type DocumentText = { literal: RefusedText | null; uses: Map<string, Map<TextKind, string>>; defaults: Map<string, unknown> };

const documentTexts = new WeakMap<DocumentNode, DocumentText>();

function documentText(document: DocumentNode): DocumentText {
  const known = documentTexts.get(document);
  if (known) return known;
  const result: DocumentText = { literal: null, uses: new Map(), defaults: new Map() };
  // The argument or input field being filled, innermost last.
  const names: string[] = [];
  visit(document, {
    VariableDefinition: (node) => {
      if (node.defaultValue) result.defaults.set(node.variable.name.value, valueFromASTUntyped(node.defaultValue));
      // A default is judged where the variable is used, like a value sent for it.
      return false;
    },
    Argument: { enter: (node) => void names.push(node.name.value), leave: () => void names.pop() },
    ObjectField: { enter: (node) => void names.push(node.name.value), leave: () => void names.pop() },
    [Kind.STRING]: (node) => {
      const field = names.at(-1);
      if (result.literal || field === undefined) return;
      const character = refusedCharacter(field, node.value);
      if (character !== null) result.literal = { field, character };
    },
    [Kind.VARIABLE]: (node) => {
      const field = names.at(-1);
      if (field === undefined) return;
      const kinds = result.uses.get(node.name.value) ?? new Map<TextKind, string>();
      if (!kinds.has(textKindOf(field))) kinds.set(textKindOf(field), field);
      result.uses.set(node.name.value, kinds);
    },
  });
  documentTexts.set(document, result);
  return result;
}

const STRICTEST_FIRST: readonly TextKind[] = ['line', 'multiline', 'unchecked'];

/**
 * The first text of a GraphQL request that its argument does not take (see `refusedCharacter`):
 * a literal of the document or a variable's value, or its default. Each variable is walked at
 * most once per kind of text it fills (three at most), with `refusedTextIn`'s own stack: linear
 * in the size of the request, whatever its nesting.
 */
export function refusedTextInRequest(document: DocumentNode, variables: Readonly<Record<string, unknown>> | null | undefined): RefusedText | null {
  const { literal, uses, defaults } = documentText(document);
  if (literal) return literal;
  for (const [name, kinds] of uses) {
    const value = variables && Object.hasOwn(variables, name) ? variables[name] : defaults.get(name);
    if (value === undefined || value === null) continue;
    for (const kind of STRICTEST_FIRST) {
      const field = kinds.get(kind);
      if (field === undefined) continue;
      const refused = refusedTextIn(value, field);
      if (refused) return refused;
    }
  }
  return null;
}

/** The error both GraphQL doors answer text its field does not take with; over HTTP it is a 400. */
export const refusedTextGraphQLError = ({ field, character }: RefusedText, overHttp = true) => {
  const message = refusedCharacterMessage(field, character);
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', fields: { [field]: message }, ...(overHttp ? { http: { status: 400 } } : {}) } });
};

/**
 * The GraphQL request's text, checked before it executes: NUL characters and unpaired
 * surrogates anywhere (PostgreSQL cannot store them), then control and bidirectional control
 * characters in every argument that does not take them. The error of the first found, or null.
 */
export function unfitTextError(document: DocumentNode, variables: Readonly<Record<string, unknown>> | null | undefined, overHttp = true): GraphQLError | null {
  const nulAt = nulByteInRequest(document, variables);
  if (nulAt !== null) return nulByteError(nulAt, overHttp);
  const refused = refusedTextInRequest(document, variables);
  return refused ? refusedTextGraphQLError(refused, overHttp) : null;
}

/** Refuses a request with text its arguments do not take (see `unfitTextError`) before it executes. */
export const refuseUnfitTextPlugin = <T extends object>(): ApolloServerPlugin<T> => ({
  requestDidStart: async () => ({
    didResolveOperation: async ({ document, request }) => {
      const error = unfitTextError(document, request.variables);
      if (error) throw error;
    },
  }),
});
