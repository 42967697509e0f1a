import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Icon } from '../Icon';
import { creatorName } from './creatorName';

type Person = { id: string; username: string; artistName?: string | null; firstName?: string | null };

/** A creator's mutual connections with the viewer as the server counts them: the first few named, and how many in all. */
export type Mutual = { totalCount: number; edges: readonly { node: Person }[] };

/** "1 mutual connection", "3 mutual connections". */
export const mutualCount = (total: number) => `${total.toLocaleString('en')} mutual ${total === 1 ? 'connection' : 'connections'}`;

/**
 * "3 mutual connections: Ana, Ben and Cleo", "5 mutual connections: Ana, Ben and 3 more": the count
 * and the names the server gave, each linking to its creator's page when `linked`. Nothing when
 * there are none (visitors and one's own page always have none).
 */
export const MutualConnections = ({ mutual, linked = false }: { mutual: Mutual; linked?: boolean }) => {
  if (mutual.totalCount === 0) return null;
  const people = mutual.edges.map((edge) => edge.node);
  const more = mutual.totalCount - people.length;
  const names = people.map((person) =>
    linked ? (
      <Link key={person.id} to={`/creators/${encodeURIComponent(person.username)}`}>
        {creatorName(person)}
      </Link>
    ) : (
      <span key={person.id}>{creatorName(person)}</span>
    ),
  );
  const parts = more > 0 ? [...names, <span key="more">{more.toLocaleString('en')} more</span>] : names;
  return (
    <Line data-testid="mutual-connections">
      <Icon name="users" size={14} />
      <span>
        <strong>{mutualCount(mutual.totalCount)}</strong>
        {parts.length > 0 ? ': ' : null}
        {parts.map((part, index) => (
          <span key={index}>
            {index === 0 ? null : index === parts.length - 1 ? ' and ' : ', '}
            {part}
          </span>
        ))}
      </span>
    </Line>
  );
};

const Line = styled.span`
  display: inline-flex;
  align-items: flex-start;
  gap: 6px;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  svg {
    flex: none;
    margin-top: 3px;
  }

  strong {
    color: ${({ theme }) => theme.colors.textPrimary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  a {
    color: ${({ theme }) => theme.colors.textPrimary};
    text-decoration: underline;
    text-underline-offset: 2px;
  }
`;
