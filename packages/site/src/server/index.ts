/**
 * `@lobby/site/server`: draws a guest's first screen on the server (a brand build's server
 * module calls it with its brand; the page's server puts the drawing in the page).
 */
export { renderFirstScreen, requestCookies } from './render-first-screen.tsx';
export { FIRST_SCREEN_ATTRIBUTE, firstScreenMarkup } from './first-screen-markup.ts';
