import type { Auth } from '@firebase/auth';
import type { FirebaseSignInInput } from './authApi';

/** What `authConfig` tells the client about Google sign-in (the fields are null when it is off). */
export type GoogleSignInConfig = {
  firebaseApiKey: string | null;
  firebaseAuthDomain: string | null;
  firebaseProjectId: string | null;
  firebaseEmulatorUrl: string | null;
};

type LoadedFirebase = {
  auth: Auth;
  signOut: (auth: Auth) => Promise<void>;
};

/** Set once Firebase has been loaded; most visitors never load it at all. */
let loaded: Promise<LoadedFirebase> | null = null;

/**
 * Downloads and starts Firebase Auth on first use only (it is large, and only Google sign-in
 * needs it). The emulator is connected before the first call, as Firebase requires.
 */
function loadFirebase(config: GoogleSignInConfig): Promise<LoadedFirebase> {
  loaded ??= (async () => {
    const [{ initializeApp, getApps }, authModule] = await Promise.all([import('@firebase/app'), import('@firebase/auth')]);
    const { firebaseApiKey: apiKey, firebaseProjectId: projectId } = config;
    if (!apiKey) throw Object.assign(new Error('Google sign-in is not configured'), { code: 'auth/invalid-api-key' });
    const app =
      getApps()[0] ??
      initializeApp({
        apiKey,
        projectId: projectId ?? undefined,
        authDomain: config.firebaseAuthDomain ?? (projectId ? `${projectId}.firebaseapp.com` : undefined),
      });
    const auth = authModule.getAuth(app);
    if (config.firebaseEmulatorUrl) {
      authModule.connectAuthEmulator(auth, config.firebaseEmulatorUrl, { disableWarnings: true });
    }
    return { auth, signOut: authModule.signOut };
  })().catch((error: unknown) => {
    // A failed download (offline) may succeed on the next click.
    loaded = null;
    throw error;
  });
  return loaded;
}

/**
 * Starts loading Firebase ahead of a likely click (hover, focus, touch), so the popup opens
 * promptly, while the browser still counts it as the click's own (popup blockers allow that only).
 */
export function prepareGoogleSignIn(config: GoogleSignInConfig): void {
  loadFirebase(config).catch(() => {
    // The click itself retries and reports the failure.
  });
}

/**
 * Google's popup (Firebase opens it at its own 500×600 size), then the ID token and profile the
 * server's `POST /api/auth/firebase` expects. Rejects with Firebase's error (it carries `code`).
 */
export async function signInWithGooglePopup(config: GoogleSignInConfig): Promise<FirebaseSignInInput> {
  const { auth } = await loadFirebase(config);
  const { GoogleAuthProvider, signInWithPopup } = await import('@firebase/auth');
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  const { user } = await signInWithPopup(auth, provider);
  return {
    idToken: await user.getIdToken(),
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    photoURL: user.photoURL,
  };
}

/** Signs out of Google too (part of logging out), but only if this page ever loaded Firebase. */
export async function signOutOfFirebase(): Promise<void> {
  if (!loaded) return;
  const { auth, signOut } = await loaded;
  await signOut(auth);
}

/** What the 'Login failed' toast says for each Firebase error code. */
const googleErrorMessages: Record<string, string> = {
  'auth/popup-closed-by-user': 'Sign-In was cancelled.',
  'auth/popup-blocked': 'Popup was blocked. Please allow popups and try again.',
  'auth/unauthorized-domain': 'Domain not authorized. Please contact support.',
  'auth/operation-not-allowed': 'Google sign-in not enabled.',
  'auth/invalid-api-key': 'Configuration error. Please contact support.',
};

export const GOOGLE_SIGN_IN_FAILED = 'Google Sign-In failed. Please try again.';

export function googleSignInErrorMessage(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return (typeof code === 'string' && googleErrorMessages[code]) || GOOGLE_SIGN_IN_FAILED;
}
