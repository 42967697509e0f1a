import styled from 'styled-components';
import { capitalise } from '../../components/format';
import { ButtonLink } from '../../components/ui/Button';
import type { NetworkRouteQueryQuery } from '../../gql/graphql';

/** The signed-in viewer as /network reads them. */
export type NetworkViewer = NonNullable<NetworkRouteQueryQuery['viewer']>;

/** "ARTIST" → "Artist", "DJ" → "DJ". */
export const roleLabel = (userType: string) => (userType.toUpperCase() === 'DJ' ? 'DJ' : capitalise(userType.toLowerCase()));

export const SectionHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

export const SeeAll = styled(ButtonLink).attrs({ $variant: 'ghost', $size: 'sm' })``;
