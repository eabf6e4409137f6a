import { describe, expect, it } from 'vitest';
import { siteSessionTransport } from './session-transport.ts';

describe('siteSessionTransport', () => {
  it('keeps the session in the HttpOnly cookie when the API is on the page origin', () => {
    expect(siteSessionTransport('https://nexbet.example', 'https://nexbet.example')).toBe('cookie');
    expect(siteSessionTransport('https://nexbet.example/', 'https://nexbet.example')).toBe(
      'cookie',
    );
    expect(
      siteSessionTransport('http://nexbet.localhost:4000', 'http://nexbet.localhost:4000'),
    ).toBe('cookie');
  });

  it('falls back to the bearer token when the API is on another origin', () => {
    expect(siteSessionTransport('https://api.example', 'https://nexbet.example')).toBe('bearer');
    expect(siteSessionTransport('http://nexbet.example', 'https://nexbet.example')).toBe('bearer');
    expect(siteSessionTransport('https://nexbet.example:8443', 'https://nexbet.example')).toBe(
      'bearer',
    );
    expect(siteSessionTransport('not a url', 'also not')).toBe('bearer');
  });
});
