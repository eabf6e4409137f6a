/**
 * A picture the operator configured (the VIP banner of `vip_config`). Spec §8: a picture that
 * fails to load falls back to the site logo; with no logo either, the picture goes away rather
 * than leave a broken image on the page.
 */
import { tokenVars } from '@lobby/tokens';
import { useState } from 'react';
import styled from 'styled-components';

const Img = styled.img`
  display: block;
  width: 100%;
  max-height: 240px;
  object-fit: contain;
  border-radius: ${tokenVars.radius.lg};
  background: ${tokenVars.color.bgSunken};
`;

/** Props of {@link OperatorPicture}. */
export interface OperatorPictureProps {
  readonly src: string;
  readonly alt: string;
  /** The site logo, shown when `src` fails. */
  readonly fallbackSrc?: string | undefined;
}

/** The operator's picture, or the logo when it fails (see the module note). */
export function OperatorPicture({ src, alt, fallbackSrc }: OperatorPictureProps) {
  const [failed, setFailed] = useState<readonly string[]>([]);
  const current = [src, fallbackSrc].find((s): s is string => !!s && !failed.includes(s));
  if (!current) return null;
  return <Img src={current} alt={alt} onError={() => setFailed((f) => [...f, current])} />;
}
