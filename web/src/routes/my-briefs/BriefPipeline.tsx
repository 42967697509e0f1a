import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { BackLink } from '../../components/ui/BackLink';
import { ApplicationCard, applicantName, type PipelineApplication } from '../../components/briefs/ApplicationCard';
import { BriefActions, BriefFacts, BriefStateNote } from '../../components/briefs/BriefListItem';
import { briefStateOf, PIPELINE } from '../../components/briefs/briefWords';
import { DeclineDialog } from '../../components/briefs/DeclineDialog';
import { InviteCreatorsDialog } from '../../components/briefs/InviteCreatorsDialog';
import { StatePanel } from '../../components/directory/DirectoryStates';
import { Icon } from '../../components/Icon';
import { PageLoader } from '../../components/PageLoader';
import { Button, ButtonLink } from '../../components/ui/Button';
import { FilterPillButton, FilterPills, PillCount } from '../../components/ui/FilterPills';
import { LoadError, Page } from '../../components/ui/Page';
import { Tag } from '../../components/ui/Tag';
import { graphql } from '../../gql';
import { useDecideApplicationMutation } from '../../mutations/useDecideApplicationMutation';

export const BRIEF_PIPELINE_QUERY = graphql(`
  query BriefPipelineQuery($briefId: ID!) {
    brief(id: $briefId) {
      id
      questions
      # The fields of BriefListItem_brief, written out: the cost limit counts a spread fragment twice over.
      title
      kind
      status
      awaitingReview
      outcome
      outcomeReason
      removalReason
      closesAt
      createdAt
      applicationCount
      compensation {
        type
        min
        max
        currency
      }
      poster {
        brand {
          id
          name
        }
      }
    }
    briefApplications(briefId: $briefId, first: 40) {
      totalCount
      edges {
        node {
          id
          # The fields of ApplicationCard_application, written out: the cost limit counts a spread fragment twice over.
          status
          pitch
          links
          answers
          createdAt
          viewedAt
          decidedAt
          declineReason
          declineNote
          applicant {
            id
            username
            artistName
            firstName
            profilePictureUrl
            location
            genres
          }
        }
      }
    }
  }
`);

type Applicant = { id: string; name: string };

/**
 * One brief's applications as a pipeline: Submitted (new and viewed), Shortlisted, Hired and
 * Declined side by side on a wide screen, one at a time behind tabs on a phone. Opening it marks
 * the new ones viewed (the server does, as it reads them). Several can be declined at once.
 */
