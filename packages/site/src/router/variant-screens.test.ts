import { routes } from '@lobby/domain/routes';
import type { RouteName } from '@lobby/domain/routes';
import { themes } from '@lobby/tokens/themes';
import { describe, expect, it } from 'vitest';
import type { VariantName } from '@lobby/tokens';
import { screenRegistry, variantScreens } from './screens.tsx';
import { previewTheme, savedThemeChoice } from '../layout/theme-selector.tsx';

/** The six visual variants, each with screens of its own. */
const FAMILIES = Object.keys(variantScreens) as VariantName[];

describe('screen variants', () => {
  it('has a family for every variant, so every theme finds its screens', () => {
    expect([...FAMILIES].sort()).toEqual(
      ['CLASSY', 'DIAMOND', 'LITE', 'PRO-SLEEK', 'RETRO', 'SOFT-SLEEK'].sort(),
    );
    for (const theme of Object.values(themes)) expect(variantScreens[theme.variant]).toBeDefined();
  });

  it('gives each variant layouts of its own: no two families show the same component', async () => {
    for (const screen of ['home', 'signIn', 'myPage', 'providerList', 'addBankCard'] as const) {
      const components = await Promise.all(
        FAMILIES.map((family) => variantScreens[family][screen]()),
      );
      const names = components.map((component) => component.displayName);
      for (const name of names) expect(name).toMatch(/^[A-Z]\w+$/);
      expect(new Set(names).size).toBe(FAMILIES.length);
    }
  });

  it('shows the home layout the shell bundled with start-up when it is the theme’s variant', async () => {
    const bundled = await import('@lobby/feature-home/variants/retro');
    const firstScreen = { variant: 'RETRO', home: bundled.Home } as const;
    const retro = screenRegistry('RETRO', firstScreen).HOME_PAGE;
    expect(retro).not.toBe(variantScreens.RETRO.home);
    expect((await retro?.())?.displayName).toBe(bundled.RetroHome.name);
    // A theme of another variant (the theme selector outside production) loads its own.
    expect(screenRegistry('LITE', firstScreen).HOME_PAGE).toBe(variantScreens.LITE.home);
  });

  it('has a home, sign-in, my page, provider list and add-bank-card screen for each family, and the same routes otherwise', async () => {
    for (const family of FAMILIES) {
      const registry = screenRegistry(family);
      expect(registry.HOME_PAGE).toBe(variantScreens[family].home);
      expect(registry.SIGN_IN).toBe(variantScreens[family].signIn);
      expect(registry.MY_PAGE).toBe(variantScreens[family].myPage);
      expect(registry.PROVIDER_LIST).toBe(variantScreens[family].providerList);
      expect(registry.GAME_INDEX).toBe(variantScreens[family].providerList);
      expect(registry.ADD_BANK_CARD).toBe(variantScreens[family].addBankCard);
      expect(Object.keys(registry).sort()).toEqual([
        'ABOUT_US',
        'ADD_BANK_CARD',
        'AGENT_INTRODUCTION',
        'APPLY_RED_PACKET',
        'AREA_FORBIDDEN',
        'BANK_CARD_LIST',
        'BET_RECORD',
        'CONTACT_PAGE',
        'DEPOSIT_GATEWAY',
        'DEPOSIT_INDEX',
        'GAME_INDEX',
        'GAME_LIST',
        'HELP_DETAIL',
        'HELP_LIST',
        'HOME_PAGE',
        'INVITE_SIGNUP',
        'KYC_PAGE',
        'LICENSE',
        'MAINTAIN',
        'MEMBER_TRANSFER',
        'MESSAGE_INDEX',
        'MESSAGE_MAIN',
        'MISSIONS',
        'MY_PAGE',
        'MY_PROMOTION',
        'PASSWORD_SETTING',
        'PROMOTION_DETAIL',
        'PROMOTION_PAGE',
        'PROVIDER_LIST',
        'REFERRAL',
        'REFERRAL_FRIENDS',
        'REFERRAL_REWARDS',
        'RETRIEVE',
        'SETTING_DEVICES',
        'SETTING_EMAIL',
        'SETTING_INDEX',
        'SETTING_INFO',
        'SETTING_MOBILE',
        'SETTING_NAME',
        'SETTING_PASSKEYS',
        'SETTING_SAFER_PLAY',
        'SETTING_TWO_FACTOR',
        'SIGN_IN',
        'SUPERVISE',
        'TRANSACTION_PAGE',
        'USER_INFO_SETTING',
        'VIP_DETAIL',
        'WALLET_INDEX',
        'WALLET_MAIN',
        'WITHDRAW_INDEX',
        'WITHDRAW_MAIN',
        'WITHDRAW_PAGE',
      ]);
    }
    // Each loader resolves to a component.
    for (const load of Object.values(screenRegistry('RETRO')))
      expect(typeof (await load?.())).toBe('function');
  });

  it('gives every route of spec §2 a screen of its own in every family (only /tabs redirects)', () => {
    for (const family of FAMILIES) {
      const registry = screenRegistry(family);
      const missing = (Object.keys(routes) as RouteName[]).filter(
        (name) => name !== 'TABS' && registry[name] === undefined,
      );
      expect(missing).toEqual([]);
    }
  });

  it('previews another theme under the brand’s own wordmark', () => {
    const build = {
      ...themes.NEXBET,
      brand: { ...themes.NEXBET.brand, logo: { ...themes.NEXBET.brand.logo, wordmark: 'acme' } },
    };
    const preview = previewTheme(themes.THEME8, build);
    expect(preview.brand.logo.wordmark).toBe('acme');
    expect(preview.color).toEqual(themes.THEME8.color);
    expect(preview.variant).toBe('CLASSY');
  });

  it('reads a saved theme choice only when it names a theme', () => {
    const storage = { getItem: (k: string) => (k === 'lobby_theme_choice' ? 'REG' : null) };
    expect(savedThemeChoice(storage, ['DIAMOND', 'REG'])).toBe('REG');
    expect(savedThemeChoice(storage, ['DIAMOND'])).toBeUndefined();
    expect(savedThemeChoice(undefined, ['REG'])).toBeUndefined();
    const broken = {
      getItem: () => {
        throw new Error('x');
      },
    };
    expect(savedThemeChoice(broken, ['REG'])).toBeUndefined();
  });
});
