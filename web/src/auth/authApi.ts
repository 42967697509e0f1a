import { apiRequest, getQueryFn } from '../api/http';
import type { SessionUser } from './sessionUser';

/** The session check's query key: the default reader GETs its first element. */
export const SESSION_QUERY_KEY = ['/api/user'] as const;

/** Who is signed in: null on 401 (the session check's null-on-401 mode), any other failure throws. */
export const fetchSessionUser = (signal?: AbortSignal) => getQueryFn<SessionUser>({ on401: 'returnNull' })({ queryKey: SESSION_QUERY_KEY, signal });

export type LoginInput = { email: string; password: string };

/** Registration defaults: username from the e-mail, empty names, artist. */
export const USER_TYPES = ['artist', 'producer', 'songwriter', 'dj', 'engineer'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** A brand account: its people answer creators' requests for a brand, from /brand. */
export const BRAND_USER_TYPE = 'brand';

export type RegisterInput = {
  email: string;
  password: string;
  username: string;
  firstName: string;
  lastName: string;
  userType: UserType | typeof BRAND_USER_TYPE;
};

export type FirebaseSignInInput = {
  idToken: string;
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
};

const json = async <T>(res: Response) => (await res.json()) as T;

export const loginRequest = async (input: LoginInput) => json<SessionUser>(await apiRequest('POST', '/api/login', input));

export const registerRequest = async (input: RegisterInput) => json<SessionUser>(await apiRequest('POST', '/api/register', input));

export const firebaseSignInRequest = async (input: FirebaseSignInInput) => json<SessionUser>(await apiRequest('POST', '/api/auth/firebase', input));

export const logoutRequest = async () => {
  await apiRequest('POST', '/api/logout');
};
