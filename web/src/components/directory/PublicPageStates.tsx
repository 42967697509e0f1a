import type { ReactNode } from 'react';
import type { IconName } from '../Icon';
import { PageLoader } from '../PageLoader';
import { ButtonLink } from '../ui/Button';
import { LoadError, Page } from '../ui/Page';
import { StatePanel } from './DirectoryStates';

type PublicPageStatesProps<T> = {
  /** The page's query as it stands. */
  query: { data: unknown; loading: boolean; error?: unknown };
  /** What the query found: null or undefined when nothing goes by that address. */
  record: T | null | undefined;
  /** The panel when nothing is there: what it is ("Creator"), its icon and title, where to browse instead, and why. */
  notFound: { noun: string; icon: IconName; title: string; browse: { to: string; label: string }; children: ReactNode };
  children: (record: T) => ReactNode;
};

/**
 * A public page about one record (a creator, a brand) before it can show it: a loader on the
 * first load, an error when that failed, a "not here" panel when nothing goes by that address.
 */
export function PublicPageStates<T>({ query, record, notFound, children }: PublicPageStatesProps<T>) {
  if (query.loading && !query.data) return <PageLoader />;
  if (query.error && !query.data) {
    return (
      <Page>
        <LoadError role="alert">This page could not be loaded. Please reload the page.</LoadError>
      </Page>
    );
  }
  if (!record) {
    return (
      <Page>
        <title>{`${notFound.noun} not found · SoundBoard`}</title>
        <StatePanel icon={notFound.icon} title={notFound.title} action={<ButtonLink to={notFound.browse.to}>{notFound.browse.label}</ButtonLink>}>
          {notFound.children}
        </StatePanel>
      </Page>
    );
  }
  return children(record);
}
