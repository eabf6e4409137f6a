/**
 * How a server's drawing of the first screen sits in the page's root: in an element the browser
 * finds by {@link FIRST_SCREEN_ATTRIBUTE}, inert and hidden from assistive technology (it is a
 * picture until the site renders over it), laid out as if it were not there.
 */

/** The attribute of the element holding a drawing in the page's root. */
export const FIRST_SCREEN_ATTRIBUTE = 'data-lobby-first-screen';

/** The root's markup for a drawing whose markup is `html`. */
export function firstScreenMarkup(html: string): string {
  return `<div ${FIRST_SCREEN_ATTRIBUTE} inert aria-hidden="true" style="display:contents">${html}</div>`;
}
