/** The signed-in account as `GET /api/user` and the sign-in routes answer it. */
export type SessionUser = {
  id: string;
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  artistName: string | null;
  profileImageUrl: string | null;
  /** 'admin' is the only value that grants anything (the admin pages); everyone else is a creator. */
  role: 'creator' | 'admin';
  /** What kind of account (registration's userType, lower case): 'brand' for a brand team's account. */
  userType: string;
  /** Whether the account has proven its address (followed the link mailed at sign-up, or Google sign-in). */
  emailVerified?: boolean;
};

/** A signed-in account whose address still waits for its link: the app asks for it, and blocks nothing. */
export const awaitsEmailProof = (user: SessionUser | null): boolean => user?.emailVerified === false;

export const isAdmin = (user: SessionUser | null): boolean => user?.role === 'admin';

/** A brand team's account: it has a brand workspace instead of a creator's dashboard and profile. */
export const isBrandAccount = (user: SessionUser | null): boolean => user?.userType === 'brand';

/** Where an account lands after signing in when nothing asked for another page. */
export const homePathOf = (user: SessionUser | null): string => (isBrandAccount(user) ? '/brand' : '/dashboard');
