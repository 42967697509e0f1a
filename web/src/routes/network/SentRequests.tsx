import { shortDate, timeAgo } from '../../components/format';
import { creatorName } from '../../components/network/creatorName';
import { PersonList, PersonRow } from '../../components/network/PersonRow';
import type { NetworkActions } from '../../components/network/useNetworkActions';
import { Button } from '../../components/ui/Button';
import { PageSection, SectionTitle } from '../../components/ui/Page';
import type { NetworkViewer } from './networkParts';

/** The requests the viewer sent and that wait for an answer, each with its note, how long it waits, and Withdraw. */
export const SentRequests = ({ requests, actions }: { requests: NetworkViewer['outgoing']; actions: NetworkActions }) =>
  requests.length === 0 ? null : (
    <PageSection aria-labelledby="network-sent-title">
      <SectionTitle id="network-sent-title">Connection requests you sent</SectionTitle>
      <PersonList aria-label="Requests you sent">
        {requests.map((request) => (
          <li key={request.id}>
            <PersonRow
              creator={request.to}
              detail={`Sent ${timeAgo(request.createdAt)} · waiting for an answer until ${shortDate(request.expiresAt)}`}
              quote={request.note}
              actions={
                <Button
                  type="button"
                  $size="sm"
                  $variant="ghost"
                  disabled={actions.busy === `withdraw:${request.id}`}
                  onClick={() => void actions.withdraw(request.id)}
                  aria-label={`Withdraw the request to ${creatorName(request.to)}`}
                >
                  Withdraw
                </Button>
              }
            />
          </li>
        ))}
      </PersonList>
    </PageSection>
  );
