import { graphql } from '../../gql';
import type { BrandWorkspaceRouteQueryQuery } from '../../gql/graphql';

/**
 * What the brand workspace shows: the viewer's teams and, for an account on none yet, what getting
 * started needs. Its own file, so that the workspace and the parts that refresh it (getting
 * started, accepting an invitation) import it without importing each other.
 */
export const BRAND_WORKSPACE_ROUTE_QUERY = graphql(`
  query BrandWorkspaceRouteQuery {
    viewer {
      id
      userType
      managedBrands {
        ...ManagedBrand_brand
      }
      ...GetStarted_viewer
    }
  }
`);

export type ManagedBrand = NonNullable<BrandWorkspaceRouteQueryQuery['viewer']>['managedBrands'][number];
