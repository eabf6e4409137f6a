import { describe, expect, it } from 'vitest';
import { BAD_NUMBERS, BAD_TEXT, BAD_TEXTS, WRONG_TYPES } from '../testing/bad-input.ts';
import {
  LIVE_CHAT_USERNAME_PLACEHOLDER,
  compareVersions,
  isAboutUsVisible,
  isAgentIntroductionOn,
  isAppDownloadShown,
  isAppVersionBelow,
  isLiveScoreOn,
  isNamedBank,
  isUnderMaintenance,
  isVipMenuVisible,
  missionTypesOn,
  liveChatUrlFor,
  transferLimitNotice,
} from './helpers.ts';

describe('liveChatUrlFor', () => {
  const contact = (url: string, fallback = '') => ({
    live_chat_url: url,
    live_chat: { url: fallback, script: '' },
  });
  it('substitutes every placeholder with the URL-encoded username', () => {
    expect(LIVE_CHAT_USERNAME_PLACEHOLDER).toBe('{username}');
    expect(
      liveChatUrlFor(contact('https://chat.example/?u={username}&n={username}'), 'player01'),
    ).toBe('https://chat.example/?u=player01&n=player01');
    expect(liveChatUrlFor(contact('https://chat.example/?u={username}'), 'a&b=c d')).toBe(
      'https://chat.example/?u=a%26b%3Dc%20d',
    );
    expect(liveChatUrlFor(contact('https://chat.example/?u={username}'), BAD_TEXT.emoji)).toBe(
      `https://chat.example/?u=${encodeURIComponent(BAD_TEXT.emoji)}`,
    );
    expect(liveChatUrlFor(contact('https://chat.example/?u={username}'), BAD_TEXT.fullWidth)).toBe(
      `https://chat.example/?u=${encodeURIComponent(BAD_TEXT.fullWidth)}`,
    );
  });
  it('leaves the placeholder empty for guests', () => {
    for (const name of [undefined, null, '', BAD_TEXT.whitespace]) {
      expect(liveChatUrlFor(contact('https://chat.example/?u={username}'), name)).toBe(
        'https://chat.example/?u=',
      );
    }
    expect(liveChatUrlFor(contact('https://chat.example/'), 5 as never)).toBe(
      'https://chat.example/',
    );
  });
  it('falls back to live_chat.url and trims', () => {
    expect(liveChatUrlFor(contact('  ', ' https://lc.example/{username} '), 'x')).toBe(
      'https://lc.example/x',
    );
    expect(liveChatUrlFor({ live_chat_url: '' }, 'x')).toBeUndefined();
  });
  it('refuses urls that are missing or not http(s)', () => {
    for (const url of [
      '',
      'javascript:alert(1)',
      'data:text/html,x',
      '//chat.example',
      'ftp://x',
      BAD_TEXT.emoji,
      ...BAD_TEXTS,
    ]) {
      expect(liveChatUrlFor(contact(url), 'x')).toBeUndefined();
    }
    for (const v of WRONG_TYPES) expect(liveChatUrlFor(v as never, 'x')).toBeUndefined();
    expect(
      liveChatUrlFor({ live_chat_url: 5 as never, live_chat: { url: 7 as never } }, 'x'),
    ).toBeUndefined();
  });
});

describe('isAboutUsVisible', () => {
  it('shows items checked or with children', () => {
    expect(isAboutUsVisible({ level_checked: 1, children: [] })).toBe(true);
    expect(isAboutUsVisible({ level_checked: 0, children: [{}] })).toBe(true);
    expect(isAboutUsVisible({ level_checked: 0, children: [] })).toBe(false);
    expect(isAboutUsVisible({ level_checked: 0 })).toBe(false);
    expect(isAboutUsVisible({ level_checked: '1', children: 'abc' })).toBe(false);
    expect(isAboutUsVisible({ level_checked: true })).toBe(false);
    for (const n of BAD_NUMBERS) expect(isAboutUsVisible({ level_checked: n })).toBe(false);
    for (const v of WRONG_TYPES.filter((x) => typeof x !== 'object' || x === null))
      expect(isAboutUsVisible(v as never)).toBe(false);
    expect(isAboutUsVisible({})).toBe(false);
  });
});

describe('isNamedBank', () => {
  it('knows the spec banks exactly', () => {
    expect(isNamedBank('HONG LEONG')).toBe(true);
    for (const v of ['cimb', 'Maybank', ...BAD_TEXTS, ...WRONG_TYPES])
      expect(isNamedBank(v)).toBe(false);
  });
});

describe('transferLimitNotice', () => {
  it('warns only when a limit is set, by direction', () => {
    expect(transferLimitNotice({ transfer_in_limit: 0 }, 1)).toBe('none');
    expect(transferLimitNotice({ transfer_in_limit: 5000 }, 1)).toBe('confirmContinue');
    expect(transferLimitNotice({ transfer_in_limit: 5000 }, 2)).toBe('confirmOnly');
    expect(transferLimitNotice({ transfer_in_limit: -0 }, 1)).toBe('none');
  });
  it('warns on malformed limits and stays quiet without info', () => {
    for (const n of [Number.NaN, -1, 1e21, 0.1])
      expect(transferLimitNotice({ transfer_in_limit: n }, 1)).toBe('confirmContinue');
    expect(transferLimitNotice({ transfer_in_limit: '0' }, 2)).toBe('confirmOnly');
    for (const info of [null, undefined, {}, { transfer_in_limit: null }])
      expect(transferLimitNotice(info, 1)).toBe('none');
    expect(transferLimitNotice({ transfer_in_limit: 1 }, 9 as never)).toBe('confirmOnly');
  });
});

