import { useQuery } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ACCOUNT_ADMIN_LIMITS } from '../../../../graph/src/shared/limits';
import { graphQLErrorMessage } from '../../apollo/errors';
import { useAuth } from '../../auth/authContext';
import { timeAgo, utcDate, utcDateTime } from '../../components/admin/adminFormat';
import { AdminPage } from '../../components/admin/AdminPage';
import { StatePanel } from '../../components/directory/DirectoryStates';
import { capitalise } from '../../components/format';
import { Icon } from '../../components/Icon';
import { AvatarImage } from '../../components/layout/Avatar';
import { avatarTone } from '../../components/network/creatorName';
import { CompletionMeter } from '../../components/profile/CompletionMeter';
import { Button, ButtonLink } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { Modal, ModalActions } from '../../components/ui/Modal';
import { WithSidebar } from '../../components/ui/Page';
import { SelectField } from '../../components/ui/SelectField';
import { Tag } from '../../components/ui/Tag';
import { TextAreaField } from '../../components/ui/TextAreaField';
import { graphql } from '../../gql';
import type { AdminUserRouteQueryQuery, UserRole } from '../../gql/graphql';
import { useSetUserRoleMutation, useSuspendUserMutation, useUnsuspendUserMutation } from '../../mutations/useAdminAccountMutations';
import { accountTypeLabel, AccountTypeTag, RoleTag, ROLE_LABELS, StandingTag } from './accountTags';

export const ADMIN_USER_ROUTE_QUERY = graphql(`
  query AdminUserRouteQuery($id: ID!) {
    adminUser(id: $id) {
      ...AdminAccountFields
      profile {
        id
        artistName
        bio
        genres
        location
        careerStage
        skills
        lookingFor
      }
    }
  }
`);

type Account = NonNullable<AdminUserRouteQueryQuery['adminUser']>;

const REASON_MAX = ACCOUNT_ADMIN_LIMITS.suspensionReason;
const ROLE_OPTIONS = (Object.keys(ROLE_LABELS) as UserRole[]).map((value) => ({ value, label: ROLE_LABELS[value] }));

/** The list the admin came from (its search and page in the URL), else the whole list. */
const backTo = (state: unknown): string => {
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
  return typeof from === 'string' && from.startsWith('/admin/users') ? from : '/admin/users';
};

