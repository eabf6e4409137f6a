import { routes } from '@lobby/domain/routes';
import type { RouteName } from '@lobby/domain/routes';
import { themes } from '@lobby/tokens/themes';
import { describe, expect, it } from 'vitest';
import { screenVariantOf } from './variants.ts';
import { screenRegistry, variantScreens } from './router/screens.tsx';
import { savedThemeChoice } from './layout/theme-selector.tsx';

describe('screen variants', () => {
  it('gives every theme one of the three screen families, by its variant', () => {
    for (const theme of Object.values(themes)) {
      expect(['DIAMOND', 'RETRO', 'LITE']).toContain(screenVariantOf[theme.variant]);
    }
    expect(screenVariantOf.DIAMOND).toBe('DIAMOND');
    expect(screenVariantOf.RETRO).toBe('RETRO');
    expect(screenVariantOf.LITE).toBe('LITE');
  });

  it('has a home, sign-in, my page, provider list and add-bank-card screen for each family, and the same routes otherwise', async () => {
    for (const family of ['DIAMOND', 'RETRO', 'LITE'] as const) {
      const registry = screenRegistry(family);
      expect(registry.HOME_PAGE).toBe(variantScreens[family].home);
      expect(registry.SIGN_IN).toBe(variantScreens[family].signIn);
      expect(registry.MY_PAGE).toBe(variantScreens[family].myPage);
      expect(registry.PROVIDER_LIST).toBe(variantScreens[family].providerList);
      expect(registry.GAME_INDEX).toBe(variantScreens[family].providerList);
      expect(registry.ADD_BANK_CARD).toBe(variantScreens[family].addBankCard);
      expect(Object.keys(registry).sort()).toEqual([
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
        'SETTING_EMAIL',
        'SETTING_INDEX',
        'SETTING_INFO',
        'SETTING_MOBILE',
        'SETTING_NAME',
        'SETTING_SAFER_PLAY',
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
    for (const family of ['DIAMOND', 'RETRO', 'LITE'] as const) {
      const registry = screenRegistry(family);
      const missing = (Object.keys(routes) as RouteName[]).filter(
        (name) => name !== 'TABS' && registry[name] === undefined,
      );
      expect(missing).toEqual([]);
    }
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
