import { useAuth } from '../../auth/authContext';
import { FeatureCard } from '../../components/FeatureCard';
import { Icon, type IconName } from '../../components/Icon';
import { NextStepCard } from '../../components/NextStepCard';
import { ButtonLink } from '../../components/ui/Button';
import { CardGrid, Page, PageSection, SectionTitle } from '../../components/ui/Page';
import { PageHeader } from '../../components/ui/PageHeader';

const collections: readonly { icon: IconName; title: string; body: string }[] = [
  { icon: 'compass', title: 'Release & Distribution', body: 'Services that deliver your music to stores and streaming platforms.' },
  { icon: 'sliders', title: 'Production Tools', body: 'Software, plugins and sample libraries worth your studio time.' },
  { icon: 'megaphone', title: 'Promotion', body: 'Ways to pitch playlists, run campaigns and reach new listeners.' },
  { icon: 'chart', title: 'Royalties & Rights', body: 'Collect what you are owed and understand who owns what.' },
  { icon: 'book', title: 'Guides & Education', body: 'Courses and handbooks on the business side of music.' },
  { icon: 'users', title: 'Live & Touring', body: 'Booking, ticketing and the logistics of playing shows.' },
];

export const ResourcesRoute = () => {
  const auth = useAuth();
  return (
    <Page>
      <title>Resources · SoundBoard</title>
      <PageHeader
        eyebrow="Resource Library"
        title="Curated Resources for Music Creators"
        intro="50+ hand-picked tools, services and guides for releasing, promoting and earning from your music."
      />
      <NextStepCard
        icon="target"
        title="Get resources matched to your career"
        description="MatchMade AI scores each resource against your profile and explains why it fits."
        action={
          auth.status === 'signed-in' ? (
            <ButtonLink to="/dashboard">See My Matches</ButtonLink>
          ) : (
            <ButtonLink to="/signup">
              Get Started
              <Icon name="arrowRight" size={18} />
            </ButtonLink>
          )
        }
      />
      <PageSection aria-labelledby="collections-title">
        <SectionTitle id="collections-title">Collections</SectionTitle>
        <CardGrid $min="300px">
          {collections.map((collection) => (
            <FeatureCard key={collection.title} icon={collection.icon} title={collection.title} tone="secondary">
              {collection.body}
            </FeatureCard>
          ))}
        </CardGrid>
      </PageSection>
    </Page>
  );
};
