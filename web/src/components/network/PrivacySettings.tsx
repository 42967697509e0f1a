import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { graphql } from '../../gql';
import type { DmPolicy } from '../../gql/graphql';
import { useBrandBlockMutations } from '../../mutations/useBrandBlockMutations';
import { useUpdatePrivacySettingsMutation } from '../../mutations/useUpdatePrivacySettingsMutation';
import { toast } from '../../stores/toastStore';
import { EntityLogo } from '../directory/EntityLogo';
import { Button } from '../ui/Button';
import { creatorName } from './creatorName';
import { PersonList, PersonRow } from './PersonRow';
import { useNetworkActions } from './useNetworkActions';

export const PRIVACY_SETTINGS_QUERY = graphql(`
  query PrivacySettingsQuery {
    viewer {
      id
      privacySettings {
        dmPolicy
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

/** Who may message me (saved at once), and the creators and brands I blocked, each with Unblock. */
export const PrivacySettings = () => {
  const { data, loading } = useQuery(PRIVACY_SETTINGS_QUERY, { fetchPolicy: 'cache-and-network' });
  const { update, saving } = useUpdatePrivacySettingsMutation();
  const actions = useNetworkActions();
  const brands = useBrandBlockMutations();
  const viewer = data?.viewer;
  const current = viewer?.privacySettings.dmPolicy;

  const choose = async (dmPolicy: DmPolicy) => {
    try {
      await update(dmPolicy);
      toast({ title: 'Message setting saved', description: POLICIES.find((p) => p.value === dmPolicy)?.label });
    } catch {
      toast({ variant: 'destructive', title: 'Not saved', description: 'Check your connection and try again.' });
    }
  };

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
      <div>
        <h3 id="blocked-title">Blocked creators</h3>
        {loading && !viewer ? null : viewer && viewer.blockedCreators.length > 0 ? (
          <PersonList aria-labelledby="blocked-title">
            {viewer.blockedCreators.map((creator) => {
              const name = creatorName(creator);
              return (
                <li key={creator.id}>
                  <PersonRow
                    creator={creator}
                    detail="Blocked: neither of you sees the other"
                    actions={
                      <Button
                        type="button"
                        $size="sm"
                        $variant="secondary"
                        disabled={actions.busy === `unblock:${creator.username}`}
                        onClick={() => void actions.unblock(creator.username, name)}
                      >
                        Unblock
                      </Button>
                    }
                  />
                </li>
              );
            })}
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
