import { tokenVars } from '@lobby/tokens';
/**
 * SOFT-SLEEK's home: light, airy and friendly. A rounded greeting card with a pastel wash and
 * pill buttons, then the banners; the games float on a white card with soft shadows. On
 * desktop the game types become a sticky pill menu beside the games, so choosing stays in
 * reach while scrolling. The data, actions and accessible names are DIAMOND's (the same
 * shared parts).
 */
import { up } from '@lobby/ui';
import styled from 'styled-components';
import { GameGrid } from '../parts/game-grid.tsx';
import { ProvidersLink } from '../parts/providers-link.tsx';
import { SectionHead } from '../parts/section-head.tsx';
import { TypeNav } from '../parts/type-nav.tsx';
import { Winners } from '../parts/winners.tsx';
import type { HomeScreenProps } from '../types.ts';
import { Banners, Page, WelcomeStrip, activeName, activeType } from './layouts.tsx';
import { useLobby } from './use-lobby.ts';

/** Pastel wash for the greeting: the theme's soft accent under its surface gradient. */
const Hello = styled.header`
  display: grid;
  gap: ${tokenVars.space.md};
  padding: ${tokenVars.space.lg};
  border-radius: ${tokenVars.radius.xl};
  background:
    ${tokenVars.gradient.surface},
    linear-gradient(${tokenVars.color.accentSoft}, ${tokenVars.color.accentSoft}),
    ${tokenVars.color.bgSurface};
  box-shadow: ${tokenVars.shadow.sm};
  h1 {
    margin: 0;
    font-family: ${tokenVars.font.family.display};
    font-size: ${tokenVars.font.size.xl};
    font-weight: ${tokenVars.font.weight.bold};
    line-height: ${tokenVars.font.lineHeight.tight};
  }
  ${({ theme }) => up(theme, 'lg')} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    padding: ${tokenVars.space.xl} ${tokenVars.space.xxl};
    h1 {
      font-size: ${tokenVars.font.size.xxl};
    }
  }
`;

/** The welcome strip without a box of its own (the greeting card is the box), pill buttons. */
const Greeting = styled(WelcomeStrip)`
  && {
    padding: 0;
    border: 0;
    border-radius: 0;
    background: none;
    box-shadow: none;
  }
  && strong {
    font-family: ${tokenVars.font.family.body};
    font-weight: ${tokenVars.font.weight.bold};
  }
  && button {
    border-radius: ${tokenVars.radius.pill};
  }
`;

/** Phones: one airy column. Desktop: the sticky type menu beside the games. */
const Body = styled.div`
  display: grid;
  gap: ${tokenVars.space.lg};
  ${({ theme }) => up(theme, 'lg')} {
    grid-template-columns: 220px minmax(0, 1fr);
    align-items: start;
    gap: ${tokenVars.space.xl};
  }
`;

/** The type chips as soft pills; a vertical menu on desktop. */
const PillMenu = styled.div`
  [role='group'] button {
    border-radius: ${tokenVars.radius.pill};
    border-color: transparent;
    background: ${tokenVars.color.bgSurface};
    color: ${tokenVars.color.text};
    box-shadow: ${tokenVars.shadow.sm};
  }
  /* Restated after the pill's own background so the chosen type stays filled. */
  [role='group'] button[aria-pressed='true'] {
    background: ${tokenVars.color.accent};
    color: ${tokenVars.color.onAccent};
  }
  ${({ theme }) => up(theme, 'lg')} {
    position: sticky;
    top: ${tokenVars.space.lg};
    padding: ${tokenVars.space.md};
    border-radius: ${tokenVars.radius.xl};
    background: ${tokenVars.color.bgSurface};
    box-shadow: ${tokenVars.shadow.md};
    [role='group'] {
      flex-direction: column;
      overflow: visible;
    }
    [role='group'] button {
      justify-content: flex-start;
      min-height: ${tokenVars.size.controlMd};
      box-shadow: none;
      background: transparent;
    }
    [role='group'] button[aria-pressed='true'] {
      background: ${tokenVars.color.accent};
    }
  }
`;

/** A floating card: white surface, the largest corners, a soft tinted shadow. */
const Cloud = styled.section`
  display: grid;
  /* One shrinkable track, so a sideways-scrolling row inside cannot widen the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokenVars.space.md};
  min-width: 0;
  padding: ${tokenVars.space.md};
  border-radius: ${tokenVars.radius.xl};
  background: ${tokenVars.color.bgSurface};
  box-shadow: ${tokenVars.shadow.md};
  ${({ theme }) => up(theme, 'md')} {
    padding: ${tokenVars.space.lg};
  }
  h2 {
    font-family: ${tokenVars.font.family.body};
  }
`;

/** The winner cards lose their borders and float like the rest. */
const Bubbles = styled.div`
  ul li {
    border-color: transparent;
    border-radius: ${tokenVars.radius.xl};
    background: ${tokenVars.color.bgSunken};
  }
  ul img {
    border-radius: ${tokenVars.radius.lg};
  }
`;

/** SOFT-SLEEK's home: greeting card, banners, a pill type menu and floating cards. */
export function SoftSleekHome({ session, brandName, onRequireSignIn, shelves }: HomeScreenProps) {
  const lobby = useLobby({ session, onRequireSignIn });
  const { t } = lobby;
  return (
    <Page $gap="lg">
      <Hello>
        <h1>{t('title', { brand: brandName })}</h1>
        <Greeting lobby={lobby} session={session} brandName={brandName} />
      </Hello>
      <Banners lobby={lobby} label={t('banner.label')} />
      {/* Right under the greeting and banners: the member's own games first, as in DIAMOND. */}
      {shelves}
      <Body>
        <PillMenu>
          <TypeNav
            types={lobby.types}
            active={lobby.active}
            showHot={lobby.showHot}
            onChoose={lobby.choose}
            label={t('types.label')}
          />
        </PillMenu>
        <Cloud aria-labelledby="games-title">
          <SectionHead
            id="games-title"
            icon="sparkle"
            trailing={<ProvidersLink type={activeType(lobby)} />}
          >
            {activeName(lobby)}
          </SectionHead>
          <GameGrid {...lobby.grid} labelledBy="games-title" />
        </Cloud>
      </Body>
      <Cloud aria-labelledby="winners-title">
        <SectionHead id="winners-title" icon="heart">
          {t('winners.title')}
        </SectionHead>
        <Bubbles>
          <Winners {...lobby.board} look="ticker" labelledBy="winners-title" />
        </Bubbles>
      </Cloud>
    </Page>
  );
}
