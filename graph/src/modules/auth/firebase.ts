import { randomUUID } from 'node:crypto';
import { cert, deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

/** The Firebase project, as the config module reads it from the environment. */
export type FirebaseConfig = {
  projectId: string;
  clientEmail?: string;
  privateKey?: string;
  emulatorHost?: string;
  /** The public web config the browser's Firebase SDK needs for the Google popup. */
  webApiKey: string;
  authDomain: string;
};

/** What we take from a verified Firebase ID token: nothing the client merely claims. */
export type VerifiedIdentity = {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
};

export type FirebaseVerifier = {
  publicConfig: { projectId: string; webApiKey: string; authDomain: string; emulatorHost?: string };
  verify: (idToken: string) => Promise<VerifiedIdentity>;
  close: () => Promise<void>;
};

/**
 * Verifies ID tokens from the client's Google popup with firebase-admin. Null when Firebase is not
 * configured: the routes then answer 503 and the client hides the Google button.
 */
export function createFirebaseVerifier(firebase: FirebaseConfig | undefined): FirebaseVerifier | null {
  if (!firebase) return null;
  // firebase-admin reads the emulator address from the environment only.
  if (firebase.emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = firebase.emulatorHost;
  const withKey = firebase.clientEmail && firebase.privateKey;
  const app: App = initializeApp(
    {
      projectId: firebase.projectId,
      ...(withKey ? { credential: cert({ projectId: firebase.projectId, clientEmail: firebase.clientEmail, privateKey: firebase.privateKey }) } : {}),
    },
    `soundboard-${randomUUID()}`,
  );
  const auth = getAuth(app);
  // Revocation checks ask Firebase about the user, which needs a service account (or the emulator).
  const checkRevoked = Boolean(withKey || firebase.emulatorHost);
  return {
    publicConfig: { projectId: firebase.projectId, webApiKey: firebase.webApiKey, authDomain: firebase.authDomain, emulatorHost: firebase.emulatorHost },
    verify: async (idToken) => {
      const token = await auth.verifyIdToken(idToken, checkRevoked);
      return {
        uid: token.uid,
        email: typeof token.email === 'string' ? token.email.toLowerCase() : null,
        emailVerified: token.email_verified === true,
        name: typeof token.name === 'string' ? token.name : null,
        picture: typeof token.picture === 'string' ? token.picture : null,
      };
    },
    close: () => deleteApp(app),
  };
}
