import type { ReactNode } from 'react';
import { graphQLErrorMessage } from '../../apollo/errors';
import { StatePanel } from '../directory/DirectoryStates';
import { Button } from '../ui/Button';

type AdminListStatesProps<T> = {
  /** The list to show, once there is one (the last one stays while the next loads). */
  list: T | null | undefined;
  error: unknown;
  /** What failed to load, as the error's title: "The accounts". */
  what: string;
  /** Reads the list again from the error panel; without it the panel asks for a reload. */
  onRetry?: () => void;
  /** What shows until the first list arrives. */
  loading: ReactNode;
  /** Whether the list has nothing to show. */
  isEmpty: (list: T) => boolean;
  /** What shows in place of an empty list. */
  empty: ReactNode;
  children: (list: T) => ReactNode;
};

/**
 * A back-office list's states, in one order on every page: a load that failed (with a retry),
 * the first load, an empty list, else the list itself.
 */
export function AdminListStates<T>({ list, error, what, onRetry, loading, isEmpty, empty, children }: AdminListStatesProps<T>) {
  if (error && !list) {
    return (
      <StatePanel
        icon="alert"
        tone="danger"
        title={`${what} could not be loaded`}
        action={
          onRetry ? (
            <Button type="button" $variant="secondary" onClick={onRetry}>
              Try again
            </Button>
          ) : null
        }
      >
        {graphQLErrorMessage(error, onRetry ? 'Please try again.' : 'Please reload the page.')}
      </StatePanel>
    );
  }
  if (!list) return loading;
  return isEmpty(list) ? empty : children(list);
}
