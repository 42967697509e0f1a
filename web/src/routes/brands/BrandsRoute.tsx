import { useAuth } from '../../auth/authContext';
import { FeatureCard } from '../../components/FeatureCard';
import { Icon, type IconName } from '../../components/Icon';
import { NextStepCard } from '../../components/NextStepCard';
import { SUPPORT_EMAIL } from '../../components/layout/navItems';
import { ButtonAnchor, ButtonLink } from '../../components/ui/Button';
import { CardGrid, Page, PageSection, SectionTitle } from '../../components/ui/Page';
import { PageHeader } from '../../components/ui/PageHeader';

const categories: readonly { icon: IconName; title: string; body: string }[] = [
  { icon: 'compass', title: 'Distribution & Labels', body: 'Get your releases onto every major store and streaming service.' },
  { icon: 'music', title: 'Instruments & Gear', body: 'Endorsements and deals from the makers of the tools you play.' },
  { icon: 'sliders', title: 'Software & Plugins', body: 'DAWs, plugins and sample libraries for production and mixing.' },
  { icon: 'megaphone', title: 'Promotion & Marketing', body: 'Playlist pitching, PR and campaigns that grow your audience.' },
  { icon: 'file', title: 'Sync & Licensing', body: 'Place your music in film, TV, games and advertising.' },
  { icon: 'chart', title: 'Analytics & Royalties', body: 'Track streams and collect every royalty you are owed.' },
];

export const BrandsRoute = () => {
  const auth = useAuth();
  return (
    <Page>
      <title>Brands · SoundBoard</title>
      <PageHeader
        eyebrow="Brand Discovery"
        title="Discover Verified Music Industry Brands"
        intro="150+ partner brands across distribution, gear, software, promotion and licensing, each verified before it joins SoundBoard."
      />
      <NextStepCard
        icon="sparkles"
        title="Let MatchMade AI shortlist brands for you"
        description={
          auth.status === 'signed-in'
            ? 'Complete your profile and your best-fitting brands appear on your dashboard, each with a match score.'
            : 'Create a free profile and MatchMade AI ranks brands by how well they fit your genres, skills and goals.'
        }
        action={
          auth.status === 'signed-in' ? (
            <ButtonLink to="/profile-setup">Complete Profile</ButtonLink>
          ) : (
            <ButtonLink to="/signup">
              Get Started
              <Icon name="arrowRight" size={18} />
            </ButtonLink>
          )
        }
      />
      <PageSection aria-labelledby="categories-title">
        <SectionTitle id="categories-title">Browse by category</SectionTitle>
        <CardGrid $min="300px">
          {categories.map((category) => (
            <FeatureCard key={category.title} icon={category.icon} title={category.title}>
              {category.body}
            </FeatureCard>
          ))}
        </CardGrid>
      </PageSection>
      <NextStepCard
        icon="link"
        title="Are you a music-industry brand?"
        description="Partner with SoundBoard to meet creators who are looking for exactly what you offer."
        action={
          <ButtonAnchor href={`mailto:${SUPPORT_EMAIL}?subject=Partner%20with%20SoundBoard`} $variant="secondary">
            Partner with Us
          </ButtonAnchor>
        }
      />
    </Page>
  );
};
