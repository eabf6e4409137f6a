import { useState } from 'react';
import styled from 'styled-components';
import { tokenVars } from '@lobby/tokens';

const Ring = styled.span<{ $size: number; $vip: boolean }>`
  position: relative;
  display: inline-grid;
  place-items: center;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  padding: ${({ $vip }) => ($vip ? '2px' : '0')};
  border-radius: 50%;
  background: ${({ $vip }) => ($vip ? tokenVars.gradient.accent : 'transparent')};
`;

const Face = styled.span<{ $size: number }>`
  display: grid;
  place-items: center;
  width: 100%;
  height: 100%;
  overflow: hidden;
  border-radius: 50%;
  background: ${tokenVars.color.secondary};
  color: ${tokenVars.color.onSecondary};
  font-family: ${tokenVars.font.family.display};
  font-size: ${({ $size }) => Math.round($size * 0.38)}px;
  font-weight: ${tokenVars.font.weight.bold};
  border: 2px solid ${tokenVars.color.bgSurface};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Level = styled.span`
  position: absolute;
  right: -4px;
  bottom: -4px;
  min-width: 22px;
  height: 18px;
  padding: 0 4px;
  border-radius: 9px;
  background: ${tokenVars.gradient.accent};
  color: ${tokenVars.color.onAccent};
  font-size: 0.625rem;
  font-weight: ${tokenVars.font.weight.heavy};
  line-height: 18px;
  text-align: center;
  border: 2px solid ${tokenVars.color.bgSurface};
  box-sizing: content-box;
`;

/** Up to two initials of a name, for the fallback face. */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/[\s._-]+/)
    .filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0] ?? '';
  const second = words[1];
  return (second ? `${first[0] ?? ''}${second[0] ?? ''}` : first.slice(0, 2)).toUpperCase();
}

/** Props of {@link Avatar}. */
export interface AvatarProps {
  /** The member's name: the picture's alternative text, and the initials without a picture. */
  name: string;
  /** The member's picture; initials show when absent or when it fails to load. */
  src?: string;
  /** Diameter in px (default 48). */
  size?: number;
  /** Shows a VIP ring and level chip. */
  vipLevel?: number;
}

/** The member's picture, or initials when there is none or it fails to load. */
export function Avatar({ name, src, size = 48, vipLevel }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const showImage = src && !failed;
  const vip = vipLevel !== undefined && vipLevel > 0;
  return (
    <Ring $size={size} $vip={vip} role="img" aria-label={vip ? `${name}, VIP ${vipLevel}` : name}>
      <Face $size={size} aria-hidden>
        {showImage ? <img src={src} alt="" onError={() => setFailed(true)} /> : initialsOf(name)}
      </Face>
      {vip ? <Level aria-hidden>V{vipLevel}</Level> : null}
    </Ring>
  );
}
