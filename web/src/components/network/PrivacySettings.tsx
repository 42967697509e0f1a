import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { graphql } from '../../gql';
import type { AudienceField, CreatorRelationshipState, DmPolicy, PrivacySettingsQueryQuery } from '../../gql/graphql';
import { useBrandBlockMutations } from '../../mutations/useBrandBlockMutations';
import { useUpdatePrivacySettingsMutation } from '../../mutations/useUpdatePrivacySettingsMutation';
import { toast } from '../../stores/toastStore';
import { EntityLogo } from '../directory/EntityLogo';
import { Button } from '../ui/Button';
import { creatorName } from './creatorName';
import { PersonList, PersonRow } from './PersonRow';
import { ConnectActions } from './ConnectActions';
import { useNetworkActions, type NetworkActions } from './useNetworkActions';

type BlockedCreator = NonNullable<PrivacySettingsQueryQuery['viewer']>['blockedCreators'][number];

export const PRIVACY_SETTINGS_QUERY = graphql(`
  query PrivacySettingsQuery {
    viewer {
      id
      privacySettings {
        dmPolicy
        shareWithConnectedBrands
        sharedAudienceFields
      }
      blockedCreators {
        id
        username
        artistName
        firstName
        profilePictureUrl
      }
      blockedBrands {
        ...BlockedBrand_brand
      }
    }
  }
`);

const POLICIES: readonly { value: DmPolicy; label: string; hint: string }[] = [
  { value: 'EVERYONE', label: 'Everyone', hint: 'Creators you are not connected with land in your message requests; you accept or decline them.' },
  { value: 'CONNECTIONS', label: 'Connections only', hint: 'Only creators you are connected with can message you. Recommended.' },
  {
    value: 'NOBODY',
    label: 'Nobody',
    hint: 'No one can start a conversation with you, and brand teams cannot write to you. Existing conversations stay readable.',
  },
];

const AUDIENCE_FIELDS: readonly { value: AudienceField; label: string }[] = [
  { value: 'GENRES', label: 'Genres' },
  { value: 'REGION', label: 'Region (from your location)' },
  { value: 'CAREER_STAGE', label: 'Career stage' },
];

/**
 * Who may message me and whether brands I am connected to may count me, with which fields (each
 * saved at once), and the creators and brands I blocked, each with Unblock.
 */
