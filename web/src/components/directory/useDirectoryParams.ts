import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** How long typing pauses before the search runs and the URL follows. */
export const SEARCH_DEBOUNCE_MS = 250;

export type DirectoryParams<F extends string> = { search: string; filters: Record<F, string> };

/** The search and filters a directory URL asks for (a page's prefetch reads them before it renders). */
export function directoryParams<const F extends string>(params: URLSearchParams, filterKeys: readonly F[]): DirectoryParams<F> {
  const filters = Object.fromEntries(filterKeys.map((key) => [key, params.get(key) ?? ''])) as Record<F, string>;
  return { search: (params.get('q') ?? '').trim(), filters };
}

/**
 * A directory's search and filters, kept in the URL (`?q=&category=`) so a view can be shared
 * and the back button restores it. The search box updates at once; the URL (and so the query)
 * follows after a short pause and replaces the entry, so typing does not flood the history.
 * Filters push an entry: each chip the creator picks is a step back can undo.
 */
export function useDirectoryParams<const F extends string>(filterKeys: readonly F[]) {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);

  // Back/forward (or a link) changed the URL: the box shows what the URL now says.
  const [seenQ, setSeenQ] = useState(q);
  if (q !== seenQ) {
    setSeenQ(q);
    setText(q);
  }

  useEffect(() => {
    if (text === q) return;
    const timer = setTimeout(() => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (text) next.set('q', text);
          else next.delete('q');
          return next;
        },
        { replace: true },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, q, setParams]);

  const { search, filters } = directoryParams(params, filterKeys);

  const setFilter = useCallback(
    (key: F, value: string) => {
      // From the address as it is now, not as of the last render: the router renders a new
      // address in a transition, and a second pick made before that render (sort right after
      // price) would otherwise bring back the filter the first one changed.
      setParams(() => {
        const next = new URLSearchParams(window.location.search);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      });
    },
    [setParams],
  );

  const clear = useCallback(() => {
    setText('');
    setParams(new URLSearchParams());
  }, [setParams]);

  const active = search !== '' || filterKeys.some((key) => filters[key] !== '');
  return { text, setText, search, filters, setFilter, clear, active };
}
