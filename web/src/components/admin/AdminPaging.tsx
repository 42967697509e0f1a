import { useState } from 'react';
import styled from 'styled-components';
import { Icon } from '../Icon';
import { Button } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import { VisuallyHidden } from '../ui/VisuallyHidden';

/**
 * The pages seen of one list, as the cursors they started after: Next pushes the shown page's end,
 * Previous pops. A different `key` (search, filter, sort) starts again at its first page.
 */
export function useCursorPages(key: string) {
  const [pages, setPages] = useState<{ key: string; cursors: string[] }>({ key, cursors: [] });
  const cursors = pages.key === key ? pages.cursors : [];
  return {
    /** The cursor the shown page starts after; null on the first. */
    after: cursors.at(-1) ?? null,
    /** The shown page, from 0. */
    index: cursors.length,
    next: (cursor: string) => setPages({ key, cursors: [...cursors, cursor] }),
    previous: () => setPages({ key, cursors: cursors.slice(0, -1) }),
  };
}

type PagerProps = {
  /** Names the navigation for screen readers ("Pages of accounts"). */
  label: string;
  page: ReturnType<typeof useCursorPages>;
  /** The shown page's end cursor, and whether a page follows it. */
  endCursor: string | null | undefined;
  hasNextPage: boolean;
  /** Known when the list has a total: "Page 2 of 5" rather than "Page 2". */
  pageCount?: number;
  /** A page is loading: both buttons wait for it. */
  busy?: boolean;
};

/** Previous and Next under a back-office list; nothing when the list fits on one page. */
export const AdminPager = ({ label, page, endCursor, hasNextPage, pageCount, busy = false }: PagerProps) => {
  if (page.index === 0 && !hasNextPage) return null;
  return (
    <Pager aria-label={label}>
      <Button type="button" $variant="secondary" $size="sm" disabled={page.index === 0 || busy} onClick={page.previous}>
        <Icon name="arrowLeft" size={16} />
        Previous
      </Button>
      <span>
        Page {page.index + 1}
        {pageCount === undefined ? null : ` of ${Math.max(1, pageCount)}`}
      </span>
      <Button type="button" $variant="secondary" $size="sm" disabled={!hasNextPage || !endCursor || busy} onClick={() => endCursor && page.next(endCursor)}>
        Next
        <Icon name="arrowRight" size={16} />
      </Button>
    </Pager>
  );
};

/** A back-office list's first load: a spinner that says what it waits for. */
export const AdminLoading = ({ label }: { label: string }) => (
  <Loading role="status">
    <Spinner />
    <VisuallyHidden>{label}</VisuallyHidden>
  </Loading>
);

const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ${({ theme }) => theme.media.tablet} {
    justify-content: center;
    gap: ${({ theme }) => theme.space.md};
  }
`;

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xxl};
`;
