import styled from 'styled-components';
import { Icon } from '../../components/Icon';
import { ButtonAnchor, ButtonLink } from '../../components/ui/Button';
import { graphql } from '../../gql';
import type { RecommendationList_MatchFragment } from '../../gql/graphql';
import { ScoreBadge, TypeTag, useRecordVisit } from '../../components/matches/matchParts';
import { EntityLogo } from '../../components/directory/EntityLogo';

export const RecommendationList_match = graphql(`
  fragment RecommendationList_match on Match {
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
    }
  }
`);

/** The dashboard shows at most 4 recommendations. */
export const RECOMMENDATIONS_SHOWN = 4;

/**
 * 'Latest AI Recommendations': logo, name, reason, type and percent; Visit opens the
 * resource in a new tab and records the visit.
 */
export const RecommendationList = ({ matches }: { matches: readonly RecommendationList_MatchFragment[] }) => {
  const recordVisit = useRecordVisit();

  if (matches.length === 0) {
    return (
      <Empty>
        <EmptyIcon>
          <Icon name="target" size={28} />
        </EmptyIcon>
        <h3>No AI recommendations yet</h3>
        <p>Complete your profile so MatchMade AI can match you with resources that fit.</p>
        <ButtonLink to="/profile-setup">Complete Profile</ButtonLink>
      </Empty>
    );
  }

  return (
    <List role="list">
      {matches.slice(0, RECOMMENDATIONS_SHOWN).map((match) => (
        <Item key={match.id} data-testid="recommendation">
          <EntityLogo src={match.resource.logoUrl} name={match.resource.name} size={48} />
          <Body>
            <Title>
              <h3>{match.resource.name}</h3>
              <ScoreBadge score={match.matchScore} />
            </Title>
            <p>{match.matchReason}</p>
            <TypeTag type={match.recommendationType} />
          </Body>
          <Visit
            href={match.resource.url}
            target="_blank"
            rel="noopener noreferrer"
            $variant="secondary"
            $size="sm"
            aria-label={`Visit ${match.resource.name} (opens in a new tab)`}
            onClick={() => recordVisit(match)}
          >
            Visit
            <Icon name="externalLink" size={16} />
          </Visit>
        </Item>
      ))}
    </List>
  );
};

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface2};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: auto minmax(0, 1fr) auto;
    align-items: center;
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;

  p {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Title = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Visit = styled(ButtonAnchor)`
  grid-column: 1 / -1;
  justify-self: start;

  ${({ theme }) => theme.media.tablet} {
    grid-column: auto;
  }
`;

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.md}`};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  text-align: center;

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    max-width: 380px;
    margin-bottom: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const EmptyIcon = styled.span`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface3};
  color: ${({ theme }) => theme.colors.textMuted};
`;
