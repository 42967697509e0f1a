import { useState } from 'react';
import { LoadMore, StatePanel } from '../../components/directory/DirectoryStates';
import { Icon } from '../../components/Icon';
import { creatorName } from '../../components/network/creatorName';
import { PersonList, PersonRow } from '../../components/network/PersonRow';
import type { NetworkActions } from '../../components/network/useNetworkActions';
import { Button } from '../../components/ui/Button';
import { PageSection, SectionTitle } from '../../components/ui/Page';
import { roleLabel, type NetworkViewer } from './networkParts';

type Props = {
  connections: NetworkViewer['connections'];
  actions: NetworkActions;
  /** Fetches the page after this cursor. */
  loadMore: (after: string | null | undefined) => Promise<unknown>;
};

/** The viewer's connections, a page at a time, each with Message. */
export const YourConnections = ({ connections, actions, loadMore }: Props) => {
  const [loadingMore, setLoadingMore] = useState(false);
  return (
    <PageSection aria-labelledby="network-connections-title">
      <SectionTitle id="network-connections-title">Your connections</SectionTitle>
      {connections.edges.length > 0 ? (
        <>
          <PersonList aria-label="Your connections">
            {connections.edges.map(({ node }) => (
              <li key={node.id}>
                <PersonRow
                  creator={node}
                  detail={[roleLabel(node.userType), node.location].filter(Boolean).join(' · ')}
                  actions={
                    <Button
                      type="button"
                      $size="sm"
                      $variant="secondary"
                      onClick={() => void actions.message(node.username)}
                      aria-label={`Message ${creatorName(node)}`}
                    >
                      <Icon name="message" size={16} />
                      Message
                    </Button>
                  }
                />
              </li>
            ))}
          </PersonList>
          {connections.pageInfo.hasNextPage ? (
            <LoadMore
              noun="connections"
              remaining={connections.totalCount - connections.edges.length}
              loading={loadingMore}
              onClick={() => {
                setLoadingMore(true);
                void loadMore(connections.pageInfo.endCursor).finally(() => setLoadingMore(false));
              }}
            />
          ) : null}
        </>
      ) : (
        <StatePanel icon="users" title="No connections yet">
          Send a request to someone you would like to work with: once they accept, you can message each other.
        </StatePanel>
      )}
    </PageSection>
  );
};