describe('isUnderMaintenance', () => {
  it('blocks only for type 1', () => {
    expect(isUnderMaintenance({ type: 1 })).toBe(true);
    for (const type of [0, 2, '1', true, ...BAD_NUMBERS])
      expect(isUnderMaintenance({ type })).toBe(false);
    expect(isUnderMaintenance(null)).toBe(false);
    expect(isUnderMaintenance(undefined)).toBe(false);
  });
});

describe('permission helpers', () => {
  it('reads the mission switches into the mission types they leave on', () => {
    expect(missionTypesOn({ mission: { profit_status: 1, checkin_status: 1 } })).toEqual([
      8, 9, 10,
    ]);
    expect(missionTypesOn({ mission: { profit_status: 0, checkin_status: 1 } })).toEqual([10]);
    expect(missionTypesOn({ mission: { profit_status: 1, checkin_status: 0 } })).toEqual([8, 9]);
    expect(missionTypesOn({ mission: { profit_status: 0, checkin_status: 0 } })).toEqual([]);
    for (const v of WRONG_TYPES) expect(missionTypesOn(v as never)).toEqual([]);
  });
  it('reads agent introduction', () => {
    expect(isAgentIntroductionOn({ agent_introduce: { status: 1 } })).toBe(true);
    expect(isAgentIntroductionOn({ agent_introduce: { status: 0 } })).toBe(false);
    for (const v of WRONG_TYPES) expect(isAgentIntroductionOn(v as never)).toBe(false);
  });
  it('needs both the switch and a url for live score', () => {
    expect(
      isLiveScoreOn({ member_module: { live_score_status: 1, live_score_url: 'https://x' } }),
    ).toBe(true);
    expect(
      isLiveScoreOn({
        member_module: { live_score_status: 1, live_score_url: BAD_TEXT.whitespace },
      }),
    ).toBe(false);
    expect(
      isLiveScoreOn({ member_module: { live_score_status: 0, live_score_url: 'https://x' } }),
    ).toBe(false);
    expect(
      isLiveScoreOn({ member_module: { live_score_status: 1, live_score_url: 5 as never } }),
    ).toBe(false);
    for (const v of WRONG_TYPES) expect(isLiveScoreOn(v as never)).toBe(false);
  });
  it('needs both the switch and a picture for the VIP menu', () => {
    expect(isVipMenuVisible({ vip_config: { mobile_vip_show: 1, mobile_picture: '/v.png' } })).toBe(
      true,
    );
    expect(isVipMenuVisible({ vip_config: { mobile_vip_show: 1, mobile_picture: '' } })).toBe(
      false,
    );
    expect(
      isVipMenuVisible({ vip_config: { mobile_vip_show: 1, mobile_picture: BAD_TEXT.whitespace } }),
    ).toBe(false);
    expect(isVipMenuVisible({ vip_config: { mobile_vip_show: 0, mobile_picture: '/v.png' } })).toBe(
      false,
    );
    expect(
      isVipMenuVisible({ vip_config: { mobile_vip_show: 1, mobile_picture: null as never } }),
    ).toBe(false);
    for (const v of WRONG_TYPES) expect(isVipMenuVisible(v as never)).toBe(false);
  });
});

describe('theme-config helpers', () => {
  it('shows the app download only for status 1 and showEntrance 1', () => {
    expect(isAppDownloadShown({ status: 1, showEntrance: 1 })).toBe(true);
    expect(isAppDownloadShown({ status: 1, showEntrance: 0 })).toBe(false);
    expect(isAppDownloadShown({ status: 0, showEntrance: 1 })).toBe(false);
    expect(isAppDownloadShown(null)).toBe(false);
    expect(isAppDownloadShown(undefined)).toBe(false);
  });
  it('compares versions numerically', () => {
    expect(compareVersions('1.10', '1.9')).toBe(1);
    expect(compareVersions('1.2', '1.2.0')).toBe(0);
    expect(compareVersions('v2.0.1', '2.0.2')).toBe(-1);
    expect(compareVersions(' 3 ', '2.99')).toBe(1);
  });
  it('answers undefined for malformed versions', () => {
    for (const bad of [...BAD_TEXTS, '1..2', '1.2-beta', '1.', '.1', '1234567890']) {
      expect(compareVersions(bad, '1.0')).toBeUndefined();
      expect(compareVersions('1.0', bad)).toBeUndefined();
    }
    for (const v of WRONG_TYPES) expect(compareVersions(v as string, '1')).toBeUndefined();
    expect(compareVersions('1', 1 as never)).toBeUndefined();
  });
  it('prompts a download only when the app is older than the minimum', () => {
    expect(isAppVersionBelow('1.2.3', '1.3')).toBe(true);
    expect(isAppVersionBelow('1.3', '1.3')).toBe(false);
    expect(isAppVersionBelow('1.4', '1.3')).toBe(false);
    expect(isAppVersionBelow('1.0', BAD_TEXT.emoji)).toBe(false);
    expect(isAppVersionBelow('', '1.0')).toBe(false);
  });
});
