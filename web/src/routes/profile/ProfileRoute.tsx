import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { useAuth } from '../../auth/authContext';
import { Icon } from '../../components/Icon';
import { PageLoader } from '../../components/PageLoader';
import { CompletionChecklist } from '../../components/profile/CompletionChecklist';
import { CompletionSummary } from '../../components/profile/CompletionSummary';
import { ButtonLink } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Page, SectionTitle, LoadError } from '../../components/ui/Page';
import { PageHeader } from '../../components/ui/PageHeader';
import { graphql } from '../../gql';
import { ProfileCard } from './ProfileCard';

export const PROFILE_ROUTE_QUERY = graphql(`
  query ProfileRouteQuery {
    viewer {
      id
      profile {
        id
        ...ProfileCard_profile
      }
      profileCompletion {
        ...CompletionSummary_completion
      }
    }
  }
`);

export const ProfileRoute = () => {
  const auth = useAuth();
  const { data, loading, error } = useQuery(PROFILE_ROUTE_QUERY);
  if (auth.status !== 'signed-in') return null;
  const viewer = data?.viewer;

  return (
    <Page>
      <title>Profile · SoundBoard</title>
      <PageHeader
        eyebrow="Profile"
        title="Your Creator Profile"
        intro="This is how brands and other creators see you on SoundBoard."
        actions={
          <ButtonLink to="/profile-settings" $variant="secondary">
            <Icon name="edit" size={18} />
            Edit Profile
          </ButtonLink>
        }
      />
      {loading && !viewer ? <PageLoader /> : null}
      {error && !viewer ? <LoadError role="alert">Your profile could not be loaded. Please reload the page.</LoadError> : null}
      {viewer ? (
        <Columns>
          <ProfileCard profile={viewer.profile ?? null} user={auth.user} />
          <Side as="aside" aria-labelledby="completion-title">
            <SectionTitle id="completion-title">Profile completion</SectionTitle>
            <CompletionSummary
              completion={viewer.profileCompletion}
              action={
                viewer.profileCompletion.percent < 100 ? (
                  <ButtonLink to="/profile-settings" $size="sm">
                    Complete in Settings
                  </ButtonLink>
                ) : null
              }
            />
            <Divider />
            <CompletionChecklist missingRequired={viewer.profileCompletion.missingRequired} missingOptional={viewer.profileCompletion.missingOptional} />
          </Side>
        </Columns>
      ) : null}
    </Page>
  );
};

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 2fr) minmax(300px, 1fr);
  }
`;

const Side = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};

  ${SectionTitle} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Divider = styled.hr`
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
