import { Icon } from '../../components/Icon';
import { NextStepCard } from '../../components/NextStepCard';
import { ButtonLink } from '../../components/ui/Button';
import { Page } from '../../components/ui/Page';
import { PageHeader } from '../../components/ui/PageHeader';

export const AdminAdsRoute = () => (
  <Page>
    <title>Manage Ads · SoundBoard Admin</title>
    <PageHeader
      eyebrow="Admin"
      title="Manage Banner Ads"
      intro="The sponsored banners creators see on their dashboard: title, description, image, link and sponsor."
    />
    <NextStepCard
      icon="book"
      title="Resource library"
      description="Curate the resources MatchMade AI recommends to creators."
      action={
        <ButtonLink to="/admin/resources" $variant="secondary">
          Manage Resources
          <Icon name="arrowRight" size={18} />
        </ButtonLink>
      }
    />
  </Page>
);
