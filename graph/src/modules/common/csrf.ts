/**
 * The header our own web client sends on every state-changing REST call. Browsers let a page of
 * another origin (another port, a sibling subdomain) send a form or text/plain POST with the
 * victim's cookies and no preflight; a custom header or a JSON content type forces a CORS
 * preflight, which this server never grants. Shared by the server's check and the web client.
 */
export const CSRF_HEADER = 'X-SoundBoard-CSRF';
