import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { PanelNote, WorkspacePanel } from '../../components/brand/WorkspacePanel';
import { StatePanel } from '../../components/directory/DirectoryStates';
import { LoadError } from '../../components/ui/Page';
import { Spinner } from '../../components/ui/Spinner';
import { Tag } from '../../components/ui/Tag';
import { graphql } from '../../gql';

export const BRAND_AUDIENCE_QUERY = graphql(`
  query BrandAudienceQuery($brandId: ID!) {
    brandAudience(brandId: $brandId) {
      consentingCreators
      belowMinimum
      minimumGroupSize
      roundedTo
      genres {
        label
        count
        suppressed
      }
      regions {
        label
        count
        suppressed
      }
      careerStages {
        label
        count
        suppressed
      }
    }
  }
`);

type Bucket = { label: string; count: number; suppressed: boolean };

/** The graph's region and stage keys, in words. */
const REGION_NAMES: Record<string, string> = {
  global: 'Global',
  'north-america': 'North America',
  europe: 'Europe',
  uk: 'UK',
  'latin-america': 'Latin America',
  africa: 'Africa',
  'asia-pacific': 'Asia-Pacific',
};
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One field's buckets as bars, each as long as its share of the largest; "Other" greyed and tagged. */
const Bars = ({ title, buckets, nameOf = (label) => label }: { title: string; buckets: readonly Bucket[]; nameOf?: (label: string) => string }) => {
  const max = Math.max(1, ...buckets.map((bucket) => bucket.count));
  return (
    <Group aria-label={title}>
      <h3>{title}</h3>
      {buckets.length === 0 ? (
        <PanelNote>Nothing to show yet.</PanelNote>
      ) : (
        <BarList>
          {buckets.map((bucket) => (
            <li key={bucket.label} data-suppressed={bucket.suppressed || undefined}>
              <BarLabel>
                <span>{bucket.suppressed ? 'Other' : nameOf(bucket.label)}</span>
                {bucket.suppressed ? <Tag>Small groups hidden</Tag> : null}
              </BarLabel>
              <Track>
                <Fill $suppressed={bucket.suppressed} style={{ width: `${Math.max(4, (bucket.count / max) * 100)}%` }} />
              </Track>
              <Count>{bucket.count.toLocaleString('en')}</Count>
            </li>
          ))}
        </BarList>
      )}
    </Group>
  );
};

/**
 * The brand's audience: counts of the connected creators who let brands count them, by genre,
 * region and career stage. Counts only, never who; small groups are folded into "Other".
 */
export const AudienceTab = ({ brand }: { brand: { id: string; name: string } }) => {
  const { data, loading, error } = useQuery(BRAND_AUDIENCE_QUERY, { variables: { brandId: brand.id }, fetchPolicy: 'cache-and-network' });
  const audience = data?.brandAudience;

  return (
    <WorkspacePanel aria-labelledby="audience-title">
      <div>
        <h2 id="audience-title">Audience</h2>
        <PanelNote>Creators connected to {brand.name} who chose to be counted, by the fields each chose to share. You see counts only, never who.</PanelNote>
      </div>
      {loading && !data ? (
        <Spinner />
      ) : error && !data ? (
        <LoadError role="alert">The audience could not be loaded. Please reload the page.</LoadError>
      ) : !audience ? null : audience.belowMinimum ? (
        <StatePanel icon="chart" title={`Fewer than ${audience.minimumGroupSize} creators share with you so far`}>
          Counts appear once {audience.minimumGroupSize} of your connected creators let brands count them, so that no one can be picked out.
        </StatePanel>
      ) : (
        <>
          <Total>
            <strong>{audience.consentingCreators.toLocaleString('en')}</strong>
            <span>connected creators share their fields with {brand.name}</span>
          </Total>
          <Charts>
            <Bars title="Genres" buckets={audience.genres} />
            <Bars title="Regions" buckets={audience.regions} nameOf={(label) => REGION_NAMES[label] ?? capitalised(label)} />
            <Bars title="Career stages" buckets={audience.careerStages} nameOf={capitalised} />
          </Charts>
          <PanelNote role="note">
            Counts are rounded to the nearest {audience.roundedTo}. A group of fewer than {audience.minimumGroupSize} creators is never shown on its own: it is
            part of “Other”, together with the creators who did not share that field. A creator with several genres counts once in each.
          </PanelNote>
        </>
      )}
    </WorkspacePanel>
  );
};

const Total = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textSecondary};

  strong {
    color: ${({ theme }) => theme.colors.textPrimary};
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Charts = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 300px), 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

const Group = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const BarList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 4px ${({ theme }) => theme.space.sm};
    align-items: center;
  }
`;

const BarLabel = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Track = styled.span`
  grid-column: 1 / -1;
  grid-row: 2;
  height: 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface3};
  overflow: hidden;
`;

const Fill = styled.span<{ $suppressed: boolean }>`
  display: block;
  height: 100%;
  border-radius: inherit;
  background: ${({ theme, $suppressed }) => ($suppressed ? theme.colors.neutral : theme.gradients.accent)};
  opacity: ${({ $suppressed }) => ($suppressed ? 0.55 : 1)};
`;

const Count = styled.span`
  grid-column: 2;
  grid-row: 1;
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
