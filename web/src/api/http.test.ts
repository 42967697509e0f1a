import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, getQueryFn, retryAfterSeconds, serverErrorMessage, serverFieldErrors } from './http';

const respond = (status: number, body: string, statusText = '') => vi.fn(async () => new Response(body || null, { status, statusText }));

afterEach(() => vi.unstubAllGlobals());

describe('REST fetch helpers', () => {
  it('GETs the first element of the query key with credentials and parses JSON', async () => {
    const fetchMock = respond(200, JSON.stringify({ id: 'u1' }));
    vi.stubGlobal('fetch', fetchMock);
    const user = await getQueryFn<{ id: string }>({ on401: 'throw' })({ queryKey: ['/api/user', 'ignored'] });
    expect(user).toEqual({ id: 'u1' });
    expect(fetchMock).toHaveBeenCalledWith('/api/user', expect.objectContaining({ credentials: 'include' }));
  });

  it('answers null on 401 in the null-on-401 mode and throws otherwise', async () => {
    vi.stubGlobal('fetch', respond(401, JSON.stringify({ error: 'Not signed in' }), 'Unauthorized'));
    expect(await getQueryFn({ on401: 'returnNull' })({ queryKey: ['/api/user'] })).toBeNull();
    await expect(getQueryFn({ on401: 'throw' })({ queryKey: ['/api/user'] })).rejects.toThrow('401: {"error":"Not signed in"}');
  });

  it('answers null on 404 in the 404-aware mode, and still throws other failures there', async () => {
    vi.stubGlobal('fetch', respond(404, JSON.stringify({ error: 'No profile yet' }), 'Not Found'));
    expect(await getQueryFn({ on401: 'throw', on404: 'returnNull' })({ queryKey: ['/api/profiles'] })).toBeNull();
    await expect(getQueryFn({ on401: 'throw' })({ queryKey: ['/api/profiles'] })).rejects.toThrow('404: {"error":"No profile yet"}');
    vi.stubGlobal('fetch', respond(401, '', 'Unauthorized'));
    await expect(getQueryFn({ on401: 'throw', on404: 'returnNull' })({ queryKey: ['/api/profiles'] })).rejects.toThrow('401: Unauthorized');
  });

  it('still throws for other failures in the null-on-401 mode', async () => {
    vi.stubGlobal('fetch', respond(500, '', 'Internal Server Error'));
    await expect(getQueryFn({ on401: 'returnNull' })({ queryKey: ['/api/user'] })).rejects.toThrow('500: Internal Server Error');
  });

  it('sends a JSON body only when there is one, the CSRF header always, and returns the raw response', async () => {
    const fetchMock = respond(200, '{"ok":true}');
    vi.stubGlobal('fetch', fetchMock);
    const res = await apiRequest('POST', '/api/login', { email: 'a@b.co', password: 'x' });
    expect(res).toBeInstanceOf(Response);
    expect(fetchMock).toHaveBeenLastCalledWith('/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-SoundBoard-CSRF': '1' },
      body: '{"email":"a@b.co","password":"x"}',
      credentials: 'include',
    });
    await apiRequest('POST', '/api/logout');
    expect(fetchMock).toHaveBeenLastCalledWith('/api/logout', {
      method: 'POST',
      headers: { 'X-SoundBoard-CSRF': '1' },
      body: undefined,
      credentials: 'include',
    });
  });

  it('makes the message `${status}: ${body}`, using statusText for an empty body', async () => {
    vi.stubGlobal('fetch', respond(429, 'Too many sign-in attempts', 'Too Many Requests'));
    await expect(apiRequest('POST', '/api/login', {})).rejects.toMatchObject({ message: '429: Too many sign-in attempts' });
    vi.stubGlobal('fetch', respond(503, '', 'Service Unavailable'));
    await expect(apiRequest('POST', '/api/login', {})).rejects.toMatchObject({ message: '503: Service Unavailable' });
  });
});

describe('reading a failure for people', () => {
  it("prefers the server's error field, then its text, then the fallback", () => {
    expect(serverErrorMessage(new ApiError(401, 'Unauthorized', '{"error":"Invalid email or password"}'), 'Login failed')).toBe('Invalid email or password');
    expect(serverErrorMessage(new ApiError(502, 'Bad Gateway', 'upstream down'), 'Login failed')).toBe('upstream down');
    expect(serverErrorMessage(new ApiError(502, 'Bad Gateway', '<html>…</html>'), 'Login failed')).toBe('Login failed');
    expect(serverErrorMessage(new TypeError('Failed to fetch'), 'Login failed')).toBe('Login failed');
  });

  it('reads per-field messages from a 400', () => {
    const error = new ApiError(400, 'Bad Request', JSON.stringify({ error: 'Invalid input', fields: { email: 'Enter a valid e-mail address', n: 1 } }));
    expect(serverFieldErrors(error)).toEqual({ email: 'Enter a valid e-mail address' });
    expect(serverFieldErrors(new Error('x'))).toEqual({});
  });
});

describe('Retry-After', () => {
  it('reads seconds, an HTTP date, and nothing else', () => {
    expect(retryAfterSeconds('120')).toBe(120);
    expect(retryAfterSeconds(' 7 ')).toBe(7);
    const now = Date.parse('2026-11-25T20:00:00Z');
    expect(retryAfterSeconds('Wed, 25 Nov 2026 20:01:30 GMT', now)).toBe(90);
    expect(retryAfterSeconds(null)).toBeNull();
    expect(retryAfterSeconds('soon')).toBeNull();
  });
});
