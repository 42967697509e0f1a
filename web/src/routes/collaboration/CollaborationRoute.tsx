import { FeatureCard } from '../../components/FeatureCard';
import { Icon } from '../../components/Icon';
import { NextStepCard } from '../../components/NextStepCard';
import { ButtonLink } from '../../components/ui/Button';
import { CardGrid, Page } from '../../components/ui/Page';
import { PageHeader } from '../../components/ui/PageHeader';

export const CollaborationRoute = () => (
  <Page>
    <title>Collaboration · SoundBoard</title>
    <PageHeader
      eyebrow="Collaboration"
      title="Collaborate with Creators and Brands"
      intro="1,200+ collaborations have started on SoundBoard. Yours starts with the right connection."
    />
    <CardGrid $min="280px">
      <FeatureCard icon="music" title="Creator projects">
        Features, remixes and co-writes with artists and producers in your network.
      </FeatureCard>
      <FeatureCard icon="link" title="Brand partnerships" tone="secondary">
        Sponsorships and endorsements with brands that match your sound.
      </FeatureCard>
      <FeatureCard icon="message" title="One conversation" tone="highlight">
        Keep ideas, files and next steps together with every collaborator.
      </FeatureCard>
    </CardGrid>
    <NextStepCard
      icon="users"
      title="Find someone to work with"
      description="Browse creators by genre and skills, then reach out."
      action={
        <ButtonLink to="/networking">
          Find Creators
          <Icon name="arrowRight" size={18} />
        </ButtonLink>
      }
    />
  </Page>
);
