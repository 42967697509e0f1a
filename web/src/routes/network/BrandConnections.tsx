import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { StatePanel } from '../../components/directory/DirectoryStates';
import { EntityLogo } from '../../components/directory/EntityLogo';
import { categoryLabel } from '../../components/directory/labels';
import { Icon } from '../../components/Icon';
import { PageSection, SectionTitle } from '../../components/ui/Page';
import { SectionHead, SeeAll, type NetworkViewer } from './networkParts';

/** The brands the viewer is connected with, each linking to its page. */
export const BrandConnections = ({ connected }: { connected: NetworkViewer['brandConnections'] }) => (
  <PageSection aria-labelledby="network-brands-title">
    <SectionHead>
      <SectionTitle id="network-brands-title">Brands you are connected with</SectionTitle>
      <SeeAll to="/brands">
        Browse brands
        <Icon name="arrowRight" size={16} />
      </SeeAll>
    </SectionHead>
    {connected.length > 0 ? (
      <BrandList>
        {connected.map(({ id, brand }) => (
          <li key={id}>
            <BrandRow to={`/brands/${encodeURIComponent(brand.slug)}`}>
              <EntityLogo src={brand.logoUrl} name={brand.name} size={40} />
              <span>
                <strong>{brand.name}</strong>
                <small>{categoryLabel(brand.category)}</small>
              </span>
              <Icon name="arrowRight" size={14} />
            </BrandRow>
          </li>
        ))}
      </BrandList>
    ) : (
      <StatePanel icon="verified" title="No brand connections yet">
        Brands you connect with appear here. Start with the directory: 150+ verified brands, searchable by what you need.
      </StatePanel>
    )}
  </PageSection>
);

const BrandList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
  padding: 0;
  list-style: none;
`;

const BrandRow = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface1};
  color: ${({ theme }) => theme.colors.textMuted};

  > span {
    display: flex;
    flex: 1;
    flex-direction: column;
    min-width: 0;
  }

  strong {
    color: ${({ theme }) => theme.colors.textPrimary};
  }

  small {
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }

  &:hover {
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }
`;
