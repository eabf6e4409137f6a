/**
 * The red packet (promotion type 4) as a small interaction rather than a plain button: an
 * envelope the member taps, which wobbles while the server draws the amount, then opens its
 * flap and lifts out a note with what the server paid. The amount is the server's answer, never
 * chosen here. With reduced motion asked for, the envelope simply shows the note at once.
 * The envelope itself is decorative art; its state is told in words beside it.
 */
import { tokenVars } from '@lobby/tokens';
import { useEffect, useState } from 'react';
import styled, { css, keyframes } from 'styled-components';

/** How long the envelope takes to open before the amount is announced. */
export const RED_PACKET_OPEN_MS = 900;

const wobble = keyframes`
  0%, 100% { transform: rotate(0deg); }
  25% { transform: rotate(-4deg); }
  75% { transform: rotate(4deg); }
`;

const Stage = styled.div`
  display: grid;
  justify-items: center;
  gap: ${tokenVars.space.md};
`;

const Envelope = styled.button<{ $busy: boolean; $motion: boolean }>`
  position: relative;
  display: grid;
  justify-items: center;
  gap: ${tokenVars.space.sm};
  padding: ${tokenVars.space.sm};
  border: 0;
  border-radius: ${tokenVars.radius.lg};
  background: transparent;
  color: ${tokenVars.color.text};
  font: inherit;
  font-weight: ${tokenVars.font.weight.bold};
  cursor: pointer;
  &:disabled {
    cursor: default;
  }
  &:focus-visible {
    outline: ${tokenVars.borderWidth.focus} solid ${tokenVars.color.focusRing};
    outline-offset: 2px;
  }
  .art {
    ${({ $busy, $motion }) =>
      $busy && $motion
        ? css`
            animation: ${wobble} 0.5s ease-in-out infinite;
          `
        : ''}
  }
  &:not(:disabled):hover .art {
    transform: translateY(-3px);
  }
`;

/* Decorative illustration colours: a red packet is red and gold whatever the theme. */
const Art = styled.span<{ $open: boolean; $motion: boolean }>`
  position: relative;
  display: block;
  width: 168px;
  height: 216px;
  perspective: 600px;
  transition: transform ${({ $motion }) => ($motion ? '160ms' : '0ms')} ease-out;
  .back,
  .front,
  .flap {
    position: absolute;
    left: 0;
    right: 0;
    border-radius: 14px;
  }
  .back {
    inset: 0;
    background: linear-gradient(160deg, #b3121c, #7d0a12);
    box-shadow: 0 10px 24px rgba(0, 0, 0, 0.35);
  }
  .note {
    position: absolute;
    left: 14px;
    right: 14px;
    top: 18px;
    height: 150px;
    display: grid;
    place-items: center;
    padding: ${tokenVars.space.sm};
    border-radius: 10px;
    background: ${tokenVars.color.bgRaised};
    color: ${tokenVars.color.text};
    border: 2px solid #e0b84c;
    font-size: ${tokenVars.font.size.lg};
    font-weight: ${tokenVars.font.weight.heavy};
    text-align: center;
    transform: translateY(${({ $open }) => ($open ? '-92px' : '0')});
    transition: transform ${({ $motion }) => ($motion ? '600ms 300ms' : '0ms')}
      cubic-bezier(0.2, 0.9, 0.3, 1.2);
  }
  .front {
    bottom: 0;
    height: 62%;
    background: linear-gradient(180deg, #d0202b, #a0101a);
    border-top: 2px solid #8a0c14;
  }
  .flap {
    top: 0;
    height: 46%;
    background: linear-gradient(180deg, #e0303a, #b3121c);
    clip-path: polygon(0 0, 100% 0, 50% 100%);
    transform-origin: top center;
    transform: rotateX(${({ $open }) => ($open ? '180deg' : '0deg')});
    transition: transform ${({ $motion }) => ($motion ? '350ms' : '0ms')} ease-in;
    z-index: ${({ $open }) => ($open ? 0 : 3)};
  }
  .seal {
    position: absolute;
    left: 50%;
    top: 36%;
    width: 46px;
    height: 46px;
    margin-left: -23px;
    border-radius: 50%;
    background: radial-gradient(circle at 35% 30%, #fff3b0, #e0b84c 55%, #a87a12);
    box-shadow: 0 2px 6px rgba(0, 0, 0, 0.35);
    z-index: 4;
    opacity: ${({ $open }) => ($open ? 0 : 1)};
    transition: opacity ${({ $motion }) => ($motion ? '200ms' : '0ms')};
  }
  .front {
    z-index: 2;
  }
  .note {
    z-index: 1;
  }
`;

/** Props of {@link RedPacket}. */
export interface RedPacketProps {
  /** The amount the server paid, formatted; the envelope opens once it is known. */
  readonly amount: string | undefined;
  /** The request is on its way (the envelope wobbles). */
  readonly busy: boolean;
  /** Whether it may be opened now (a member, a running promotion, not yet claimed). */
  readonly disabled?: boolean;
  readonly motion: boolean;
  /** The visible call to open it: its accessible name. */
  readonly openLabel: string;
  /** The button's words once it is open (the amount itself is announced by the claim panel). */
  readonly openedLabel: string;
  onOpen(): void;
}

/** The red packet (see the module note). */
export function RedPacket({
  amount,
  busy,
  disabled = false,
  motion,
  openLabel,
  openedLabel,
  onOpen,
}: RedPacketProps) {
  const open = amount !== undefined;
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!open) {
      setSettled(false);
      return undefined;
    }
    const timer = setTimeout(() => setSettled(true), motion ? RED_PACKET_OPEN_MS : 0);
    return () => clearTimeout(timer);
  }, [open, motion]);
  return (
    <Stage>
      <Envelope
        type="button"
        $busy={busy}
        $motion={motion}
        disabled={disabled || busy || open}
        aria-busy={busy}
        onClick={onOpen}
      >
        <Art className="art" $open={open} $motion={motion} aria-hidden="true">
          <span className="back" />
          <span className="note">{open ? amount : ''}</span>
          <span className="front" />
          <span className="flap" />
          <span className="seal" />
        </Art>
        <span>{open && settled ? openedLabel : openLabel}</span>
      </Envelope>
    </Stage>
  );
}
