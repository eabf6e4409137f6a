/**
 * DIAMOND's home: a full-width banner carousel, a welcome strip, type chips over a dense
 * jewel-box grid, and a winners ticker.
 */
import { VisuallyHidden } from '@lobby/ui';
import { GameGrid } from '../parts/game-grid.tsx';
import { ProvidersLink } from '../parts/providers-link.tsx';
import { Section, SectionHead } from '../parts/section-head.tsx';
import { TypeNav } from '../parts/type-nav.tsx';
import { Winners } from '../parts/winners.tsx';
import type { HomeScreenProps } from '../types.ts';
import { Banners, Page, WelcomeStrip, activeName, activeType } from './layouts.tsx';
import { useLobby } from './use-lobby.ts';

/** DIAMOND's home. */
export function DiamondHome({ session, brandName, onRequireSignIn, shelves }: HomeScreenProps) {
  const lobby = useLobby({ session, onRequireSignIn });
  const { t } = lobby;
  return (
    <Page>
      <VisuallyHidden as="h1">{t('title', { brand: brandName })}</VisuallyHidden>
      <Banners lobby={lobby} label={t('banner.label')} />
      <WelcomeStrip lobby={lobby} session={session} brandName={brandName} />
      {/* Under the member's balance strip: their own games before the whole lobby. */}
      {shelves}
      <Section aria-labelledby="games-title">
        <SectionHead
          id="games-title"
          icon="grid"
          trailing={<ProvidersLink type={activeType(lobby)} />}
        >
          {activeName(lobby)}
        </SectionHead>
        <TypeNav
          types={lobby.types}
          active={lobby.active}
          showHot={lobby.showHot}
          onChoose={lobby.choose}
          label={t('types.label')}
        />
        <GameGrid {...lobby.grid} dense labelledBy="games-title" />
      </Section>
      <Section aria-labelledby="winners-title">
        <SectionHead id="winners-title" icon="trophy">
          {t('winners.title')}
        </SectionHead>
        <Winners {...lobby.board} look="ticker" labelledBy="winners-title" />
      </Section>
    </Page>
  );
}
