import { describe, expect, it, vi } from 'vitest';
import { applyIcons, applySeo, probeImage, seoFor } from './head.ts';
import { createScriptInjector, isSafeScriptUrl, wrapSnippet } from './scripts.ts';

const seo = {
  '/': {
    title: 'NexBet | Next-level betting',
    description: 'Sports and more',
    keywords: 'nexbet,sports',
  },
  '/promotion': { title: 'NexBet | Promotions', description: 'Bonuses', keywords: 'promotion' },
  '/sign_in': { title: 'NexBet | Sign in', description: 'Sign in or join', keywords: 'sign in' },
};

describe('SEO', () => {
  it('finds the entry of a url, through /tabs and with the home entry as fallback', () => {
    expect(seoFor(seo, '/sign_in')?.title).toBe('NexBet | Sign in');
    expect(seoFor(seo, '/tabs/promotion')?.title).toBe('NexBet | Promotions');
    expect(seoFor(seo, '/tabs/home')?.title).toBe('NexBet | Next-level betting');
    expect(seoFor(seo, '/wallet/index/')?.title).toBe('NexBet | Next-level betting');
    expect(seoFor({}, '/sign_in')).toBeUndefined();
    expect(seoFor(undefined, '/')).toBeUndefined();
  });

  it('writes the title, description and keywords', () => {
    applySeo(document, seo['/sign_in'], 'NexBet');
    expect(document.title).toBe('NexBet | Sign in');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Sign in or join',
    );
    expect(document.querySelector('meta[name="keywords"]')?.getAttribute('content')).toBe(
      'sign in',
    );
    applySeo(document, undefined, 'NexBet');
    expect(document.title).toBe('NexBet');
  });
});

describe('icons', () => {
  it('applies only images that load, keeping the previous icon otherwise', async () => {
    await applyIcons(
      document,
      { favicon: 'https://cdn.test/ok.png', bookmark: 'https://cdn.test/ok-touch.png' },
      async () => true,
    );
    expect(document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href).toBe(
      'https://cdn.test/ok.png',
    );
    const result = await applyIcons(
      document,
      { favicon: 'https://cdn.test/broken.png' },
      async (src) => !src.includes('broken'),
    );
    expect(result).toEqual({ favicon: false, bookmark: false });
    expect(document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href).toBe(
      'https://cdn.test/ok.png',
    );
    expect(document.querySelector<HTMLLinkElement>('link[rel="apple-touch-icon"]')?.href).toBe(
      'https://cdn.test/ok-touch.png',
    );
  });

  it('probes an image off-page', async () => {
    const fake = () => {
      const img = {} as HTMLImageElement;
      queueMicrotask(() =>
        img.src.includes('good')
          ? img.onload?.(new Event('load'))
          : img.onerror?.(new Event('error')),
      );
      return img;
    };
    await expect(probeImage('https://x.test/good.png', fake)).resolves.toBe(true);
    await expect(probeImage('https://x.test/bad.png', fake)).resolves.toBe(false);
    await expect(probeImage('')).resolves.toBe(false);
  });
});

describe('analytics scripts', () => {
  it('admits only http(s) urls, http only on an http page', () => {
    expect(isSafeScriptUrl('https://tag.test/a.js')).toBe(true);
    expect(isSafeScriptUrl('http://tag.test/a.js', 'https:')).toBe(false);
    expect(isSafeScriptUrl('http://tag.test/a.js', 'http:')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'data:text/javascript,1',
      '/local.js',
      '//tag.test/a.js',
      'not a url',
    ]) {
      expect(isSafeScriptUrl(bad)).toBe(false);
    }
  });

  it('wraps a snippet so its errors stay inside', () => {
    const code = wrapSnippet('throw new Error("x")', 'init');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(() => new Function(code)()).not.toThrow();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('runs init and loads src once, and event snippets on their event', () => {
    const blobs: string[] = [];
    const injector = createScriptInjector({
      document,
      createObjectURL: (blob) => {
        blobs.push(String(blob.size));
        return `blob:test/${blobs.length}`;
      },
    });
    const scripts = {
      init: 'window.x=1',
      src: 'https://tag.test/a.js',
      regist: 'window.r=1',
      deposit: '',
    };
    expect(injector.start(scripts)).toBe(2);
    expect(injector.start(scripts)).toBe(0);
    expect(injector.fire(scripts, 'regist')).toBe(true);
    expect(injector.fire(scripts, 'deposit')).toBe(false);
    expect(injector.start(undefined)).toBe(0);
    const added = [
      ...document.head.querySelectorAll<HTMLScriptElement>('script[data-lobby-analytics]'),
    ].map((s) => s.src);
    expect(added).toEqual(['blob:test/1', 'https://tag.test/a.js', 'blob:test/2']);
    expect(injector.start({ src: 'javascript:alert(1)' })).toBe(0);
  });

  it('runs the deposit snippet once per deposit', () => {
    let made = 0;
    const injector = createScriptInjector({
      document,
      createObjectURL: () => `blob:test/deposit/${(made += 1)}`,
    });
    const scripts = { deposit: 'window.d=(window.d||0)+1' };
    expect(injector.fire(scripts, 'deposit', 'D1')).toBe(true);
    expect(injector.fire(scripts, 'deposit', 'D1')).toBe(false);
    expect(injector.fire(scripts, 'deposit', 'D2')).toBe(true);
    expect(made).toBe(2);
  });
});
