import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { DetailGrid, DetailSection, DetailTagSection } from '../../components/ui/DetailSections';
import { isBrandAccount } from '../../auth/sessionUser';
import { useAuth } from '../../auth/authContext';
import { PosterBriefsSection } from '../../components/collaboration/PosterBriefsSection';
import { PublicPageStates } from '../../components/directory/PublicPageStates';
import { capitalise } from '../../components/format';
import { Icon } from '../../components/Icon';
import { FeaturedTracksSection } from '../../components/profile/FeaturedTracks';
import { AvatarImage } from '../../components/layout/Avatar';
import { blockConsequences } from '../../components/network/blocking';
import { ConnectActions } from '../../components/network/ConnectActions';
import { MutualConnections } from '../../components/network/MutualConnections';
import { avatarTone, creatorName } from '../../components/network/creatorName';
import { useNetworkActions } from '../../components/network/useNetworkActions';
import { ReportCreatorDialog } from '../../components/moderation/ReportCreatorDialog';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { Page } from '../../components/ui/Page';
import { HeroActions, HeroMeta, HeroName, PageHero } from '../../components/ui/PageHero';
import { graphql } from '../../gql';
import type { CreatorRouteQueryQuery } from '../../gql/graphql';

export const CREATOR_ROUTE_QUERY = graphql(`
  query CreatorRouteQuery($username: String!) {
    creator(username: $username) {
      id
      username
      artistName
      firstName
      userType
      bio
      genres
      skills
      lookingFor
      location
      careerStage
      profilePictureUrl
      featuredTracks {
        url
        provider
        title
      }
      connectionCount
      mutualConnections(first: 3) {
        totalCount
        edges {
          node {
            id
            username
            artistName
            firstName
          }
        }
      }
      viewerRelationship {
        state
        requestId
      }
      viewerMessagePermission {
        allowed
        asRequest
        reason
      }
    }
  }
`);

/** Their open briefs and poster record, asked apart: the page does not wait for the board. */
export const CREATOR_ROUTE_BRIEFS_QUERY = graphql(`
  query CreatorRouteBriefsQuery($username: String!) {
    creator(username: $username) {
      id
      openBriefs(first: 6) {
        edges {
          node {
            id
            ...BriefCard_posterBrief
          }
        }
      }
      posterStats {
        ...PosterFigures_stats
      }
    }
  }
`);

type Creator = NonNullable<CreatorRouteQueryQuery['creator']>;

/** /creators/:username: a creator's public page, open to visitors; Connect and Message follow the relationship. */
export const CreatorRoute = () => {
  const { username = '' } = useParams();
  const { data, loading, error } = useQuery(CREATOR_ROUTE_QUERY, { variables: { username }, fetchPolicy: 'cache-and-network' });
  return (
    <PublicPageStates
      query={{ data, loading, error }}
      record={data?.creator}
      notFound={{
        noun: 'Creator',
        icon: 'users',
        title: 'This creator is not here',
        browse: { to: '/networking', label: 'Browse creators' },
        children: <>No creator goes by @{username}. The name may have changed, or the account is no longer on SoundBoard.</>,
      }}
    >
      {(creator) => <CreatorPage creator={creator} />}
    </PublicPageStates>
  );
};

const CreatorPage = ({ creator }: { creator: Creator }) => {
  const actions = useNetworkActions();
  const navigate = useNavigate();
  const [confirmBlock, setConfirmBlock] = useState(false);
  const [reporting, setReporting] = useState(false);
  const name = creatorName(creator);
  const relationship = creator.viewerRelationship ?? null;
  const permission = creator.viewerMessagePermission;
  const isSelf = relationship?.state === 'SELF';
  // Brands are asked, they do not ask: a brand account neither connects with nor writes first to a creator.
  const auth = useAuth();
  const brandViewer = isBrandAccount(auth.status === 'signed-in' ? auth.user : null);
  const stage = creator.careerStage ? capitalise(creator.careerStage) : null;
  const briefs = useQuery(CREATOR_ROUTE_BRIEFS_QUERY, { variables: { username: creator.username }, fetchPolicy: 'cache-and-network' }).data?.creator;

  return (
    <Page>
      <title>{`${name} · SoundBoard`}</title>
      <PageHero
        labelledBy="creator-name"
        media={<AvatarImage url={creator.profilePictureUrl} letter={name.charAt(0).toUpperCase()} size={112} tone={avatarTone(name)} alt="" />}
      >
        <HeroName id="creator-name">{name}</HeroName>
        <HeroMeta>
          <span>@{creator.username}</span>
          <span>
            {creator.userType.toUpperCase() === 'DJ' ? 'DJ' : capitalise(creator.userType.toLowerCase())}
            {stage ? ` · ${stage}` : ''}
          </span>
          {creator.location ? (
            <span>
              <Icon name="mapPin" size={14} />
              {creator.location}
            </span>
          ) : null}
          <span>
            <Icon name="users" size={14} />
            {creator.connectionCount === 1 ? '1 connection' : `${creator.connectionCount} connections`}
          </span>
        </HeroMeta>
        <MutualConnections mutual={creator.mutualConnections} linked />
        <HeroActions>
          {brandViewer ? null : <ConnectActions creator={{ username: creator.username, name, relationship }} actions={actions} />}
          {relationship && !isSelf && !brandViewer ? (
            <Button
              type="button"
              $variant="secondary"
              onClick={() => void actions.message(creator.username)}
              disabled={!permission?.allowed || actions.busy === 'message'}
              aria-describedby={permission?.reason ? 'creator-dm-note' : undefined}
            >
              <Icon name="message" size={18} />
              Message
            </Button>
          ) : null}
          {relationship && !isSelf ? (
            <Button type="button" $variant="ghost" onClick={() => setConfirmBlock(true)}>
              <Icon name="ban" size={18} />
              Block
            </Button>
          ) : null}
          {relationship && !isSelf ? (
            <Button type="button" $variant="ghost" onClick={() => setReporting(true)}>
              <Icon name="flag" size={18} />
              Report
            </Button>
          ) : null}
        </HeroActions>
        {permission?.reason ? <DmNote id="creator-dm-note">{permission.reason}</DmNote> : null}
      </PageHero>
      <FeaturedTracksSection tracks={creator.featuredTracks} by={name} />
      <DetailGrid $columns={2}>
        <DetailSection aria-labelledby="creator-about">
          <h2 id="creator-about">About</h2>
          <p>{creator.bio.trim() || `${name} has not written a bio yet.`}</p>
        </DetailSection>
        <DetailTagSection title="Genres" tags={creator.genres} tone="accent" />
        <DetailTagSection title="Skills" tags={creator.skills} tone="neutral" />
        <DetailTagSection title="Looking for" tags={creator.lookingFor} tone="success" />
      </DetailGrid>
      {briefs ? <PosterBriefsSection name={name} briefs={briefs.openBriefs.edges.map((e) => e.node)} stats={briefs.posterStats} /> : null}
      <ReportCreatorDialog open={reporting} creator={{ username: creator.username, displayName: name }} onClose={() => setReporting(false)} />
      <ConfirmDialog
        open={confirmBlock}
        title={`Block ${name}?`}
        description={blockConsequences(name)}
        confirmLabel="Block"
        cancelLabel="Cancel"
        onCancel={() => setConfirmBlock(false)}
        onConfirm={async () => {
          setConfirmBlock(false);
          if (await actions.block(creator.username, name)) void navigate('/network');
        }}
      />
    </Page>
  );
};

const DmNote = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
