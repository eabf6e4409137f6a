/**
 * Game and provider pictures with the spec §8 fallback: an uploaded picture that fails to load
 * gives way to the site logo, and a logo that is missing or fails too to the brand's wordmark,
 * so a tile is never a broken-image icon. The reference API's generated placeholders
 * (`/media/...`) give way to the design system's artwork, drawn for each tile's shape, as on
 * the home page; real uploads are shown as they are.
 */
import { tokenVars } from '@lobby/tokens';
import { useEffect, useState } from 'react';
import styled, { useTheme } from 'styled-components';

/** An uploaded picture, or `undefined` for the API's generated placeholders and blanks. */
export function uploadedImage(src: string | undefined): string | undefined {
  if (!src || src.startsWith('/media/')) return undefined;
  return src;
}

const Img = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const Wordmark = styled.span`
  display: grid;
  place-items: center;
  width: 100%;
  height: 100%;
  padding: ${tokenVars.space.xs};
  background: ${tokenVars.gradient.accent};
  color: ${tokenVars.color.onAccent};
  font-family: ${tokenVars.font.family.display};
  font-weight: ${tokenVars.font.weight.bold};
  font-size: ${tokenVars.font.size.sm};
  text-align: center;
  overflow: hidden;
  overflow-wrap: anywhere;
`;

/** Props of {@link Artwork}. */
export interface ArtworkProps {
  /** The item's picture as the API gives it (an upload, a `/media/` path or `''`). */
  readonly src: string | undefined;
  /** The design system's artwork for the item, shown for placeholders (a data URI: it cannot fail). */
  readonly generated: () => string;
  /** The site logo (spec §8); the theme's logo when absent. */
  readonly logoSrc?: string | undefined;
  /** The wordmark shown when no logo loads (the theme's when empty). */
  readonly brandName: string;
  /** Extra class, for a parent that places the picture. */
  readonly className?: string;
}

/**
 * A decorative picture (its item's name is always written beside it, so `alt` is empty) that
 * falls back to the logo, then the wordmark, when it fails to load.
 */
export function Artwork({ src, generated, logoSrc, brandName, className }: ArtworkProps) {
  const theme = useTheme();
  const upload = uploadedImage(src);
  const logo = logoSrc || theme.brand.logo.src || undefined;
  const [stage, setStage] = useState<'picture' | 'logo' | 'wordmark'>('picture');
  // A new picture gets its own chance.
  useEffect(() => setStage('picture'), [upload]);
  if (stage === 'wordmark' || (stage === 'logo' && !logo)) {
    return (
      <Wordmark className={className} aria-hidden="true" data-fallback="wordmark">
        {brandName || theme.brand.logo.wordmark}
      </Wordmark>
    );
  }
  if (stage === 'logo') {
    return (
      <Img
        className={className}
        src={logo}
        alt=""
        data-fallback="logo"
        onError={() => setStage('wordmark')}
      />
    );
  }
  return (
    <Img
      className={className}
      src={upload ?? generated()}
      alt=""
      loading="lazy"
      decoding="async"
      draggable={false}
      onError={() => setStage('logo')}
    />
  );
}
