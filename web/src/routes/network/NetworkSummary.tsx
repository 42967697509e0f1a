import styled from 'styled-components';
import type { NetworkViewer } from './networkParts';

/** The viewer's network in numbers: connections, requests both ways (sent: to creators and brands, still waiting), brands. */
export const NetworkSummary = ({ viewer, connectedBrands }: { viewer: NetworkViewer; connectedBrands: number }) => {
  const connections = viewer.connections;
  const sent = viewer.outgoing.length + viewer.brandConnections.filter((request) => request.status === 'REQUESTED').length;
  return (
    <Summary aria-label="Your network in numbers">
      <SummaryItem>
        <strong>{connections.totalCount}</strong> {connections.totalCount === 1 ? 'connection' : 'connections'}
      </SummaryItem>
      <SummaryItem>
        <strong>{viewer.incoming.length}</strong> {viewer.incoming.length === 1 ? 'request' : 'requests'} for you
      </SummaryItem>
      <SummaryItem>
        <strong>{sent}</strong> sent
      </SummaryItem>
      <SummaryItem>
        <strong>{connectedBrands}</strong> {connectedBrands === 1 ? 'brand' : 'brands'}
      </SummaryItem>
    </Summary>
  );
};

const Summary = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0;
  list-style: none;
`;

const SummaryItem = styled.li`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface1};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  strong {
    color: ${({ theme }) => theme.colors.textPrimary};
  }
`;
