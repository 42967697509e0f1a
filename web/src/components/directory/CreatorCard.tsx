import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { graphql } from '../../gql';
import type { CreatorCard_CreatorFragment } from '../../gql/graphql';
import { Icon } from '../Icon';
import { Tag } from '../ui/Tag';
import { CardFooter, CardFrame, CardHead, CardHeadText, CardMeta, CardTitle, Clamp, TagList } from './cardParts';
import { capitalise } from '../format';
import { AvatarImage } from '../layout/Avatar';
import { avatarTone, creatorName } from '../network/creatorName';

export const CreatorCard_creator = graphql(`
  fragment CreatorCard_creator on CreatorProfile {
    id
    artistName
    firstName
    username
    userType
    bio
    genres
    skills
    location
    careerStage
    lookingFor
    profilePictureUrl
  }
`);

/** "ARTIST" → "Artist", "DJ" → "DJ". */
const roleOf = (userType: string) => (userType.toUpperCase() === 'DJ' ? 'DJ' : capitalise(userType.toLowerCase()));

type CreatorCardProps = {
  creator: CreatorCard_CreatorFragment;
  /** A need to stress, e.g. on /collaboration the one the visitor can answer. */
  highlightNeeds?: readonly string[];
  /** Shown first under the header, e.g. why MatchMade suggests this creator. */
  children?: ReactNode;
  /** Buttons at the foot of the card (they sit above the card-wide link). */
  actions?: ReactNode;
};

/** A creator's public profile in the directory: never e-mail, last name or private settings. */
export const CreatorCard = ({ creator, highlightNeeds = [], children, actions }: CreatorCardProps) => {
  const name = creatorName(creator);
  const stage = creator.careerStage ? capitalise(creator.careerStage) : null;
  const highlight = new Set(highlightNeeds.map((n) => n.toLowerCase()));
  return (
    <Frame aria-labelledby={`creator-${creator.id}`}>
      <CardHead>
        <AvatarImage url={creator.profilePictureUrl} letter={name.charAt(0).toUpperCase()} size={56} tone={avatarTone(name)} />
        <CardHeadText>
          <CardTitle id={`creator-${creator.id}`}>
            <CardLink to={`/creators/${encodeURIComponent(creator.username)}`}>{name}</CardLink>
          </CardTitle>
          <Role>
            {roleOf(creator.userType)}
            {stage ? <> · {stage}</> : null}
          </Role>
          {creator.location ? (
            <CardMeta>
              <Icon name="mapPin" size={14} />
              <span>{creator.location}</span>
            </CardMeta>
          ) : null}
        </CardHeadText>
      </CardHead>
      {children}
      {creator.bio ? <Clamp $lines={3}>{creator.bio}</Clamp> : null}
      {creator.genres.length > 0 ? (
        <TagList aria-label="Genres">
          {creator.genres.slice(0, 4).map((genre) => (
            <li key={genre}>
              <Tag $tone="accent">{genre}</Tag>
            </li>
          ))}
        </TagList>
      ) : null}
      {creator.skills.length > 0 ? (
        <Skills>
          <Icon name="sliders" size={14} />
          <span>{creator.skills.slice(0, 4).join(' · ')}</span>
        </Skills>
      ) : null}
      {creator.lookingFor.length > 0 ? (
        <CardFooter>
          <LookingFor>
            <Label>Looking for</Label>
            <TagList>
              {creator.lookingFor.slice(0, 3).map((need) => (
                <li key={need}>
                  <Tag $tone={highlight.has(need.toLowerCase()) ? 'success' : 'neutral'}>{need}</Tag>
                </li>
              ))}
            </TagList>
          </LookingFor>
        </CardFooter>
      ) : null}
      {actions ? <CardActions>{actions}</CardActions> : null}
    </Frame>
  );
};

/** The whole card opens the creator's page; its buttons stay above that link. */
const Frame = styled(CardFrame)`
  position: relative;
`;

const CardLink = styled(Link)`
  color: inherit;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }

  &:focus-visible {
    outline: none;
  }

  &:focus-visible::after {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

const CardActions = styled.div`
  position: relative;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Role = styled.p`
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Skills = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  svg {
    margin-top: 4px;
  }
`;

const LookingFor = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

const Label = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-transform: uppercase;
`;
