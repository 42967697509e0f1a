import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphQLErrorMessage, graphQLFieldErrors } from '../apollo/errors';
import { toast } from '../stores/toastStore';
import { graphql } from '../gql';
import type { UserRole } from '../gql/graphql';

/** What an account change answers: the fields the back office shows of an account, so the cache updates every view of it. */
export const ADMIN_ACCOUNT_FIELDS = graphql(`
  fragment AdminAccountFields on AdminUser {
    id
    email
    username
    firstName
    lastName
    displayName
    profileImageUrl
    role
    userType
    createdAt
    lastSeenAt
    suspendedAt
    suspensionReason
    matchCount
    profileCompletion
  }
`);

const SET_USER_ROLE = graphql(`
  mutation SetUserRoleMutation($userId: ID!, $role: UserRole!) {
    setUserRole(userId: $userId, role: $role) {
      ...AdminAccountFields
    }
  }
`);

const SUSPEND_USER = graphql(`
  mutation SuspendUserMutation($userId: ID!, $reason: String!) {
    suspendUser(userId: $userId, reason: $reason) {
      ...AdminAccountFields
    }
  }
`);

const UNSUSPEND_USER = graphql(`
  mutation UnsuspendUserMutation($userId: ID!) {
    unsuspendUser(userId: $userId) {
      ...AdminAccountFields
    }
  }
`);

/** An account change's outcome: done, or the server's messages per field (its reason, say). */
export type AccountChangeResult = { ok: true } | { ok: false; fieldErrors: Record<string, string> };

/**
 * After a change the account itself is current in the cache (the answer carries it); what it
 * changes besides is which lists it belongs to (by role, by standing) and the audit log's newest
 * entries: those lists are dropped, and read again when next shown.
 */
function dropListsItChanges(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'adminUsers' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'auditLog' });
  cache.gc();
}

const ROLE_NAMES: Record<UserRole, string> = { ADMIN: 'an admin', CREATOR: 'a creator' };

/** `setUserRole`: toasts the outcome; the account's sessions end on the server. */
export function useSetUserRoleMutation() {
  const [mutate, { loading }] = useMutation(SET_USER_ROLE, { update: dropListsItChanges });
  const setRole = useCallback(
    async (account: { id: string; displayName: string }, role: UserRole): Promise<AccountChangeResult> => {
      try {
        await mutate({ variables: { userId: account.id, role } });
        toast({
          title: 'Role changed',
          description: `${account.displayName} is now ${ROLE_NAMES[role]}. Their sessions have ended: the new role starts at their next sign-in.`,
        });
        return { ok: true };
      } catch (error) {
        toast({ variant: 'destructive', title: 'Role not changed', description: graphQLErrorMessage(error, 'Please try again.') });
        return { ok: false, fieldErrors: graphQLFieldErrors(error) };
      }
    },
    [mutate],
  );
  return { setRole, pending: loading };
}

/** `suspendUser`: a refused reason comes back for its field; other refusals are toasted. */
export function useSuspendUserMutation() {
  const [mutate, { loading }] = useMutation(SUSPEND_USER, { update: dropListsItChanges });
  const suspend = useCallback(
    async (account: { id: string; displayName: string }, reason: string): Promise<AccountChangeResult> => {
      try {
        await mutate({ variables: { userId: account.id, reason } });
        toast({ title: 'Account suspended', description: `${account.displayName} is signed out everywhere and can no longer sign in.` });
        return { ok: true };
      } catch (error) {
        const fieldErrors = graphQLFieldErrors(error);
        if (!fieldErrors.reason)
          toast({ variant: 'destructive', title: 'Account not suspended', description: graphQLErrorMessage(error, 'Please try again.') });
        return { ok: false, fieldErrors };
      }
    },
    [mutate],
  );
  return { suspend, pending: loading };
}

/** `unsuspendUser`: toasts the outcome. */
export function useUnsuspendUserMutation() {
  const [mutate, { loading }] = useMutation(UNSUSPEND_USER, { update: dropListsItChanges });
  const unsuspend = useCallback(
    async (account: { id: string; displayName: string }): Promise<AccountChangeResult> => {
      try {
        await mutate({ variables: { userId: account.id } });
        toast({ title: 'Suspension lifted', description: `${account.displayName} can sign in again and shows on SoundBoard again.` });
        return { ok: true };
      } catch (error) {
        toast({ variant: 'destructive', title: 'Suspension not lifted', description: graphQLErrorMessage(error, 'Please try again.') });
        return { ok: false, fieldErrors: graphQLFieldErrors(error) };
      }
    },
    [mutate],
  );
  return { unsuspend, pending: loading };
}
