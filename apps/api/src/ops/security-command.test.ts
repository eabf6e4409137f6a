/**
 * `ops brand:set-security`: prints a brand's policy, changes the parts given (the amount in the
 * brand's currency as typed), refuses a policy the domain schema refuses without changing
 * anything, and the API answers the change at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../test/harness.ts';
import type { TestServer } from '../test/harness.ts';
import { COMMANDS, USAGE, runOps } from './dispatch.ts';
import { helpText } from './help.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function policyOf(brand: string) {
  const res = await server.request({ path: '/member/security/policy', brand });
  expect(res.statusCode).toBe(200);
  return res.json() as Record<string, unknown>;
}

describe('brand:set-security', () => {
  it('is listed, with its help', () => {
    expect(COMMANDS).toContain('brand:set-security');
    expect(USAGE).toContain('brand:set-security');
    expect(helpText('brand:set-security')).toContain('--step-up-withdrawal-above');
  });

  it('prints the policy without options', async () => {
    const shown = await runOps(server.ctx, 'brand:set-security', { brand: 'nexbet' });
    expect(shown).toMatchObject({
      brand: 'nexbet',
      policy: { second_factor: 'optional', passkeys: true, absolute_session_hours: 12 },
      step_up_withdrawal_above_formatted: null,
    });
  });

  it('changes the parts given, the amount read in major units of the brand currency', async () => {
    const set = await runOps(
      server.ctx,
      'brand:set-security',
      {
        brand: 'nexbet',
        'second-factor': 'required',
        passkeys: 'off',
        'step-up-withdrawal-above': '500.50',
        'new-card-hold-hours': '24',
        'absolute-session-hours': '8',
      },
      { amounts: 'major' },
    );
    expect(set).toMatchObject({
      policy: {
        second_factor: 'required',
        passkeys: false,
        step_up_window_seconds: 300,
        step_up_withdrawal_above: 50_050,
        new_card_hold_hours: 24,
        absolute_session_hours: 8,
      },
      step_up_withdrawal_above_formatted: '500.50 MYR',
    });
    expect(await policyOf('nexbet')).toMatchObject({
      second_factor: 'required',
      passkeys: false,
      step_up_withdrawal_above: 50_050,
    });
    await runOps(server.ctx, 'brand:set-security', {
      brand: 'nexbet',
      'step-up-withdrawal-above': 'off',
    });
    expect(await policyOf('nexbet')).toMatchObject({
      second_factor: 'required',
      step_up_withdrawal_above: null,
    });
  });

  it('refuses values the domain schema refuses, changing nothing', async () => {
    const before = await policyOf('fubo');
    const refused: Record<string, string>[] = [
      { 'second-factor': 'always' },
      { passkeys: 'yes' },
      { 'step-up-window-seconds': '5' },
      { 'absolute-session-hours': '-1' },
      { 'new-card-hold-hours': '9999' },
    ];
    for (const args of refused) {
      await expect(
        runOps(server.ctx, 'brand:set-security', { brand: 'fubo', ...args }),
      ).rejects.toThrow();
    }
    await expect(runOps(server.ctx, 'brand:set-security', { brand: 'nope' })).rejects.toThrow(
      /No brand/,
    );
    expect(await policyOf('fubo')).toEqual(before);
  });
});
