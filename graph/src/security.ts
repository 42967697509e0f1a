import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { GraphQLArmorConfig } from '@escape.tech/graphql-armor-types';
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, visit, type DocumentNode } from 'graphql';
import helmet from 'helmet';
import { nulByteMessage, nulBytePath, unstorable } from './modules/common/validation.js';

/**
 * Limits that refuse abusive documents before any resolver runs. A Relay list read five levels
 * deep (viewer → matches → edges → node → resource) is the deepest real query we serve; the
 * dashboard's one query is the costliest (about 5,500 by graphql-armor's count), so the cost
 * limit leaves it room while a document built to be expensive still fails.
 */
export const QUERY_LIMITS = { maxDepth: 10, maxAliases: 15, maxCost: 8000, maxTokens: 2000, maxDirectives: 20 } as const;

export function armorConfig(production: boolean): GraphQLArmorConfig {
  return {
    maxDepth: { n: QUERY_LIMITS.maxDepth, ignoreIntrospection: true },
    maxAliases: { n: QUERY_LIMITS.maxAliases },
    costLimit: { maxCost: QUERY_LIMITS.maxCost, ignoreIntrospection: true },
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
        frameSrc: google ? googleFrames : ["'none'"],
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

/** Refuses a request with a NUL character before it executes. */
export const refuseNulBytesPlugin = <T extends object>(): ApolloServerPlugin<T> => ({
  requestDidStart: async () => ({
    didResolveOperation: async ({ document, request }) => {
      const where = nulByteInRequest(document, request.variables);
      if (where !== null) throw nulByteError(where);
    },
  }),
});
