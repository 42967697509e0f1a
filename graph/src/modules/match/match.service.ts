import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { Match, MatchStatus } from './match.entity.js';

/**
 * One page of a creator's matches, best score first. Dismissed matches stay out unless asked
 * for by status (spec §4: "dismissed (hidden from the list)").
 */
export async function listMatches(
  em: EntityManager,
  userId: string,
  status: MatchStatus | null | undefined,
  offset: number,
  limit: number,
): Promise<[Match[], number]> {
  const where: FilterQuery<Match> = { user: userId, status: status ?? { $ne: MatchStatus.DISMISSED } };
  return em.findAndCount(Match, where, { orderBy: { matchScore: 'desc', id: 'asc' }, offset, limit, populate: ['resource'] });
}
