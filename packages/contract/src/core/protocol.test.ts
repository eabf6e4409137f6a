import { describe, expect, it } from 'vitest';
import { isServerPath } from './protocol.ts';

describe('isServerPath', () => {
  it('claims the API server’s paths, with or without their trailing slash', () => {
    for (const path of [
      '/api',
      '/api/v1/key',
      '/frontend/lang/en/en.json',
      '/media/x.svg',
      '/healthz',
      '/readyz',
      '/metrics',
      '/_ops/run',
    ])
      expect(isServerPath(path), path).toBe(true);
  });

  it('leaves a site’s routes and files to the site, even when they start alike', () => {
    for (const path of [
      '/',
      '/apiary',
      '/tabs/home',
      '/assets/index-abc.js',
      '/mediation',
      '/sw.js',
    ])
      expect(isServerPath(path), path).toBe(false);
  });
});
