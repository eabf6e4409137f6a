import { tokenVars } from '@lobby/tokens';
/**
 * RETRO's home: a poster headline, chunky artwork tiles for the game types, and a ranked
 * winners board.
 */
import { useSessionSnapshot } from '@lobby/api-client/react';
import { getHref } from '@lobby/domain/routes';
import { Button, up } from '@lobby/ui';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { GameGrid } from '../parts/game-grid.tsx';
import { ProvidersLink } from '../parts/providers-link.tsx';
import { Section, SectionHead } from '../parts/section-head.tsx';
import { TypeNav } from '../parts/type-nav.tsx';
import { Winners } from '../parts/winners.tsx';
import type { HomeScreenProps } from '../types.ts';
import { Banners, Page, activeName, activeType } from './layouts.tsx';
import { useLobby } from './use-lobby.ts';

const Poster = styled.header`
  display: grid;
  gap: ${tokenVars.space.xs};
  padding: ${tokenVars.space.lg};
  border: 3px solid ${tokenVars.color.text};
  border-radius: ${tokenVars.radius.lg};
  background: ${tokenVars.gradient.hero};
  box-shadow: 6px 6px 0 ${tokenVars.color.accent};
  h1 {
    margin: 0;
    font-family: ${tokenVars.font.family.display};
    font-size: clamp(1.75rem, 7vw, 3.25rem);
    line-height: 1;
    text-transform: uppercase;
    letter-spacing: ${tokenVars.font.letterSpacing.display};
  }
  p {
    margin: 0;
    color: ${tokenVars.color.textMuted};
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${tokenVars.space.xl};
  ${({ theme }) => up(theme, 'lg')} {
    grid-template-columns: minmax(0, 2.2fr) minmax(0, 1fr);
    align-items: start;
  }
`;

/** RETRO's home. */
export function RetroHome({ session, brandName, onRequireSignIn, shelves }: HomeScreenProps) {
  const lobby = useLobby({ session, onRequireSignIn });
  const { t } = lobby;
  const snapshot = useSessionSnapshot(session);
  const navigate = useNavigate();
  return (
    <Page>
      <Poster>
        <h1>{t('retro.headline', { brand: brandName })}</h1>
        <p>
          {snapshot.signedIn
            ? t('retro.member', { name: snapshot.userInfo?.username ?? '' })
            : t('retro.guest')}
        </p>
        {!snapshot.signedIn ? (
          <div>
            <Button
              iconEnd="chevronRight"
              onClick={() => navigate(getHref('SIGN_IN', null, { tab: 'register' }))}
            >
              {t('welcome.join')}
            </Button>
          </div>
        ) : null}
      </Poster>
      <Banners lobby={lobby} label={t('banner.label')} />
      {/* Before the type tiles, not between them and the grid they choose for. */}
      {shelves}
      <Section aria-labelledby="types-title">
        <SectionHead id="types-title" icon="grid" loud>
          {t('types.pick')}
        </SectionHead>
        <TypeNav
          types={lobby.types}
          active={lobby.active}
          showHot={lobby.showHot}
          onChoose={lobby.choose}
          look="tiles"
          label={t('types.label')}
        />
      </Section>
      <Columns>
        <Section aria-labelledby="games-title">
          <SectionHead
            id="games-title"
            icon="fire"
            loud
            trailing={<ProvidersLink type={activeType(lobby)} />}
          >
            {activeName(lobby)}
          </SectionHead>
          <GameGrid {...lobby.grid} labelledBy="games-title" />
        </Section>
        <Section aria-labelledby="winners-title">
          <SectionHead id="winners-title" icon="trophy" loud>
            {t('winners.title')}
          </SectionHead>
          <Winners {...lobby.board} look="board" labelledBy="winners-title" />
        </Section>
      </Columns>
    </Page>
  );
}
