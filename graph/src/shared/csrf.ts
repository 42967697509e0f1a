/**
 * The header that marks a state-changing REST call as no forgery; our web client sends it on every
 * write, and uploads need it. A page of another origin cannot add it: a custom header forces a CORS
 * preflight, which this server never grants. Shared by the server's check and the web client.
 */
export const CSRF_HEADER = 'X-SoundBoard-CSRF';
