import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useAuth } from '../../auth/authContext';
import { withNext } from '../../auth/nextPath';
import { isBrandAccount } from '../../auth/sessionUser';
import { AllowanceNote } from '../../components/collaboration/AllowanceNote';
import { ApplicationState, ApplicationStatusTag } from '../../components/collaboration/ApplicationState';
import { ApplyDialog } from '../../components/collaboration/ApplyDialog';
import { BriefPosterLine, posterOf } from '../../components/collaboration/BriefPoster';
import { BRIEF_STATE, closesIn, closingSoon, compensationLabel, kindLabel } from '../../components/collaboration/briefWords';
import { FitBadge } from '../../components/collaboration/FitBadge';
import { PosterFigures } from '../../components/collaboration/PosterFigures';
import { ReportBriefDialog } from '../../components/collaboration/ReportBriefDialog';
import { PublicPageStates } from '../../components/directory/PublicPageStates';
import { plural } from '../../components/directory/labels';
import { shortDate, timeAgo } from '../../components/format';
import { Icon } from '../../components/Icon';
import { Button, ButtonLink } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { DetailSection, DetailTagRow } from '../../components/ui/DetailSections';
import { Page, WithSidebar } from '../../components/ui/Page';
import { Tag } from '../../components/ui/Tag';
import { graphql } from '../../gql';
import type { BriefRouteQueryQuery } from '../../gql/graphql';

export const BRIEF_ROUTE_QUERY = graphql(`
  query BriefRouteQuery($id: ID!) {
    brief(id: $id) {
      id
      title
      description
      kind
      status
      outcome
      awaitingReview
      closesAt
      createdAt
      applicationCount
      compensation {
        type
        min
        max
        currency
      }
      genres
      skills
      roles
      deliverables {
        what
        count
        format
      }
      location
      remote
      questions
      poster {
        ...BriefPoster_poster
        brand {
          id
          viewerRole
        }
      }
      posterStats {
        ...PosterFigures_stats
      }
      viewerInvited
      viewerFit {
        score
        reasons
      }
      viewerApplication {
        id
        ...ApplicationState_application
      }
    }
    viewer {
      id
      username
      userType
    }
  }
`);

/** The signed-in creator's allowance, for the Apply dialog. */
export const BRIEF_ROUTE_VIEWER_QUERY = graphql(`
  query BriefRouteViewerQuery {
    viewer {
      id
      applicationAllowance {
        remaining
        resetsAt
      }
    }
  }
`);

type Brief = NonNullable<BriefRouteQueryQuery['brief']>;
type Viewer = BriefRouteQueryQuery['viewer'];

/** /collaboration/:id: a brief in full, open to visitors; creators apply here and follow their application. */
export const BriefRoute = () => {
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(BRIEF_ROUTE_QUERY, { variables: { id }, fetchPolicy: 'cache-and-network' });
  return (
    <PublicPageStates
      query={{ data, loading, error }}
      record={data?.brief}
      notFound={{
        noun: 'Brief',
        icon: 'briefcase',
        title: 'This brief is not here',
        browse: { to: '/collaboration', label: 'Browse open briefs' },
        children: <>It may have been taken down by its poster, or the link is not complete.</>,
      }}
    >
      {(brief) => <BriefPage brief={brief} viewer={data?.viewer ?? null} />}
    </PublicPageStates>
  );
};

