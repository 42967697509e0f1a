import type { ReactNode } from 'react';
import styled from 'styled-components';
import { capitalise } from '../format';
import type { IconName } from '../Icon';
import { Button } from '../ui/Button';
import { DirectoryGrid, LoadMore, SkeletonGrid, StatePanel } from './DirectoryStates';
import type { useLoadMore } from './useLoadMore';

type Connection<T> = {
  totalCount: number;
  edges: readonly { node: T }[];
  pageInfo: { hasNextPage: boolean };
};

type DirectoryResultsProps<T extends { id: string }> = {
  /** The loaded page(s); undefined until the first answer. */
  connection: Connection<T> | undefined;
  /** What the list holds, plural, in lower case: "brands". */
  noun: string;
  /** The directory's name in the error title: "the brand directory". */
  title: string;
  /** The error panel's text, when "your search and filters are kept" does not fit. */
  errorHint?: string;
  /** The grid's accessible name; the capitalised noun by default. */
  label?: string;
  skeletonCount?: number;
  /** Shown under the grid once every page is loaded. */
  end?: ReactNode;
  failed: boolean;
  onRetry: () => void;
  /** A new search is loading while the previous results show (dimmed). */
  refreshing: boolean;
  more: ReturnType<typeof useLoadMore>;
  empty: { icon: IconName; title: string; hint: string; onClear?: () => void };
  /** The smallest card width of the grid. */
  min?: string;
  testId: string;
  renderItem: (node: T) => ReactNode;
};

/**
 * The body of a directory page: the error, loading, empty and loaded states of one Relay
 * connection, with Load more. The pages keep their own queries, filters and cards.
 */
export function DirectoryResults<T extends { id: string }>(props: DirectoryResultsProps<T>) {
  const { connection, noun, more, empty } = props;
  if (props.failed && !connection) {
    return (
      <StatePanel
        icon="alert"
        tone="danger"
        title={`We could not load ${props.title}`}
        action={
          <Button type="button" $variant="secondary" onClick={props.onRetry}>
            Try again
          </Button>
        }
      >
        {props.errorHint ?? 'Check your connection and try again. Your search and filters are kept.'}
      </StatePanel>
    );
  }
  if (!connection) return <SkeletonGrid count={props.skeletonCount} min={props.min} />;
  if (connection.edges.length === 0) {
    return (
      <StatePanel
        icon={empty.icon}
        title={empty.title}
        action={
          empty.onClear ? (
            <Button type="button" $variant="secondary" onClick={empty.onClear}>
              Clear filters
            </Button>
          ) : null
        }
      >
        {empty.hint}
      </StatePanel>
    );
  }
  const label = props.label ?? capitalise(noun);
  return (
    <>
      <DirectoryGrid $min={props.min} $busy={props.refreshing} aria-label={label} data-testid={props.testId}>
        {connection.edges.map(({ node }) => (
          <li key={node.id}>{props.renderItem(node)}</li>
        ))}
      </DirectoryGrid>
      {connection.pageInfo.hasNextPage ? (
        <LoadMore noun={noun} onClick={() => void more.loadMore()} loading={more.loading} remaining={connection.totalCount - connection.edges.length} />
      ) : (
        props.end
      )}
      {more.failed ? <ErrorLine role="alert">More {noun} could not load. Try again.</ErrorLine> : null}
    </>
  );
}

const ErrorLine = styled.p`
  color: ${({ theme }) => theme.colors.dangerText};
  text-align: center;
`;
