import { useState } from 'react';
import styled from 'styled-components';
import { PanelNote, WorkspacePanel } from '../../components/brand/WorkspacePanel';
import { timeAgo } from '../../components/format';
import { Icon } from '../../components/Icon';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { Tag } from '../../components/ui/Tag';
import type { ApiKey_FieldsFragment } from '../../gql/graphql';
import { useRevokeApiKeyMutation } from '../../mutations/useApiKeyMutations';
import { dateTime, grantsInWords, keyState, maskedSecret, type KeyState } from './developerText';
import { CreateKeyDialog, RollKeyDialog } from './KeyDialogs';

const STATE_TAG: Record<KeyState['kind'], { label: string; tone: 'success' | 'accent' | 'neutral' | 'danger' }> = {
  ACTIVE: { label: 'Active', tone: 'success' },
  ROLLING: { label: 'Rolling', tone: 'accent' },
  EXPIRED: { label: 'Expired', tone: 'neutral' },
  REVOKED: { label: 'Revoked', tone: 'danger' },
};

/** The brand's keys, newest first, with "Create key", and "Roll" and "Revoke" on the live ones. */
export const KeysPanel = ({ brand, keys }: { brand: { id: string; name: string }; keys: readonly ApiKey_FieldsFragment[] }) => {
  const [creating, setCreating] = useState(false);
  const [rolling, setRolling] = useState<ApiKey_FieldsFragment | null>(null);
  const [revoking, setRevoking] = useState<ApiKey_FieldsFragment | null>(null);
  const revoke = useRevokeApiKeyMutation();

  return (
    <WorkspacePanel aria-labelledby="keys-title">
      <PanelHead>
        <div>
          <h2 id="keys-title">API keys</h2>
          <PanelNote>Each key acts as {brand.name}, never as a person, within the access you give it.</PanelNote>
        </div>
        <Button type="button" $size="sm" onClick={() => setCreating(true)}>
          <Icon name="plus" size={16} />
          Create key
        </Button>
      </PanelHead>

      {keys.length === 0 ? (
        <Empty>No keys yet. Create one for each integration, so that you can roll or revoke it on its own.</Empty>
      ) : (
        <Rows aria-label="API keys">
          {keys.map((key) => {
            const state = keyState(key);
            const live = state.kind === 'ACTIVE' || state.kind === 'ROLLING';
            return (
              <Row key={key.id} data-testid="api-key" aria-label={key.name}>
                <RowHead>
                  <strong>{key.name}</strong>
                  <Secret>{maskedSecret(key.lastFour)}</Secret>
                  <Tag $tone={STATE_TAG[state.kind].tone} data-testid="key-state">
                    {STATE_TAG[state.kind].label}
                  </Tag>
                </RowHead>
                <Facts>
                  <div>
                    <dt>Access</dt>
                    <dd>{grantsInWords(key.grants)}</dd>
                  </div>
                  <div>
                    <dt>{state.kind === 'EXPIRED' ? 'Expired' : 'Expires'}</dt>
                    <dd>{dateTime(key.expiresAt)}</dd>
                  </div>
                  {state.kind === 'ROLLING' ? (
                    <div>
                      <dt>Old secret</dt>
                      <dd>works until {dateTime(state.until)}</dd>
                    </div>
                  ) : null}
                  {key.revokedAt ? (
                    <div>
                      <dt>Revoked</dt>
                      <dd>{dateTime(key.revokedAt)}</dd>
                    </div>
                  ) : null}
                  <div>
                    <dt>Last used</dt>
                    <dd>
                      {key.lastUsedAt ? (
                        <>
                          <time dateTime={key.lastUsedAt} title={dateTime(key.lastUsedAt)}>
                            {timeAgo(key.lastUsedAt)}
                          </time>
                          {key.lastUsedAddress ? ` from ${key.lastUsedAddress}` : null}
                          {key.lastUsedAgent ? <Agent> · {key.lastUsedAgent}</Agent> : null}
                        </>
                      ) : (
                        'Never'
                      )}
                    </dd>
                  </div>
                </Facts>
                {live ? (
                  <RowActions>
                    <Button type="button" $size="sm" $variant="secondary" onClick={() => setRolling(key)} aria-label={`Roll ${key.name}`}>
                      <Icon name="undo" size={16} />
                      Roll
                    </Button>
                    <Button type="button" $size="sm" $variant="ghost" onClick={() => setRevoking(key)} aria-label={`Revoke ${key.name}`}>
                      <Icon name="ban" size={16} />
                      Revoke
                    </Button>
                  </RowActions>
                ) : null}
              </Row>
            );
          })}
        </Rows>
      )}

      <CreateKeyDialog brand={brand} open={creating} onClose={() => setCreating(false)} />
      <RollKeyDialog apiKey={rolling} onClose={() => setRolling(null)} />
      <ConfirmDialog
        open={revoking !== null}
        title={`Revoke “${revoking?.name ?? ''}”?`}
        description="It stops working at once, on every server, and cannot be turned back on. Anything still using it gets 401 answers."
        confirmLabel="Revoke key"
        cancelLabel="Keep it"
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          const key = revoking;
          setRevoking(null);
          if (key) void revoke(key);
        }}
      />
    </WorkspacePanel>
  );
};

export const PanelHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};

  > div {
    flex: 1 1 240px;
    min-width: 0;
  }
`;

export const Empty = styled.p`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;

export const Rows = styled.ul`
  display: flex;
  flex-direction: column;
  padding: 0;
  list-style: none;

  > li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  }
`;

const Row = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} 0;
`;

const RowHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};

  strong {
    overflow-wrap: anywhere;
  }
`;

export const Mono = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textSecondary};
  overflow-wrap: anywhere;
`;

const Secret = styled(Mono)`
  padding: 2px ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface3};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  > div {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
    text-transform: uppercase;
  }

  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.textSecondary};
    overflow-wrap: anywhere;
  }
`;

const Agent = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;
