import { Icon } from '../../components/Icon';
import { NextStepCard } from '../../components/NextStepCard';
import { SUPPORT_EMAIL } from '../../components/layout/navItems';
import { ButtonAnchor } from '../../components/ui/Button';
import { Page } from '../../components/ui/Page';
import { PageHeader } from '../../components/ui/PageHeader';

export const PrivacyRoute = () => (
  <Page>
    <title>Privacy Policy · SoundBoard</title>
    <PageHeader
      eyebrow="Legal"
      title="Privacy Policy"
      intro="How SoundBoard collects, uses and protects the information in your account and creator profile."
    />
    <NextStepCard
      icon="lock"
      title="Questions about your data?"
      description={`Our team answers privacy questions at ${SUPPORT_EMAIL}.`}
      action={
        <ButtonAnchor href={`mailto:${SUPPORT_EMAIL}?subject=Privacy`} $variant="secondary">
          <Icon name="mail" size={18} />
          Contact Us
        </ButtonAnchor>
      }
    />
  </Page>
);
