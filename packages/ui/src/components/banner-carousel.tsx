import { tokenVars } from '@lobby/tokens';
import type { ReactNode } from 'react';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import type { ArtworkKind } from '../artwork/index.ts';
import { bannerArtwork } from '../artwork/index.ts';
import { useStableId } from '../internal/ids.ts';
import { usePrefersReducedMotion } from '../hooks/use-media-query.ts';
import { artworkLayer, focusRing } from '../theme/theme-provider.tsx';
import { Button, IconButton } from './button.tsx';

/** One banner. */
export interface BannerSlide {
  id: string;
  title: ReactNode;
  subtitle?: ReactNode;
  /** The uploaded banner image; generated artwork (seeded by the id) when absent. */
  image?: string;
  artworkKind?: ArtworkKind;
  ctaLabel?: string;
  onCta?: () => void;
}

const Region = styled.section`
  position: relative;
  border-radius: ${tokenVars.radius.xl};
  overflow: hidden;
  box-shadow: ${tokenVars.shadow.md};
  background: ${tokenVars.color.bgRaised};
`;

const Track = styled.div`
  display: flex;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  scroll-behavior: smooth;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
`;

const Slide = styled.div`
  position: relative;
  flex: 0 0 100%;
  aspect-ratio: 5 / 2;
  min-height: 160px;
  scroll-snap-align: start;
  color: #ffffff;
  ${artworkLayer}
`;

const Copy = styled.div`
  position: absolute;
  inset: 0 45% 0 0;
  display: flex;
  flex-direction: column;
  justify-content: center;
  align-items: flex-start;
  gap: ${tokenVars.space.xs};
  padding: ${tokenVars.space.lg} ${tokenVars.space.lg} ${tokenVars.space.xl};
  background: linear-gradient(90deg, rgba(0, 0, 0, 0.55), rgba(0, 0, 0, 0));
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    padding: ${tokenVars.space.xxl};
    gap: ${tokenVars.space.sm};
  }
`;

const Title = styled.h2`
  margin: 0;
  font-family: ${tokenVars.font.family.display};
  font-size: clamp(1.125rem, 4.6vw, 2.25rem);
  font-weight: ${tokenVars.font.weight.heavy};
  letter-spacing: ${tokenVars.font.letterSpacing.display};
  line-height: 1.1;
  color: #ffffff;
  text-shadow: 0 2px 12px rgba(0, 0, 0, 0.6);
`;

const Subtitle = styled.p`
  margin: 0;
  font-size: clamp(0.75rem, 2.6vw, 1rem);
  color: #f2f2f7;
  text-shadow: 0 1px 6px rgba(0, 0, 0, 0.7);
`;

const Controls = styled.div`
  position: absolute;
  right: ${tokenVars.space.sm};
  bottom: ${tokenVars.space.sm};
  display: flex;
  align-items: center;
  gap: ${tokenVars.space.xxs};
  padding: 2px;
  border-radius: ${tokenVars.radius.pill};
  background: rgba(0, 0, 0, 0.55);
  color: #ffffff;
  & button {
    color: #ffffff;
  }
`;

const Dot = styled.button`
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
  display: grid;
  place-items: center;
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 4px;
    background: rgba(255, 255, 255, 0.6);
    transition: width ${tokenVars.motion.duration.normal} ${tokenVars.motion.easing.standard};
  }
  &[aria-current='true']::before {
    width: 18px;
    background: #ffffff;
  }
  ${focusRing}
`;

/** Props of {@link BannerCarousel}. */
export interface BannerCarouselProps {
  /** The banners, in order; a single slide shows without controls. */
  slides: readonly BannerSlide[];
  /** Names the carousel for screen readers. */
  label?: string;
  /** ms between slides; 0 turns auto-advance off. Always off under reduced motion. */
  interval?: number;
  /** Accessible names of the controls and slides, for translation (English by default). */
  labels?: {
    previous?: string;
    next?: string;
    pause?: string;
    play?: string;
    slide?: (n: number, of: number) => string;
  };
}

/** What one slide shows; unchanged props skip its render when another slide becomes current. */
interface CarouselSlideProps {
  readonly slide: BannerSlide;
  readonly label: string;
  readonly current: boolean;
  /** The image to draw, or none yet (a generated banner not reached so far). */
  readonly src: string | undefined;
}

/**
 * One slide. Memoised: advancing the carousel changes only the slide that leaves and the one
 * that arrives, so a phone re-renders two slides every few seconds rather than all of them.
 */
