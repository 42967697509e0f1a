import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Icon } from '../../components/Icon';
import { Card, IconTile } from '../../components/ui/Card';
import { Spinner } from '../../components/ui/Spinner';
import { Tooltip } from '../../components/ui/Tooltip';
import { graphql } from '../../gql';
import type { MatchMadePanel_MatchFragment } from '../../gql/graphql';
import { useRefreshMatchesMutation } from '../../mutations/useRefreshMatchesMutation';
import { useUpdateMatchStatusMutation } from '../../mutations/useUpdateMatchStatusMutation';
import { ScoreBadge, TypeTag, useRecordVisit } from '../../components/matches/matchParts';
import { EntityLogo } from '../../components/directory/EntityLogo';
import { ScoreBreakdown } from '../../components/matches/ScoreBreakdown';

export const MatchMadePanel_match = graphql(`
  fragment MatchMadePanel_match on Match {
    id
    status
    matchScore
    matchReason
    recommendationType
    resource {
      id
      name
      url
      logoUrl
      category
    }
  }
`);

/** The explanation of one match, read when the creator asks for it (not with every dashboard load). */
export const MATCH_BREAKDOWN_QUERY = graphql(`
  query MatchBreakdownQuery($id: ID!) {
    viewer {
      id
      match(id: $id) {
        id
        breakdown {
          name
          weight
          score
          detail
        }
        tips {
          field
          value
          gain
          text
        }
      }
    }
  }
`);

/** The panel shows the first 3 matches that are not dismissed. */
export const PANEL_MATCHES_SHOWN = 3;

type MatchMadePanelProps = {
  /** The viewer's matches, best first, dismissed left out (more than are shown: they move up). */
  matches: readonly MatchMadePanel_MatchFragment[];
  totalCount: number;
};

/** The dashboard's MatchMade AI panel. */
export const MatchMadePanel = ({ matches, totalCount }: MatchMadePanelProps) => {
  const { refresh, refreshing } = useRefreshMatchesMutation();
  const shown = matches.slice(0, PANEL_MATCHES_SHOWN);
  const more = Math.max(0, totalCount - shown.length);

  return (
    <Card as="section" aria-labelledby="matchmade-title" data-testid="matchmade-panel">
      <Header>
        <IconTile $tone="secondary">
          <Icon name="sparkles" size={20} />
        </IconTile>
        <div>
          <h2 id="matchmade-title">MatchMade AI</h2>
          <small>Resources ranked for your profile</small>
        </div>
        <Tooltip content="Refresh matches">
          <RefreshButton type="button" onClick={() => void refresh()} disabled={refreshing} aria-label="Refresh matches">
            {refreshing ? <Spinner $size="sm" /> : <Icon name="activity" size={18} />}
          </RefreshButton>
        </Tooltip>
      </Header>

      {shown.length === 0 ? (
        <EmptyText>No resource matches found. Complete your profile to get personalized recommendations.</EmptyText>
      ) : (
        <List role="list" aria-busy={refreshing}>
          {shown.map((match) => (
            <MatchCard key={match.id} match={match} />
          ))}
        </List>
      )}
      {more > 0 ? (
        <More>
          <Link to="/matches">+{more} more matches available</Link>
        </More>
      ) : shown.length > 0 ? (
        <More>
          <Link to="/matches">See all matches</Link>
        </More>
      ) : null}
    </Card>
  );
};

const MatchCard = ({ match }: { match: MatchMadePanel_MatchFragment }) => {
  const updateStatus = useUpdateMatchStatusMutation();
  const recordVisit = useRecordVisit();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const bookmarked = match.status === 'BOOKMARKED';
  const { name } = match.resource;

  return (
    <Item data-testid="panel-match">
      <Top>
        <EntityLogo src={match.resource.logoUrl} name={name} size={40} />
        <Name>
          <h3>{name}</h3>
          <small>{match.resource.category.slice(0, 2).join(' · ')}</small>
        </Name>
        <ScoreBadge score={match.matchScore} />
      </Top>
      <Reason>{match.matchReason}</Reason>
      <Actions>
        <TypeTag type={match.recommendationType} />
        <Toggle type="button" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen((value) => !value)}>
          Why this match
          <Icon name="chevronDown" size={14} />
        </Toggle>
        <IconButtons>
          <Tooltip content={bookmarked ? 'Remove bookmark' : 'Bookmark'}>
            <IconButton
              type="button"
              aria-pressed={bookmarked}
              aria-label={bookmarked ? `Remove bookmark from ${name}` : `Bookmark ${name}`}
              $active={bookmarked}
              onClick={() => void updateStatus(match, bookmarked ? 'ACTIVE' : 'BOOKMARKED')}
            >
              <Icon name={bookmarked ? 'check' : 'plus'} size={16} />
            </IconButton>
          </Tooltip>
          <Tooltip content="Dismiss">
            <IconButton type="button" aria-label={`Dismiss ${name}`} onClick={() => void updateStatus(match, 'DISMISSED')}>
              <Icon name="close" size={16} />
            </IconButton>
          </Tooltip>
        </IconButtons>
      </Actions>
      {open ? (
        <Details id={detailsId}>
          <Breakdown matchId={match.id} name={name} />
          <VisitLink href={match.resource.url} target="_blank" rel="noopener noreferrer" onClick={() => recordVisit(match)}>
            Visit {name}
            <Icon name="externalLink" size={14} />
          </VisitLink>
        </Details>
      ) : null}
    </Item>
  );
};

/** The factors and tips of one match, loaded on first opening and then kept in the cache. */
const Breakdown = ({ matchId, name }: { matchId: string; name: string }) => {
  const { data, error } = useQuery(MATCH_BREAKDOWN_QUERY, { variables: { id: matchId } });
  const explained = data?.viewer?.match;
  if (error) return <Muted role="alert">The breakdown could not be loaded. Please try again.</Muted>;
  if (!explained) {
    return (
      <Muted>
        <Spinner $size="sm" /> Loading the breakdown…
      </Muted>
    );
  }
  return <ScoreBreakdown name={name} breakdown={explained.breakdown} tips={explained.tips} />;
};

const Muted = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const RefreshButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  margin-left: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.textSecondary};

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.borderAccent};
    color: ${({ theme }) => theme.colors.textPrimary};
  }
`;

const EmptyText = styled.p`
  margin-top: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface2};
`;

const Top = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
`;

const Name = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const Reason = styled.p`
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const Toggle = styled.button`
  display: inline-flex;
  padding: 0;
  border: 0;
  background: transparent;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.accentHover};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  svg {
    transition: transform ${({ theme }) => theme.transitions.base};
  }

  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

const IconButtons = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xxs};
  margin-left: auto;
`;

const IconButton = styled.button<{ $active?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border: 1px solid ${({ theme, $active }) => ($active ? theme.colors.borderAccent : theme.colors.border)};
  border-radius: 50%;
  background: ${({ theme, $active }) => ($active ? theme.colors.accentSoft : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.colors.accentHover : theme.colors.textMuted)};

  &:hover {
    border-color: ${({ theme }) => theme.colors.borderStrong};
    color: ${({ theme }) => theme.colors.textPrimary};
  }
`;

const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xs};
  padding-top: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.borderSubtle};
`;

const VisitLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.accentHover};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** Leads to /matches, where every match is: the panel shows only the best three. */
const More = styled.p`
  margin-top: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 32px;
    color: ${({ theme }) => theme.colors.accentHover};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  a:hover {
    color: ${({ theme }) => theme.colors.textPrimary};
  }
`;
