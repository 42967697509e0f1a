import { useState } from 'react';
import { timeAgo } from '../../components/format';
import { Icon } from '../../components/Icon';
import { blockConsequences } from '../../components/network/blocking';
import { creatorName } from '../../components/network/creatorName';
import { PersonList, PersonRow } from '../../components/network/PersonRow';
import type { NetworkActions } from '../../components/network/useNetworkActions';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { PageSection, SectionTitle } from '../../components/ui/Page';
import { roleLabel, type NetworkViewer } from './networkParts';

/** Connection requests to the viewer, each with Accept, Decline, and Decline and block (confirmed first). */
export const RequestsForYou = ({ requests, actions }: { requests: NetworkViewer['incoming']; actions: NetworkActions }) => {
  const [blocking, setBlocking] = useState<{ id: string; name: string } | null>(null);
  if (requests.length === 0) return null;
  return (
    <>
      <PageSection aria-labelledby="network-requests-title">
        <SectionTitle id="network-requests-title">Requests for you</SectionTitle>
        <PersonList aria-label="Connection requests for you">
          {requests.map((request) => {
            const name = creatorName(request.from);
            const busy = actions.busy === `respond:${request.id}`;
            return (
              <li key={request.id}>
                <PersonRow
                  creator={request.from}
                  detail={`${roleLabel(request.from.userType)} · sent ${timeAgo(request.createdAt)}`}
                  quote={request.note}
                  actions={
                    <>
                      <Button
                        type="button"
                        $size="sm"
                        disabled={busy}
                        onClick={() => void actions.respond(request.id, 'ACCEPT', name)}
                        aria-label={`Accept ${name}`}
                      >
                        <Icon name="check" size={16} />
                        Accept
                      </Button>
                      <Button
                        type="button"
                        $size="sm"
                        $variant="secondary"
                        disabled={busy}
                        onClick={() => void actions.respond(request.id, 'DECLINE', name)}
                        aria-label={`Decline ${name}`}
                      >
                        Decline
                      </Button>
                      <Button
                        type="button"
                        $size="sm"
                        $variant="ghost"
                        disabled={busy}
                        onClick={() => setBlocking({ id: request.id, name })}
                        aria-label={`Decline and block ${name}`}
                      >
                        <Icon name="ban" size={16} />
                        Block
                      </Button>
                    </>
                  }
                />
              </li>
            );
          })}
        </PersonList>
      </PageSection>
      <ConfirmDialog
        open={blocking !== null}
        title={`Decline and block ${blocking?.name ?? ''}?`}
        description={blockConsequences(blocking?.name ?? '')}
        confirmLabel="Decline and block"
        cancelLabel="Cancel"
        onCancel={() => setBlocking(null)}
        onConfirm={() => {
          if (blocking) void actions.respond(blocking.id, 'DECLINE_AND_BLOCK', blocking.name);
          setBlocking(null);
        }}
      />
    </>
  );
};
