import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BRIEF_LIMITS } from '../../../../graph/src/shared/limits';
import { graphql } from '../../gql';
import { useInviteToBriefMutation } from '../../mutations/useInviteToBriefMutation';
import { Icon } from '../Icon';
import { AvatarImage } from '../layout/Avatar';
import { matchScoreTone } from '../scoreColors';
import { IconTile } from '../ui/Card';
import { DialogForm, FormDialog } from '../ui/FormDialog';
import { Spinner } from '../ui/Spinner';
import { Tag } from '../ui/Tag';

export const BRIEF_CANDIDATES_QUERY = graphql(`
  query BriefCandidatesQuery($briefId: ID!, $first: Int) {
    briefCandidates(briefId: $briefId, first: $first) {
      totalCount
      edges {
        cursor
        node {
          score
          reasons
          invited
          applied
          creator {
            id
            username
            artistName
            firstName
            profilePictureUrl
            location
          }
        }
      }
    }
  }
`);

/** How many of the best fits the dialog offers: the most a brief may invite in all. */
const SHOWN = BRIEF_LIMITS.invitesPerBrief;

type InviteCreatorsDialogProps = { open: boolean; brief: { id: string; title: string }; onClose: () => void };

/**
 * The creators MatchMade ranks as the best fit for a brief, with their score and why; the poster
 * ticks some and invites them to apply, at most 20 invitations a brief in all.
 */
export const InviteCreatorsDialog = ({ open, brief, onClose }: InviteCreatorsDialogProps) => (
  <FormDialog open={open} onClose={onClose}>
    {(titleId) => <InviteForm titleId={titleId} brief={brief} onClose={onClose} />}
  </FormDialog>
);

const InviteForm = ({ titleId, brief, onClose }: { titleId: string; brief: { id: string; title: string }; onClose: () => void }) => {
  const { data, loading, error } = useQuery(BRIEF_CANDIDATES_QUERY, { variables: { briefId: brief.id, first: SHOWN }, fetchPolicy: 'cache-and-network' });
  const { invite, inviting } = useInviteToBriefMutation();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [refusal, setRefusal] = useState<string | null>(null);
  const candidates = data?.briefCandidates.edges.map((edge) => edge.node).filter((c) => c.creator) ?? [];
  const used = candidates.filter((c) => c.invited).length;
  const left = Math.max(0, BRIEF_LIMITS.invitesPerBrief - used);

  const toggle = (username: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(username);
      else next.delete(username);
      return next;
    });

  const submit = async () => {
    if (chosen.size === 0) return setRefusal('Tick the creators to invite first.');
    if (chosen.size > left) return setRefusal(`You can send ${left} more invitation${left === 1 ? '' : 's'} for this brief.`);
    setRefusal(null);
    if (await invite(brief.id, [...chosen])) onClose();
  };

  return (
    <DialogForm
      titleId={titleId}
      tile={
        <IconTile aria-hidden="true">
          <Icon name="userPlus" size={20} />
        </IconTile>
      }
      title="Invite creators"
      intro={<>The creators “{brief.title}” fits best, by MatchMade. An invited creator applies without using their weekly allowance.</>}
      refusal={refusal}
      sending={inviting}
      submitIcon="send"
      submitLabel={chosen.size > 0 ? `Invite ${chosen.size}` : 'Invite'}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Count aria-live="polite">
        {chosen.size} selected · {left} of {BRIEF_LIMITS.invitesPerBrief} invitations left
      </Count>
      {loading && !data ? (
        <Spinner />
      ) : error && !data ? (
        <p role="alert">The candidates could not be loaded. Please try again.</p>
      ) : candidates.length === 0 ? (
        <Empty>No creator fits this brief well enough yet. Add genres, skills and roles to reach more of them.</Empty>
      ) : (
        <List>
          {candidates.map((candidate) => {
            const creator = candidate.creator!;
            const name = creator.artistName?.trim() || creator.firstName || `@${creator.username}`;
            const done = candidate.invited || candidate.applied;
            return (
              <Row key={creator.id} data-testid="candidate">
                <input
                  type="checkbox"
                  aria-label={`Invite ${name}`}
                  checked={done || chosen.has(creator.username)}
                  disabled={done || (!chosen.has(creator.username) && chosen.size >= left)}
                  onChange={(event) => toggle(creator.username, event.target.checked)}
                />
                <AvatarImage url={creator.profilePictureUrl} letter={name.replace(/^@/, '').charAt(0).toUpperCase() || '?'} size={40} />
                <Who>
                  <Link to={`/creators/${encodeURIComponent(creator.username)}`} target="_blank">
                    {name}
                  </Link>
                  {candidate.reasons.length > 0 ? (
                    <ul aria-label="Why they fit">
                      {candidate.reasons.slice(0, 3).map((reason) => (
                        <li key={reason}>{reason}</li>
                      ))}
                    </ul>
                  ) : null}
                </Who>
                <Side>
                  <Score $score={candidate.score} aria-label={`${candidate.score}% fit`}>
                    {candidate.score}%
                  </Score>
                  {candidate.applied ? <Tag $tone="success">Applied</Tag> : candidate.invited ? <Tag $tone="secondary">Invited</Tag> : null}
                </Side>
              </Row>
            );
          })}
        </List>
      )}
    </DialogForm>
  );
};

const Count = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  max-height: min(50vh, 460px);
  margin: 0;
  padding: 0;
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};

  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  }

  > input {
    flex-shrink: 0;
    width: 18px;
    height: 18px;
    margin-top: 11px;
    accent-color: ${({ theme }) => theme.colors.accent};
  }
`;

const Who = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 2px;
  min-width: 0;

  a {
    color: ${({ theme }) => theme.colors.textPrimary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }

  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  flex-shrink: 0;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Score = styled.span<{ $score: number }>`
  color: ${({ theme, $score }) => matchScoreTone(theme, $score).color};
  background: ${({ theme, $score }) => matchScoreTone(theme, $score).background};
  padding: 2px ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
`;
