import { Icon } from '../../components/Icon';
import { NextStepCard } from '../../components/NextStepCard';
import { SUPPORT_EMAIL } from '../../components/layout/navItems';
import { ButtonAnchor } from '../../components/ui/Button';
import { Page } from '../../components/ui/Page';
import { PageHeader } from '../../components/ui/PageHeader';

export const TermsRoute = () => (
  <Page>
    <title>Terms of Service · SoundBoard</title>
    <PageHeader
      eyebrow="Legal"
      title="Terms of Service"
      intro="The agreement between you and SoundBoard when you use the platform as a creator, brand or visitor."
    />
    <NextStepCard
      icon="file"
      title="Questions about these terms?"
      description={`Write to ${SUPPORT_EMAIL} and we will help.`}
      action={
        <ButtonAnchor href={`mailto:${SUPPORT_EMAIL}?subject=Terms%20of%20Service`} $variant="secondary">
          <Icon name="mail" size={18} />
          Contact Us
        </ButtonAnchor>
      }
    />
  </Page>
);