export const PrivacySettings = () => {
  const { data, loading } = useQuery(PRIVACY_SETTINGS_QUERY, { fetchPolicy: 'cache-and-network' });
  const { update, saving } = useUpdatePrivacySettingsMutation();
  const actions = useNetworkActions();
  const brands = useBrandBlockMutations();
  const viewer = data?.viewer;
  const current = viewer?.privacySettings.dmPolicy;
  const sharing = viewer?.privacySettings.shareWithConnectedBrands ?? false;
  const shared = viewer?.privacySettings.sharedAudienceFields ?? [];

  // Creators unblocked on this visit stay listed, offering to reconnect: the block ended the
  // connection, and unblocking does not restore it. Asking again moves them to "Request sent".
  const [unblocked, setUnblocked] = useState<(BlockedCreator & { relationship: { state: CreatorRelationshipState; requestId: string | null } })[]>([]);
  const unblock = async (creator: BlockedCreator) => {
    if (await actions.unblock(creator.username, creatorName(creator))) {
      setUnblocked((list) => [...list.filter((c) => c.id !== creator.id), { ...creator, relationship: { state: 'NONE', requestId: null } }]);
    }
  };
  const setState = (username: string, state: CreatorRelationshipState, requestId: string | null) =>
    setUnblocked((list) => list.map((c) => (c.username === username ? { ...c, relationship: { state, requestId } } : c)));
  const reconnect: NetworkActions = {
    ...actions,
    connect: async (username, note) => {
      const sent = await actions.connect(username, note);
      if (sent) {
        const request = sent.data?.sendConnectionRequest;
        setState(username, request?.status === 'ACCEPTED' ? 'CONNECTED' : 'REQUEST_SENT', request?.id ?? null);
      }
      return sent;
    },
    withdraw: async (id) => {
      const withdrawn = await actions.withdraw(id);
      const creator = unblocked.find((c) => c.relationship.requestId === id);
      if (withdrawn && creator) setState(creator.username, 'NONE', null);
      return withdrawn;
    },
  };

  const save = async (input: Parameters<typeof update>[0], title: string, description?: string) => {
    try {
      await update(input);
      toast({ title, description });
    } catch {
      toast({ variant: 'destructive', title: 'Not saved', description: 'Check your connection and try again.' });
    }
  };
  const choose = (dmPolicy: DmPolicy) => save({ dmPolicy }, 'Message setting saved', POLICIES.find((p) => p.value === dmPolicy)?.label);
  const toggleField = (field: AudienceField, on: boolean) =>
    save({ sharedAudienceFields: AUDIENCE_FIELDS.map((f) => f.value).filter((f) => (f === field ? on : shared.includes(f))) }, 'Audience setting saved');

  return (
    <Wrap>
      <fieldset disabled={!viewer || saving}>
        <legend>Who can message you</legend>
        {POLICIES.map((policy) => (
          <Choice key={policy.value} $checked={current === policy.value}>
            <input type="radio" name="dm-policy" value={policy.value} checked={current === policy.value} onChange={() => void choose(policy.value)} />
            <span>
              <strong>{policy.label}</strong>
              <small>{policy.hint}</small>
            </span>
          </Choice>
        ))}
      </fieldset>
      <fieldset disabled={!viewer || saving} data-testid="audience-consent">
        <legend>Brand audience counts</legend>
        <Explainer>
          Brands you are connected to can see how many of their creators share a genre, region or career stage. They see counts only, never your name or
          profile, and any group of fewer than 50 creators is hidden.
        </Explainer>
        <Choice $checked={sharing}>
          <input
            type="checkbox"
            checked={sharing}
            onChange={(event) =>
              void save(
                { shareWithConnectedBrands: event.target.checked },
                event.target.checked ? 'Connected brands may count you' : 'Connected brands no longer count you',
              )
            }
          />
          <span>
            <strong>Let brands I am connected to count me</strong>
            <small>Off by default. Turn it off at any time: you leave their counts at once.</small>
          </span>
        </Choice>
        {sharing ? (
          <Fields role="group" aria-label="Fields brands may count">
            <small>Which of your fields they may count:</small>
            {AUDIENCE_FIELDS.map((field) => (
              <label key={field.value}>
                <input type="checkbox" checked={shared.includes(field.value)} onChange={(event) => void toggleField(field.value, event.target.checked)} />
                {field.label}
              </label>
            ))}
            {shared.length === 0 ? <small>None chosen: you are counted in their total only.</small> : null}
          </Fields>
        ) : null}
      </fieldset>
      <div>
        <h3 id="blocked-title">Blocked creators</h3>
        {loading && !viewer ? null : viewer && (viewer.blockedCreators.length > 0 || unblocked.length > 0) ? (
          <PersonList aria-labelledby="blocked-title">
            {viewer.blockedCreators.map((creator) => {
              return (
                <li key={creator.id}>
                  <PersonRow
                    creator={creator}
                    detail="Blocked: no connection, no messages, and neither of you sees the other's page"
                    actions={
                      <Button
                        type="button"
                        $size="sm"
                        $variant="secondary"
                        disabled={actions.busy === `unblock:${creator.username}`}
                        onClick={() => void unblock(creator)}
                      >
                        Unblock
                      </Button>
                    }
                  />
                </li>
              );
            })}
            {unblocked.map((creator) => (
              <li key={creator.id} data-testid="unblocked-creator">
                <PersonRow
                  creator={creator}
                  detail="Unblocked: your connection did not come back. Send a new request to reconnect."
                  actions={
                    <ConnectActions
                      creator={{ username: creator.username, name: creatorName(creator), relationship: creator.relationship }}
                      actions={reconnect}
                      size="sm"
                    />
                  }
                />
              </li>
            ))}
          </PersonList>
        ) : (
          <Empty>You have not blocked anyone. Block someone from their page or a conversation: they are not told.</Empty>
        )}
      </div>
      <div>
        <h3 id="blocked-brands-title">Blocked brands</h3>
        {loading && !viewer ? null : viewer && viewer.blockedBrands.length > 0 ? (
          <BrandList aria-labelledby="blocked-brands-title">
            {viewer.blockedBrands.map((brand) => (
              <li key={brand.id} data-testid="blocked-brand">
                <EntityLogo src={brand.logoUrl} name={brand.name} size={40} />
                <span>
                  <Link to={`/brands/${encodeURIComponent(brand.slug)}`}>{brand.name}</Link>
                  <small>Blocked: nobody on its team can message you</small>
                </span>
                <Button type="button" $size="sm" $variant="secondary" disabled={brands.unblocking} onClick={() => void brands.unblock(brand)}>
                  Unblock
                </Button>
              </li>
            ))}
          </BrandList>
        ) : (
          <Empty>You have not blocked any brand. Block a brand from its page or its conversation: nobody on its team can message you then.</Empty>
        )}
      </div>
    </Wrap>
  );
};

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};

  fieldset {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    padding: 0;
    border: 0;
  }

  legend,
  h3 {
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Choice = styled.label<{ $checked: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme, $checked }) => ($checked ? theme.colors.borderAccent : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.accentSoft : 'transparent')};
  cursor: pointer;

  input {
    margin-top: 4px;
    accent-color: ${({ theme }) => theme.colors.accent};
  }

  span {
    display: flex;
    flex-direction: column;
    gap: 2px;
  }

  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Explainer = styled.p`
  margin-bottom: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Fields = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  > small {
    flex-basis: 100%;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    cursor: pointer;
  }

  input {
    accent-color: ${({ theme }) => theme.colors.accent};
  }
`;

const BrandList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }

  span {
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: 2px;
    min-width: 0;
  }

  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }

  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
