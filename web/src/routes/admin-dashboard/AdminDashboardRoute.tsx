import { FeatureCard } from '../../components/FeatureCard';
import { Icon } from '../../components/Icon';
import { NextStepCard } from '../../components/NextStepCard';
import { ButtonLink } from '../../components/ui/Button';
import { CardGrid, Page } from '../../components/ui/Page';
import { PageHeader } from '../../components/ui/PageHeader';

export const AdminDashboardRoute = () => (
  <Page>
    <title>Admin Dashboard · SoundBoard</title>
    <PageHeader
      eyebrow="Admin"
      title="Admin Dashboard"
      intro="Run the SoundBoard platform: curate resources and manage the sponsored ads creators see."
    />
    <CardGrid $min="280px">
      <FeatureCard icon="book" title="Resources">
        The curated library behind MatchMade AI recommendations.
      </FeatureCard>
      <FeatureCard icon="megaphone" title="Banner Ads" tone="secondary">
        Sponsored banners shown on creator dashboards.
      </FeatureCard>
    </CardGrid>
    <NextStepCard
      icon="book"
      title="Start with the resource library"
      description="Review the resources MatchMade AI recommends to creators."
      action={
        <ButtonLink to="/admin/resources">
          Manage Resources
          <Icon name="arrowRight" size={18} />
        </ButtonLink>
      }
    />
  </Page>
);
