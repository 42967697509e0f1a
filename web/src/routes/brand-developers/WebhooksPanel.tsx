import { useState } from 'react';
import styled from 'styled-components';
import { PanelNote, WorkspacePanel } from '../../components/brand/WorkspacePanel';
import { timeAgo } from '../../components/format';
import { Icon } from '../../components/Icon';
import { Button } from '../../components/ui/Button';
import { IconTile } from '../../components/ui/Card';
import { CheckboxChips } from '../../components/ui/ChoiceChips';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { DialogForm, FormDialog } from '../../components/ui/FormDialog';
import { Tag } from '../../components/ui/Tag';
import { TextField } from '../../components/ui/TextField';
import type { WebhookDelivery_FieldsFragment, WebhookEndpoint_FieldsFragment, WebhookEvent } from '../../gql/graphql';
import {
  useCreateWebhookEndpointMutation,
  useDeleteWebhookEndpointMutation,
  useEnableWebhookEndpointMutation,
  useReplayWebhookDeliveryMutation,
} from '../../mutations/useWebhookMutations';
import { dateTime, endpointUrlProblem, eventLabel, EVENTS } from './developerText';
import { Empty, Mono, PanelHead, RowActions, Rows } from './KeysPanel';
import { SecretReveal } from './SecretReveal';

const STATUS_TAG = {
  DELIVERED: { label: 'Delivered', tone: 'success' },
  PENDING: { label: 'Pending', tone: 'accent' },
  FAILED: { label: 'Failed', tone: 'danger' },
} as const;

/** The brand's endpoints, newest first, each with its latest deliveries; "Add endpoint" above. */
export const WebhooksPanel = ({ brand, endpoints }: { brand: { id: string; name: string }; endpoints: readonly WebhookEndpoint_FieldsFragment[] }) => {
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<WebhookEndpoint_FieldsFragment | null>(null);
  const remove = useDeleteWebhookEndpointMutation();

  return (
    <WorkspacePanel aria-labelledby="webhooks-title">
      <PanelHead>
        <div>
          <h2 id="webhooks-title">Webhooks</h2>
          <PanelNote>SoundBoard POSTs signed events to your https endpoints, retrying for up to 3 days.</PanelNote>
        </div>
        <Button type="button" $size="sm" onClick={() => setAdding(true)}>
          <Icon name="plus" size={16} />
          Add endpoint
        </Button>
      </PanelHead>

      {endpoints.length === 0 ? (
        <Empty>No endpoints yet. Add one to hear of connection requests, applications and messages as they happen, instead of polling.</Empty>
      ) : (
        <Rows aria-label="Webhook endpoints">
          {endpoints.map((endpoint) => (
            <EndpointRow key={endpoint.id} endpoint={endpoint} onDelete={() => setDeleting(endpoint)} />
          ))}
        </Rows>
      )}

      <FormDialog open={adding} onClose={() => setAdding(false)}>
        {(titleId) => <AddEndpointForm titleId={titleId} brand={brand} onClose={() => setAdding(false)} />}
      </FormDialog>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this endpoint?"
        description={`${deleting?.url ?? ''} is told of nothing more, and its deliveries are deleted with it.`}
        confirmLabel="Delete endpoint"
        cancelLabel="Keep it"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const endpoint = deleting;
          setDeleting(null);
          if (endpoint) void remove(endpoint);
        }}
      />
    </WorkspacePanel>
  );
};

const EndpointRow = ({ endpoint, onDelete }: { endpoint: WebhookEndpoint_FieldsFragment; onDelete: () => void }) => {
  const enable = useEnableWebhookEndpointMutation();
  return (
    <Endpoint data-testid="webhook-endpoint" aria-label={endpoint.url}>
      <EndpointHead>
        <Mono>{endpoint.url}</Mono>
        {endpoint.disabledAt ? <Tag $tone="danger">Turned off</Tag> : <Tag $tone="success">On</Tag>}
      </EndpointHead>
      <EventTags aria-label="Events">
        {endpoint.events.map((event) => (
          <li key={event}>
            <Tag>{eventLabel(event)}</Tag>
          </li>
        ))}
      </EventTags>
      {endpoint.disabledAt ? (
        <Off role="note">
          <Icon name="alert" size={18} />
          <p>
            Turned off on {dateTime(endpoint.disabledAt)}: its deliveries failed for 3 days
            {endpoint.failingSince ? ` (since ${dateTime(endpoint.failingSince)})` : ''}. Fix the receiver, turn it on, then replay the failed deliveries you
            need.
          </p>
        </Off>
      ) : null}
      <RowActions>
        {endpoint.disabledAt ? (
          <Button type="button" $size="sm" onClick={() => void enable(endpoint)}>
            <Icon name="play" size={16} />
            Enable again
          </Button>
        ) : null}
        <Button type="button" $size="sm" $variant="ghost" onClick={onDelete} aria-label={`Delete ${endpoint.url}`}>
          <Icon name="trash" size={16} />
          Delete
        </Button>
      </RowActions>
      <Deliveries deliveries={endpoint.deliveries} endpointOn={!endpoint.disabledAt} />
    </Endpoint>
  );
};

