import { useState } from 'react';
import styled from 'styled-components';
import { PROVIDER_NAMES, playerUrlOf, type TrackProvider } from '../../../../graph/src/shared/featured-tracks';
import { Icon } from '../Icon';
import { DetailSection } from '../ui/DetailSections';

export type TrackView = { url: string; provider: TrackProvider; title: string };

/** How tall each service's player is drawn (video players at 16:9 instead). */
const PLAYER_HEIGHT: Record<TrackProvider, number | null> = {
  SPOTIFY: 152,
  SOUNDCLOUD: 166,
  YOUTUBE: null,
  BANDCAMP: 120,
  APPLE_MUSIC: 175,
};

/**
 * One track: a facade with its title, service and a play button, and nothing from the service
 * until it is pressed; then the service's own player, built from the track's parsed ids on that
 * service's player origin (the only origins the page's security policy lets into a frame).
 */
export const TrackFacade = ({ track, by }: { track: TrackView; by: string }) => {
  const [playing, setPlaying] = useState(false);
  const player = playerUrlOf(track);
  const service = PROVIDER_NAMES[track.provider];
  if (playing && player) {
    const height = PLAYER_HEIGHT[track.provider];
    return (
      <Frame
        src={player}
        title={`${track.title} on ${service}`}
        $height={height}
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture; clipboard-write"
        // The player runs as its own site, and may open the service in a new tab, nothing more.
        sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation"
        referrerPolicy="strict-origin-when-cross-origin"
        loading="eager"
        // The press moved here: the focus follows it into the player.
        ref={(frame) => frame?.focus()}
      />
    );
  }
  return (
    <Facade>
      <PlayButton type="button" onClick={() => setPlaying(true)} disabled={!player} aria-label={`Play ${track.title} by ${by} on ${service}`}>
        <Icon name="play" size={22} />
      </PlayButton>
      <FacadeText>
        <strong>{track.title}</strong>
        <small>
          <Icon name="music" size={14} />
          {service} · loads {service}’s player when you press play
        </small>
      </FacadeText>
    </Facade>
  );
};

/** A creator's featured tracks on their public page; nothing when there are none. */
export const FeaturedTracksSection = ({ tracks, by }: { tracks: readonly TrackView[]; by: string }) =>
  tracks.length > 0 ? (
    <DetailSection aria-labelledby="featured-tracks-title">
      <h2 id="featured-tracks-title">Featured tracks</h2>
      <Tracks>
        {tracks.map((track) => (
          <li key={track.url}>
            <TrackFacade track={track} by={by} />
          </li>
        ))}
      </Tracks>
    </DetailSection>
  ) : null;

const Tracks = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: 0;
  list-style: none;
`;

export const Facade = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: 76px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.gradients.band};
`;

const PlayButton = styled.button`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.gradients.accent};
  color: ${({ theme }) => theme.colors.textOnAccent};
  box-shadow: ${({ theme }) => theme.shadows.glow};
  cursor: pointer;
  transition: transform ${({ theme }) => theme.transitions.base};

  &:hover:not(:disabled) {
    transform: scale(1.06);
  }

  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

export const FacadeText = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;

  strong {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }

  small {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xxs};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const Frame = styled.iframe<{ $height: number | null }>`
  display: block;
  width: 100%;
  ${({ $height }) => ($height === null ? 'aspect-ratio: 16 / 9; height: auto;' : `height: ${$height}px;`)}
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface2};
`;
