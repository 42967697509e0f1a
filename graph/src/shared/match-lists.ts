/**
 * Which list of matches a match belongs to: one pure rule, no server dependencies, that the server
 * turns into its query and the web client uses to move a match between its cached lists after a
 * status change. The server names statuses by its enum values ('dismissed'), the API by their
 * names ('DISMISSED'): each side passes its own dismissed status.
 */

/** A list of matches as a filter names it: one status and one recommendation type, each optional. */
export type MatchListFilter<Status, Type> = { status?: Status | null; recommendationType?: Type | null };

/** The statuses a list holds: the one its filter names, or by default every one but dismissed. */
export type MatchListStatuses<Status> = { only: Status } | { allBut: Status };

export function matchListStatuses<Status>(status: Status | null | undefined, dismissed: Status): MatchListStatuses<Status> {
  return status ? { only: status } : { allBut: dismissed };
}

/** Whether a match with this status and type is in the list the filter names. */
export function inMatchList<Status, Type>(
  filter: MatchListFilter<Status, Type>,
  match: { status: Status; recommendationType: Type },
  dismissed: Status,
): boolean {
  if (filter.recommendationType && filter.recommendationType !== match.recommendationType) return false;
  const statuses = matchListStatuses(filter.status, dismissed);
  return 'only' in statuses ? match.status === statuses.only : match.status !== statuses.allBut;
}
