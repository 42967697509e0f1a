import styled from 'styled-components';
import { CreatorCard } from '../../components/directory/CreatorCard';
import { DirectoryGrid } from '../../components/directory/DirectoryStates';
import { Icon } from '../../components/Icon';
import { ConnectActions } from '../../components/network/ConnectActions';
import { creatorName } from '../../components/network/creatorName';
import { MutualConnections } from '../../components/network/MutualConnections';
import type { NetworkActions } from '../../components/network/useNetworkActions';
import { PageSection, SectionTitle } from '../../components/ui/Page';
import type { NetworkRouteQueryQuery } from '../../gql/graphql';
import { SectionHead, SeeAll } from './networkParts';

type Suggestion = NonNullable<NetworkRouteQueryQuery['connectionSuggestions']>[number];

/** MatchMade's suggestions of creators to meet, each with its fit, mutual connections and reasons, and a way to connect. */
export const PeopleToMeet = ({ suggestions, actions }: { suggestions: readonly Suggestion[]; actions: NetworkActions }) => (
  <PageSection aria-labelledby="network-meet-title">
    <SectionHead>
      <SectionTitle id="network-meet-title">People to meet</SectionTitle>
      <SeeAll to="/networking">
        All creators
        <Icon name="arrowRight" size={16} />
      </SeeAll>
    </SectionHead>
    <DirectoryGrid $min="300px" aria-label="People to meet" data-testid="network-suggestions">
      {suggestions.map(({ creator, score, reasons }) => (
        <li key={creator.id}>
          <CreatorCard
            creator={creator}
            actions={
              <ConnectActions
                creator={{ username: creator.username, name: creatorName(creator), relationship: creator.viewerRelationship ?? null }}
                actions={actions}
                size="sm"
              />
            }
          >
            <Why>
              <Score>{score}% fit</Score>
              <MutualConnections mutual={creator.mutualConnections} />
              <ul aria-label="Why you should meet">
                {reasons.slice(0, 3).map((reason) => (
                  <li key={reason}>
                    <Icon name="sparkles" size={14} />
                    {reason}
                  </li>
                ))}
              </ul>
            </Why>
          </CreatorCard>
        </li>
      ))}
    </DirectoryGrid>
  </PageSection>
);

const Why = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.secondarySoft};

  ul {
    display: flex;
    flex-direction: column;
    gap: 4px;
    padding: 0;
    list-style: none;
  }

  li {
    display: flex;
    align-items: flex-start;
    gap: 6px;
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  svg {
    flex: none;
    margin-top: 3px;
    color: ${({ theme }) => theme.colors.secondaryLight};
  }
`;

const Score = styled.strong`
  color: ${({ theme }) => theme.colors.textPrimary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
