/**
 * Drawings of each kind of document, so a member sees at a glance which one a card asks for:
 * an ID card's face and back, a driver licence, a utility bill and a generic paper. Drawn in
 * `currentColor` (the theme's accent text) with translucent fills, so every theme colours them.
 */
import type { KycDocumentKind } from '@lobby/domain';
import { tokenVars } from '@lobby/tokens';
import type { ReactElement } from 'react';
import styled from 'styled-components';

const Svg = styled.svg`
  flex: none;
  width: 72px;
  height: 48px;
  color: ${tokenVars.color.accentText};
`;

const stroke = {
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** A card outline: the common shape of an ID card and a licence. */
function CardShape() {
  return (
    <>
      <rect x="3" y="5" width="90" height="56" rx="7" fill="currentColor" opacity="0.1" />
      <rect x="3" y="5" width="90" height="56" rx="7" fill="none" {...stroke} />
    </>
  );
}

/** The face of an ID card: a portrait, the holder's lines and a chip. */
function IdFront() {
  return (
    <>
      <CardShape />
      <rect x="3" y="5" width="90" height="11" rx="7" fill="currentColor" opacity="0.25" />
      <rect x="11" y="22" width="24" height="30" rx="3" fill="currentColor" opacity="0.18" />
      <circle cx="23" cy="32" r="5.5" fill="none" {...stroke} />
      <path d="M13.5 50c1.5-6 5-8.5 9.5-8.5s8 2.5 9.5 8.5" fill="none" {...stroke} />
      <path d="M43 25h32M43 32h40M43 39h24" fill="none" {...stroke} />
      <rect x="68" y="43" width="15" height="11" rx="2" fill="currentColor" opacity="0.35" />
      <path d="M68 48.5h15M75.5 43v11" fill="none" {...stroke} strokeWidth={1.2} />
    </>
  );
}

/** The back of an ID card: the magnetic stripe, a barcode and the machine-readable lines. */
function IdBack() {
  const bars = [0, 3, 5, 9, 11, 14, 18, 20, 23, 27, 29, 32];
  return (
    <>
      <CardShape />
      <rect x="3" y="13" width="90" height="10" fill="currentColor" opacity="0.45" />
      {bars.map((x, index) => (
        <rect
          key={x}
          x={11 + x}
          y="29"
          width={index % 3 === 0 ? 2 : 1}
          height="12"
          fill="currentColor"
        />
      ))}
      <path d="M54 31h29M54 37h22" fill="none" {...stroke} />
      <path d="M11 48h72M11 54h64" fill="none" {...stroke} strokeDasharray="2 2.5" />
    </>
  );
}

/** A driver licence: a portrait, a small car and the licence classes. */
function Licence() {
  return (
    <>
      <CardShape />
      <circle cx="22" cy="24" r="6" fill="currentColor" opacity="0.18" />
      <circle cx="22" cy="24" r="6" fill="none" {...stroke} />
      <path d="M12 42c1.5-6.5 5.5-9 10-9s8.5 2.5 10 9" fill="none" {...stroke} />
      <path d="M41 18h36M41 25h26" fill="none" {...stroke} />
      <path d="M43 45l4-7h17l5 7v5H43z" fill="currentColor" opacity="0.2" />
      <path d="M43 45l4-7h17l5 7v5H43zM43 45h26" fill="none" {...stroke} />
      <circle cx="49" cy="51" r="2.5" fill="none" {...stroke} />
      <circle cx="63" cy="51" r="2.5" fill="none" {...stroke} />
      <rect
        x="74"
        y="38"
        width="11"
        height="7"
        rx="1.5"
        fill="none"
        {...stroke}
        strokeWidth={1.4}
      />
      <rect
        x="74"
        y="48"
        width="11"
        height="7"
        rx="1.5"
        fill="none"
        {...stroke}
        strokeWidth={1.4}
      />
    </>
  );
}

/** A utility bill: a letterhead with a bolt, the address block, the charges and a total. */
function Bill() {
  return (
    <>
      <path d="M26 2h38l10 10v50H26z" fill="currentColor" opacity="0.1" />
      <path d="M26 2h38l10 10v50H26zM64 2v10h10" fill="none" {...stroke} />
      <path d="M35 8l-4 7h4l-2 6 6-8h-4l2-5z" fill="currentColor" opacity="0.6" />
      <path d="M44 11h14M32 26h20M32 31h14" fill="none" {...stroke} />
      <path d="M32 40h22M60 40h8M32 45h18M60 45h8" fill="none" {...stroke} strokeWidth={1.4} />
      <rect x="50" y="50" width="20" height="8" rx="2" fill="currentColor" opacity="0.35" />
      <path d="M32 54h12" fill="none" {...stroke} />
    </>
  );
}

/** Any other paper, held by a clip. */
function OtherPaper() {
  return (
    <>
      <path d="M28 4h30l10 10v46H28z" fill="currentColor" opacity="0.1" />
      <path d="M28 4h30l10 10v46H28zM58 4v10h10" fill="none" {...stroke} />
      <path d="M35 24h26M35 31h26M35 38h18M35 45h22" fill="none" {...stroke} />
      <path
        d="M36 2v12a4 4 0 0 0 8 0V5a2.5 2.5 0 0 0-5 0v8"
        fill="none"
        {...stroke}
        strokeWidth={1.6}
      />
    </>
  );
}

const ART: Readonly<Record<KycDocumentKind, () => ReactElement>> = {
  id_front: IdFront,
  id_back: IdBack,
  driver_licence: Licence,
  address_document: Bill,
  other: OtherPaper,
};

/** The drawing of one kind of document (decorative: the card's title names it). */
export function DocumentArt({ kind }: { readonly kind: KycDocumentKind }) {
  const Drawing = ART[kind];
  return (
    <Svg viewBox="0 0 96 64" aria-hidden="true" focusable="false">
      <Drawing />
    </Svg>
  );
}
