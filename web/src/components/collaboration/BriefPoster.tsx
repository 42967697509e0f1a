import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { graphql } from '../../gql';
import type { BriefPoster_PosterFragment } from '../../gql/graphql';
import { EntityLogo } from '../directory/EntityLogo';
import { Icon } from '../Icon';
import { AvatarImage } from '../layout/Avatar';
import { avatarTone, creatorName } from '../network/creatorName';
import { VisuallyHidden } from '../ui/VisuallyHidden';

export const BriefPoster_poster = graphql(`
  fragment BriefPoster_poster on BriefPoster {
    creator {
      id
      username
      artistName
      firstName
      profilePictureUrl
    }
    brand {
      id
      slug
      name
      logoUrl
      verified
    }
  }
`);

/** Who posted a brief, as a name, the page it leads to and whether it is a brand. */
export function posterOf(poster: BriefPoster_PosterFragment): { name: string; to: string | null; isBrand: boolean } {
  if (poster.brand) return { name: poster.brand.name, to: `/brands/${encodeURIComponent(poster.brand.slug)}`, isBrand: true };
  if (poster.creator) return { name: creatorName(poster.creator), to: `/creators/${encodeURIComponent(poster.creator.username)}`, isBrand: false };
  return { name: 'A former member', to: null, isBrand: false };
}

/** The poster's face: a brand's logo (square) or a creator's picture (round). */
export const PosterImage = ({ poster, size }: { poster: BriefPoster_PosterFragment; size: number }) => {
  if (poster.brand) return <EntityLogo src={poster.brand.logoUrl} name={poster.brand.name} size={size} />;
  const name = posterOf(poster).name;
  return <AvatarImage url={poster.creator?.profilePictureUrl} letter={name.charAt(0).toUpperCase()} size={size} tone={avatarTone(name)} />;
};

type BriefPosterLineProps = {
  poster: BriefPoster_PosterFragment;
  size?: number;
  /** Link the name to the poster's page (not inside a card whose whole area is one link). */
  linked?: boolean;
};

/** "[logo] Soundplate ✓ · Brand": the poster beside their picture. */
export const BriefPosterLine = ({ poster, size = 40, linked = false }: BriefPosterLineProps) => {
  const { name, to, isBrand } = posterOf(poster);
  return (
    <Row>
      <PosterImage poster={poster} size={size} />
      <Text>
        <Name>
          {linked && to ? <NameLink to={to}>{name}</NameLink> : <span>{name}</span>}
          {poster.brand?.verified ? (
            <Verified title="Verified brand">
              <Icon name="verified" size={15} />
              <VisuallyHidden>(verified)</VisuallyHidden>
            </Verified>
          ) : null}
        </Name>
        <Role>{isBrand ? 'Brand' : 'Creator'}</Role>
      </Text>
    </Row>
  );
};

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Name = styled.p`
  display: flex;
  align-items: center;
  gap: 4px;
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.textPrimary};

  > span:first-child,
  > a {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const NameLink = styled(Link)`
  color: inherit;

  &:hover {
    color: ${({ theme }) => theme.colors.accentHover};
    text-decoration: underline;
  }
`;

const Role = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Verified = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  color: ${({ theme }) => theme.colors.highlight};
`;
