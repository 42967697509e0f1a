import { useAuth } from '../../auth/authContext';
import { FeatureCard } from '../../components/FeatureCard';
import { Icon } from '../../components/Icon';
import { NextStepCard } from '../../components/NextStepCard';
import { ButtonLink } from '../../components/ui/Button';
import { CardGrid, Page } from '../../components/ui/Page';
import { PageHeader } from '../../components/ui/PageHeader';

export const ChatRoute = () => {
  const auth = useAuth();
  return (
    <Page>
      <title>Assistant · SoundBoard</title>
      <PageHeader
        eyebrow="SoundBoard Assistant"
        title="Your Music Career Assistant"
        intro="Ask about streaming analytics, networking, release planning, or what to work on next."
      />
      <CardGrid $min="240px">
        <FeatureCard icon="chart" title="Check streaming analytics">
          Make sense of your numbers and spot what is working.
        </FeatureCard>
        <FeatureCard icon="users" title="Review networking suggestions" tone="secondary">
          See who is worth reaching out to this week.
        </FeatureCard>
        <FeatureCard icon="music" title="Plan your next release" tone="highlight">
          Build a timeline from final mix to release day.
        </FeatureCard>
        <FeatureCard icon="check" title="Organise your tasks">
          Put your to-do list in the order that matters.
        </FeatureCard>
      </CardGrid>
      <NextStepCard
        icon="sparkles"
        title="Answers that fit your career"
        description="The assistant gives better advice when it knows your genres, skills and goals."
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
    </Page>
  );
};
