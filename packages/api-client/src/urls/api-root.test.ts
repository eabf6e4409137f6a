import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRootOf, nameBrandForPreflight, normaliseBaseUrl } from './api-root.ts';

describe('the API root', () => {
  it('takes the origin or the URL with the API path alike', () => {
    expect(apiRootOf('https://api.example.com/')).toBe('https://api.example.com/api/v1');
    expect(apiRootOf('https://api.example.com/api/v1/')).toBe('https://api.example.com/api/v1');
    expect(normaliseBaseUrl('https://api.example.com/api/v1')).toBe('https://api.example.com');
  });
});

describe('the brand named for a preflight', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is in the query of a call to another origin than the page’s', () => {
    vi.stubGlobal('location', { origin: 'https://app.example.com' });
    const url = new URL('https://api.example.com/api/v1/member/info?locale=en');
    nameBrandForPreflight(url, 'nexbet');
    expect(url.searchParams.get('brand')).toBe('nexbet');
  });

  it('stays out of a call to the page’s own origin, which no browser preflights', () => {
    vi.stubGlobal('location', { origin: 'https://api.example.com' });
    const url = new URL('https://api.example.com/api/v1/member/info?locale=en');
    nameBrandForPreflight(url, 'nexbet');
    expect(url.search).toBe('?locale=en');
  });

  it('is in the query from Node, which has no page, and absent without a brand', () => {
    const url = new URL('https://api.example.com/api/v1/member/info');
    nameBrandForPreflight(url, undefined);
    expect(url.search).toBe('');
    nameBrandForPreflight(url, 'fubo');
    expect(url.searchParams.get('brand')).toBe('fubo');
  });
});
