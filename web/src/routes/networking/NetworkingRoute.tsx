import { useAuth } from '../../auth/authContext';
import { FeatureCard } from '../../components/FeatureCard';
import { Icon } from '../../components/Icon';
import { NextStepCard } from '../../components/NextStepCard';
import { ButtonLink } from '../../components/ui/Button';
import { CardGrid, Page } from '../../components/ui/Page';
import { PageHeader } from '../../components/ui/PageHeader';

export const NetworkingRoute = () => {
  const auth = useAuth();
  return (
    <Page>
      <title>Networking · SoundBoard</title>
      <PageHeader
        eyebrow="Professional Networking"
        title="Grow Your Network with Fellow Creators"
        intro="Meet producers, artists and collaborators who share your sound, and turn introductions into projects."
      />
      <CardGrid $min="300px">
        <FeatureCard icon="search" title="Find your people">
          Discover creators by genre, skills and what they are looking for.
        </FeatureCard>
        <FeatureCard icon="message" title="Start conversations" tone="secondary">
          Reach out with context: shared genres, goals and the brands you both work with.
        </FeatureCard>
        <FeatureCard icon="music" title="Collaborate" tone="highlight">
          Move from a connection to a feature, a remix or a co-write.
        </FeatureCard>
      </CardGrid>
      <NextStepCard
        icon="users"
        title={auth.status === 'signed-in' ? 'See your network' : 'Create your creator profile'}
        description={
          auth.status === 'signed-in'
            ? 'Everyone you have connected with, in one place.'
            : 'A profile lets other creators and brands find you.'
        }
        action={
          auth.status === 'signed-in' ? (
            <ButtonLink to="/network">Open My Network</ButtonLink>
          ) : (
            <ButtonLink to="/signup">
              Get Started
              <Icon name="arrowRight" size={18} />
            </ButtonLink>
          )
        }
      />
    </Page>
  );
};
