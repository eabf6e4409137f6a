import {
  CSP_NONCE_PLACEHOLDER as CONTRACT_NONCE,
  FIRST_SCREEN_PLACEHOLDER,
  PAGE_ROOT_OPEN,
  PRIMED_ANSWERS_PLACEHOLDER,
} from '@lobby/contract/core';
import { CSP_NONCE_PLACEHOLDER } from './brand-config.ts';
import { describe, expect, it } from 'vitest';
import {
  FIRST_SCREEN_SLOT,
  PRIMED_ANSWERS_SLOT,
  faviconSvg,
  faviconUrl,
  headHtml,
  initialsOf,
  loadTheme,
  lookOf,
  rootHtml,
} from './brand-document.ts';

describe('initialsOf', () => {
  it('takes the first letter and the next capital, digit or consonant', () => {
    expect(initialsOf('NexBet')).toBe('NB');
    expect(initialsOf('Helo8')).toBe('H8');
    expect(initialsOf('Fubo')).toBe('FB');
    expect(initialsOf('a')).toBe('A');
    expect(initialsOf('Lucky 7')).toBe('L7');
  });
});

describe('the page and icon of a brand', () => {
  it('come from the theme’s tokens', async () => {
    const theme = await loadTheme('FUBO');
    const look = lookOf({ name: 'Fubo' }, theme);
    expect(look.background).toBe(theme.color.bgCanvas);
    expect(headHtml(look)).toContain(
      `<meta name="theme-color" content="${theme.color.bgCanvas}" />`,
    );
    expect(headHtml(look)).toContain(`color: ${theme.color.accentText};`);
    expect(headHtml(look)).toContain('<title>Fubo</title>');
    expect(rootHtml(look)).toContain('<div class="boot" aria-hidden="true">Fubo</div>');
    expect(faviconSvg(look)).toContain(`fill="${theme.color.accentText}">FB</text>`);
  });

  it('write the icon into the page, so it is no request beside the first screen’s', async () => {
    const look = lookOf({ name: 'Fubo' }, await loadTheme('FUBO'));
    const icon = /<link rel="icon" href="([^"]+)"/.exec(headHtml(look))?.[1];
    expect(icon).toBe(faviconUrl(look));
    expect(decodeURIComponent(icon?.replace(/^data:image\/svg\+xml,/, '') ?? '')).toBe(
      faviconSvg(look),
    );
    // The bookmark icon, asked for only when used, stays a file.
    expect(headHtml(look)).toContain('<link rel="apple-touch-icon" href="/favicon.svg" />');
    // The web app manifest the build writes (`pwa.ts`), from the site's own origin.
    expect(headHtml(look)).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  });

  it('leave the place the page server puts the primed answers in, as the contract names it', async () => {
    expect(PRIMED_ANSWERS_SLOT).toBe(PRIMED_ANSWERS_PLACEHOLDER);
    expect(rootHtml(lookOf({ name: 'Fubo' }, await loadTheme('FUBO')))).toContain(
      PRIMED_ANSWERS_PLACEHOLDER,
    );
  });

  it('end the splash in the root where the page server may put its drawing, as the contract names it', async () => {
    expect(FIRST_SCREEN_SLOT).toBe(FIRST_SCREEN_PLACEHOLDER);
    const root = rootHtml(lookOf({ name: 'Fubo' }, await loadTheme('FUBO')));
    expect(root.startsWith(PAGE_ROOT_OPEN)).toBe(true);
    expect(root).toContain(
      `<div class="boot" aria-hidden="true">Fubo</div>${FIRST_SCREEN_PLACEHOLDER}</div>`,
    );
  });

  it('mark the nonce with the placeholder the page server fills, as the contract names it', () => {
    expect(CSP_NONCE_PLACEHOLDER).toBe(CONTRACT_NONCE);
  });

  it('escape a name that holds markup', async () => {
    const look = lookOf({ name: '<b>&"' }, await loadTheme('LITE'));
    expect(headHtml(look)).toContain('<title>&lt;b&gt;&amp;&quot;</title>');
    expect(faviconSvg(look)).not.toContain('<b>');
    expect(rootHtml(look)).toContain('>&lt;b&gt;&amp;&quot;</div>');
  });

  it('refuse a theme tokens does not have', async () => {
    await expect(loadTheme('NOPE')).rejects.toThrow(/not a theme/);
    await expect(loadTheme('../base')).rejects.toThrow(/not a theme/);
  });
});
