/**
 * The server closes a tab's subscription socket with 4401 when the session it opened with ends
 * (signed out in another tab or device, the password changed, the account suspended, a role
 * change). The close reason says why, in the words graph/src/graphql-ws.ts sends. The auth state
 * listens here, so the tab learns it live, with no request of its own, and says so.
 */
export const SESSION_ENDED_CLOSE = 4401;

/** Why a tab's session ended, as the tab tells its user. */
export type SessionEndCause = 'signed-out' | 'password-changed' | 'suspended' | 'ended';

const CAUSE_OF_REASON: Record<string, SessionEndCause> = {
  'Signed out': 'signed-out',
  'Password changed': 'password-changed',
  'Account suspended': 'suspended',
};

/** The cause a close reason names; any other reason is the session having ended. */
export const causeOfCloseReason = (reason: string): SessionEndCause => CAUSE_OF_REASON[reason] ?? 'ended';

type Listener = (cause: SessionEndCause) => void;

const listeners = new Set<Listener>();

/** Called by the socket for every close it sees (graphql-ws passes the close event, untyped). */
export function socketClosed(event: unknown): void {
  if (typeof event !== 'object' || event === null) return;
  const { code, reason } = event as { code?: unknown; reason?: unknown };
  if (code !== SESSION_ENDED_CLOSE) return;
  const cause = causeOfCloseReason(typeof reason === 'string' ? reason : '');
  for (const listener of listeners) listener(cause);
}

/** Runs `listener` each time the server ends the session the tab's socket opened with. */
export function onSessionEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
