import { useEffect, useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import styled, { keyframes } from 'styled-components';
import { Icon } from '../../components/Icon';
import { publicHost } from '../../config/siteConfig';
import { ButtonLink } from '../../components/ui/Button';
import { Eyebrow } from '../../components/ui/Card';
import { Container } from '../../components/ui/Container';
import { ScreenshotImage } from './ScreenshotImage';
import { AUTOPLAY_INTERVAL_MS, slides, type SlideTone } from './slides';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden';
import { Section, SectionIntro, SectionLead, SectionTitle } from './sectionParts';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
/** A horizontal swipe on the preview this long (px) turns the slide on touch screens. */
const SWIPE_PX = 50;

const prefersReducedMotion = () => typeof window !== 'undefined' && window.matchMedia(REDUCED_MOTION).matches;

/**
 * 'See SoundBoard in Action': five slides, index 0 first, autoplay on and advancing
 * every 4000 ms with wrap-around. Previous, next, a thumbnail, a dot or an arrow key picks a slide
 * and turns autoplay off; play/pause toggles it.
 */
export const ShowcaseCarousel = () => {
  const [index, setIndex] = useState(0);
  // Visitors who ask for reduced motion start paused (and are paused if they switch it on):
  // a page that moves by itself is what that setting exists to stop. Play still works for them.
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const count = slides.length;
  const slide = slides[index]!;

  useEffect(() => {
    const query = window.matchMedia(REDUCED_MOTION);
    const onChange = () => query.matches && setPlaying(false);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  // One timer per shown slide: every slide gets its full 4000 ms, even after a manual pick and play.
  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % count), AUTOPLAY_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [playing, index, count]);

  const pick = (next: number) => {
    setPlaying(false);
    setIndex(((next % count) + count) % count);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: count - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    pick(next);
  };

  // Swipes on the preview: on phones the buttons sit below the slide's text.
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(touch.clientY - start.y)) pick(dx < 0 ? index + 1 : index - 1);
  };

  // The real site's address (PUBLIC_ORIGIN), not whatever host served this copy of the page.
  const host = publicHost();

  return (
    <Section aria-roledescription="carousel" aria-labelledby="showcase-title" onKeyDown={onKeyDown}>
      <Container>
        <SectionIntro>
          <Eyebrow>
            <Icon name="activity" size={14} />
            Product tour
          </Eyebrow>
          <SectionTitle id="showcase-title">See SoundBoard in Action</SectionTitle>
          <SectionLead>Real screens from the app: what you get on day one, from brand discovery to MatchMade AI.</SectionLead>
        </SectionIntro>

        <Stage>
          <Slide role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${count}: ${slide.title}`} tabIndex={0}>
            <BrowserFrame onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
              <BrowserBar aria-hidden="true">
                <Lights>
                  <Light $tone="danger" />
                  <Light $tone="warning" />
                  <Light $tone="success" />
                </Lights>
                <Address>
                  <Icon name="lock" size={12} />
                  <span>
                    {host}
                    {slide.pagePath}
                  </span>
                </Address>
              </BrowserBar>
              <ScreenshotImage key={slide.id} src={slide.image} alt={slide.imageAlt} icon={slide.icon} tone={slide.colour} caption={slide.label} />
            </BrowserFrame>

            <Copy key={slide.id}>
              <SlideIcon $tone={slide.colour}>
                <Icon name={slide.icon} size={22} />
              </SlideIcon>
              <SlideTitle>{slide.title}</SlideTitle>
              <SlideText>{slide.description}</SlideText>
              <Bullets role="list">
                {slide.features.map((feature) => (
                  <Bullet key={feature} $tone={slide.colour}>
                    <Icon name="check" size={16} />
                    {feature}
                  </Bullet>
                ))}
              </Bullets>
              <ButtonLink to="/signup" $size="lg">
                Start Your Journey
                <Icon name="arrowRight" size={18} />
              </ButtonLink>
            </Copy>
          </Slide>

          <Controls>
            <ControlGroup>
              <RoundButton type="button" aria-label="Previous slide" onClick={() => pick(index - 1)}>
                <Icon name="arrowLeft" size={18} />
              </RoundButton>
              <RoundButton type="button" $primary aria-label={playing ? 'Pause the slideshow' : 'Play the slideshow'} onClick={() => setPlaying((on) => !on)}>
                <Icon name={playing ? 'pause' : 'play'} size={18} />
              </RoundButton>
              <RoundButton type="button" aria-label="Next slide" onClick={() => pick(index + 1)}>
                <Icon name="arrowRight" size={18} />
              </RoundButton>
            </ControlGroup>
            <Dots>
              {slides.map((s, i) => (
                <Dot
                  key={s.id}
                  type="button"
                  aria-label={`Go to slide ${i + 1} of ${count}`}
                  aria-current={i === index ? 'true' : undefined}
                  $active={i === index}
                  onClick={() => pick(i)}
                />
              ))}
            </Dots>
            <Counter>
              {index + 1} of {count}
            </Counter>
          </Controls>

          <Thumbs role="list" aria-label="All slides">
            {slides.map((s, i) => (
              <li key={s.id}>
                <Thumb
                  type="button"
                  aria-label={`Show the ${s.label} slide`}
                  aria-current={i === index ? 'true' : undefined}
                  $active={i === index}
                  $tone={s.colour}
                  onClick={() => pick(i)}
                >
                  <ThumbImage>
                    <ScreenshotImage src={s.image} alt="" icon={s.icon} tone={s.colour} compact />
                  </ThumbImage>
                  <ThumbLabel>{s.label}</ThumbLabel>
                </Thumb>
              </li>
            ))}
          </Thumbs>

          {/* Announced politely only while autoplay is off: a moving slideshow would talk over the page. */}
          <VisuallyHidden aria-live={playing ? 'off' : 'polite'} aria-atomic="true">
            {`Slide ${index + 1} of ${count}: ${slide.title}`}
          </VisuallyHidden>
        </Stage>
      </Container>
    </Section>
  );
};

const fadeIn = keyframes`
  from { opacity: 0; transform: translateY(6px); }
  to { opacity: 1; transform: none; }
`;

/** The card that holds the slide, its controls and the thumbnails. */
const Stage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.gradients.surface}, ${({ theme }) => theme.colors.surface1};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space.lg};
  }

  ${({ theme }) => theme.media.desktop} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

const Slide = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: center;
  border-radius: ${({ theme }) => theme.radii.lg};

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 1.55fr) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.xl};
  }
`;

const BrowserFrame = styled.div`
  touch-action: pan-y;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface2};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const BrowserBar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface3};
`;

const Lights = styled.span`
  display: flex;
  gap: 6px;
`;

const Light = styled.span<{ $tone: 'danger' | 'warning' | 'success' }>`
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${({ theme, $tone }) => theme.colors[$tone]};
  opacity: 0.85;
`;

const Address = styled.span`
  display: flex;
  flex: 1;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
  max-width: 420px;
  margin: 0 auto;
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface1};
  color: ${({ theme }) => theme.colors.textMuted};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};

  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Copy = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  animation: ${fadeIn} 320ms ease both;
`;

const SlideIcon = styled.span<{ $tone: SlideTone }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => theme.colors[`${$tone}Soft`]};
  color: ${({ theme, $tone }) => theme.colors[$tone]};
