import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PRIMED_ANSWERS_ID, PRIMED_ANSWERS_PLACEHOLDER } from '@lobby/contract/core';
import type { PrimedAnswers } from '@lobby/contract/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../ops/dispatch.ts';
import { startTestServer } from '../test/harness.ts';
import type { TestServer } from '../test/harness.ts';
import { primedAnswersElement } from './primed-answers.ts';

const ELEMENT = new RegExp(
  `<script type="application/json" id="${PRIMED_ANSWERS_ID}">(.*?)</script>`,
);

let server: TestServer;
let shell: string;
let plain: string;

beforeAll(async () => {
  // A brand shell's page holds the place for the answers; another page (the bench's bare app) does not.
  shell = mkdtempSync(join(tmpdir(), 'lobby-primed-'));
  writeFileSync(
    join(shell, 'index.html'),
    `<html><body><div id="root"></div>${PRIMED_ANSWERS_PLACEHOLDER}</body></html>`,
  );
  plain = mkdtempSync(join(tmpdir(), 'lobby-plain-'));
  writeFileSync(join(plain, 'index.html'), '<html><body><div id="root"></div></body></html>');
  server = await startTestServer({
    sites: [
      { brand: 'nexbet', dir: shell },
      { brand: 'fubo', dir: shell },
      { brand: 'helo8', dir: plain },
    ],
  });
});
afterAll(async () => {
  await server.app.close();
  rmSync(shell, { recursive: true, force: true });
  rmSync(plain, { recursive: true, force: true });
});

/** The page of `path` for `brand`, and the answers in it (undefined when it holds none). */
async function pageOf(brand: string, path: string) {
  const page = await server.app.inject({ url: path, headers: { 'x-lobby-brand': brand } });
  expect(page.statusCode).toBe(200);
  expect(page.body).not.toContain(PRIMED_ANSWERS_PLACEHOLDER);
  const json = ELEMENT.exec(page.body)?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as PrimedAnswers).answers;
}

/** The API's own answer to `key` for `brand`. */
async function apiAnswer(brand: string, key: string) {
  const answer = await server.app.inject({ url: key, headers: { 'x-lobby-brand': brand } });
  expect(answer.statusCode, key).toBe(200);
  return answer.body;
}

describe('primed answers in a brand shell’s page', () => {
  it('hold start-up’s and the home’s calls in the URL’s language, each the API’s own answer', async () => {
    const answers = await pageOf('nexbet', '/tabs/home?lang=ja');
    expect(Object.keys(answers ?? {}).sort()).toEqual(
      [
        '/api/v1/currency?locale=ja',
        '/api/v1/contact_list?locale=ja',
        '/api/v1/language_list?locale=ja',
        '/api/v1/maintenance/getMaintenanceOnMember?locale=ja',
        '/api/v1/member/feature_premission/info?locale=ja',
        '/api/v1/member/feature_theme/info?locale=ja&name=default',
        '/api/v1/member/feature_theme/info?locale=ja&name=default&platform=1',
        '/api/v1/member/feature_theme/info?locale=ja&name=default&platform=2',
        '/api/v1/member/game/banner-games?locale=ja',
        '/api/v1/member/game/game-types?locale=ja',
        '/api/v1/member/game/hot_game?locale=ja',
        '/api/v1/member/responsible_gambling/config?locale=ja',
        '/api/v1/member/top_winners?locale=ja',
      ].sort(),
    );
    for (const key of [
      '/api/v1/maintenance/getMaintenanceOnMember?locale=ja',
      '/api/v1/member/feature_premission/info?locale=ja',
      '/api/v1/member/game/banner-games?locale=ja',
      '/api/v1/member/game/game-types?locale=ja',
    ])
      expect(answers?.[key], key).toBe(await apiAnswer('nexbet', key));
  });

  it('follow the brand’s default language when the URL names none, with the list the site asks for first', async () => {
    const answers = await pageOf('fubo', '/');
    // fubo's default language is Japanese; the root opens the home.
    expect(answers?.['/api/v1/language_list']).toBe(
      await apiAnswer('fubo', '/api/v1/language_list'),
    );
    expect(answers).toHaveProperty(['/api/v1/member/game/banner-games?locale=ja']);
    expect(answers).not.toHaveProperty(['/api/v1/member/game/banner-games?locale=en']);
  });

  it('hold start-up’s calls only on a page other than the home', async () => {
    const answers = await pageOf('nexbet', '/sign_in?lang=en');
    expect(answers).toHaveProperty(['/api/v1/member/feature_premission/info?locale=en']);
    expect(answers).not.toHaveProperty(['/api/v1/member/game/banner-games?locale=en']);
  });

  it('hold a provider list’s providers of its game type, as the API answers them', async () => {
    const key = '/api/v1/member/game/channels?locale=en&type=SlotMachine';
    const answers = await pageOf('nexbet', '/games/SlotMachine?lang=en');
    expect(answers?.[key]).toBe(await apiAnswer('nexbet', key));
    expect(JSON.parse(answers?.[key] ?? '[]')).not.toHaveLength(0);
    expect(answers).not.toHaveProperty(['/api/v1/member/game/banner-games?locale=en']);
    // A game list (another route under /games) gets start-up's calls only.
    const list = await pageOf('nexbet', '/games/list/SlotMachine?lang=en');
    expect(Object.keys(list ?? {}).some((k) => k.includes('/member/game/channels'))).toBe(false);
  });

  it('leave out a call that does not answer 200: under maintenance only what it allows', async () => {
    const start = Math.floor(server.clock.now() / 1000) - 10;
    await runOps(server.ctx, 'maintenance:on', { brand: 'nexbet', start: String(start) });
    try {
      const answers = await pageOf('nexbet', '/tabs/home?lang=en');
      const maintenance = answers?.['/api/v1/maintenance/getMaintenanceOnMember?locale=en'];
      expect(JSON.parse(maintenance ?? '{}')).toMatchObject({ type: 1 });
      expect(answers).not.toHaveProperty(['/api/v1/member/game/banner-games?locale=en']);
    } finally {
      await runOps(server.ctx, 'maintenance:off', { brand: 'nexbet' });
    }
  });

  it('are never put in a page that holds no place for them', async () => {
    expect(await pageOf('helo8', '/tabs/home?lang=en')).toBeUndefined();
  });
});

describe('primedAnswersElement', () => {
  it('cannot be closed by an answer’s text, and reads back as it was', () => {
    const answers = { '/api/v1/x': '{"title":"</script><script>alert(1)</script>"}' };
    const element = primedAnswersElement({ answers });
    expect(element.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(ELEMENT.exec(element)?.[1] ?? '')).toEqual({ answers });
  });
});
