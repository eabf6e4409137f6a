import { AdPosition } from '@lobby/domain';
import { describe, expect, it } from 'vitest';
import { addGuestDismissal, noticePositionOf, readGuestDismissals } from './notice-position.ts';

describe('noticePositionOf', () => {
  it('places a guest on the home and sign-in pages only', () => {
    expect(noticePositionOf('/tabs/home', false)).toBe(AdPosition.LoginBefore);
    expect(noticePositionOf('/sign_in', false)).toBe(AdPosition.LoginBefore);
    expect(noticePositionOf('/tabs/promotion', false)).toBeUndefined();
  });

  it('places a member after sign-in, on the deposit and withdrawal pages by theirs, never on sign-in', () => {
    expect(noticePositionOf('/tabs/home', true)).toBe(AdPosition.LoginAfter);
    expect(noticePositionOf('/missions', true)).toBe(AdPosition.LoginAfter);
    expect(noticePositionOf('/deposit/index', true)).toBe(AdPosition.Deposit);
    expect(noticePositionOf('/withdraw/index', true)).toBe(AdPosition.Withdraw);
    expect(noticePositionOf('/sign_in', true)).toBeUndefined();
  });
});

describe('guest dismissals', () => {
  it('keeps ids per brand, once each, and survives unreadable storage', () => {
    localStorage.clear();
    addGuestDismissal(localStorage, 'nexbet', 3);
    addGuestDismissal(localStorage, 'nexbet', 3);
    addGuestDismissal(localStorage, 'nexbet', 5);
    expect(readGuestDismissals(localStorage, 'nexbet')).toEqual([3, 5]);
    expect(readGuestDismissals(localStorage, 'fubo')).toEqual([]);
    localStorage.setItem('lobby.notices.dismissed.fubo', '{not json');
    expect(readGuestDismissals(localStorage, 'fubo')).toEqual([]);
    expect(readGuestDismissals(undefined, 'nexbet')).toEqual([]);
  });
});
