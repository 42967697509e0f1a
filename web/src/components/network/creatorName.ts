import { AVATAR_TONES } from '../layout/Avatar';

/** How a creator is named everywhere: the artist name, else the first name, else the username. */
export const creatorName = (c: { artistName?: string | null; firstName?: string | null; username: string }): string =>
  [c.artistName, c.firstName, c.username].find((v) => v?.trim())?.trim() ?? 'Creator';

/** Each name keeps one letter gradient, every time, wherever its avatar shows. */
export const avatarTone = (name: string): number => [...name].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % AVATAR_TONES;
