/**
 * A brand's life, once (not per brand project: see playwright.config.ts), on an API of its own
 * so nothing it changes reaches the other journeys. nexbet's shell is copied with its
 * `brand.json` re-themed from NEXBET (PRO-SLEEK, Outfit) to REG (RETRO, Space Grotesk and
 * Bungee), built once, and served by the real API; `ops brand:sync` first shows, then writes
 * the change, and the page loads the new theme's fonts and none of the old one's while the API
 * answers the new theme and draws the mark on its accent. Then `ops brand:disable` closes the
 * brand: sign-in is refused with its translated message, and a member signed in before still
 * requests a withdrawal.
 */
import { spawnSync } from 'node:child_process';
import { constants, publicEncrypt } from 'node:crypto';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brandById } from '@lobby/brands';
import { loadTheme } from '@lobby/vite-config';
import { ops, startTestApi } from '../support/api-server.ts';
import type { TestApi } from '../support/api-server.ts';
import { brandOrigin } from '../support/env.ts';
import {
  MemberSite,
  expect,
  smallestWithdrawal,
  test,
  uniqueUsername,
} from '../support/fixtures.ts';

const BRAND = 'nexbet';
/** The new theme: another screen group, other fonts. */
const NEW_THEME = 'REG';
const OLD_FONT = 'Outfit Variable';
const NEW_FONT = 'Space Grotesk Variable';

let registry = '';
let api: TestApi | undefined;

