/**
 * Responsible gambling against the reference API: the brand's settings, a deposit limit that
 * refuses a deposit with its reset time, a raise waiting its cooling-off, a time-out that
 * recalls the game wallet and ends the session, the account history, and the reality check
 * (its interval, the session's status and Continue).
 */
import {
  getComplianceSettings,
  getExclusion,
  getRealityCheck,
  listHistory,
  listLimits,
} from '@lobby/contract/responsible-gambling';
import { afterEach, describe, expect, it } from 'vitest';
import { PASSWORD, expectContractShape, testClient } from './helpers.ts';
import { channelByCode, depositByGateway, fundedMember } from './money.ts';

const clients: Array<ReturnType<typeof testClient>> = [];
const open = () => {
  const made = testClient();
  clients.push(made);
  return made;
};
afterEach(() => {
  for (const { client } of clients.splice(0)) client.dispose();
});

describe('responsible gambling', () => {
  it("reads the brand's compliance settings", async () => {
    const settings = await open().client.responsibleGambling.config();
    expectContractShape(getComplianceSettings, settings);
    expect(settings).toMatchObject({ minimum_age: 18, cooling_off_hours: 24 });
  });

  it('refuses a deposit past a limit with its reset time; a raise waits its cooling-off', async () => {
    const { client } = open();
    await fundedMember(client, 0);
    const set = await client.responsibleGambling.setLimit({ kind: 'deposit_day', value: 50_00 });
    expect(set).toMatchObject({ kind: 'deposit_day', value: 50_00, pending: false });
    await depositByGateway(client, 40_00);
    const refusal = await client.responsibleGambling
      .limits()
      .then(() => depositByGateway(client, 20_00))
      .catch((error: unknown) => error);
    expect(refusal).toMatchObject({ status: 400, code: 'RG_LIMIT_REACHED', field: 'deposit_day' });
    expect((refusal as { until: number }).until).toBeGreaterThan(Date.now() / 1000);
    const limits = await client.responsibleGambling.limits();
    expectContractShape(listLimits, limits);
    expect(limits.list.find((l) => l.kind === 'deposit_day')).toMatchObject({ used: 40_00 });

    const raised = await client.responsibleGambling.setLimit({
      kind: 'deposit_day',
      value: 500_00,
    });
    expect(raised).toMatchObject({ value: 50_00, pending: true, pending_value: 500_00 });
    await expect(
      client.responsibleGambling.confirmLimit({ kind: 'deposit_day' }, { handleErrors: true }),
    ).rejects.toMatchObject({ status: 409, code: 'RG_COOLING_OFF', until: raised.effective_at });
  });

  it('a time-out recalls the game wallet and ends the session; the history keeps it', async () => {
    const { client } = open();
    const { username } = await fundedMember(client, 100_00);
    const channel = await channelByCode(client, 'AUR');
    await client.wallet.transfer({ action: 1, amount: 60_00, channel_id: channel.id });
    const out = await client.responsibleGambling.exclude({ kind: 'timeout', duration: 1 });
    expect(out).toMatchObject({ recalled: 60_00, exclusion: { kind: 'timeout', active: true } });
    // The server ended this session too, so the client signs out with the answer.
    expect(client.session.isSignedIn()).toBe(false);

    const again = open().client;
    await again.auth.login({ username, password: PASSWORD });
    expect((await again.wallet.walletInfo()).main).toBe(100_00);
    const state = await again.responsibleGambling.exclusion();
    expectContractShape(getExclusion, state);
    expect(state.exclusion).toMatchObject({ can_end: false, ends_at: out.exclusion.ends_at });
    await expect(
      again.wallet.transfer(
        { action: 1, amount: 10_00, channel_id: channel.id },
        { handleErrors: true },
      ),
    ).rejects.toMatchObject({ status: 409, code: 'RG_EXCLUDED', until: out.exclusion.ends_at });
    await expect(
      again.responsibleGambling.endExclusion(undefined, { handleErrors: true }),
    ).rejects.toMatchObject({ code: 'RG_EXCLUDED' });
    const history = await again.responsibleGambling.history({ page_size: 10 });
    expectContractShape(listHistory, history);
    expect(history.list.map((h) => h.event)).toEqual(['exclusion_started']);
  });

  it('reads the reality check, sets its interval from the contract list and continues', async () => {
    const { client } = open();
    await fundedMember(client, 30_00);
    const off = await client.responsibleGambling.realityCheck();
    expectContractShape(getRealityCheck, off);
    expect(off).toMatchObject({ interval_minutes: null, due: false, due_at: null });
    expect(off.total_balance).toBe(off.main_balance + off.game_balance);
    const set = await client.responsibleGambling.setRealityCheck({ minutes: 20 });
    expect(set).toMatchObject({ interval_minutes: 20, due: false });
    expect(set.due_at).toBe(set.counted_from + 20 * 60);
    await expect(
      client.responsibleGambling.setRealityCheck({ minutes: 7 }, { handleErrors: true }),
    ).rejects.toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    // Nothing is due yet: Continue changes nothing and records nothing.
    const early = await client.responsibleGambling.acknowledgeRealityCheck();
    expect(early).toMatchObject({ due: false, due_at: set.due_at });
    const history = await client.responsibleGambling.history({ page_size: 10 });
    expect(history.list.map((h) => h.event)).toEqual(['reality_check_set']);
    // null is "off", sent as null although the SDK drops empty fields elsewhere.
    const none = await client.responsibleGambling.setRealityCheck({ minutes: null });
    expect(none).toMatchObject({ interval_minutes: null, due_at: null });
  });

  it('removes a limit with a null value, after the cooling-off', async () => {
    const { client } = open();
    await fundedMember(client, 0);
    await client.responsibleGambling.setLimit({ kind: 'wager_week', value: 80_00 });
    const removal = await client.responsibleGambling.setLimit({ kind: 'wager_week', value: null });
    expect(removal).toMatchObject({ value: 80_00, pending: true, pending_value: null });
  });
});
