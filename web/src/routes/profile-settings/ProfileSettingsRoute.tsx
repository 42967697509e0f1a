import styled from 'styled-components';
import { useAuth } from '../../auth/authContext';
import { NextStepCard } from '../../components/NextStepCard';
import { ButtonLink } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Page, SectionTitle } from '../../components/ui/Page';
import { PageHeader } from '../../components/ui/PageHeader';

export const ProfileSettingsRoute = () => {
  const auth = useAuth();
  if (auth.status !== 'signed-in') return null;
  const { user } = auth;

  const details = [
    { label: 'Email', value: user.email },
    { label: 'Username', value: user.username },
    { label: 'First name', value: user.firstName },
    { label: 'Last name', value: user.lastName },
    { label: 'Artist name', value: user.artistName },
  ];

  return (
    <Page>
      <title>Profile Settings · SoundBoard</title>
      <PageHeader
        eyebrow="Settings"
        title="Profile Settings"
        intro="Your account details and the profile that powers your MatchMade AI recommendations."
      />
      <Card as="section" aria-labelledby="account-title">
        <SectionTitle id="account-title">Account</SectionTitle>
        <Details>
          {details.map((detail) => (
            <div key={detail.label}>
              <dt>{detail.label}</dt>
              <dd>{detail.value?.trim() ? detail.value : <NotSet>Not set</NotSet>}</dd>
            </div>
          ))}
        </Details>
      </Card>
      <NextStepCard
        icon="sliders"
        title="Set up your creator profile"
        description="Bio, genres, location, career stage and skills: the details MatchMade AI matches on."
        action={<ButtonLink to="/profile-setup">Open Profile Setup</ButtonLink>}
      />
    </Page>
  );
};

const Details = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr 1fr;
  }

  div {
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.backgroundRaised};
    min-width: 0;
  }

  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    overflow-wrap: anywhere;
  }
`;

const NotSet = styled.span`
  color: ${({ theme }) => theme.colors.textFaint};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;
