import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { EntityLogo } from '../../components/directory/EntityLogo';
import { categoryLabel } from '../../components/directory/labels';
import { Icon } from '../../components/Icon';
import { ScoreBadge, TypeTag, useRecordVisit } from '../../components/matches/matchParts';
import { ScoreBreakdown } from '../../components/matches/ScoreBreakdown';
import { Button, ButtonAnchor } from '../../components/ui/Button';
import { Tag } from '../../components/ui/Tag';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden';
import { graphql } from '../../gql';
import type { MatchRow_MatchFragment, MatchStatus } from '../../gql/graphql';
import { useUpdateMatchStatusMutation } from '../../mutations/useUpdateMatchStatusMutation';

export const MatchRow_match = graphql(`
  fragment MatchRow_match on Match {
    id
    status
    matchScore
    matchReason
    recommendationType
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
    resource {
      id
      slug
      name
      url
      logoUrl
      category
      pricing
    }
  }
`);

/** The statuses worth a tag: a new (ACTIVE) match needs none. */
const STATUS_TAGS: Partial<Record<MatchStatus, { label: string; tone: 'accent' | 'neutral' | 'danger' }>> = {
  BOOKMARKED: { label: 'Bookmarked', tone: 'accent' },
  CLICKED: { label: 'Visited', tone: 'neutral' },
  DISMISSED: { label: 'Dismissed', tone: 'danger' },
};

/** One match of /matches: what it is, why it fits, and what the creator can do with it. */
export const MatchRow = ({ match }: { match: MatchRow_MatchFragment }) => {
  const updateStatus = useUpdateMatchStatusMutation();
  const recordVisit = useRecordVisit();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const titleId = useId();
  const { name } = match.resource;
  const bookmarked = match.status === 'BOOKMARKED';
  const dismissed = match.status === 'DISMISSED';
  const statusTag = STATUS_TAGS[match.status];

  return (
    <Row aria-labelledby={titleId} data-testid="match-row">
      <Head>
        <EntityLogo src={match.resource.logoUrl} name={name} size={48} />
        <Title>
          <h2 id={titleId}>
            <Link to={`/resources/${match.resource.slug}`}>{name}</Link>
          </h2>
          <small>
            {match.resource.category.map(categoryLabel).join(' · ')}
            {match.resource.pricing ? <> · {match.resource.pricing}</> : null}
          </small>
        </Title>
        <Score>
          <ScoreBadge score={match.matchScore} />
        </Score>
      </Head>
      <Reason>{match.matchReason}</Reason>
      <Footer>
        <Tags>
          <TypeTag type={match.recommendationType} />
          {statusTag ? <Tag $tone={statusTag.tone}>{statusTag.label}</Tag> : null}
        </Tags>
        <Actions>
          <Toggle type="button" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen((value) => !value)}>
            Why this match
            <VisuallyHidden>: {name}</VisuallyHidden>
            <Icon name="chevronDown" size={14} />
          </Toggle>
          <ButtonAnchor href={match.resource.url} target="_blank" rel="noopener noreferrer" $variant="secondary" $size="sm" onClick={() => recordVisit(match)}>
            Visit
            <VisuallyHidden> {name} (opens in a new tab)</VisuallyHidden>
            <Icon name="externalLink" size={14} />
          </ButtonAnchor>
          {dismissed ? (
            <Button type="button" $variant="secondary" $size="sm" onClick={() => void updateStatus(match, 'ACTIVE')}>
              <Icon name="undo" size={14} />
              Restore
              <VisuallyHidden> {name}</VisuallyHidden>
            </Button>
          ) : (
            <>
              <Button
                type="button"
                $variant={bookmarked ? 'secondary' : 'ghost'}
                $size="sm"
                aria-pressed={bookmarked}
                aria-label={bookmarked ? `Remove bookmark from ${name}` : `Bookmark ${name}`}
                onClick={() => void updateStatus(match, bookmarked ? 'ACTIVE' : 'BOOKMARKED')}
              >
                <Icon name={bookmarked ? 'check' : 'plus'} size={14} />
                {bookmarked ? 'Bookmarked' : 'Bookmark'}
              </Button>
              <Button type="button" $variant="ghost" $size="sm" aria-label={`Dismiss ${name}`} onClick={() => void updateStatus(match, 'DISMISSED')}>
                <Icon name="close" size={14} />
                Dismiss
              </Button>
            </>
          )}
        </Actions>
      </Footer>
      {open ? (
        <Details id={detailsId}>
          <ScoreBreakdown name={name} breakdown={match.breakdown} tips={match.tips} />
        </Details>
      ) : null}
    </Row>
  );
};

const Row = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.gradients.surface}, ${({ theme }) => theme.colors.surface1};
`;

/** Logo, name and score; on a phone the score goes under the name, which keeps the width it needs. */
const Head = styled.div`
  display: grid;
  grid-template-areas: 'logo title' 'logo score';
  grid-template-columns: auto minmax(0, 1fr);
  align-items: start;
  column-gap: ${({ theme }) => theme.space.md};
  row-gap: ${({ theme }) => theme.space.xs};

  > :first-child {
    grid-area: logo;
  }

  ${({ theme }) => theme.media.tablet} {
    grid-template-areas: 'logo title score';
    grid-template-columns: auto minmax(0, 1fr) auto;
  }
`;

const Score = styled.div`
  grid-area: score;
  display: flex;
`;

const Title = styled.div`
  grid-area: title;
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    line-height: ${({ theme }) => theme.lineHeights.snug};
    overflow-wrap: anywhere;
  }

  h2 a {
    color: ${({ theme }) => theme.colors.textPrimary};
  }

  h2 a:hover {
    color: ${({ theme }) => theme.colors.accentHover};
    text-decoration: underline;
  }

  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Reason = styled.p`
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.accentHover};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  svg {
    transition: transform ${({ theme }) => theme.transitions.base};
  }

  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.borderSubtle};
`;
