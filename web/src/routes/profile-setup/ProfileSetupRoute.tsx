import styled from 'styled-components';
import { Icon } from '../../components/Icon';
import { ButtonLink } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Page, SectionTitle } from '../../components/ui/Page';
import { PageHeader } from '../../components/ui/PageHeader';
import { Tag } from '../../components/ui/Tag';

/** The fields profile completion is scored on (spec §5). */
const profileFields = [
  { name: 'Artist name', note: 'The name brands and fans know you by', required: true },
  { name: 'Bio', note: 'At least 50 characters about you and your music', required: true },
  { name: 'Genres', note: 'The styles you make', required: true },
  { name: 'Location', note: 'Where you are based', required: true },
  { name: 'Career stage', note: 'Where you are on your journey', required: true },
  { name: 'Skills', note: 'What you bring to a project', required: true },
  { name: 'Profile picture', note: 'A face or logo for your profile', required: false },
  { name: 'Website', note: 'Your home on the web', required: false },
  { name: 'Social media', note: 'At least one link', required: false },
  { name: 'Looking for', note: 'Brands, gigs, collaborators or more', required: false },
] as const;

export const ProfileSetupRoute = () => (
  <Page>
    <title>Profile Setup · SoundBoard</title>
    <PageHeader
      eyebrow="Profile Setup"
      title="Set Up Your Creator Profile"
      intro="MatchMade AI matches you on these details. Fill in the required ones to complete your profile; the optional ones sharpen your matches."
      actions={
        <>
          <ButtonLink to="/profile-settings">
            Start with Your Account
            <Icon name="arrowRight" size={18} />
          </ButtonLink>
          <ButtonLink to="/dashboard" $variant="ghost">
            Skip for now
          </ButtonLink>
        </>
      }
    />
    <Card as="section" aria-labelledby="fields-title">
      <SectionTitle id="fields-title">What your profile includes</SectionTitle>
      <Fields role="list">
        {profileFields.map((field) => (
          <li key={field.name}>
            <span>
              <strong>{field.name}</strong>
              <small>{field.note}</small>
            </span>
            <Tag $tone={field.required ? 'accent' : 'neutral'}>{field.required ? 'Required' : 'Optional'}</Tag>
          </li>
        ))}
      </Fields>
    </Card>
  </Page>
);

const Fields = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr 1fr;
  }

  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.backgroundRaised};
  }

  span {
    display: flex;
    flex-direction: column;
  }

  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;
