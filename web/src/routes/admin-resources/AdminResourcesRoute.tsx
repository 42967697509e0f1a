import { Icon } from '../../components/Icon';
import { NextStepCard } from '../../components/NextStepCard';
import { ButtonLink } from '../../components/ui/Button';
import { Page } from '../../components/ui/Page';
import { PageHeader } from '../../components/ui/PageHeader';

export const AdminResourcesRoute = () => (
  <Page>
    <title>Manage Resources · SoundBoard Admin</title>
    <PageHeader
      eyebrow="Admin"
      title="Manage Resources"
      intro="The tools, services and guides in the resource library, and what MatchMade AI can recommend."
    />
    <NextStepCard
      icon="megaphone"
      title="Sponsored banners"
      description="Review the banner ads shown on creator dashboards."
      action={
        <ButtonLink to="/admin/ads" $variant="secondary">
          Manage Ads
          <Icon name="arrowRight" size={18} />
        </ButtonLink>
      }
    />
  </Page>
);
