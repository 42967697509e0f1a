import styled from 'styled-components';
import type { SessionUser } from '../../auth/sessionUser';
import { avatarLetter, displayName } from '../../auth/userDisplay';
import { Icon } from '../../components/Icon';
import { SOCIAL_LABELS, SOCIAL_PLATFORMS } from '../../components/profile/profileForm';
import { ButtonLink } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Tag } from '../../components/ui/Tag';
import { graphql } from '../../gql';
import type { ProfileCard_ProfileFragment } from '../../gql/graphql';
import { AvatarImage } from '../../components/layout/Avatar';
import { capitalise } from '../../components/format';

export const ProfileCard_profile = graphql(`
  fragment ProfileCard_profile on Profile {
    id
    artistName
    bio
    genres
    location
    careerStage
    skills
    profilePictureUrl
    website
    lookingFor
    socialMedia {
      instagram
      tiktok
      youtube
      spotify
      soundcloud
      bandcamp
      x
      facebook
      twitch
      appleMusic
    }
  }
`);

type ProfileCardProps = {
  profile: ProfileCard_ProfileFragment | null;
  user: SessionUser;
};

/** "https://www.nova.com/music/" → "nova.com/music": how people read an address. */
const shortAddress = (url: string) => url.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '');

/** The creator's profile as brands and other creators see it: only what is filled in shows. */
export const ProfileCard = ({ profile, user }: ProfileCardProps) => {
  const name = profile?.artistName?.trim() || displayName(user);
  const letter = avatarLetter({ ...user, artistName: profile?.artistName ?? user.artistName });
  const links = profile
    ? SOCIAL_PLATFORMS.flatMap((platform) => {
        const url = profile.socialMedia[platform];
        return url ? [{ key: platform, label: SOCIAL_LABELS[platform].label, url }] : [];
      })
    : [];
  const tagSections = profile
    ? [
        { title: 'Genres', values: profile.genres, tone: 'accent' as const },
        { title: 'Skills', values: profile.skills, tone: 'secondary' as const },
        { title: 'Looking for', values: profile.lookingFor, tone: 'neutral' as const },
      ].filter((section) => section.values.length > 0)
    : [];
  const bio = profile?.bio.trim() ?? '';
  const empty = !bio && tagSections.length === 0 && links.length === 0 && !profile?.website;

  return (
    <Wrapper as="article" aria-labelledby="profile-name" data-testid="profile-card">
      <Cover aria-hidden="true" />
      <Head>
        <Picture>
          <AvatarImage url={profile?.profilePictureUrl} letter={letter} size={104} alt={`${name}'s profile picture`} />
        </Picture>
        <Identity>
          <Name id="profile-name">{name}</Name>
          <Meta>
            <span>@{user.username}</span>
            {profile?.location ? (
              <span>
                <Icon name="mapPin" size={16} />
                {profile.location}
              </span>
            ) : null}
            {profile?.careerStage ? <Tag $tone="success">{capitalise(profile.careerStage)}</Tag> : null}
          </Meta>
        </Identity>
      </Head>

      <Body>
        {bio ? (
          <Section aria-labelledby="profile-about">
            <SectionLabel id="profile-about">About</SectionLabel>
            <Bio>{bio}</Bio>
          </Section>
        ) : null}

        {tagSections.map((section) => (
          <Section key={section.title} aria-label={section.title}>
            <SectionLabel as="h3">{section.title}</SectionLabel>
            <Tags role="list">
              {section.values.map((value) => (
                <li key={value}>
                  <BigTag $tone={section.tone}>{value}</BigTag>
                </li>
              ))}
            </Tags>
          </Section>
        ))}

        {profile?.website || links.length > 0 ? (
          <Section aria-labelledby="profile-links">
            <SectionLabel id="profile-links">Links</SectionLabel>
            <Links role="list">
              {profile?.website ? (
                <li>
                  <LinkPill href={profile.website} target="_blank" rel="noopener noreferrer">
                    <Icon name="globe" size={16} />
                    {shortAddress(profile.website)}
                    <Icon name="externalLink" size={14} />
                  </LinkPill>
                </li>
              ) : null}
              {links.map((link) => (
                <li key={link.key}>
                  <LinkPill href={link.url} target="_blank" rel="noopener noreferrer" title={link.url}>
                    <Icon name="link" size={16} />
                    {link.label}
                    <Icon name="externalLink" size={14} />
                  </LinkPill>
                </li>
              ))}
            </Links>
          </Section>
        ) : null}

        {empty ? (
          <Empty>
            <p>Your profile is still empty: brands and creators only see your name. Add your sound, skills and links so they know what you are about.</p>
            <ButtonLink to="/profile-setup" $size="sm">
              Set Up Your Profile
            </ButtonLink>
          </Empty>
        ) : null}
      </Body>
    </Wrapper>
  );
};

const Wrapper = styled(Card)`
  padding: 0;
  overflow: hidden;

  ${({ theme }) => theme.media.tablet} {
    padding: 0;
  }
`;

const Cover = styled.div`
  height: 112px;
  background: ${({ theme }) => theme.gradients.band}, ${({ theme }) => theme.colors.surface2};
  border-bottom: 1px solid ${({ theme }) => theme.colors.borderSubtle};

  ${({ theme }) => theme.media.tablet} {
    height: 140px;
  }
`;

const Head = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: 0 ${({ theme }) => theme.space.lg};
  margin-top: -56px;

  ${({ theme }) => theme.media.tablet} {
    flex-direction: row;
    align-items: flex-end;
    gap: ${({ theme }) => theme.space.lg};
    padding: 0 ${({ theme }) => theme.space.xl};
  }
`;

const Picture = styled.div`
  width: 112px;
  height: 112px;
  flex-shrink: 0;
  padding: 4px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface1};

  img {
    width: 100%;
    height: 100%;
    border-radius: 50%;
    object-fit: cover;
  }
`;

const Identity = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
  padding-bottom: ${({ theme }) => theme.space.xs};
`;

const Name = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
  letter-spacing: ${({ theme }) => theme.letterSpacings.display};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  > span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xxs};
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.xl} ${theme.space.xl}`};
  }
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const SectionLabel = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textFaint};
`;

const Bio = styled.p`
  max-width: 68ch;
  color: ${({ theme }) => theme.colors.textSecondary};
  white-space: pre-line;
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const BigTag = styled(Tag)`
  padding: ${({ theme }) => `6px ${theme.space.sm}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const LinkPill = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 36px;
  max-width: 100%;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface2};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  transition:
    border-color ${({ theme }) => theme.transitions.base},
    color ${({ theme }) => theme.transitions.base};

  svg:last-child {
    color: ${({ theme }) => theme.colors.textFaint};
  }

  &:hover {
    border-color: ${({ theme }) => theme.colors.borderAccent};
    color: ${({ theme }) => theme.colors.textPrimary};
  }
`;

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};

  p {
    max-width: 60ch;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
