import { useCallback, useState } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { Icon, type IconName } from '../../components/Icon';
import { SCREENSHOT_HEIGHT, SCREENSHOT_WIDTH, type SlideTone } from './slides';

type ScreenshotImageProps = {
  src: string;
  /** Empty for a decorative copy (a thumbnail inside a labelled button). */
  alt: string;
  icon: IconName;
  tone: SlideTone;
  /** Shown on the placeholder when the image cannot load; omit for small thumbnails. */
  caption?: string;
  /** A thumbnail: the placeholder's icon shrinks to fit. */
  compact?: boolean;
};

type LoadState = 'loading' | 'loaded' | 'failed';

/**
 * A slide screenshot that never shows a broken image: a tinted skeleton with the slide's icon
 * holds its place while it loads and stays if it fails. The width/height attributes reserve the
 * 16:10 box before the file arrives, so nothing below jumps. Remount it (key) to change `src`.
 */
export const ScreenshotImage = ({ src, alt, icon, tone, caption, compact = false }: ScreenshotImageProps) => {
  const [state, setState] = useState<LoadState>('loading');
  // A cached image can finish before React attaches onLoad; the ref catches that case.
  const imageRef = useCallback((image: HTMLImageElement | null) => {
    if (image?.complete) setState(image.naturalWidth > 0 ? 'loaded' : 'failed');
  }, []);

  return (
    <Box>
      {state !== 'loaded' && (
        <Placeholder $tone={tone} $loading={state === 'loading'} aria-hidden="true">
          <PlaceholderIcon $tone={tone} $compact={compact}>
            <Icon name={icon} size={compact ? 16 : 28} />
          </PlaceholderIcon>
          {caption && state === 'failed' && <PlaceholderCaption>{caption}</PlaceholderCaption>}
        </Placeholder>
      )}
      {state !== 'failed' && (
        <Image
          ref={imageRef}
          src={src}
          alt={alt}
          width={SCREENSHOT_WIDTH}
          height={SCREENSHOT_HEIGHT}
          loading="lazy"
          decoding="async"
          $visible={state === 'loaded'}
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
        />
      )}
    </Box>
  );
};

const shimmer = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(100%); }
`;

const Box = styled.div`
  position: relative;
  aspect-ratio: ${SCREENSHOT_WIDTH} / ${SCREENSHOT_HEIGHT};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface2};
`;

const softOf = (tone: SlideTone) => `${tone}Soft` as const;

const Placeholder = styled.div<{ $tone: SlideTone; $loading: boolean }>`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  background: ${({ theme, $tone }) => theme.colors[softOf($tone)]};

  ${({ $loading }) =>
    $loading &&
    css`
      &::after {
        content: '';
        position: absolute;
        inset: 0;
        background: ${({ theme }) => theme.gradients.surface};
        animation: ${shimmer} 1.4s ease-in-out infinite;
      }
    `}
`;

const PlaceholderIcon = styled.span<{ $tone: SlideTone; $compact: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $compact }) => ($compact ? '28px' : '56px')};
  height: ${({ $compact }) => ($compact ? '28px' : '56px')};
  border-radius: ${({ theme, $compact }) => ($compact ? theme.radii.sm : theme.radii.lg)};
  background: ${({ theme }) => theme.colors.surface1};
  color: ${({ theme, $tone }) => theme.colors[$tone]};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const PlaceholderCaption = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Image = styled.img<{ $visible: boolean }>`
  position: relative;
  width: 100%;
  height: auto;
  opacity: ${({ $visible }) => ($visible ? 1 : 0)};
  transition: opacity ${({ theme }) => theme.transitions.base};
`;
