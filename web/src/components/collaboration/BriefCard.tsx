import { memo } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { graphql } from '../../gql';
import type { BriefCard_BriefFragment, BriefCard_PosterBriefFragment } from '../../gql/graphql';
import { CardFooter, CardFrame, Clamp, TagList } from '../directory/cardParts';
import { plural } from '../directory/labels';
import { Icon } from '../Icon';
import { Tag } from '../ui/Tag';
import { BriefPosterLine } from './BriefPoster';
import { APPLICATION_STATUS, closesIn, closingSoon, compensationLabel, kindLabel } from './briefWords';
import { FitBadge } from './FitBadge';

export const BriefCard_brief = graphql(`
  fragment BriefCard_brief on Brief {
    id
    title
    description
    kind
    remote
    location
    genres
    closesAt
    applicationCount
    compensation {
      type
      min
      max
      currency
    }
    poster {
      ...BriefPoster_poster
    }
    viewerFit {
      score
      reasons
    }
    viewerInvited
    viewerApplication {
      id
      status
    }
  }
`);

/**
 * A brief on its poster's own page: the card without the poster, whom the page already names
 * (and a shallower, cheaper query under the graph's depth and cost limits).
 */
export const BriefCard_posterBrief = graphql(`
  fragment BriefCard_posterBrief on Brief {
    id
    title
    description
    kind
    remote
    location
    genres
    closesAt
    applicationCount
    compensation {
      type
      min
      max
      currency
    }
    viewerFit {
      score
      reasons
    }
    viewerInvited
    viewerApplication {
      id
      status
    }
  }
`);

type CardBrief = BriefCard_PosterBriefFragment & { poster?: BriefCard_BriefFragment['poster'] };

/** How many genres a card names; the rest are on the brief's page. */
const GENRES_SHOWN = 3;

/**
 * A brief on the board: poster, title (the whole card leads to the brief), what it pays in bold,
 * kind, genres, when applications close, how many applied, and the viewer's fit and application.
 */
/* Memoised: a directory renders a page of cards, and the page re-renders as its other queries answer; a card redraws only when its own data changes. */
export const BriefCard = memo(function BriefCard({ brief }: { brief: CardBrief }) {
  const applied = brief.viewerApplication ? APPLICATION_STATUS[brief.viewerApplication.status] : null;
  const soon = closingSoon(brief.closesAt);
  return (
    <CardFrame aria-labelledby={`brief-${brief.id}`} data-testid="brief-card">
      <Head>
        {brief.poster ? <BriefPosterLine poster={brief.poster} /> : null}
        <Tag $tone="secondary">{kindLabel(brief.kind)}</Tag>
      </Head>
      <Title id={`brief-${brief.id}`}>
        <BriefLink to={`/collaboration/${brief.id}`}>{brief.title}</BriefLink>
      </Title>
      <Pay>{compensationLabel(brief.compensation)}</Pay>
      {brief.viewerFit ? <FitBadge fit={brief.viewerFit} withReason /> : null}
      <Clamp $lines={2}>{brief.description}</Clamp>
      <TagList aria-label="Genres and place">
        {brief.genres.slice(0, GENRES_SHOWN).map((genre) => (
          <li key={genre}>
            <Tag $tone="accent">{genre}</Tag>
          </li>
        ))}
        {brief.genres.length > GENRES_SHOWN ? (
          <li>
            <Tag>+{brief.genres.length - GENRES_SHOWN}</Tag>
          </li>
        ) : null}
        {brief.remote ? (
          <li>
            <Tag>Remote</Tag>
          </li>
        ) : null}
        {brief.location ? (
          <li>
            <PlaceTag>
              <Icon name="mapPin" size={12} />
              {brief.location}
            </PlaceTag>
          </li>
        ) : null}
      </TagList>
      <CardFooter>
        <Facts>
          <Fact $warn={soon}>
            <Icon name="clock" size={14} />
            {closesIn(brief.closesAt)}
          </Fact>
          <Fact>
            <Icon name="users" size={14} />
            {plural(brief.applicationCount, 'application')}
          </Fact>
        </Facts>
        {applied ? <Tag $tone={applied.tone}>Applied · {applied.label}</Tag> : brief.viewerInvited ? <Tag $tone="success">Invited to apply</Tag> : null}
      </CardFooter>
    </CardFrame>
  );
});

const Head = styled.header`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  overflow-wrap: anywhere;
`;

/** The title leads to the brief; its box covers the whole card, so the card is one big target. */
const BriefLink = styled(Link)`
  color: inherit;
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }

  &:hover {
    color: ${({ theme }) => theme.colors.accentHover};
  }

  &:focus-visible {
    outline: none;
  }

  &:focus-visible::after {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

/** What it pays: always in bold, the first thing a creator decides on. */
const Pay = styled.p`
  margin-top: -${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textPrimary};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
`;

const PlaceTag = styled(Tag)`
  gap: 4px;
  white-space: normal;
`;

const Facts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
`;

const Fact = styled.span<{ $warn?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  color: ${({ theme, $warn }) => ($warn ? theme.colors.warning : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: nowrap;
`;