/** /admin/users/:id: one account, its activity and profile; its role and standing change here. */
export const AdminUserRoute = () => {
  const { id = '' } = useParams();
  const location = useLocation();
  const { data, loading, error } = useQuery(ADMIN_USER_ROUTE_QUERY, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const account = data?.adminUser;
  const back = (
    <ButtonLink to={backTo(location.state)} $variant="ghost" $size="sm">
      <Icon name="arrowLeft" size={16} />
      All users
    </ButtonLink>
  );

  if (!account) {
    return (
      <AdminPage documentTitle="Account" title="Account" actions={back}>
        {loading ? (
          <StatePanel icon="user" title="Loading the account…" />
        ) : error ? (
          <StatePanel icon="alert" title="The account could not be loaded" tone="danger">
            {graphQLErrorMessage(error, 'Please reload the page.')}
          </StatePanel>
        ) : (
          <StatePanel icon="search" title="No such account">
            It may have been deleted. The audit log keeps what was done to it.
          </StatePanel>
        )}
      </AdminPage>
    );
  }

  return (
    <AdminPage
      documentTitle={account.displayName}
      title={
        <Identity>
          <AvatarImage url={account.profileImageUrl} letter={account.displayName.charAt(0).toUpperCase()} size={56} tone={avatarTone(account.displayName)} />
          <span>{account.displayName}</span>
        </Identity>
      }
      intro={
        <IntroLine>
          <span>@{account.username}</span>
          <span>{account.email}</span>
          <AccountTypeTag type={account.userType} />
          <RoleTag role={account.role} />
          <StandingTag suspended={Boolean(account.suspendedAt)} />
        </IntroLine>
      }
      actions={back}
    >
      <WithSidebar $side="360px">
        <Main>
          {account.suspendedAt ? (
            <SuspendedCard>
              <Icon name="lock" size={20} />
              <div>
                <strong>Suspended {utcDateTime(account.suspendedAt)} UTC</strong>
                <p>It cannot sign in, and other creators do not see it. Reason given:</p>
                <Reason>{account.suspensionReason}</Reason>
              </div>
            </SuspendedCard>
          ) : null}
          <ActivityCard account={account} />
          <ProfileCard account={account} />
        </Main>
        <Side>
          <RoleCard account={account} />
          <StandingCard account={account} />
        </Side>
      </WithSidebar>
    </AdminPage>
  );
};

const Facts = ({ items }: { items: [string, ReactNode][] }) => (
  <FactList>
    {items.map(([term, value]) => (
      <div key={term}>
        <dt>{term}</dt>
        <dd>{value}</dd>
      </div>
    ))}
  </FactList>
);

const Time = ({ iso, children }: { iso: string; children: ReactNode }) => (
  <time dateTime={iso} title={`${utcDateTime(iso)} UTC`}>
    {children}
  </time>
);

const ActivityCard = ({ account }: { account: Account }) => (
  <Card as="section" aria-labelledby="account-activity">
    <CardTitle id="account-activity">Activity</CardTitle>
    <Facts
      items={[
        [
          'Signed up',
          <Time key="s" iso={account.createdAt}>
            {utcDate(account.createdAt)}
          </Time>,
        ],
        [
          'Last seen',
          account.lastSeenAt ? (
            <Time key="l" iso={account.lastSeenAt}>
              {timeAgo(account.lastSeenAt)}
            </Time>
          ) : (
            'Not since sign-in was recorded'
          ),
        ],
        ['Account type', accountTypeLabel(account.userType)],
        [
          'MatchMade matches',
          <strong key="m" data-testid="account-match-count">
            {account.matchCount.toLocaleString('en')}
          </strong>,
        ],
      ]}
    />
  </Card>
);

const ProfileCard = ({ account }: { account: Account }) => {
  const { profile } = account;
  return (
    <Card as="section" aria-labelledby="account-profile">
      <CardTitle id="account-profile">Profile</CardTitle>
      <CompletionMeter percent={account.profileCompletion} />
      {profile ? (
        <>
          <Facts
            items={[
              ['Stage name', profile.artistName ?? '—'],
              ['Location', profile.location ?? '—'],
              ['Career stage', profile.careerStage ? capitalise(profile.careerStage) : '—'],
            ]}
          />
          <TagRows>
            {(
              [
                ['Genres', profile.genres],
                ['Skills', profile.skills],
                ['Looking for', profile.lookingFor],
              ] as const
            ).map(([label, values]) =>
              values.length > 0 ? (
                <div key={label}>
                  <h3>{label}</h3>
                  <ul>
                    {values.map((value) => (
                      <li key={value}>
                        <Tag>{value}</Tag>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null,
            )}
          </TagRows>
          {profile.bio ? <Bio>{profile.bio}</Bio> : null}
        </>
      ) : (
        <Muted>No profile saved yet.</Muted>
      )}
    </Card>
  );
};

const RoleCard = ({ account }: { account: Account }) => {
  const auth = useAuth();
  const self = auth.user?.id === account.id;
  const [role, setRole] = useState<UserRole>(account.role);
  const [confirming, setConfirming] = useState(false);
  const { setRole: changeRole, pending } = useSetUserRoleMutation();
  // The stored role moved (another admin, or this change): the select follows it.
  const [shown, setShown] = useState(account.role);
  if (shown !== account.role) {
    setShown(account.role);
    setRole(account.role);
  }

  const confirm = async () => {
    if (pending) return;
    const result = await changeRole(account, role);
    setConfirming(false);
    if (!result.ok) setRole(account.role);
  };

  return (
    <Card as="section" aria-labelledby="account-role">
      <CardTitle id="account-role">Access</CardTitle>
      <RoleForm
        onSubmit={(event) => {
          event.preventDefault();
          if (role !== account.role) setConfirming(true);
        }}
      >
        <SelectField
          label="Role"
          value={role}
          onChange={(event) => setRole(event.target.value as UserRole)}
          options={ROLE_OPTIONS}
          disabled={self}
          hint={self ? 'You cannot change your own role: another admin can.' : 'Admins run the back office. A change signs the account out everywhere.'}
        />
        <Button type="submit" $variant="secondary" disabled={self || role === account.role || pending}>
          Change role
        </Button>
      </RoleForm>
      <ConfirmDialog
        open={confirming}
        title={role === 'ADMIN' ? `Make ${account.displayName} an admin?` : `Remove ${account.displayName}'s admin role?`}
        description={
          role === 'ADMIN'
            ? 'They get the whole back office: accounts, the catalogue, ads and the audit log. They are signed out and get the new role at their next sign-in.'
            : 'They lose the back office at once and are signed out everywhere.'
        }
        confirmLabel={role === 'ADMIN' ? 'Make admin' : 'Remove admin role'}
        cancelLabel="Keep the role"
        onConfirm={() => void confirm()}
        onCancel={() => {
          setConfirming(false);
          setRole(account.role);
        }}
      />
    </Card>
  );
};

const StandingCard = ({ account }: { account: Account }) => {
  const auth = useAuth();
  const self = auth.user?.id === account.id;
  const [dialog, setDialog] = useState<'suspend' | 'unsuspend' | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const { suspend, pending: suspending } = useSuspendUserMutation();
  const { unsuspend, pending: unsuspending } = useUnsuspendUserMutation();

  const close = () => {
    setDialog(null);
    setReason('');
    setReasonError(undefined);
  };

  const confirmSuspend = async () => {
    if (suspending) return;
    const text = reason.trim();
    if (!text) return setReasonError('Give a reason: other admins read it');
    if (text.length > REASON_MAX) return setReasonError(`At most ${REASON_MAX} characters`);
    const result = await suspend(account, text);
    if (result.ok) close();
    else if (result.fieldErrors.reason) setReasonError(result.fieldErrors.reason);
    else close();
  };

  const confirmUnsuspend = async () => {
    if (unsuspending) return;
    await unsuspend(account);
    close();
  };

  return (
    <Card as="section" aria-labelledby="account-standing-title">
      <CardTitle id="account-standing-title">Standing</CardTitle>
      {account.suspendedAt ? (
        <>
          <Muted>Lifting the suspension lets the account sign in again and shows it to other creators again.</Muted>
          <Button type="button" onClick={() => setDialog('unsuspend')}>
            <Icon name="check" size={18} />
            Unsuspend account
          </Button>
        </>
      ) : (
        <>
          <Muted>
            {self
              ? 'You cannot suspend your own account.'
              : 'A suspended account is signed out everywhere at once, cannot sign in, and disappears from the directory and suggestions.'}
          </Muted>
          <Button type="button" $variant="secondary" disabled={self} onClick={() => setDialog('suspend')}>
            <Icon name="lock" size={18} />
            Suspend account
          </Button>
        </>
      )}
      <Modal
        open={dialog === 'suspend'}
        role="alertdialog"
        title={`Suspend ${account.displayName}?`}
        description="They are signed out everywhere at once and cannot sign in until an admin lifts the suspension. Other admins see your reason."
        onClose={close}
      >
        <ReasonForm
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void confirmSuspend();
          }}
        >
          <TextAreaField
            label="Reason"
            name="reason"
            value={reason}
            autoFocus
            rows={3}
            maxLength={REASON_MAX}
            error={reasonError}
            placeholder="What happened, and where (e.g. spam in direct messages, reported three times)"
            status={`${reason.length} / ${REASON_MAX}`}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError(undefined);
            }}
          />
          <ModalActions>
            <Button type="button" $variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={suspending} aria-busy={suspending || undefined}>
              Suspend account
            </Button>
          </ModalActions>
        </ReasonForm>
      </Modal>
      <ConfirmDialog
        open={dialog === 'unsuspend'}
        title={`Unsuspend ${account.displayName}?`}
        description="They can sign in again at once, and their profile shows again in the directory, on their page and in suggestions."
        confirmLabel="Unsuspend"
        cancelLabel="Keep suspended"
        onConfirm={() => void confirmUnsuspend()}
        onCancel={close}
      />
    </Card>
  );
};

const Identity = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;

  > span {
    overflow-wrap: anywhere;
  }
`;

const IntroLine = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  font-size: ${({ theme }) => theme.fontSizes.md};
  overflow-wrap: anywhere;
`;

const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

const Side = styled(Main)``;

const CardTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const FactList = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 140px), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => `${theme.space.md} 0`};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
    text-transform: uppercase;
  }

  dd {
    margin: ${({ theme }) => theme.space.xxs} 0 0;
    color: ${({ theme }) => theme.colors.textPrimary};
    overflow-wrap: anywhere;
  }
`;

const TagRows = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};

  h3 {
    margin-bottom: ${({ theme }) => theme.space.xxs};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
    text-transform: uppercase;
  }

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xxs};
    padding: 0;
    list-style: none;
  }
`;

const Bio = styled.p`
  margin-top: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textSecondary};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  margin-bottom: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const ReasonForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const RoleForm = styled.form`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};

  > :first-child {
    align-self: stretch;
  }
`;

const SuspendedCard = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.dangerBorder};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.dangerSurface};
  color: ${({ theme }) => theme.colors.dangerText};

  > svg {
    flex-shrink: 0;
    margin-top: 2px;
  }

  strong {
    color: ${({ theme }) => theme.colors.textPrimary};
  }

  p {
    margin-top: ${({ theme }) => theme.space.xxs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Reason = styled.blockquote`
  margin: ${({ theme }) => `${theme.space.xs} 0 0`};
  padding-left: ${({ theme }) => theme.space.sm};
  border-left: 3px solid ${({ theme }) => theme.colors.dangerBorder};
  color: ${({ theme }) => theme.colors.textPrimary};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;
