/** The signed-in account as `GET /api/user` and the sign-in routes answer it (spec §3 "Session user"). */
export type SessionUser = {
  id: string;
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  artistName: string | null;
  profileImageUrl: string | null;
  /** 'admin' is the value that matters (spec §3, §6); everyone else is a creator. */
  role: 'creator' | 'admin';
};

export const isAdmin = (user: SessionUser | null): boolean => user?.role === 'admin';
