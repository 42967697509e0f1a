import { useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { emailError } from '../../auth/validation';
import { WorkspacePanel, PanelNote, VerificationNote } from '../../components/brand/WorkspacePanel';
import { Icon } from '../../components/Icon';
import { Button } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { TextField } from '../../components/ui/TextField';
import { graphql } from '../../gql';
import { useInviteBrandMemberMutation, useRevokeBrandInviteMutation } from '../../mutations/useBrandTeamMutations';
import { shortDate } from '../../components/format';
import { Tag } from '../../components/ui/Tag';

export const BRAND_INVITES_QUERY = graphql(`
  query BrandInvitesQuery($brandId: ID!) {
    brandInvites(brandId: $brandId) {
      id
      email
      createdAt
      expiresAt
    }
  }
`);

/** What the server answers an unverified brand's owner who invites: the panel says it first. */
const ONLY_VERIFIED = 'Only verified brands can invite team members.';

/**
 * An owner invites by e-mail: the link in the mail adds the account that opens it to the team.
 * Only verified brands invite: until an admin has verified the brand, the form is disabled and
 * says why.
 */
export const InvitePanel = ({ brand }: { brand: { id: string; name: string; verified: boolean } }) => {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { invite, inviting: loading } = useInviteBrandMemberMutation(brand);
  const revoke = useRevokeBrandInviteMutation();
  const invites = useQuery(BRAND_INVITES_QUERY, { variables: { brandId: brand.id }, fetchPolicy: 'cache-and-network' });
  // The server lists only invitations still pending (neither used nor expired).
  const pending = invites.data?.brandInvites ?? [];

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = emailError(email);
    if (invalid) {
      setError(invalid);
      return;
    }
    setError(null);
    const failed = await invite(email.trim());
    if (failed) setError(failed);
    else setEmail('');
  };

  return (
    <WorkspacePanel aria-labelledby="invite-title">
      <div>
        <h2 id="invite-title">Invite a teammate</h2>
        <PanelNote>They get an e-mail with a link to join. A new invitation to the same address replaces the last one.</PanelNote>
      </div>
      {!brand.verified ? (
        <VerificationNote id="invite-unverified" title={ONLY_VERIFIED}>
          Once an admin has verified {brand.name}, you can invite teammates here.
        </VerificationNote>
      ) : null}
      <InviteForm noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          disabled={!brand.verified}
          {...(brand.verified ? {} : { 'aria-describedby': 'invite-unverified' })}
          label="Work e-mail"
          type="email"
          inputMode="email"
          autoComplete="off"
          placeholder="name@yourbrand.com"
          value={email}
          error={error ?? undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(null);
          }}
        />
        <Button type="submit" disabled={loading || !brand.verified}>
          {loading ? <Spinner $size="sm" /> : <Icon name="mail" size={18} />}
          Send invitation
        </Button>
      </InviteForm>
      {pending.length > 0 ? (
        <Pending aria-label="Pending invitations">
          {pending.map((item) => (
            <li key={item.id} data-testid="brand-invite">
              <div>
                <strong>{item.email}</strong>
                <small>
                  Sent {shortDate(item.createdAt)} · the link works until {shortDate(item.expiresAt)}
                </small>
              </div>
              <Tag $tone="accent">Pending</Tag>
              <Button type="button" $size="sm" $variant="ghost" onClick={() => void revoke(item)} aria-label={`Revoke the invitation to ${item.email}`}>
                Revoke
              </Button>
            </li>
          ))}
        </Pending>
      ) : null}
    </WorkspacePanel>
  );
};

const InviteForm = styled.form`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};

  > :first-child {
    width: 100%;
  }
`;

const Pending = styled.ul`
  display: flex;
  flex-direction: column;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.colors.borderSubtle};

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => theme.space.sm} 0;
  }

  li > div {
    display: flex;
    flex: 1 1 180px;
    flex-direction: column;
    min-width: 0;
  }

  strong {
    overflow-wrap: anywhere;
  }

  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;
