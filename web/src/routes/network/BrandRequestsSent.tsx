import styled from 'styled-components';
import { useAuth } from '../../auth/authContext';
import { EntityLogo } from '../../components/directory/EntityLogo';
import { shortDate, timeAgo } from '../../components/format';
import { Icon } from '../../components/Icon';
import { ListRow, PersonList } from '../../components/network/PersonRow';
import { Button, ButtonLink } from '../../components/ui/Button';
import { PageSection, SectionTitle } from '../../components/ui/Page';
import { Tag, type TagTone } from '../../components/ui/Tag';
import type { BrandConnectionStatus } from '../../gql/graphql';
import { useBrandRequestMutations } from '../../mutations/useBrandRequestMutations';
import type { NetworkViewer } from './networkParts';

type BrandRequest = NetworkViewer['brandConnections'][number];

/**
 * The states a creator follows their brand requests by, in this order. A request they withdrew is
 * theirs already: it is not listed. A conversation they left counts as accepted (the brand said yes).
 */
const GROUPS: readonly { title: string; tag: string; tone: TagTone; states: readonly BrandConnectionStatus[] }[] = [
  { title: 'Pending', tag: 'Pending', tone: 'accent', states: ['REQUESTED'] },
  { title: 'Accepted', tag: 'Accepted', tone: 'success', states: ['CONNECTED', 'ENDED'] },
  { title: 'Declined', tag: 'Declined', tone: 'danger', states: ['DECLINED'] },
  { title: 'Expired', tag: 'Expired', tone: 'neutral', states: ['EXPIRED'] },
];

/**
 * The brand requests the viewer sent, by state: pending ones with Withdraw, accepted ones leading
 * to their conversation, declined ones as the brand answered (with its message when it wrote one,
 * never more), and expired ones with a way to ask again.
 */
export const BrandRequestsSent = ({ requests }: { requests: NetworkViewer['brandConnections'] }) => {
  const auth = useAuth();
  const { withdraw, withdrawing } = useBrandRequestMutations(auth.status === 'signed-in' ? auth.user.id : null);
  const groups = GROUPS.map((group) => ({ ...group, items: requests.filter((r) => group.states.includes(r.status)) })).filter((g) => g.items.length > 0);
  if (groups.length === 0) return null;
  return (
    <PageSection aria-labelledby="network-brand-requests-title">
      <SectionTitle id="network-brand-requests-title">Brand requests you sent</SectionTitle>
      {groups.map((group) => (
        <Group key={group.title} aria-labelledby={`brand-requests-${group.title.toLowerCase()}`}>
          <h3 id={`brand-requests-${group.title.toLowerCase()}`}>
            {group.title} <span>({group.items.length})</span>
          </h3>
          <PersonList aria-label={`${group.title} brand requests`}>
            {group.items.map((request) => (
              <li key={request.id}>
                <ListRow
                  media={<EntityLogo src={request.brand.logoUrl} name={request.brand.name} size={48} />}
                  name={request.brand.name}
                  to={`/brands/${encodeURIComponent(request.brand.slug)}`}
                  detail={
                    <>
                      <Tag $tone={group.tone}>{group.tag}</Tag> {stateLine(request)}
                    </>
                  }
                  quote={
                    request.status === 'DECLINED' || request.status === 'CONNECTED' || request.status === 'ENDED' ? request.responseMessage : request.pitch
                  }
                  actions={<RequestAction request={request} withdraw={withdraw} withdrawing={withdrawing} />}
                />
              </li>
            ))}
          </PersonList>
        </Group>
      ))}
    </PageSection>
  );
};

/** Where the request stands, in words, with its dates. */
function stateLine(request: BrandRequest): string {
  const answered = request.respondedAt ? timeAgo(request.respondedAt) : null;
  switch (request.status) {
    case 'REQUESTED':
      return `Sent ${timeAgo(request.createdAt)} · waiting for ${request.brand.name}'s answer until ${shortDate(request.expiresAt)}`;
    case 'CONNECTED':
      return `${request.brand.name} accepted${answered ? ` ${answered}` : ''}`;
    case 'ENDED':
      return `${request.brand.name} accepted; you left the conversation`;
    case 'DECLINED':
      return request.responseMessage
        ? `${request.brand.name} declined${answered ? ` ${answered}` : ''}, with this message:`
        : `${request.brand.name} declined${answered ? ` ${answered}` : ''} without a message`;
    case 'EXPIRED':
      return `No answer within 30 days: it expired on ${shortDate(request.expiresAt)}`;
    default:
      return '';
  }
}

type ActionProps = { request: BrandRequest; withdraw: (id: string, brandName: string) => Promise<boolean>; withdrawing: boolean };

const RequestAction = ({ request, withdraw, withdrawing }: ActionProps) => {
  if (request.status === 'REQUESTED') {
    return (
      <Button
        type="button"
        $size="sm"
        $variant="ghost"
        disabled={withdrawing}
        onClick={() => void withdraw(request.id, request.brand.name)}
        aria-label={`Withdraw the request to ${request.brand.name}`}
      >
        Withdraw
      </Button>
    );
  }
  if (request.conversationId) {
    return (
      <ButtonLink to={`/messages/${request.conversationId}`} $size="sm" $variant="secondary" aria-label={`Open conversation with ${request.brand.name}`}>
        <Icon name="message" size={16} />
        Open conversation
      </ButtonLink>
    );
  }
  if (request.status === 'EXPIRED') {
    return (
      <ButtonLink to={`/brands/${encodeURIComponent(request.brand.slug)}`} $size="sm" $variant="ghost" aria-label={`Ask again: ${request.brand.name}`}>
        Ask again
      </ButtonLink>
    );
  }
  return null;
};

const Group = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};

  h3 {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  h3 span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
`;