`;

const SlideTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
  line-height: ${({ theme }) => theme.lineHeights.tight};

  ${({ theme }) => theme.media.tablet} {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
`;

const SlideText = styled.p`
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Bullets = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;
  margin-bottom: ${({ theme }) => theme.space.xs};
`;

const Bullet = styled.li<{ $tone: SlideTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textPrimary};

  svg {
    margin-top: 3px;
    color: ${({ theme, $tone }) => theme.colors[$tone]};
  }
`;

/** Buttons left, dots centred, counter right; on phones the dots take their own row. */
const Controls = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  grid-template-areas:
    'buttons counter'
    'dots dots';
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr auto 1fr;
    grid-template-areas: 'buttons dots counter';
  }
`;

const ControlGroup = styled.div`
  grid-area: buttons;
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

const RoundButton = styled.button<{ $primary?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme, $primary }) => ($primary ? 'transparent' : theme.colors.borderStrong)};
  border-radius: 50%;
  background: ${({ theme, $primary }) => ($primary ? theme.gradients.accent : theme.colors.surface2)};
  color: ${({ theme, $primary }) => ($primary ? theme.colors.textOnAccent : theme.colors.textPrimary)};
  transition: background ${({ theme }) => theme.transitions.base};

  &:hover {
    background: ${({ theme, $primary }) => ($primary ? theme.gradients.accentHover : theme.colors.surface3)};
  }
`;

const Dots = styled.div`
  grid-area: dots;
  display: flex;
  justify-content: center;
`;

/** A small dot inside a 32px target, so fingers can hit it. */
const Dot = styled.button<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  background: none;

  &::before {
    content: '';
    width: ${({ $active }) => ($active ? '24px' : '8px')};
    height: 8px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme, $active }) => ($active ? theme.gradients.accent : theme.colors.borderStrong)};
    transition: width ${({ theme }) => theme.transitions.base};
  }

  &:hover::before {
    background: ${({ theme, $active }) => ($active ? theme.gradients.accentHover : theme.colors.textFaint)};
  }
`;

const Counter = styled.p`
  grid-area: counter;
  text-align: right;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Thumbs = styled.ul`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs};

  ${({ theme }) => theme.media.tablet} {
    gap: ${({ theme }) => theme.space.md};
  }
`;

const Thumb = styled.button<{ $active: boolean; $tone: SlideTone }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;
  padding: ${({ theme }) => theme.space.xxs};
  border: 1px solid ${({ theme, $active }) => ($active ? theme.colors.borderAccent : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $active }) => ($active ? theme.colors.accentSoft : theme.colors.surface2)};
  text-align: left;
  opacity: ${({ $active }) => ($active ? 1 : 0.75)};
  transition:
    opacity ${({ theme }) => theme.transitions.base},
    border-color ${({ theme }) => theme.transitions.base};

  &:hover {
    opacity: 1;
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space.xs};
  }
`;

const ThumbImage = styled.span`
  display: block;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const ThumbLabel = styled.span`
  display: none;
  padding: 0 ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};

  ${({ theme }) => theme.media.tablet} {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }

  ${({ theme }) => theme.media.desktop} {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;
