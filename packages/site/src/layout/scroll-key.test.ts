import { describe, expect, it } from 'vitest';
import { scrollKey } from './app-layout.tsx';

const at = (key: string, pathname: string, search = '') => ({
  key,
  pathname,
  search,
  hash: '',
  state: null,
});

describe('scroll key', () => {
  it('keys a history entry by its own key', () => {
    expect(scrollKey(at('k1', '/wallet/index'))).toBe('k1');
    expect(scrollKey(at('k2', '/wallet/index'))).toBe('k2');
  });

  it('keys pages opened from outside by their URL, so one never restores another’s position', () => {
    expect(scrollKey(at('default', '/tabs/home'))).toBe('/tabs/home');
    expect(scrollKey(at('default', '/wallet/index'))).toBe('/wallet/index');
    expect(scrollKey(at('default', '/games/list/SLOT', '?search=a'))).toBe(
      '/games/list/SLOT?search=a',
    );
  });
});
