/**
 * `@lobby/feature-home`: the lobby home page (one layout per screen variant: banners, the
 * game-type navigation in sort order with a link to each type's providers, hot games, top
 * winners and the shelves the site hands in) and the contact page. Each variant's home is the
 * subpath `@lobby/feature-home/variants/<variant>`, not part of this entry, so a chunk that
 * needs this entry never carries the six layouts.
 */
export { useLobby, tileStatus, HOT } from './home/use-lobby.ts';
export type { Lobby } from './home/use-lobby.ts';
export { GameGrid, ProvidersLink, TypeNav, Winners } from './parts/sections.tsx';
export type {
  GameGridProps,
  ProvidersLinkProps,
  TypeNavProps,
  Winner,
  WinnersProps,
} from './parts/sections.tsx';
export { ContactScreen, channelHref } from './contact/contact-screen.tsx';
export type { ContactScreenProps, HomeScreenProps } from './types.ts';
