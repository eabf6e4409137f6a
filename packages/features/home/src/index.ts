/**
 * `@lobby/feature-home`: the lobby home page (one layout per screen variant: banners, the
 * game-type navigation in sort order with a link to each type's providers, hot games, top
 * winners and the shelves the site hands in) and the contact page. Each variant's home is the
 * subpath `@lobby/feature-home/variants/<variant>`, not part of this entry, so a chunk that
 * needs this entry never carries the six layouts.
 */
export { useLobby, tileStatus, HOT } from './home/use-lobby.ts';
export type { Lobby } from './home/use-lobby.ts';
export { GameGrid } from './parts/game-grid.tsx';
export type { GameGridProps } from './parts/game-grid.tsx';
export { ProvidersLink } from './parts/providers-link.tsx';
export type { ProvidersLinkProps } from './parts/providers-link.tsx';
export { TypeNav } from './parts/type-nav.tsx';
export type { TypeNavProps } from './parts/type-nav.tsx';
export { Winners } from './parts/winners.tsx';
export type { Winner, WinnersProps } from './parts/winners.tsx';
export { ContactScreen, channelHref } from './contact/contact-screen.tsx';
export type { ContactScreenProps, HomeScreenProps } from './types.ts';
