import { useState } from 'react';
import styled from 'styled-components';
import { graphql } from '../../gql';
import type { CreatorCard_CreatorFragment } from '../../gql/graphql';
import { Icon } from '../Icon';
import { Tag } from '../ui/Tag';
import { CardFooter, CardFrame, CardHead, CardHeadText, CardMeta, CardTitle, Clamp, TagList } from './cardParts';
import { capitalise } from './labels';

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

const nameOf = (c: Pick<CreatorCard_CreatorFragment, 'artistName' | 'firstName' | 'username'>) =>
  [c.artistName, c.firstName, c.username].find((v) => v?.trim())?.trim() ?? 'Creator';

/** "ARTIST" → "Artist", "DJ" → "DJ". */
const roleOf = (userType: string) => (userType.toUpperCase() === 'DJ' ? 'DJ' : capitalise(userType.toLowerCase()));

type CreatorCardProps = {
  creator: CreatorCard_CreatorFragment;
  /** A need to stress, e.g. on /collaboration the one the visitor can answer. */
  highlightNeeds?: readonly string[];
};

/** A creator's public profile in the directory: never e-mail, last name or private settings. */
export const CreatorCard = ({ creator, highlightNeeds = [] }: CreatorCardProps) => {
  const name = nameOf(creator);
  const stage = creator.careerStage ? capitalise(creator.careerStage) : null;
  const highlight = new Set(highlightNeeds.map((n) => n.toLowerCase()));
  return (
    <CardFrame aria-labelledby={`creator-${creator.id}`}>
      <CardHead>
        <CreatorAvatar url={creator.profilePictureUrl} name={name} />
        <CardHeadText>
          <CardTitle id={`creator-${creator.id}`}>{name}</CardTitle>
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
    </CardFrame>
  );
};

/** The profile picture, or the name's first letter when there is none or it fails to load. */
export const CreatorAvatar = ({ url, name, size = 56 }: { url: string | null | undefined; name: string; size?: number }) => {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  return url && url !== failedUrl ? (
    <Picture src={url} alt="" width={size} height={size} $size={size} loading="lazy" onError={() => setFailedUrl(url)} />
  ) : (
    <Initial aria-hidden="true" $size={size} $tone={toneOf(name)}>
      {name.charAt(0).toUpperCase()}
    </Initial>
  );
};

/** Letters get one of a few theme gradients, the same for a name every time, so a page of them is not one colour. */
const TONES = 4;
const toneOf = (name: string) => [...name].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % TONES;

const Picture = styled.img<{ $size: number }>`
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  flex-shrink: 0;
  border-radius: 50%;
  object-fit: cover;
  border: 2px solid ${({ theme }) => theme.colors.borderStrong};
`;

const Initial = styled.span<{ $size: number; $tone: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  flex-shrink: 0;
  border-radius: 50%;
  background: ${({ theme, $tone }) =>
    [
      theme.gradients.accent,
      `linear-gradient(135deg, ${theme.colors.secondary} 0%, ${theme.colors.highlight} 100%)`,
      `linear-gradient(135deg, ${theme.colors.secondaryDeep} 0%, ${theme.colors.accent} 100%)`,
      `linear-gradient(135deg, ${theme.colors.highlight} 0%, ${theme.colors.success} 100%)`,
    ][$tone]};
  color: ${({ theme }) => theme.colors.textOnAccent};
  text-shadow: ${({ theme }) => theme.shadows.sm};
  font-size: ${({ $size }) => Math.round($size * 0.42)}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
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
