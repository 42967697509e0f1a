import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { graphQLErrorMessage } from '../../apollo/errors';
import { graphql } from '../../gql';
import { Card } from '../ui/Card';
import { SectionTitle } from '../ui/Page';
import { Spinner } from '../ui/Spinner';
import { Tag } from '../ui/Tag';
import { VisuallyHidden } from '../ui/VisuallyHidden';
import { categoryLabel, readableTime, REPORTER_STATUS } from './reportWords';

export const MY_REPORTS_QUERY = graphql(`
  query MyReportsQuery($first: Int) {
    viewer {
      id
      reports(first: $first) {
        totalCount
        edges {
          node {
            id
            category
            comment
            status
            createdAt
            messageCount
            outcome
            resolvedAt
            reportedUsername
            reportedCreator {
              id
              username
              displayName
            }
          }
        }
      }
    }
  }
`);

/** Reports are limited per day, so the latest 50 are what a creator still follows. */
const SHOWN = 50;

/**
 * "Your reports", for the signed-in creator's settings: whom they reported, when, for what, and
 * where each report stands, with the outcome in words once an admin resolved it.
 */
export const MyReports = () => {
  const { data, loading, error } = useQuery(MY_REPORTS_QUERY, { variables: { first: SHOWN } });
  const reports = data?.viewer?.reports;

  return (
    <Card as="section" aria-labelledby="my-reports-title">
      <Head>
        <SectionTitle id="my-reports-title">Your reports</SectionTitle>
        <p>Creators you reported and what came of it. The creators you report are never told.</p>
      </Head>
      {loading && !data ? (
        <Loading role="status">
          <Spinner />
          <VisuallyHidden>Loading your reports…</VisuallyHidden>
        </Loading>
      ) : error && !data ? (
        <Problem role="alert">Your reports could not be loaded: {graphQLErrorMessage(error, 'please reload the page')}.</Problem>
      ) : !reports || reports.edges.length === 0 ? (
        <Empty>You have not reported anyone. To report a creator, use Report on their page or in your conversation with them.</Empty>
      ) : (
        <>
          <List>
            {reports.edges.map(({ node: report }) => {
              const status = REPORTER_STATUS[report.status];
              const name = report.reportedCreator?.displayName ?? `@${report.reportedUsername}`;
              return (
                <Item key={report.id} data-testid="my-report">
                  <Line>
                    <Who>
                      {report.reportedCreator ? <Link to={`/creators/${report.reportedCreator.username}`}>{name}</Link> : name}
                      <small>
                        {categoryLabel(report.category)} · <time dateTime={report.createdAt}>{readableTime(report.createdAt)}</time>
                        {report.messageCount > 0 ? ` · ${report.messageCount} message${report.messageCount === 1 ? '' : 's'} attached` : ''}
                      </small>
                    </Who>
                    <Tag $tone={status.tone}>{status.label}</Tag>
                  </Line>
                  {report.comment ? <Comment>{report.comment}</Comment> : null}
                  {report.outcome ? (
                    <Outcome data-testid="my-report-outcome">
                      {report.outcome}
                      {report.resolvedAt ? <small> · {readableTime(report.resolvedAt)}</small> : null}
                    </Outcome>
                  ) : null}
                </Item>
              );
            })}
          </List>
          {reports.totalCount > reports.edges.length ? (
            <More>
              The latest {reports.edges.length} of your {reports.totalCount} reports.
            </More>
          ) : null}
        </>
      )}
    </Card>
  );
};

const Head = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin-bottom: ${({ theme }) => theme.space.lg};

  p {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xl};
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.dangerText};
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.borderSubtle};

  &:first-child {
    padding-top: 0;
    border-top: 0;
  }
`;

const Line = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Who = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;

  a {
    color: ${({ theme }) => theme.colors.textPrimary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }

  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const Comment = styled.p`
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
  white-space: pre-line;
`;

const Outcome = styled.p`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.textPrimary};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const More = styled.p`
  margin-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
