import type { SessionUser } from './sessionUser';

type NamedUser = Pick<SessionUser, 'artistName' | 'firstName' | 'lastName' | 'username'>;

const present = (value: string | null | undefined): value is string => Boolean(value?.trim());

/** Dashboard greeting name: first name, else artist name, else 'Artist'. */
export const greetingName = (user: NamedUser): string => [user.firstName, user.artistName].find(present)?.trim() ?? 'Artist';

/** The name shown in the navigation: the stage name creators are known by, else their own name. */
export const displayName = (user: NamedUser): string => {
  if (present(user.artistName)) return user.artistName.trim();
  const fullName = [user.firstName, user.lastName].filter(present).join(' ').trim();
  return fullName || user.username;
};

/** Avatar fallback letter: artist name, else first name, else username, else 'U'. */
export const avatarLetter = (user: NamedUser): string => {
  const source = [user.artistName, user.firstName, user.username].find(present);
  return source ? source.trim().charAt(0).toUpperCase() : 'U';
};
