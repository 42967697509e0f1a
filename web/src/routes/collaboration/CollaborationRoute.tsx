import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useAuth } from '../../auth/authContext';
import { useChat } from '../../components/chat/ChatProvider';
import { CreatorCard } from '../../components/directory/CreatorCard';
import { ResultSummary, Toolbar, ToolbarRow } from '../../components/directory/DirectoryStates';
import { FilterChips } from '../../components/directory/FilterChips';
import { plural } from '../../components/directory/labels';
import { SearchBox } from '../../components/directory/SearchBox';
import { useDirectoryParams } from '../../components/directory/useDirectoryParams';
import { DirectoryResults } from '../../components/directory/DirectoryResults';
import { useLoadMore } from '../../components/directory/useLoadMore';
import { Icon, type IconName } from '../../components/Icon';
import { Button, ButtonLink } from '../../components/ui/Button';
import { IconTile } from '../../components/ui/Card';
import { Page, PageSection, SectionTitle } from '../../components/ui/Page';
import { PageHeader } from '../../components/ui/PageHeader';
import { graphql } from '../../gql';

const PAGE_SIZE = 12;

export const COLLABORATION_ROUTE_QUERY = graphql(`
  query CollaborationRouteQuery($first: Int!, $after: String, $search: String, $lookingFor: [String!]) {
    creators(first: $first, after: $after, search: $search, lookingFor: $lookingFor) {
      totalCount
      edges {
        cursor
        node {
          id
          ...CreatorCard_creator
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** What the visitor brings, and the need (profile `lookingFor`) of the creators who want it. */
const OFFERS: readonly { value: string; label: string; needs: readonly string[] }[] = [
  { value: 'production', label: 'I produce', needs: ['Producers'] },
  { value: 'vocals', label: 'I sing or rap', needs: ['Vocalists'] },
  { value: 'mixing', label: 'I mix', needs: ['Mixing Engineer'] },
  { value: 'open', label: 'Open to any project', needs: ['Collaborators'] },
];
const ALL_NEEDS = OFFERS.flatMap((o) => o.needs);

const STEPS: readonly { icon: IconName; title: string; body: string }[] = [
  {
    icon: 'user',
    title: 'Be findable',
    body: 'Add “Collaborators” (or the role you need) to what you are looking for on your profile, with your genres and skills.',
  },
  {
    icon: 'search',
    title: 'Find a fit',
    body: 'Pick what you bring below to see creators who are looking for exactly that, then check their genres and stage.',
  },
  {
    icon: 'message',
    title: 'Reach out with context',
    body: 'Name a track of theirs you like, make one clear ask with a timeline, and agree on splits in writing before the session.',
  },
];

export const CollaborationRoute = () => {
  const auth = useAuth();
  const { ask } = useChat();
  const { text, setText, search, filters, setFilter, clear, active } = useDirectoryParams(['offer']);
  const offer = OFFERS.find((o) => o.value === filters.offer);
  const needs = offer ? offer.needs : ALL_NEEDS;
  const list = useQuery(COLLABORATION_ROUTE_QUERY, {
    variables: { first: PAGE_SIZE, search: search || undefined, lookingFor: [...needs] },
  });
  const creators = (list.data ?? list.previousData)?.creators;
  const more = useLoadMore(list.fetchMore, creators?.pageInfo.endCursor);
  const refreshing = list.loading && !more.loading && Boolean(creators);
  const signedIn = auth.status === 'signed-in';

  return (
    <Page>
      <title>Collaboration · SoundBoard</title>
      <PageHeader
        eyebrow="Collaboration"
        title="Find Your Next Collaborator"
        intro="Creators on SoundBoard say what they are looking for: producers, vocalists, mix engineers or a partner for anything. Tell us what you bring and meet the ones who need it."
        actions={
          <>
            <ButtonLink to={signedIn ? '/profile-settings' : '/signup'}>
              {signedIn ? 'Update What I Am Looking For' : 'Create Your Profile'}
              <Icon name="arrowRight" size={18} />
            </ButtonLink>
            <Button type="button" $variant="secondary" onClick={() => ask('How do I reach out to a producer for a collaboration?')}>
              <Icon name="message" size={18} />
              Ask How to Reach Out
            </Button>
          </>
        }
      />

      <PageSection aria-labelledby="collab-steps-title">
        <SectionTitle id="collab-steps-title">How collaborations start</SectionTitle>
        <Steps>
          {STEPS.map((step, i) => (
            <Step key={step.title}>
              <IconTile $tone={(['accent', 'secondary', 'highlight'] as const)[i]}>
                <Icon name={step.icon} size={22} />
              </IconTile>
              <div>
                <h3>
                  <StepNumber aria-hidden="true">{i + 1}</StepNumber>
                  {step.title}
                </h3>
                <p>{step.body}</p>
              </div>
            </Step>
          ))}
        </Steps>
      </PageSection>

      <PageSection aria-labelledby="collab-creators-title">
        <SectionTitle id="collab-creators-title">Creators looking to collaborate</SectionTitle>
        <Toolbar>
          <ToolbarRow>
            <SearchBox label="Search collaborators" placeholder="Name, city or bio" value={text} onChange={setText} />
          </ToolbarRow>
          <ChipsLabel aria-hidden="true">What do you bring?</ChipsLabel>
          <FilterChips
            label="What do you bring?"
            value={filters.offer}
            onChange={(value) => setFilter('offer', value)}
            allLabel="Any role"
            options={OFFERS.map(({ value, label }) => ({ value, label }))}
          />
          {creators ? (
            <ResultSummary busy={refreshing}>
              <strong>{plural(creators.totalCount, 'creator')}</strong>&nbsp;looking for{' '}
              {offer ? offer.needs.join(' or ').toLowerCase() : 'collaborators, producers, vocalists or a mix engineer'}
              {search ? <> matching “{search}”</> : null}
            </ResultSummary>
          ) : null}
        </Toolbar>
        <DirectoryResults
          connection={creators}
          noun="creators"
          title="collaborators"
          errorHint="Check your connection and try again."
          label="Creators looking to collaborate"
          failed={Boolean(list.error)}
          onRetry={() => void list.refetch()}
          refreshing={refreshing}
          more={more}
          empty={{
            icon: 'users',
            title: search ? `No collaborators match “${search}”` : 'Nobody is looking for that right now',
            hint: 'Try another role, or browse the whole creator directory.',
            onClear: active ? clear : undefined,
          }}
          skeletonCount={6}
          min="300px"
          testId="collab-grid"
          renderItem={(node) => <CreatorCard creator={node} highlightNeeds={needs} />}
          end={
            <Footnote>
              Looking for someone else? <Link to="/networking">Browse every creator</Link> by genre and skill.
            </Footnote>
          }
        />
      </PageSection>
    </Page>
  );
};

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 280px), 1fr));
  padding: 0;
  list-style: none;
`;

const Step = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.gradients.surface}, ${({ theme }) => theme.colors.surface1};

  h3 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  p {
    margin-top: ${({ theme }) => theme.space.xxs};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const StepNumber = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;

  &::after {
    content: '.';
  }
`;

const ChipsLabel = styled.p`
  margin-bottom: -${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Footnote = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;

  a {
    color: ${({ theme }) => theme.colors.accentHover};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;
