import { useCallback, useState } from 'react';

/**
 * "Load more" for a Relay connection: asks for the page after `endCursor` (the cache's field
 * policy appends it) and reports progress; a failure leaves the loaded cards and the button.
 */
export function useLoadMore(fetchMore: (options: { variables: { after: string } }) => Promise<unknown>, endCursor: string | null | undefined) {
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const loadMore = useCallback(async () => {
    if (!endCursor) return;
    setLoading(true);
    setFailed(false);
    try {
      await fetchMore({ variables: { after: endCursor } });
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, [fetchMore, endCursor]);
  return { loadMore, loading, failed };
}
