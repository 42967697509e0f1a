import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { typePolicies } from './typePolicies';

/**
 * Spec §9 "Data cache": no refetch on window focus, no polling, data fresh forever, no
 * retries. Apollo polls and retries only when asked, and refetches on focus only with a
 * RefetchEventManager (none is configured); `refetchOn: false` keeps it that way if one
 * is added later. `cache-first` serves cached data for as long as the page lives.
 */
export const createApolloClient = () =>
  new ApolloClient({
    link: new HttpLink({ uri: '/graphql', credentials: 'include' }),
    cache: new InMemoryCache({ typePolicies }),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first', refetchOn: false },
      query: { fetchPolicy: 'cache-first' },
    },
  });
