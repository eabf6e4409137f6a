import { tokenVars } from '@lobby/tokens';
/**
 * LITE's home: a compact banner, underline type tabs and plain lists, built to be light and
 * quick.
 */
import { useSessionSnapshot } from '@lobby/api-client/react';
import { Icon, Tabs } from '@lobby/ui';
import styled from 'styled-components';
import { GameGrid } from '../parts/game-grid.tsx';
import { ProvidersLink } from '../parts/providers-link.tsx';
import { Section, SectionHead } from '../parts/section-head.tsx';
import { Winners } from '../parts/winners.tsx';
import type { HomeScreenProps } from '../types.ts';
import { Banners, Page, activeType } from './layouts.tsx';
import { HOT, useLobby } from './use-lobby.ts';

const LiteHead = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${tokenVars.space.sm};
  h1 {
    margin: 0;
    font-size: ${tokenVars.font.size.xl};
  }
  span {
    color: ${tokenVars.color.textMuted};
    font-size: ${tokenVars.font.size.sm};
  }
`;

const LiteMore = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${tokenVars.space.sm};
`;

/** LITE's home. */
export function LiteHome({ session, brandName, onRequireSignIn, shelves }: HomeScreenProps) {
  const lobby = useLobby({ session, onRequireSignIn });
  const { t } = lobby;
  const snapshot = useSessionSnapshot(session);
  const grid = <GameGrid {...lobby.grid} dense />;
  // LITE has no heading over the grid: the providers link closes the tab's panel instead.
  const chosenType = activeType(lobby);
  const panel = (
    <>
      {grid}
      {chosenType ? (
        <LiteMore>
          <ProvidersLink type={chosenType} />
        </LiteMore>
      ) : null}
    </>
  );
  const tabs = [
    ...(lobby.showHot ? [{ id: HOT, label: t('types.hot'), content: grid }] : []),
    ...lobby.types.map((type) => ({ id: type.type, label: type.name, content: panel })),
  ];
  return (
    <Page $gap="lg">
      <LiteHead>
        <h1>
          {snapshot.signedIn
            ? t('lite.hello', { name: snapshot.userInfo?.username ?? '' })
            : t('title', { brand: brandName })}
        </h1>
        <span>
          <Icon name="sparkle" size={14} /> {t('lite.tagline')}
        </span>
      </LiteHead>
      <Banners lobby={lobby} label={t('banner.label')} compact />
      {tabs.length > 0 && lobby.active ? (
        <Tabs label={t('types.label')} items={tabs} value={lobby.active} onChange={lobby.choose} />
      ) : (
        grid
      )}
      {/* LITE keeps its first screen for quick picks: the member's shelves come after. */}
      {shelves}
      <Section aria-labelledby="winners-title">
        <SectionHead id="winners-title">{t('winners.title')}</SectionHead>
        <Winners {...lobby.board} look="compact" labelledBy="winners-title" />
      </Section>
    </Page>
  );
}
