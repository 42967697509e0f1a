import { useAuth } from '../../auth/authContext';
import { Icon } from '../../components/Icon';
import { NextStepCard } from '../../components/NextStepCard';
import { ButtonLink } from '../../components/ui/Button';
import { Page } from '../../components/ui/Page';
import { PageHeader } from '../../components/ui/PageHeader';

export const NetworkRoute = () => {
  const auth = useAuth();
  return (
    <Page>
      <title>My Network · SoundBoard</title>
      <PageHeader
        eyebrow="My Network"
        title="Your Creator Network"
        intro="The creators and brands you connect with on SoundBoard gather here, ready for your next project."
      />
      <NextStepCard
        icon="search"
        title={auth.status === 'signed-in' ? 'Make your first connection' : 'Sign in to see your network'}
        description={
          auth.status === 'signed-in'
            ? 'Browse creators and brands, then connect with the ones that fit your sound.'
            : 'Your connections are private to your account.'
        }
        action={
          auth.status === 'signed-in' ? (
            <ButtonLink to="/networking">
              Find Creators
              <Icon name="arrowRight" size={18} />
            </ButtonLink>
          ) : (
            <ButtonLink to="/login">Sign In</ButtonLink>
          )
        }
      />
    </Page>
  );
};
