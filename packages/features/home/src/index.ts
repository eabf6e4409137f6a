/**
 * `@lobby/feature-home`: the lobby home page (one layout per screen variant: banners, the
 * game-type navigation in sort order, hot games and top winners) and the contact page.
 */
export { DiamondHome, LiteHome, RetroHome } from './home/layouts.tsx';
export { useLobby, tileStatus, HOT } from './home/use-lobby.ts';
export type { Lobby } from './home/use-lobby.ts';
export { GameGrid, TypeNav, Winners } from './parts/sections.tsx';
export type { GameGridProps, TypeNavProps, Winner, WinnersProps } from './parts/sections.tsx';
export { ContactScreen, channelHref } from './contact/contact-screen.tsx';
export type { ContactScreenProps, HomeScreenProps } from './types.ts';
