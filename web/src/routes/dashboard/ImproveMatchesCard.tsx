import styled from 'styled-components';
import { Icon } from '../../components/Icon';
import { missingFields, FIELD_LABELS, IMPROVE_MATCHES_BELOW } from '../../components/profile/completion';
import { CompletionMeter } from '../../components/profile/CompletionMeter';
import { ButtonLink } from '../../components/ui/Button';
import { Card, IconTile } from '../../components/ui/Card';
import { SectionTitle } from '../../components/ui/Page';
import { graphql } from '../../gql';
import type { ImproveMatchesCard_CompletionFragment } from '../../gql/graphql';

export const ImproveMatchesCard_completion = graphql(`
  fragment ImproveMatchesCard_completion on ProfileCompletion {
    percent
    missingRequired
    missingOptional
  }
`);

/** How many missing fields the card names; the full list is on the profile and settings pages. */
const SHOWN = 3;

/** The side-column nudge, shown only while completion is below 70%. */
export const ImproveMatchesCard = ({ completion }: { completion: ImproveMatchesCard_CompletionFragment }) => {
  if (completion.percent >= IMPROVE_MATCHES_BELOW) return null;
  const missing = missingFields(completion).slice(0, SHOWN);
  return (
    <Card as="aside" aria-labelledby="improve-matches-title" data-testid="improve-matches">
      <Head>
        <IconTile $tone="highlight">
          <Icon name="target" size={22} />
        </IconTile>
        <SectionTitle id="improve-matches-title">Improve Your Matches</SectionTitle>
      </Head>
      <Body>Profiles past {IMPROVE_MATCHES_BELOW}% get sharper MatchMade AI recommendations. Add these next:</Body>
      <List role="list">
        {missing.map((field) => (
          <li key={field}>
            <Icon name="plus" size={16} />
            {FIELD_LABELS[field]}
          </li>
        ))}
      </List>
      <CompletionMeter percent={completion.percent} label="Your profile" />
      <ButtonLink to="/profile-settings" $variant="secondary" $size="sm" $block>
        Update Profile
      </ButtonLink>
    </Card>
  );
};

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  ${SectionTitle} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Body = styled.p`
  margin: ${({ theme }) => `${theme.space.md} 0 ${theme.space.sm}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.lg};

  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.textSecondary};
  }

  svg {
    color: ${({ theme }) => theme.colors.highlight};
  }

  & + div {
    margin-bottom: ${({ theme }) => theme.space.lg};
  }
`;
