import { FeatureCard } from '../../components/FeatureCard';
import { Icon } from '../../components/Icon';
import { NextStepCard } from '../../components/NextStepCard';
import { ButtonLink } from '../../components/ui/Button';
import { CardGrid, Page } from '../../components/ui/Page';
import { PageHeader } from '../../components/ui/PageHeader';

export const AboutRoute = () => (
  <Page>
    <title>About · SoundBoard</title>
    <PageHeader
      eyebrow="About SoundBoard"
      title="Built for the Creators Behind the Music"
      intro="SoundBoard is a networking platform where artists and producers meet verified music-industry brands, each other and the resources that move a career forward, with MatchMade AI pointing the way."
    />
    <CardGrid $min="300px">
      <FeatureCard icon="music" title="For creators">
        One profile opens the door to brands, collaborators and a curated resource library, free for artists and
        producers.
      </FeatureCard>
      <FeatureCard icon="verified" title="For brands" tone="secondary">
        Partner brands meet creators who are actively looking for what they offer, not a cold audience.
      </FeatureCard>
      <FeatureCard icon="sparkles" title="MatchMade AI" tone="highlight">
        Recommendations weigh your genres, skills, career stage and goals, and every match comes with its reason.
      </FeatureCard>
    </CardGrid>
    <NextStepCard
      icon="users"
      title="Join 2,500+ active creators"
      description="Set up your profile in a few minutes and start connecting."
      action={
        <ButtonLink to="/signup">
          Get Started
          <Icon name="arrowRight" size={18} />
        </ButtonLink>
      }
    />
  </Page>
);
