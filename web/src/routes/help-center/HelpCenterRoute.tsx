import { FeatureCard } from '../../components/FeatureCard';
import { Icon } from '../../components/Icon';
import { NextStepCard } from '../../components/NextStepCard';
import { SUPPORT_EMAIL } from '../../components/layout/navItems';
import { ButtonAnchor } from '../../components/ui/Button';
import { CardGrid, Page } from '../../components/ui/Page';
import { PageHeader } from '../../components/ui/PageHeader';

export const HelpCenterRoute = () => (
  <Page>
    <title>Help Center · SoundBoard</title>
    <PageHeader
      eyebrow="Help Center"
      title="How Can We Help?"
      intro="Answers for getting started, setting up your profile and making the most of MatchMade AI."
    />
    <CardGrid $min="280px">
      <FeatureCard icon="user" title="Getting started">
        Create your account, set up your profile and find your first brands and creators.
      </FeatureCard>
      <FeatureCard icon="sparkles" title="Profile & matches" tone="secondary">
        A more complete profile means sharper MatchMade AI recommendations.
      </FeatureCard>
      <FeatureCard icon="lock" title="Account & sign-in" tone="highlight">
        Signing in, signing out and keeping your account secure.
      </FeatureCard>
    </CardGrid>
    <NextStepCard
      icon="mail"
      title="Still need a hand?"
      description={`Write to ${SUPPORT_EMAIL} and the SoundBoard team will get back to you.`}
      action={
        <ButtonAnchor href={`mailto:${SUPPORT_EMAIL}`}>
          <Icon name="mail" size={18} />
          Contact Us
        </ButtonAnchor>
      }
    />
  </Page>
);
