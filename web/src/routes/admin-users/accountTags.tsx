import { Tag } from '../../components/ui/Tag';
import type { UserRole, UserType } from '../../gql/graphql';

/** Roles in words. The CREATOR role is every account that is not an admin, brand accounts too, so it reads "Member". */
export const ROLE_LABELS: Record<UserRole, string> = { ADMIN: 'Admin', CREATOR: 'Member' };

/** The kind of account in words: a brand account, or the kind of creator. */
export const accountTypeLabel = (type: UserType) => (type === 'BRAND' ? 'Brand account' : `Creator · ${type.charAt(0)}${type.slice(1).toLowerCase()}`);

/** Whether the account is a creator's (and what kind) or a brand team's. */
export const AccountTypeTag = ({ type }: { type: UserType }) => (
  <Tag $tone={type === 'BRAND' ? 'accent' : 'neutral'} data-testid="account-type">
    {accountTypeLabel(type)}
  </Tag>
);

/** An account's role, admins marked out. */
export const RoleTag = ({ role }: { role: UserRole }) => (
  <Tag $tone={role === 'ADMIN' ? 'secondary' : 'neutral'} data-testid="account-role">
    {ROLE_LABELS[role]}
  </Tag>
);

/** Whether an account may sign in. */
export const StandingTag = ({ suspended }: { suspended: boolean }) => (
  <Tag $tone={suspended ? 'danger' : 'success'} data-testid="account-standing">
    {suspended ? 'Suspended' : 'Active'}
  </Tag>
);
