/**
 * A promotion's picture. The operator's upload is shown as it is; the reference API's generated
 * placeholders (`/media/...`) and a picture that fails to load give way to the design system's
 * banner artwork, drawn from the promotion's id and kind, so a card is never a grey box or a
 * broken-image icon. Decorative: the promotion's title is always written beside it.
 */
import type { PromotionItem } from '@lobby/contract/promotions';
import { PromotionType } from '@lobby/domain/enums';
import { bannerArtwork } from '@lobby/ui/artwork';
import type { ArtworkKind } from '@lobby/ui/artwork';
import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';

/** An uploaded picture, or `undefined` for the API's generated placeholders and blanks. */
export function uploadedImage(src: string | undefined): string | undefined {
  if (!src || src.startsWith('/media/')) return undefined;
  return src;
}

/** The glyph a promotion's artwork carries: its game category when it has one, else its kind. */
function glyphOf(promotion: Pick<PromotionItem, 'type' | 'category'>): ArtworkKind {
  if (promotion.category === 'sports') return 'football';
  if (promotion.category === 'slots') return 'slots';
  switch (promotion.type) {
    case PromotionType.Roulette:
      return 'lottery';
    case PromotionType.RedPacket:
    case PromotionType.Coupon:
      return 'mahjong';
    case PromotionType.MissionCheckIn:
    case PromotionType.MissionDeposit:
      return 'dice';
    case PromotionType.FriendsReferral:
      return 'cards';
    default:
      return 'slots';
  }
}

const Img = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

/** Props of {@link PromotionArt}. */
export interface PromotionArtProps {
  readonly promotion: Pick<PromotionItem, 'id' | 'type' | 'category' | 'image'>;
  readonly className?: string;
}

/** The promotion's picture with its fallback (see the module note). */
export function PromotionArt({ promotion, className }: PromotionArtProps) {
  const upload = uploadedImage(promotion.image);
  const [failed, setFailed] = useState(false);
  // A new picture gets its own chance.
  useEffect(() => setFailed(false), [upload]);
  const generated = useMemo(
    () =>
      bannerArtwork({
        seed: `promotion:${promotion.id}`,
        kind: glyphOf(promotion),
        width: 1000,
        height: 400,
      }),
    [promotion],
  );
  const src = upload && !failed ? upload : generated;
  return (
    <Img
      className={className}
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      draggable={false}
      data-artwork={src === generated ? 'generated' : 'upload'}
      onError={() => setFailed(true)}
    />
  );
}
