import { Tag } from '../../components/ui/Tag';
import type { UserRole } from '../../gql/graphql';

export const ROLE_LABELS: Record<UserRole, string> = { ADMIN: 'Admin', CREATOR: 'Creator' };

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
