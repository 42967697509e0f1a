import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { posterOf } from '../../components/collaboration/BriefPoster';
import { closesIn, compensationLabel } from '../../components/collaboration/briefWords';
import { FitBadge } from '../../components/collaboration/FitBadge';
import { Icon } from '../../components/Icon';
import { Card, IconTile } from '../../components/ui/Card';
import { SectionTitle } from '../../components/ui/Page';
import { graphql } from '../../gql';

/** The dashboard shows this many briefs; the board has the rest. */
const SHOWN = 3;

/** Its own query, after the dashboard's: the page does not wait for the board. */
export const DASHBOARD_BRIEFS_QUERY = graphql(`
  query DashboardBriefsQuery($first: Int!) {
    briefFeed(first: $first) {
      edges {
        node {
          id
          title
          closesAt
          compensation {
            type
            min
            max
            currency
          }
          poster {
            ...BriefPoster_poster
          }
          viewerFit {
            score
            reasons
          }
        }
      }
    }
  }
`);

/** "Briefs that fit you": the three open briefs that fit the creator best (the fit feed), each leading to its page; nothing while there are none. */
export const BriefsThatFitCard = () => {
  const { data } = useQuery(DASHBOARD_BRIEFS_QUERY, { variables: { first: SHOWN }, fetchPolicy: 'cache-and-network' });
  const briefs = data?.briefFeed.edges.map((edge) => edge.node) ?? [];
  if (briefs.length === 0) return null;
  return (
    <Card as="section" aria-labelledby="briefs-fit-title" data-testid="dashboard-briefs">
      <Header>
        <IconTile $tone="highlight">
          <Icon name="briefcase" size={22} />
        </IconTile>
        <SectionTitle id="briefs-fit-title">Briefs that fit you</SectionTitle>
      </Header>
      <List>
        {briefs.map((brief) => (
          <li key={brief.id}>
            <BriefLink to={`/collaboration/${brief.id}`}>{brief.title}</BriefLink>
            <Meta>
              <strong>{compensationLabel(brief.compensation)}</strong>
              <span>{posterOf(brief.poster).name}</span>
              <span>{closesIn(brief.closesAt)}</span>
            </Meta>
            {brief.viewerFit ? <FitBadge fit={brief.viewerFit} withReason /> : null}
          </li>
        ))}
      </List>
      <BoardLink to="/collaboration">
        See the collaboration board
        <Icon name="arrowRight" size={16} />
      </BoardLink>
    </Card>
  );
};

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin-top: ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space.xxs};
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  }
`;

const BriefLink = styled(Link)`
  color: ${({ theme }) => theme.colors.textPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  overflow-wrap: anywhere;

  &:hover {
    color: ${({ theme }) => theme.colors.accentHover};
    text-decoration: underline;
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `0 ${theme.space.sm}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  strong {
    color: ${({ theme }) => theme.colors.textPrimary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const BoardLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 36px;
  margin-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.accentHover};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  &:hover {
    color: ${({ theme }) => theme.colors.textPrimary};
  }
`;