/** The API's JSON answer to a call as the brand. */
async function call<T>(path: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`http://127.0.0.1:${api?.port}/api/v1${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'x-lobby-brand': BRAND,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await res.json()) as T;
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** A secret as the SDK sends it: RSA-OAEP with the API's current key. */
async function encrypted(value: string): Promise<string> {
  const key = await call<{ key_id: string; public_key: string }>('/key');
  const cipher = publicEncrypt(
    { key: key.public_key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(value),
  ).toString('base64');
  return `${key.key_id}:${cipher}`;
}

/** The colour the mark (the generated logo) is drawn on. */
function markColour(logo: string): string | undefined {
  const svg = Buffer.from(logo.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString();
  return /fill="(#[0-9a-fA-F]{3,8})"/.exec(svg)?.[1]?.toLowerCase();
}

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  // nexbet's shell, copied with its theme changed in brand.json and nothing else; the mark's
  // colour is left to the theme, as create-brand leaves it.
  const source = brandById(BRAND).dir;
  registry = mkdtempSync(join(tmpdir(), 'lobby-brand-life-'));
  const shell = join(registry, BRAND);
  mkdirSync(join(shell, 'src'), { recursive: true });
  for (const file of [
    'index.html',
    'package.json',
    'tsconfig.json',
    'vite.config.ts',
    'src/main.tsx',
  ])
    cpSync(join(source, file), join(shell, file));
  symlinkSync(join(source, 'node_modules'), join(shell, 'node_modules'));
  const entry = JSON.parse(readFileSync(join(source, 'brand.json'), 'utf8')) as {
    theme: string;
    seed: Record<string, unknown>;
  };
  const { colour: _pinned, ...seed } = entry.seed;
  writeFileSync(
    join(shell, 'brand.json'),
    JSON.stringify({ ...entry, theme: NEW_THEME, seed }, null, 2),
  );
  const build = spawnSync(
    process.execPath,
    [join(shell, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: shell,
      encoding: 'utf8',
      env: { ...process.env, NODE_OPTIONS: '', LOBBY_RELEASE: `life${Date.now().toString(36)}` },
    },
  );
  expect(build.status, build.stderr).toBe(0);
  // The API's database was seeded from the repository's nexbet, still on NEXBET.
  api = await startTestApi({ [BRAND]: join(shell, 'dist') });
});

test.afterAll(async () => {
  await api?.stop();
  if (registry) rmSync(registry, { recursive: true, force: true });
});

test('a re-themed brand, synced, loads its new fonts and the API answers its new theme', async ({
  page,
}) => {
  const permissions = () =>
    call<{ theme: { name: string }; website: { logo: string } }>('/member/feature_premission/info');
  expect((await permissions()).theme.name).toBe('NEXBET');
  const dataDir = String(api?.dataDir);

  // Without --apply: the difference is shown and nothing is written.
  const dry = ops(dataDir, 'brand:sync', { brand: BRAND, 'brands-dir': registry }) as {
    applied: boolean;
    changes: { what: string; from: unknown; to: unknown }[];
  };
  expect(dry.applied).toBe(false);
  expect(dry.changes).toContainEqual({
    what: 'permission.theme.name',
    from: 'NEXBET',
    to: NEW_THEME,
  });
  expect((await permissions()).theme.name).toBe('NEXBET');

  const applied = ops(dataDir, 'brand:sync', {
    brand: BRAND,
    'brands-dir': registry,
    apply: 'true',
  }) as { applied: boolean };
  expect(applied.applied).toBe(true);
  await expect.poll(async () => (await permissions()).theme.name).toBe(NEW_THEME);
  expect(markColour((await permissions()).website.logo)).toBe(
    (await loadTheme(NEW_THEME)).color.accent.toLowerCase(),
  );

  await page.goto(`${brandOrigin(BRAND, Number(api?.port))}/tabs/home?lang=en`);
  const fonts = () =>
    page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].map((f) => ({
        family: f.family.replace(/^["']|["']$/g, ''),
        status: f.status,
      }));
    });
  await expect
    .poll(async () => (await fonts()).some((f) => f.family === NEW_FONT && f.status === 'loaded'))
    .toBe(true);
  expect((await fonts()).map((f) => f.family)).not.toContain(OLD_FONT);
});

test('a disabled brand refuses sign-in with its translated message, and a signed-in member still withdraws', async ({
  browser,
  page,
}) => {
  const dataDir = String(api?.dataDir);
  const member = { username: uniqueUsername('l'), password: 'Quill-Harbor-58' };
  ops(dataDir, 'member:create', { brand: BRAND, ...member, balance: '50000' });
  // The withdrawal password and a bank card, set through the API before the brand closes.
  const { token } = await call<{ token: string }>('/member/auth/login', {
    username: member.username,
    password: await encrypted(member.password),
  });
  await call(
    '/member/withdraw_password',
    {
      password: await encrypted(member.password),
      withdraw_password: await encrypted('7531'),
      withdraw_password_confirmation: await encrypted('7531'),
    },
    token,
  );
  await call(
    '/member/bank_card/add',
    {
      bank_name: 'MAY',
      account_name: 'Test Member',
      account_number: '1234567890',
      withdraw_password: await encrypted('7531'),
    },
    token,
  );

  const origin = brandOrigin(BRAND, Number(api?.port));
  const site = new MemberSite(page, BRAND);
  await site.open(`${origin}/sign_in?lang=en`);
  await site.signIn(member);

  ops(dataDir, 'brand:disable', { brand: BRAND });

  // Someone else signing in now is refused, with the API's message in the page's language.
  const other = await browser.newContext();
  try {
    const visitor = new MemberSite(await other.newPage(), BRAND);
    await visitor.open(`${origin}/sign_in?lang=en`);
    await visitor.page.getByRole('textbox', { name: 'Username' }).fill(member.username);
    await visitor.page.getByLabel(/^Password\*?$/).fill(member.password);
    await visitor.page.getByRole('button', { name: 'Sign in', exact: true }).last().click();
    await expect(visitor.page.getByText(/^This site is closed/).first()).toBeVisible();
    await expect(visitor.page).toHaveURL(/\/sign_in/);
  } finally {
    await other.close();
  }

  // The member signed in before sees the balance and requests a withdrawal.
  await site.open(`${origin}/withdraw/index`);
  await site.expectSignedIn();
  const form = page.getByRole('form', { name: 'Withdrawal form' });
  await expect(form).toBeVisible();
  const minimum = await smallestWithdrawal(page);
  await form.getByRole('textbox', { name: /^Amount/ }).fill(minimum);
  await form.getByLabel(/^Withdrawal password/).fill('7531');
  await form.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByText(/^Withdrawal of .* requested\.$/).first()).toBeVisible();
});
