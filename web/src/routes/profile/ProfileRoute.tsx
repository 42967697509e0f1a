import styled from 'styled-components';
import { useAuth } from '../../auth/authContext';
import { displayName } from '../../auth/userDisplay';
import { Avatar } from '../../components/layout/Avatar';
import { NextStepCard } from '../../components/NextStepCard';
import { ButtonLink } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Page } from '../../components/ui/Page';
import { PageHeader } from '../../components/ui/PageHeader';
import { Tag } from '../../components/ui/Tag';

export const ProfileRoute = () => {
  const auth = useAuth();
  if (auth.status !== 'signed-in') return null;
  const { user } = auth;

  return (
    <Page>
      <title>Profile · SoundBoard</title>
      <PageHeader
        eyebrow="Profile"
        title="Your Creator Profile"
        intro="How brands and other creators see you on SoundBoard."
      />
      <Card>
        <Identity>
          <Avatar user={user} size={88} />
          <div>
            <Name>{displayName(user)}</Name>
            <Handle>@{user.username}</Handle>
            <Tags>
              <Tag $tone={user.role === 'admin' ? 'accent' : 'secondary'}>
                {user.role === 'admin' ? 'Admin' : 'Creator'}
              </Tag>
            </Tags>
          </div>
          <ButtonLink to="/profile-settings" $variant="secondary" $size="sm">
            Profile Settings
          </ButtonLink>
        </Identity>
      </Card>
      <NextStepCard
        icon="sparkles"
        title="Tell MatchMade AI about your sound"
        description="Add your bio, genres, skills and goals so brands and creators know what you are about."
        action={<ButtonLink to="/profile-setup">Complete Profile</ButtonLink>}
      />
    </Page>
  );
};

const Identity = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.lg};

  > div {
    flex: 1;
    min-width: 0;
  }

  ${({ theme }) => theme.media.tablet} {
    flex-direction: row;
    align-items: center;
  }
`;

const Name = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
`;

const Handle = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Tags = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.xs};
`;