const BriefPage = ({ brief, viewer }: { brief: Brief; viewer: Viewer }) => {
  const auth = useAuth();
  const [applying, setApplying] = useState(false);
  const [reporting, setReporting] = useState(false);
  const signedIn = auth.status === 'signed-in';
  const creatorViewer = signedIn && !isBrandAccount(auth.user);
  const isPoster = Boolean(viewer && ((brief.poster.creator && brief.poster.creator.username === viewer.username) || brief.poster.brand?.viewerRole));
  const allowanceQuery = useQuery(BRIEF_ROUTE_VIEWER_QUERY, { skip: !creatorViewer || isPoster });
  const allowance = allowanceQuery.data?.viewer?.applicationAllowance ?? null;
  // When the page opened: a brief whose date passes while it is open takes no application anyway (the server refuses it).
  const [openedAt] = useState(() => Date.now());
  const open = brief.status === 'OPEN' && new Date(brief.closesAt).getTime() > openedAt;
  const state = brief.status === 'OPEN' ? (open ? null : BRIEF_STATE.EXPIRED) : BRIEF_STATE[brief.status];
  const poster = posterOf(brief.poster);
  const application = brief.viewerApplication;
  const soon = open && closingSoon(brief.closesAt);

  return (
    <Page>
      <title>{`${brief.title} · Collaboration · SoundBoard`}</title>
      <Back to="/collaboration">
        <Icon name="arrowLeft" size={16} />
        Collaboration board
      </Back>

      <Hero as="section" aria-labelledby="brief-title">
        <HeroTop>
          <BriefPosterLine poster={brief.poster} size={48} linked />
          <Tags>
            <Tag $tone="secondary">{kindLabel(brief.kind)}</Tag>
            {state ? (
              <Tag $tone="danger" data-testid="brief-state">
                {brief.status === 'CLOSED' && brief.outcome === 'HIRED' ? 'Closed · hired' : state.label}
              </Tag>
            ) : null}
          </Tags>
        </HeroTop>
        <Title id="brief-title">{brief.title}</Title>
        <Pay data-testid="brief-pay">{compensationLabel(brief.compensation)}</Pay>
        <Facts>
          <Fact $warn={soon}>
            <Icon name="clock" size={16} />
            {open ? `${closesIn(brief.closesAt)} (${shortDate(brief.closesAt)})` : `Closing date ${shortDate(brief.closesAt)}`}
          </Fact>
          <Fact>
            <Icon name="mapPin" size={16} />
            {[brief.location, brief.remote ? 'Remote' : null].filter(Boolean).join(' · ') || 'Remote'}
          </Fact>
          <Fact>
            <Icon name="users" size={16} />
            {plural(brief.applicationCount, 'application')}
          </Fact>
          <Fact>Posted {timeAgo(brief.createdAt)}</Fact>
        </Facts>
        {state ? <StateNote role="status">{state.detail}</StateNote> : null}
        <Actions>
          {isPoster ? (
            <ButtonLink to="/collaboration/mine">
              <Icon name="edit" size={18} />
              Manage this brief
            </ButtonLink>
          ) : application ? null : open && creatorViewer ? (
            <Button type="button" onClick={() => setApplying(true)}>
              <Icon name="send" size={18} />
              Apply
            </Button>
          ) : open && !signedIn ? (
            <ButtonLink to={withNext('/signup', `/collaboration/${brief.id}`)}>
              Sign up to apply
              <Icon name="arrowRight" size={18} />
            </ButtonLink>
          ) : null}
          {signedIn && !isPoster ? (
            <Button type="button" $variant="ghost" $size="sm" onClick={() => setReporting(true)}>
              <Icon name="flag" size={18} />
              Report brief
            </Button>
          ) : null}
        </Actions>
        {open && !application && brief.viewerInvited ? (
          <Invited>
            <Icon name="sparkles" size={16} />
            {poster.name} invited you to apply. This application uses none of your weekly allowance.
          </Invited>
        ) : open && creatorViewer && !application && !isPoster && allowance ? (
          <AllowanceNote allowance={allowance} />
        ) : null}
        {application ? (
          <Applied>
            <span>You applied</span>
            <ApplicationStatusTag status={application.status} />
            <a href="#brief-application">See your application</a>
          </Applied>
        ) : null}
      </Hero>

      <WithSidebar $side="360px">
        <Main>
          <DetailSection aria-labelledby="brief-about">
            <h2 id="brief-about">About the brief</h2>
            <p>{brief.description}</p>
          </DetailSection>
          {brief.deliverables.length > 0 ? (
            <DetailSection aria-labelledby="brief-deliverables">
              <h2 id="brief-deliverables">Deliverables</h2>
              <Deliverables>
                {brief.deliverables.map((d) => (
                  <li key={`${d.what}-${d.format ?? ''}`}>
                    <Count>{d.count}×</Count>
                    <span>
                      {d.what}
                      {d.format ? <Format> · {d.format}</Format> : null}
                    </span>
                  </li>
                ))}
              </Deliverables>
            </DetailSection>
          ) : null}
          {brief.questions.length > 0 ? (
            <DetailSection aria-labelledby="brief-questions">
              <h2 id="brief-questions">Screening questions</h2>
              <Questions>
                {brief.questions.map((q) => (
                  <li key={q}>{q}</li>
                ))}
              </Questions>
            </DetailSection>
          ) : null}
          <DetailSection aria-labelledby="brief-wanted">
            <h2 id="brief-wanted">Who they are looking for</h2>
            <Wanted>
              {(
                [
                  ['Roles', brief.roles, 'success'],
                  ['Skills', brief.skills, 'neutral'],
                  ['Genres', brief.genres, 'accent'],
                ] as const
              ).map(([term, tags, tone]) =>
                tags.length > 0 ? (
                  <div key={term}>
                    <dt>{term}</dt>
                    <dd>
                      <DetailTagRow>
                        {tags.map((tag) => (
                          <li key={tag}>
                            <Tag $tone={tone}>{tag}</Tag>
                          </li>
                        ))}
                      </DetailTagRow>
                    </dd>
                  </div>
                ) : null,
              )}
            </Wanted>
          </DetailSection>
        </Main>

        <Side>
          {application ? (
            <SideCard aria-labelledby="brief-application" data-testid="my-application">
              <h2 id="brief-application">Your application</h2>
              <ApplicationState application={application} briefTitle={brief.title} />
            </SideCard>
          ) : null}
          {brief.viewerFit ? (
            <SideCard aria-labelledby="brief-fit">
              <h2 id="brief-fit">How you fit</h2>
              <FitBadge fit={brief.viewerFit} />
              {brief.viewerFit.reasons.length > 0 ? (
                <Reasons>
                  {brief.viewerFit.reasons.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </Reasons>
              ) : null}
            </SideCard>
          ) : null}
          <SideCard aria-labelledby="brief-poster">
            <h2 id="brief-poster">About {poster.name}</h2>
            <PosterFigures stats={brief.posterStats} label={`${poster.name} on the board`} />
            {poster.to ? (
              <PosterLink to={poster.to}>
                {poster.isBrand ? 'See the brand page' : 'See their profile'}
                <Icon name="arrowRight" size={16} />
              </PosterLink>
            ) : null}
          </SideCard>
        </Side>
      </WithSidebar>

      <ApplyDialog open={applying} brief={brief} allowance={allowance} onClose={() => setApplying(false)} />
      <ReportBriefDialog open={reporting} brief={brief} onClose={() => setReporting(false)} />
    </Page>
  );
};

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  align-self: flex-start;
  margin-bottom: -${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  &:hover {
    color: ${({ theme }) => theme.colors.textPrimary};
  }
`;

const Hero = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const HeroTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  letter-spacing: ${({ theme }) => theme.letterSpacings.display};
  overflow-wrap: anywhere;
`;

/** What it pays: in bold, as on every card. */
const Pay = styled.p`
  color: ${({ theme }) => theme.colors.textPrimary};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
`;

const Facts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
`;

const Fact = styled.span<{ $warn?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  color: ${({ theme, $warn }) => ($warn ? theme.colors.warning : theme.colors.textSecondary)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StateNote = styled.p`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface2};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};

  &:empty {
    display: none;
  }
`;

const Invited = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Applied = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  a {
    color: ${({ theme }) => theme.colors.accentHover};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Wanted = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;

  > div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  dd {
    margin: 0;
  }
`;

const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const SideCard = styled(Card).attrs({ as: 'section' })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Deliverables = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0;
  list-style: none;

  li {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.textSecondary};
    overflow-wrap: anywhere;
  }
`;

const Count = styled.span`
  min-width: 32px;
  color: ${({ theme }) => theme.colors.accentHover};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
`;

const Format = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Questions = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding-left: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textSecondary};
  overflow-wrap: anywhere;
`;

const Reasons = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding-left: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const PosterLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  align-self: flex-start;
  min-height: 36px;
  color: ${({ theme }) => theme.colors.accentHover};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  &:hover {
    color: ${({ theme }) => theme.colors.textPrimary};
  }
`;
