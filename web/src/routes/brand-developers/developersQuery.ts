import { graphql } from '../../gql';

/** The viewer's teams, to pick a brand and to know whether they own it. */
export const BRAND_DEVELOPERS_ROUTE_QUERY = graphql(`
  query BrandDevelopersRouteQuery {
    viewer {
      id
      managedBrands {
        id
        slug
        name
        logoUrl
        viewerRole
      }
    }
  }
`);

/** An owned brand's keys and webhook endpoints (with their latest deliveries). Owners only. */
export const BRAND_DEVELOPERS_QUERY = graphql(`
  query BrandDevelopersQuery($slug: String!) {
    brand(slug: $slug) {
      id
      apiKeys {
        ...ApiKey_fields
      }
      webhookEndpoints {
        ...WebhookEndpoint_fields
      }
    }
  }
`);

/** A page of the calls made with the brand's keys, newest first. Owners only. */
export const BRAND_API_CALLS_QUERY = graphql(`
  query BrandApiCallsQuery($slug: String!, $after: String) {
    brand(slug: $slug) {
      id
      apiCalls(first: 20, after: $after) {
        edges {
          cursor
          node {
            id
            at
            operationName
            cost
            status
            errorCode
            durationMs
            key {
              id
              name
              lastFour
            }
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`);