const CarouselSlide = memo(function CarouselSlide({
  slide,
  label,
  current,
  src,
}: CarouselSlideProps) {
  return (
    <Slide
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      aria-hidden={!current}
      inert={!current}
    >
      <img src={src} alt="" draggable={false} />
      <Copy>
        <Title>{slide.title}</Title>
        {slide.subtitle ? <Subtitle>{slide.subtitle}</Subtitle> : null}
        {slide.ctaLabel ? (
          <Button size="sm" onClick={slide.onCta}>
            {slide.ctaLabel}
          </Button>
        ) : null}
      </Copy>
    </Slide>
  );
});

/** One slide's button under the carousel; memoised like the slides. */
const CarouselDot = memo(function CarouselDot({
  position,
  current,
  label,
  controls,
  onGo,
}: {
  readonly position: number;
  readonly current: boolean;
  readonly label: string;
  readonly controls: string;
  readonly onGo: (position: number) => void;
}) {
  return (
    <Dot
      type="button"
      aria-label={label}
      aria-current={current}
      aria-controls={controls}
      onClick={() => onGo(position)}
    />
  );
});

/**
 * The home page banner carousel: swipeable (scroll snap), with previous/next and per-slide
 * buttons, auto-advance that pauses on hover, focus or the pause button, and stops entirely
 * for members who prefer reduced motion.
 */
export function BannerCarousel({
  slides,
  label = 'Promotions',
  interval = 5000,
  labels = {},
}: BannerCarouselProps) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const reduced = usePrefersReducedMotion();
  const track = useRef<HTMLDivElement>(null);
  const id = useStableId(undefined, 'banner');
  const count = slides.length;
  // Generated banners are drawn for the slides shown so far and their neighbours only: each is
  // an SVG document the browser builds on the main thread, and most visits never see slide six.
  const [reach, setReach] = useState(1);
  // Adjusted while rendering, not in an effect: an effect would commit every advance twice.
  if (index + 1 > reach) setReach(index + 1);
  const drawn = (i: number) => i <= reach || i === (index - 1 + count) % count;
  const artwork = useMemo(
    () =>
      slides.map((s) => {
        let cached: string | undefined = s.image;
        return () =>
          (cached ??= bannerArtwork({
            seed: s.id,
            ...(s.artworkKind ? { kind: s.artworkKind } : {}),
          }));
      }),
    [slides],
  );

  const go = useCallback(
    (next: number) => {
      if (count === 0) return;
      const target = ((next % count) + count) % count;
      setIndex(target);
      const el = track.current;
      if (el && typeof el.scrollTo === 'function') el.scrollTo({ left: target * el.clientWidth });
    },
    [count],
  );

  const auto = interval > 0 && !reduced && !paused && !hovered && count > 1;
  useEffect(() => {
    if (!auto) return;
    const timer = setInterval(() => go(index + 1), interval);
    return () => clearInterval(timer);
  }, [auto, go, index, interval]);

  if (count === 0) return null;
  const slideLabel = labels.slide ?? ((n: number, of: number) => `Slide ${n} of ${of}`);

  return (
    <Region
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      <Track
        ref={track}
        id={`${id}-track`}
        aria-live={auto ? 'off' : 'polite'}
        onScrollEnd={(event) => {
          const el = event.currentTarget;
          if (el.clientWidth > 0) {
            const current = Math.round(el.scrollLeft / el.clientWidth);
            if (current !== index) setIndex(current);
          }
        }}
      >
        {slides.map((slide, i) => (
          <CarouselSlide
            key={slide.id}
            slide={slide}
            label={slideLabel(i + 1, count)}
            current={i === index}
            src={drawn(i) ? artwork[i]?.() : undefined}
          />
        ))}
      </Track>
      {count > 1 ? (
        <Controls>
          {interval > 0 && !reduced ? (
            <IconButton
              icon={paused ? 'play' : 'pause'}
              label={paused ? (labels.play ?? 'Play slides') : (labels.pause ?? 'Pause slides')}
              size="sm"
              round
              onClick={() => setPaused((p) => !p)}
            />
          ) : null}
          <IconButton
            icon="chevronLeft"
            label={labels.previous ?? 'Previous slide'}
            size="sm"
            round
            aria-controls={`${id}-track`}
            onClick={() => go(index - 1)}
          />
          {slides.map((slide, i) => (
            <CarouselDot
              key={slide.id}
              position={i}
              current={i === index}
              label={slideLabel(i + 1, count)}
              controls={`${id}-track`}
              onGo={go}
            />
          ))}
          <IconButton
            icon="chevronRight"
            label={labels.next ?? 'Next slide'}
            size="sm"
            round
            aria-controls={`${id}-track`}
            onClick={() => go(index + 1)}
          />
        </Controls>
      ) : null}
    </Region>
  );
}
