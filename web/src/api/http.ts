import { CSRF_HEADER } from '../../../graph/src/shared/csrf';

/**
 * The REST fetch helpers: every call sends credentials, bodies are JSON, writes carry
 * the CSRF header, and any non-success response throws `${status}: ${body}`.
 */

/** Sent on every write: the server's forgery check takes it as a mark of our own page, and uploads need it. */
export const CSRF_HEADERS = { [CSRF_HEADER]: '1' } as const;

/** A non-success HTTP answer. `message` is exactly `${status}: ${body text or statusText}`. */
export class ApiError extends Error {
  readonly status: number;
  /** The raw response body; empty when the server sent none. */
  readonly body: string;
  /** Seconds the server asked us to wait (its Retry-After, on a 429 or 503); null when it named none. */
  readonly retryAfter: number | null;

  constructor(status: number, statusText: string, body: string, retryAfter: number | null = null) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.retryAfter = retryAfter;
  }

  /** The body parsed as JSON, or null when it is not JSON. */
  get json(): unknown {
    try {
      return JSON.parse(this.body) as unknown;
    } catch {
      return null;
    }
  }
}

/** The success check every helper runs: resolves for 2xx, throws an {@link ApiError} otherwise. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const body = await res.text().catch(() => '');
  throw new ApiError(res.status, res.statusText, body, retryAfterSeconds(res.headers.get('retry-after')));
}

/** Retry-After in seconds (the form our server sends); an HTTP date is read too, as seconds from now. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The generic write helper: sends `method` to `url` with `data` as a JSON body when present and
 * returns the raw response once it passed the success check.
 */
export async function apiRequest(method: HttpMethod, url: string, data?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data === undefined ? { ...CSRF_HEADERS } : { 'Content-Type': 'application/json', ...CSRF_HEADERS },
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}

/** What a reader does with a 401: throw like any failure, or answer null ("nobody signed in"). */
export type UnauthorizedBehavior = 'throw' | 'returnNull';
/** What a reader does with a 404: throw like any failure, or answer null ("there is none yet"). */
export type NotFoundBehavior = 'throw' | 'returnNull';

export type QueryContext = {
  /** The first element is the URL to GET; the rest only tells cache entries apart. */
  queryKey: readonly unknown[];
  signal?: AbortSignal;
};

type ReaderOptions = { on401: UnauthorizedBehavior; on404?: NotFoundBehavior };

/**
 * The default reader: GETs the first element of its query key and parses the JSON answer. Its
 * 404-aware form (`on404: 'returnNull'`) reads "not there yet" as null, e.g. a profile never saved.
 */
export function getQueryFn<T>(options: { on401: 'throw'; on404?: 'throw' }): (context: QueryContext) => Promise<T>;
export function getQueryFn<T>(options: ReaderOptions): (context: QueryContext) => Promise<T | null>;
export function getQueryFn<T>({ on401, on404 = 'throw' }: ReaderOptions) {
  return async ({ queryKey, signal }: QueryContext): Promise<T | null> => {
    const [url] = queryKey;
    if (typeof url !== 'string') throw new TypeError('The first element of a query key must be the URL to GET');
    const res = await fetch(url, { credentials: 'include', signal });
    if (on401 === 'returnNull' && res.status === 401) return null;
    if (on404 === 'returnNull' && res.status === 404) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

/** The server's own words for a failure: its `{ error }` field, else the body text, else `fallback`. */
export function serverErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const json = error.json;
    if (isRecord(json) && typeof json.error === 'string' && json.error.trim()) return json.error;
    // An HTML error page from a proxy is no message for a person.
    if (error.body.trim() && !error.body.trimStart().startsWith('<')) return error.body.trim();
  }
  return fallback;
}

/** Per-field messages from a 400 `{ error, fields: { field: message } }`, or an empty object. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const json = error.json;
  if (!isRecord(json) || !isRecord(json.fields)) return {};
  return Object.fromEntries(Object.entries(json.fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
