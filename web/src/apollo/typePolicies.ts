import type { TypePolicies } from '@apollo/client';
import { relayStylePagination } from '@apollo/client/utilities';

/**
 * Cache normalisation rules. Entities are keyed by `__typename:id` by default; list
 * fields that paginate (Relay connections) get their merge policies here as they arrive.
 */
export const typePolicies: TypePolicies = {
  Query: {
    fields: {
      // The signed-in user is a single entity: replace it wholesale on login/logout.
      viewer: { merge: false },
      // The browse directories: "Load more" appends the next page to the list of the same
      // search and filters; a different search or filter is a list of its own.
      brands: relayStylePagination(['search', 'category']),
      resources: relayStylePagination(['search', 'category', 'pricingTier', 'sort']),
      creators: relayStylePagination(['search', 'genre', 'skill', 'lookingFor']),
      // The collaboration board: one list per search, filters and order.
      briefs: relayStylePagination(['search', 'kind', 'compensation', 'genre', 'remote', 'sort']),
      // The back office's audit log: "Load more" appends, per set of filters.
      auditLog: relayStylePagination(['action', 'actorId', 'since', 'until']),
    },
  },
  User: {
    fields: {
      // "Show more" on /network and older conversations in /messages append to the list.
      connections: relayStylePagination(),
      // /matches: "Load more" appends, per status and type; the dashboard's first page is the
      // unfiltered list's head. useUpdateMatchStatusMutation reads these filters from the store name.
      matches: relayStylePagination(['status', 'recommendationType']),
      conversations: relayStylePagination(['requests']),
      // /notifications pages through one list per filter (all, unread only); the bell's panel
      // keeps its own short head (`@connection(key: "panel")`), so opening it never cuts the page's
      // list back to its first page. Live items and the notification hooks edit every one in place.
      notifications: relayStylePagination(['unreadOnly', '@connection', ['key']]),
      // /collaboration/applications: "Load more" appends.
      applications: relayStylePagination(),
    },
  },
  Brand: {
    fields: {
      // /brand/developers: "Load more calls" appends to the brand's log of key calls.
      apiCalls: relayStylePagination(),
    },
  },
  // Value objects without an id, embedded in their owner (User, Profile): a newer answer with
  // other fields selected completes the stored one instead of dropping what it lacks.
  ProfileCompletion: { merge: true },
  SocialMedia: { merge: true },
  ApplicationAllowance: { merge: true },
  Compensation: { merge: true },
};