export const BriefPipeline = ({ briefId }: { briefId: string }) => {
  const { data, loading, error } = useQuery(BRIEF_PIPELINE_QUERY, { variables: { briefId }, fetchPolicy: 'cache-and-network' });
  const { decideOne, decline } = useDecideApplicationMutation();
  const [stage, setStage] = useState(PIPELINE[0]!.id);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [declining, setDeclining] = useState<readonly Applicant[] | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [inviting, setInviting] = useState(false);

  if (loading && !data) return <PageLoader />;
  const brief = data?.brief;
  if ((error && !data) || !brief) {
    return (
      <Page>
        {error && !data ? (
          <LoadError role="alert">The applications could not be loaded. Please reload the page.</LoadError>
        ) : (
          <StatePanel icon="file" title="No such brief" action={<ButtonLink to="/collaboration/mine">Your briefs</ButtonLink>}>
            It may have been deleted, or it is not yours.
          </StatePanel>
        )}
      </Page>
    );
  }

  const applications = data.briefApplications.edges.map((edge) => edge.node);
  const state = briefStateOf(brief);
  const canDecide = brief.status !== 'REMOVED';
  const hiredCount = applications.filter((a) => a.status === 'HIRED').length;
  const who = (a: PipelineApplication): Applicant => ({ id: a.id, name: applicantName(a) });
  const chosen = applications.filter((a) => selected.has(a.id));

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const act = async (application: PipelineApplication, status: 'SHORTLISTED' | 'HIRED') => {
    setBusy(application.id);
    await decideOne(who(application), { status });
    setBusy(null);
    toggle(application.id, false);
  };

  return (
    <Page>
      <title>{`Applications · ${brief.title} · SoundBoard`}</title>
      <Head>
        <BackLink to="/collaboration/mine">
          <Icon name="arrowLeft" size={16} />
          All your briefs
        </BackLink>
        <TitleRow>
          <h1>{brief.title}</h1>
          <Tag $tone={state.tone} data-testid="brief-state">
            {state.label}
          </Tag>
        </TitleRow>
        <BriefFacts brief={brief} />
        <BriefStateNote brief={brief} />
        <Actions>
          {brief.status === 'OPEN' ? (
            <Button type="button" $size="sm" onClick={() => setInviting(true)}>
              <Icon name="userPlus" size={16} />
              Invite creators
            </Button>
          ) : null}
          <BriefActions brief={brief} hiredCount={hiredCount} compact />
          <ButtonLink to={`/collaboration/${brief.id}`} $variant="ghost" $size="sm">
            View on the board
            <Icon name="arrowRight" size={16} />
          </ButtonLink>
        </Actions>
      </Head>

      <section aria-labelledby="pipeline-title">
        <PipelineHead>
          <h2 id="pipeline-title">Applications</h2>
          <span>
            {data.briefApplications.totalCount > applications.length
              ? `The ${applications.length} newest of ${data.briefApplications.totalCount} applications`
              : applications.length === 1
                ? '1 application'
                : `${applications.length} applications`}
          </span>
        </PipelineHead>

        {chosen.length > 0 ? (
          <Selection role="region" aria-label="Selected applications">
            <strong>{chosen.length} selected</strong>
            <Button type="button" $size="sm" onClick={() => setDeclining(chosen.map(who))}>
              <Icon name="ban" size={16} />
              Decline selected
            </Button>
            <Button type="button" $size="sm" $variant="ghost" onClick={() => setSelected(new Set())}>
              Clear
            </Button>
          </Selection>
        ) : null}

        {applications.length === 0 ? (
          <StatePanel icon="users" title="No applications yet">
            {brief.status === 'OPEN'
              ? 'Creators apply with a pitch, links to their work and answers to your questions. They show here as they come in.'
              : 'Applications come in while the brief is open.'}
          </StatePanel>
        ) : (
          <>
            <StageTabs aria-label="Pipeline steps">
              {PIPELINE.map((column) => (
                <FilterPillButton key={column.id} type="button" aria-pressed={stage === column.id} onClick={() => setStage(column.id)}>
                  {column.label}
                  <PillCount>{applications.filter((a) => column.statuses.includes(a.status)).length}</PillCount>
                </FilterPillButton>
              ))}
            </StageTabs>
            <Columns>
              {PIPELINE.map((column) => {
                const items = applications.filter((a) => column.statuses.includes(a.status));
                return (
                  <Column key={column.id} aria-labelledby={`stage-${column.id}`} $active={stage === column.id} data-testid={`stage-${column.id}`}>
                    <ColumnHead>
                      <h3 id={`stage-${column.id}`}>{column.label}</h3>
                      <PillCount>{items.length}</PillCount>
                    </ColumnHead>
                    {items.length === 0 ? (
                      <Empty>None yet</Empty>
                    ) : (
                      items.map((application) => (
                        <ApplicationCard
                          key={application.id}
                          application={application}
                          questions={brief.questions}
                          canDecide={canDecide}
                          selected={selected.has(application.id)}
                          onSelect={(on) => toggle(application.id, on)}
                          onShortlist={() => void act(application, 'SHORTLISTED')}
                          onHire={() => void act(application, 'HIRED')}
                          onDecline={() => setDeclining([who(application)])}
                          busy={busy === application.id}
                        />
                      ))
                    )}
                  </Column>
                );
              })}
            </Columns>
          </>
        )}
      </section>

      <InviteCreatorsDialog open={inviting} brief={brief} onClose={() => setInviting(false)} />
      <DeclineDialog
        open={declining !== null}
        applicants={declining ?? []}
        onDecline={async (reason, note) => {
          await decline(declining ?? [], reason, note);
          setSelected(new Set());
        }}
        onClose={() => setDeclining(null)}
      />
    </Page>
  );
};

const Head = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  h1 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    font-weight: ${({ theme }) => theme.fontWeights.heavy};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.xs};
`;

const PipelineHead = styled.div`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Selection = styled.div`
  position: sticky;
  top: calc(${({ theme }) => theme.layout.navHeight} + ${({ theme }) => theme.space.xs});
  z-index: 2;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.borderAccent};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface2};
  box-shadow: ${({ theme }) => theme.shadows.md};

  strong {
    margin-right: auto;
  }
`;

const StageTabs = styled(FilterPills)`
  margin-bottom: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.desktop} {
    /* The steps where the poster still decides get the room for their buttons. */
    grid-template-columns: minmax(0, 4fr) minmax(0, 4fr) minmax(0, 3fr) minmax(0, 3fr);
    align-items: start;
  }
`;

const Column = styled.section<{ $active: boolean }>`
  display: ${({ $active }) => ($active ? 'flex' : 'none')};
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.backgroundRaised};

  ${({ theme }) => theme.media.desktop} {
    display: flex;
  }
`;

const ColumnHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.xs}`};

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.space.md};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;