/** An endpoint's latest deliveries; a failed one may be replayed once its endpoint is on (the server refuses before). */
const Deliveries = ({ deliveries, endpointOn }: { deliveries: readonly WebhookDelivery_FieldsFragment[]; endpointOn: boolean }) => {
  const replay = useReplayWebhookDeliveryMutation();
  if (deliveries.length === 0) return <PanelNote>No deliveries yet: they appear here as events happen.</PanelNote>;
  return (
    <>
      <DeliveriesTitle>Recent deliveries</DeliveriesTitle>
      <DeliveryList aria-label="Recent deliveries">
        {deliveries.map((delivery) => (
          <li key={delivery.id} data-testid="webhook-delivery">
            <DeliveryMain>
              <strong>{eventLabel(delivery.event)}</strong>
              <Tag $tone={STATUS_TAG[delivery.status].tone}>{STATUS_TAG[delivery.status].label}</Tag>
              <Quiet>
                <time dateTime={delivery.createdAt} title={dateTime(delivery.createdAt)}>
                  {timeAgo(delivery.createdAt)}
                </time>
              </Quiet>
            </DeliveryMain>
            <Quiet>
              {delivery.attempts === 1 ? '1 attempt' : `${delivery.attempts} attempts`}
              {' · '}
              {lastAnswer(delivery)}
              {delivery.status === 'PENDING' && delivery.nextAttemptAt ? ` · next try ${dateTime(delivery.nextAttemptAt)}` : ''}
            </Quiet>
            {delivery.status === 'FAILED' && endpointOn ? (
              <Button
                type="button"
                $size="sm"
                $variant="secondary"
                onClick={() => void replay(delivery)}
                aria-label={`Replay the ${eventLabel(delivery.event).toLowerCase()} delivery`}
              >
                <Icon name="undo" size={16} />
                Replay
              </Button>
            ) : null}
          </li>
        ))}
      </DeliveryList>
    </>
  );
};

/** "answered 500", "no answer: timed out", or "not tried yet". */
const lastAnswer = (delivery: WebhookDelivery_FieldsFragment): string => {
  if (delivery.lastResponseStatus !== null && delivery.lastResponseStatus !== undefined) return `last answer ${delivery.lastResponseStatus}`;
  if (delivery.lastError) return `no answer: ${delivery.lastError}`;
  return 'not tried yet';
};

const AddEndpointForm = ({ titleId, brand, onClose }: { titleId: string; brand: { id: string; name: string }; onClose: () => void }) => {
  const { createEndpoint, creating } = useCreateWebhookEndpointMutation(brand.id);
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>(EVENTS.map((event) => event.value));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  // A field's message goes as soon as the field is changed.
  const clear = (field: string) => setErrors((current) => Object.fromEntries(Object.entries(current).filter(([name]) => name !== field)));

  if (secret) {
    return (
      <SecretReveal
        titleId={titleId}
        title="Endpoint added"
        intro="Every delivery carries SoundBoard-Signature: t=<unix seconds>,v1=<HMAC-SHA256 of “<t>.<raw body>” with this secret>. Check it in your receiver."
        secret={secret}
        noun="signing secret"
        onDone={onClose}
      />
    );
  }

  const submit = async () => {
    const found: Record<string, string> = {};
    const problem = endpointUrlProblem(url);
    if (problem) found.url = problem;
    if (events.length === 0) found.events = 'Choose at least one event.';
    setErrors(found);
    setRefusal(null);
    if (Object.keys(found).length > 0) return;
    const result = await createEndpoint({ url: url.trim(), events });
    if (result.ok) setSecret(result.secret);
    else {
      setErrors(result.fields);
      setRefusal(result.fields.url || result.fields.events ? null : result.error);
    }
  };

  return (
    <DialogForm
      titleId={titleId}
      tile={
        <IconTile $tone="secondary">
          <Icon name="link" size={22} />
        </IconTile>
      }
      title="Add a webhook endpoint"
      intro={`Where SoundBoard POSTs ${brand.name}’s events, signed with a secret shown once.`}
      refusal={refusal}
      sending={creating}
      submitIcon="plus"
      submitLabel="Add endpoint"
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <TextField
        label="URL"
        type="url"
        inputMode="url"
        placeholder="https://example.com/soundboard"
        hint="An https address on the public internet."
        value={url}
        maxLength={2000}
        onChange={(event) => {
          setUrl(event.target.value);
          clear('url');
        }}
        error={errors.url}
        autoFocus
      />
      <CheckboxChips
        id="endpoint-events"
        label="Events"
        options={EVENTS}
        values={events}
        onChange={(values) => {
          setEvents(values as WebhookEvent[]);
          clear('events');
        }}
        error={errors.events}
        hint={EVENTS.map((event) => `${event.label}: ${event.hint.toLowerCase()}.`).join(' ')}
      />
    </DialogForm>
  );
};

const Endpoint = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} 0;
`;

const EndpointHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};

  code {
    color: ${({ theme }) => theme.colors.textPrimary};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const EventTags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0;
  list-style: none;
`;

const Off = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.dangerBorder};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSurface};
  color: ${({ theme }) => theme.colors.dangerText};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  svg {
    flex-shrink: 0;
    margin-top: 2px;
  }
`;

const DeliveriesTitle = styled.h3`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-transform: uppercase;
`;

const DeliveryList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface2};
  }
`;

const DeliveryMain = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const Quiet = styled.span`
  flex: 1 1 200px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;
